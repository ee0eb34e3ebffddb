/**
 * A record's IO section read straight from the frame by its layout.
 *
 * A device sends the same IO elements in the same order record after record, so the IO section
 * of one record differs from the last one's only in its values: every count and id sits at the
 * same offset. Such a layout, once it has recurred, gets a reader compiled for exactly those
 * offsets: it checks the counts and ids where the layout has them and builds the attributes
 * object in one literal, reading each value at its offset. That spares the loop per element,
 * the arrays of ids and values and the lookup of the id set, which together took some 40% of
 * decoding. A section that fits no compiled layout is read element by element (`decode.ts`),
 * and that reading is what teaches the layouts; so is every section where code generation from
 * strings is switched off.
 *
 * Layouts are looked up by what opens a section (the first count and id) and the record's IO
 * total; a compiled reader then checks every count and id, so a section is only ever read by the
 * layout it has.
 */
import type { AttributeValue } from '../types';
import { readU64 } from './bytes';
import { hexOf } from '../hex';
import {
  COMPILE_AFTER_SIGHTINGS,
  IO_IGNITION,
  IO_TOTAL_ODOMETER,
  compileSource,
  ioKeySource,
} from './io-attributes';

type Attributes = Record<string, AttributeValue>;

/** How a codec lays out the IO section of a record. */
export interface IoSectionFormat {
  /** Bytes of each group's element count. */
  countBytes: 1 | 2;
  /** Bytes of an IO id. */
  idBytes: 1 | 2;
  /** The section closes with a group of variable-length elements (2-byte count and lengths). */
  variableLength: boolean;
  /** The records carry a generation type, which their attributes include. */
  generationType: boolean;
}

/** The value sizes of the fixed-size groups, in the order sent. */
const FIXED_GROUP_VALUE_BYTES = [1, 2, 4, 8] as const;

/** What reading a section by its layout gives besides the attributes. */
export interface LayoutReading {
  /** Where the section ends. */
  end: number;
  /** The values of IO 239 (ignition) and IO 16 (total odometer), the last of a repeated id. */
  ignition: AttributeValue | undefined;
  odometer: AttributeValue | undefined;
}

type CompiledReader = (
  bytes: Uint8Array,
  at: number,
  priority: number,
  generationType: number | undefined,
  variableValues: readonly string[],
  reading: LayoutReading,
) => Attributes | undefined;

/** Distinct layouts remembered; beyond this, new ones are read element by element. */
const MAX_LAYOUTS = 2048;
/**
 * Layouts of more elements are read element by element: devices send up to about a hundred,
 * and a reader's source grows with its elements.
 */
const MAX_COMPILED_ELEMENTS = 256;
/** Layouts remembered under one key, so that no section is tried against many. */
const MAX_LAYOUTS_PER_BUCKET = 8;
/** Buckets of the table of layouts, by key (a power of two). */
const LAYOUT_BUCKETS = 4096;
/** An 8-byte value as an attribute: a number below 2^53, decimal text beyond. */
function u64Attribute(b: Uint8Array, at: number): number | string {
  const value = readU64(b, at);
  return typeof value === 'bigint' ? value.toString() : value;
}

/** The variable-length values of the section being read, as hex text. */
const variableValues: string[] = [];

/**
 * Reads the variable-length elements from `at` (after their count) into `variableValues` when
 * they have the ids `ids` and lie inside the data; returns where they end, or -1.
 */
function readVariableValues(
  b: Uint8Array,
  at: number,
  end: number,
  ids: readonly number[],
): number {
  let offset = at;
  for (let index = 0; index < ids.length; index++) {
    if (end - offset < 4 || ((b[offset]! << 8) | b[offset + 1]!) !== ids[index]) return -1;
    const start = offset + 4;
    offset = start + ((b[offset + 2]! << 8) | b[offset + 3]!);
    if (offset > end) return -1;
    variableValues[index] = hexOf(b, start, offset);
  }
  return offset;
}

/** One layout of an IO section: the element count of each group and the ids in the order sent. */
class IoSectionLayout {
  /** Bytes from the section's start to its variable-length elements, or to its end. */
  readonly fixedBytes: number;
  readonly variableIds: readonly number[];
  /** Sections read element by element so far, until the layout gets its reader. */
  #seen = 0;
  #read: CompiledReader | undefined;
  /** Another layout under the same key. */
  next: IoSectionLayout | undefined;

  constructor(
    readonly format: IoSectionFormat,
    readonly ioTotal: number,
    /** The element count of each fixed-size group, then of the variable-length group. */
    readonly counts: readonly number[],
    readonly ids: readonly number[],
  ) {
    let fixedBytes = 4 * format.countBytes;
    FIXED_GROUP_VALUE_BYTES.forEach((valueBytes, group) => {
      fixedBytes += counts[group]! * (format.idBytes + valueBytes);
    });
    this.fixedBytes = format.variableLength ? fixedBytes + 2 : fixedBytes;
    this.variableIds = ids.slice(ids.length - (counts[4] ?? 0));
  }

  matches(
    format: IoSectionFormat,
    ioTotal: number,
    counts: readonly number[],
    ids: readonly number[],
  ): boolean {
    if (this.format !== format || this.ioTotal !== ioTotal) return false;
    for (let group = 0; group < 5; group++) if (this.counts[group] !== counts[group]) return false;
    const known = this.ids;
    for (let index = 0; index < known.length; index++) {
      if (known[index] !== ids[index]) return false;
    }
    return true;
  }

  /** Counts a section read element by element; the layout gets its reader when it recurs. */
  seen(): void {
    if (++this.#seen === COMPILE_AFTER_SIGHTINGS) this.#read = compileReader(this);
  }

  /** The attributes of the section at `at` when it has this layout and lies inside the data. */
  read(
    b: Uint8Array,
    at: number,
    end: number,
    format: IoSectionFormat,
    ioTotal: number,
    priority: number,
    generationType: number | undefined,
    reading: LayoutReading,
  ): Attributes | undefined {
    const read = this.#read;
    if (read === undefined || this.format !== format || this.ioTotal !== ioTotal) return undefined;
    if (end - at < this.fixedBytes) return undefined;
    let sectionEnd = at + this.fixedBytes;
    if (this.variableIds.length > 0) {
      sectionEnd = readVariableValues(b, sectionEnd, end, this.variableIds);
      if (sectionEnd < 0) return undefined;
    }
    const attributes = read(b, at, priority, generationType, variableValues, reading);
    if (attributes !== undefined) reading.end = sectionEnd;
    return attributes;
  }
}

/** Source of the value of a fixed-size element whose value starts at `at + offset`. */
function valueSource(valueBytes: 1 | 2 | 4 | 8, offset: number): string {
  const byte = (index: number) => `b[at + ${offset + index}]`;
  switch (valueBytes) {
    case 1:
      return byte(0);
    case 2:
      return `(${byte(0)} << 8) | ${byte(1)}`;
    case 4:
      return `${byte(0)} * 16777216 + ((${byte(1)} << 16) | (${byte(2)} << 8) | ${byte(3)})`;
    case 8:
      return `u64Attribute(b, at + ${offset})`;
  }
}

/**
 * The reader of a layout: checks each count and id at its offset, then reads every value into
 * a local and returns `{ priority, generationType?, io<id>: value… }` with the keys in the order
 * sent, as `IoLayout.attributes` builds it.
 */
function compileReader(layout: IoSectionLayout): CompiledReader | undefined {
  const make = compileSource(() => {
    const { format, counts, ids } = layout;
    const checks: string[] = [];
    const values: string[] = [];
    let offset = 0;
    const expect = (value: number, width: 1 | 2) => {
      if (!Number.isInteger(value) || value < 0 || value >= 1 << (8 * width)) {
        throw new RangeError(`${value} in ${width} bytes`);
      }
      if (width === 2) checks.push(`b[at + ${offset}] === ${value >> 8}`);
      checks.push(`b[at + ${offset + width - 1}] === ${value & 0xff}`);
      offset += width;
    };
    FIXED_GROUP_VALUE_BYTES.forEach((valueBytes, group) => {
      expect(counts[group]!, format.countBytes);
      for (let element = 0; element < counts[group]!; element++) {
        expect(ids[values.length]!, format.idBytes);
        values.push(valueSource(valueBytes, offset));
        offset += valueBytes;
      }
    });
    if (format.variableLength) {
      expect(counts[4]!, 2);
      for (let element = 0; element < counts[4]!; element++) values.push(`variable[${element}]`);
    }
    const last = (id: number) => {
      const index = ids.lastIndexOf(id);
      return index < 0 ? 'undefined' : `v${index}`;
    };
    const properties = ['priority: priority'];
    if (format.generationType) properties.push('generationType: generationType');
    ids.forEach((id, index) => properties.push(`${ioKeySource(id)}: v${index}`));
    const reader = [
      'return function readIoSection(b, at, priority, generationType, variable, reading) {',
      `  if (!(${checks.join(' && ')})) return undefined;`,
      ...values.map((value, index) => `  const v${index} = ${value};`),
      `  reading.ignition = ${last(IO_IGNITION)};`,
      `  reading.odometer = ${last(IO_TOTAL_ODOMETER)};`,
      `  return { ${properties.join(', ')} };`,
      '};',
    ];
    return { parameters: ['u64Attribute'], body: reader.join('\n') };
  }) as ((u64: typeof u64Attribute) => CompiledReader) | undefined;
  return make?.(u64Attribute);
}

const buckets: (IoSectionLayout | undefined)[] = Array.from(
  { length: LAYOUT_BUCKETS },
  () => undefined,
);
let layoutCount = 0;

/**
 * The key of the section at `at`: the IO total and the bytes that open the section, which are
 * the first count and the id after it (or further counts when a group is empty), never a value.
 * -1 when those bytes run past the data.
 */
function sectionKey(
  b: Uint8Array,
  at: number,
  end: number,
  format: IoSectionFormat,
  ioTotal: number,
): number {
  const keyEnd = at + format.countBytes + format.idBytes;
  if (keyEnd > end) return -1;
  let key = ioTotal;
  for (let index = at; index < keyEnd; index++) key = (Math.imul(key, 31) + b[index]!) | 0;
  return key & (LAYOUT_BUCKETS - 1);
}

/**
 * The attributes of the IO section at `at` (the record's IO total is `ioTotal`) when a compiled
 * layout fits it, else undefined; `reading` gets where the section ends and the values with a
 * normalised meaning.
 */
export function readIoSectionByLayout(
  b: Uint8Array,
  at: number,
  end: number,
  format: IoSectionFormat,
  ioTotal: number,
  priority: number,
  generationType: number | undefined,
  reading: LayoutReading,
): Attributes | undefined {
  const key = sectionKey(b, at, end, format, ioTotal);
  if (key < 0) return undefined;
  for (let layout = buckets[key]; layout !== undefined; layout = layout.next) {
    const attributes = layout.read(b, at, end, format, ioTotal, priority, generationType, reading);
    if (attributes !== undefined) return attributes;
  }
  return undefined;
}

/**
 * Notes a section read element by element at `at`: the element count of each group (`counts`,
 * fixed-size groups then the variable-length one) and the ids in the order sent.
 */
export function noteIoSection(
  b: Uint8Array,
  at: number,
  end: number,
  format: IoSectionFormat,
  ioTotal: number,
  counts: readonly number[],
  ids: readonly number[],
): void {
  if (ioTotal > MAX_COMPILED_ELEMENTS) return;
  const key = sectionKey(b, at, end, format, ioTotal);
  if (key < 0) return;
  let inBucket = 0;
  for (let layout = buckets[key]; layout !== undefined; layout = layout.next, inBucket++) {
    if (layout.matches(format, ioTotal, counts, ids)) {
      layout.seen();
      return;
    }
  }
  if (layoutCount >= MAX_LAYOUTS || inBucket >= MAX_LAYOUTS_PER_BUCKET) return;
  layoutCount++;
  const layout = new IoSectionLayout(format, ioTotal, counts.slice(0, 5), ids.slice(0, ioTotal));
  layout.next = buckets[key];
  buckets[key] = layout;
  layout.seen();
}
