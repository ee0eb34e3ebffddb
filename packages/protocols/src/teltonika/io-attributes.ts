/**
 * The attributes object of a Teltonika position: `{ priority, generationType?, io<id>: value… }`
 * with the IO elements in the order sent.
 *
 * A record carries some 17 IO elements, and adding that many properties one by one under
 * computed keys is the dearest step of decoding (every store looks its key up and the object
 * ends up a hash table). A device sends the same IO ids in the same order record after record,
 * so each such set of ids, once it has recurred, gets a factory with the object literal for
 * exactly those keys, which V8 builds in one step with a fixed shape. Rare sets keep the
 * property-by-property path; both give equal objects with the same key order.
 */
import type { AttributeValue } from '../types';

type Attributes = Record<string, AttributeValue>;
type AttributesFactory = (
  priority: number,
  generationType: number | undefined,
  values: readonly AttributeValue[],
) => Attributes;

interface IoShape {
  ids: number[];
  withGenerationType: boolean;
  /** Times the set was seen before it got its factory. */
  seen: number;
  factory: AttributesFactory | undefined;
  /** Another set with the same hash. */
  next: IoShape | undefined;
}

/** A set of ids gets its factory on this sighting: one-off sets are not worth compiling. */
const FACTORY_AFTER_SIGHTINGS = 16;
/** Distinct sets remembered; beyond this, new sets take the property-by-property path. */
const MAX_SHAPES = 2048;

const shapes = new Map<number, IoShape>();
let shapeCount = 0;
let codeGenerationAllowed = true;

/**
 * Attribute names `io<id>`, made once per id rather than once per element: a dense table for
 * the common ids, a map for the rest.
 */
const DENSE_IO_KEYS = 1024;
const IO_KEYS: string[] = Array.from({ length: DENSE_IO_KEYS }, (_, id) => `io${id}`);
const WIDE_IO_KEYS = new Map<number, string>();
function ioKey(id: number): string {
  if (id < DENSE_IO_KEYS) return IO_KEYS[id] as string;
  let key = WIDE_IO_KEYS.get(id);
  if (key === undefined) WIDE_IO_KEYS.set(id, (key = `io${id}`));
  return key;
}

function compileFactory(ids: readonly number[], withGenerationType: boolean): AttributesFactory {
  // The generated source holds only fixed names and decimal integers (IO ids are 1- or 2-byte
  // unsigned values read from the packet), so no packet content can become code.
  const properties = ['priority: priority'];
  if (withGenerationType) properties.push('generationType: generationType');
  ids.forEach((id, index) => {
    if (!Number.isInteger(id) || id < 0 || id > 0xffff) throw new RangeError(`IO id ${id}`);
    properties.push(`io${id}: values[${index}]`);
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function(
    'priority',
    'generationType',
    'values',
    `return { ${properties.join(', ')} };`,
  ) as AttributesFactory;
}

function buildGenerically(
  priority: number,
  generationType: number | undefined,
  ids: readonly number[],
  values: readonly AttributeValue[],
  count: number,
): Attributes {
  const attributes: Attributes = { priority };
  if (generationType !== undefined) attributes['generationType'] = generationType;
  for (let index = 0; index < count; index++) attributes[ioKey(ids[index]!)] = values[index]!;
  return attributes;
}

function sameIds(shape: IoShape, ids: readonly number[], count: number): boolean {
  const known = shape.ids;
  if (known.length !== count) return false;
  for (let index = 0; index < count; index++) if (known[index] !== ids[index]) return false;
  return true;
}

/**
 * The attributes of one record. `ids` and `values` are the record's IO elements in order;
 * only their first `count` entries are read (callers reuse the arrays).
 */
export function buildIoAttributes(
  priority: number,
  generationType: number | undefined,
  ids: readonly number[],
  values: readonly AttributeValue[],
  count: number,
): Attributes {
  const withGenerationType = generationType !== undefined;
  let hash = withGenerationType ? 1 : 0;
  for (let index = 0; index < count; index++) hash = (Math.imul(hash, 31) + ids[index]!) | 0;

  let shape = shapes.get(hash);
  while (
    shape !== undefined &&
    !(shape.withGenerationType === withGenerationType && sameIds(shape, ids, count))
  ) {
    shape = shape.next;
  }
  if (shape === undefined) {
    if (shapeCount < MAX_SHAPES) {
      shapeCount++;
      shapes.set(hash, {
        ids: ids.slice(0, count),
        withGenerationType,
        seen: 1,
        factory: undefined,
        next: shapes.get(hash),
      });
    }
    return buildGenerically(priority, generationType, ids, values, count);
  }
  if (shape.factory !== undefined) return shape.factory(priority, generationType, values);
  if (++shape.seen >= FACTORY_AFTER_SIGHTINGS && codeGenerationAllowed) {
    try {
      shape.factory = compileFactory(shape.ids, withGenerationType);
    } catch {
      // Code generation from strings is switched off (--disallow-code-generation-from-strings):
      // every set keeps the property-by-property path.
      codeGenerationAllowed = false;
    }
  }
  return buildGenerically(priority, generationType, ids, values, count);
}
