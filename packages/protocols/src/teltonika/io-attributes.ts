/**
 * The IO layout of a Teltonika record: the attributes object of its position,
 * `{ priority, generationType?, io<id>: value… }` with the IO elements in the order sent, and
 * where the IO elements with a normalised meaning sit.
 *
 * A record carries some 17 IO elements, and adding that many properties one by one under
 * computed keys is the dearest step of decoding (every store looks its key up and the object
 * ends up a hash table). A device sends the same IO ids in the same order record after record,
 * so each such set of ids is remembered with what follows from the ids alone, and once it has
 * recurred it gets a factory with the object literal for exactly those keys, which V8 builds in
 * one step with a fixed shape. Rare sets keep the property-by-property path; both give equal
 * objects with the same key order.
 */
import type { AttributeValue } from '../types';

type Attributes = Record<string, AttributeValue>;
type AttributesFactory = (
  priority: number,
  generationType: number | undefined,
  values: readonly AttributeValue[],
) => Attributes;

/** AVL IDs with a normalised meaning (Teltonika FMB AVL ID list). */
export const IO_IGNITION = 239;
export const IO_TOTAL_ODOMETER = 16;

/**
 * A set of ids gets its factory on this sighting (and an IO section layout its reader, see
 * `io-reader.ts`): one-off sets are not worth compiling.
 */
export const COMPILE_AFTER_SIGHTINGS = 16;
/** Distinct sets remembered; beyond this, new sets are laid out anew for every record. */
const MAX_LAYOUTS = 2048;
/** Buckets of the table of remembered sets, by hash of the ids (a power of two). */
const LAYOUT_BUCKETS = 4096;

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

let codeGenerationAllowed = true;

/**
 * Compiles the function whose parameters and body `source` gives, or gives undefined once code
 * generation from strings is switched off (--disallow-code-generation-from-strings): callers
 * then keep their uncompiled path. Generated sources hold only fixed names and decimal integers
 * (IO ids and offsets, 1- or 2-byte unsigned values read from the packet, see `ioKeySource`), so
 * no packet content can become code.
 */
export function compileSource(source: () => { parameters: string[]; body: string }): unknown {
  if (!codeGenerationAllowed) return undefined;
  try {
    const { parameters, body } = source();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    return new Function(...parameters, body);
  } catch {
    // Code generation from strings is switched off: nothing is compiled from now on.
    codeGenerationAllowed = false;
    return undefined;
  }
}

/** `io<id>`, the attribute name of an IO id, as a property name in generated source. */
export function ioKeySource(id: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 0xffff) throw new RangeError(`IO id ${id}`);
  return `io${id}`;
}

function compileFactory(
  ids: readonly number[],
  withGenerationType: boolean,
): AttributesFactory | undefined {
  return compileSource(() => {
    const properties = ['priority: priority'];
    if (withGenerationType) properties.push('generationType: generationType');
    ids.forEach((id, index) => properties.push(`${ioKeySource(id)}: values[${index}]`));
    return {
      parameters: ['priority', 'generationType', 'values'],
      body: `return { ${properties.join(', ')} };`,
    };
  }) as AttributesFactory | undefined;
}

/** A set of IO ids, in the order sent, and whether the records carry a generation type. */
export class IoLayout {
  /**
   * Where the ignition (IO 239) and total odometer (IO 16) values are (the last of a repeated id
   * counts, as in the attributes); -1 when absent.
   */
  readonly ignitionIndex: number;
  readonly odometerIndex: number;
  /** Records laid out so far, until the set gets its factory. */
  #seen = 0;
  #factory: AttributesFactory | undefined;
  /** Another set in the same bucket. */
  next: IoLayout | undefined;

  constructor(
    readonly ids: readonly number[],
    readonly withGenerationType: boolean,
  ) {
    this.ignitionIndex = ids.lastIndexOf(IO_IGNITION);
    this.odometerIndex = ids.lastIndexOf(IO_TOTAL_ODOMETER);
  }

  /** The attributes of a record with these ids; `values[i]` is the value of the i-th id. */
  attributes(
    priority: number,
    generationType: number | undefined,
    values: readonly AttributeValue[],
  ): Attributes {
    if (this.#factory !== undefined) return this.#factory(priority, generationType, values);
    if (++this.#seen === COMPILE_AFTER_SIGHTINGS) {
      this.#factory = compileFactory(this.ids, this.withGenerationType);
    }
    const attributes: Attributes = { priority };
    if (generationType !== undefined) attributes['generationType'] = generationType;
    const ids = this.ids;
    for (let index = 0; index < ids.length; index++) {
      attributes[ioKey(ids[index]!)] = values[index]!;
    }
    return attributes;
  }

  matches(ids: readonly number[], count: number, withGenerationType: boolean): boolean {
    const known = this.ids;
    if (known.length !== count || this.withGenerationType !== withGenerationType) return false;
    for (let index = 0; index < count; index++) if (known[index] !== ids[index]) return false;
    return true;
  }
}

/**
 * Adds the next id of a record to the hash of its set of ids, which starts at 0. Readers hash the
 * ids as they read them, sparing a pass over the ids per record.
 */
export function hashIoId(hash: number, id: number): number {
  return (Math.imul(hash, 31) + id) | 0;
}

const buckets: (IoLayout | undefined)[] = Array.from({ length: LAYOUT_BUCKETS }, () => undefined);
let layoutCount = 0;

/**
 * The layout of a record whose IO ids are the first `count` of `ids` (callers reuse the array);
 * `idsHash` is their hash (see `hashIoId`).
 */
export function ioLayout(
  ids: readonly number[],
  count: number,
  withGenerationType: boolean,
  idsHash: number,
): IoLayout {
  const bucket = idsHash & (LAYOUT_BUCKETS - 1);

  let layout = buckets[bucket];
  while (layout !== undefined && !layout.matches(ids, count, withGenerationType)) {
    layout = layout.next;
  }
  if (layout !== undefined) return layout;
  layout = new IoLayout(ids.slice(0, count), withGenerationType);
  if (layoutCount < MAX_LAYOUTS) {
    layoutCount++;
    layout.next = buckets[bucket];
    buckets[bucket] = layout;
  }
  return layout;
}
