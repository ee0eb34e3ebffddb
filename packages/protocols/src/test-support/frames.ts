/**
 * Loads the shared real-frame fixtures (`<repo>/../shared/frames/<protocol>.jsonl`, described in
 * frames/README.md) for decoder tests. A missing file is an error, never a silent skip: a test
 * that quietly decodes nothing proves nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Fixture files present in the frames directory. */
export type FrameProtocol = 'jt808' | 'jt1078' | 'gt06' | 'teltonika';

/** A JSON value as read from a fixture's `expect` object. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One fixture line. `expect` keys differ per protocol (see frames/README.md). */
export interface FrameRecord<Expect = Record<string, JsonValue>> {
  /** Hex exactly as in the source (case preserved). */
  hex: string;
  /** `owner/repo/path` or URL the frame was copied from. */
  source: string;
  commit?: string;
  /** 1-based line in the source file. */
  line?: number;
  /** Real capture, library-generated (synthetic) or documentation example. */
  origin: string;
  /** JT/T 808 only: whether `hex` is on-wire (escaped) or already unescaped. */
  hexForm?: 'wire' | 'unescaped';
  /** JT/T 808 'unescaped' frames only: the same frame escaped for the wire. */
  wireHexDerived?: string;
  note?: string;
  expect: Expect;
  /** 1-based line of this record in the fixture file. */
  fixtureLine: number;
  /** Everything else the line carried, as read. */
  raw: Record<string, JsonValue>;
}

const REPOSITORY_MARKER = 'workspaces';

/** Walks up from this file to the package.json that declares npm workspaces. */
export function findRepositoryRoot(
  start: string = dirname(fileURLToPath(import.meta.url)),
): string {
  let directory = resolve(start);
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && REPOSITORY_MARKER in parsed) {
        return directory;
      }
    }
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`No package.json with "workspaces" found above ${start}`);
    }
    directory = parent;
  }
}

/** The frames directory: CONVOY_FRAMES_DIR if set, else `<repository root>/../shared/frames`. */
export function framesDirectory(): string {
  const override = process.env['CONVOY_FRAMES_DIR'];
  if (override !== undefined && override !== '') return resolve(override);
  return resolve(findRepositoryRoot(), '..', 'shared', 'frames');
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(record: Record<string, JsonValue>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads every record of `<frames dir>/<protocol>.jsonl`. Throws with the path when the file is
 * missing or a line is not a valid record.
 */
export function loadFrames<Expect = Record<string, JsonValue>>(
  protocol: FrameProtocol,
): FrameRecord<Expect>[] {
  const path = join(framesDirectory(), `${protocol}.jsonl`);
  if (!existsSync(path)) {
    throw new Error(
      `Frame fixtures not found: ${path}. Put the shared frames next to the repository ` +
        `(../shared/frames) or set CONVOY_FRAMES_DIR.`,
    );
  }
  const records: FrameRecord<Expect>[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    const fixtureLine = index + 1;
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || typeof parsed['hex'] !== 'string' || !isObject(parsed['expect'])) {
      throw new Error(`${path}:${fixtureLine}: not a frame record (needs "hex" and "expect")`);
    }
    const hexForm = parsed['hex_form'];
    const line = parsed['line'];
    records.push({
      hex: parsed['hex'],
      source: optionalString(parsed, 'source') ?? '',
      commit: optionalString(parsed, 'commit'),
      line: typeof line === 'number' ? line : undefined,
      origin: optionalString(parsed, 'origin') ?? '',
      hexForm: hexForm === 'wire' || hexForm === 'unescaped' ? hexForm : undefined,
      wireHexDerived: optionalString(parsed, 'wire_hex_derived'),
      note: optionalString(parsed, 'note'),
      // The fixture's expect shape is documented per protocol; callers name it with Expect.
      expect: parsed['expect'] as Expect,
      fixtureLine,
      raw: parsed,
    });
  });
  return records;
}

/** A test-case label that says where a frame came from: `source:line (fixture line n)`. */
export function frameLabel(record: FrameRecord<unknown>): string {
  const at = record.line === undefined ? record.source : `${record.source}:${record.line}`;
  return `${at} [fixture line ${record.fixtureLine}]`;
}

/** Hex string (either case, optional whitespace) to bytes. */
export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '');
  if (clean.length % 2 !== 0 || /[^0-9a-fA-F]/.test(clean)) {
    throw new Error(`Not an even-length hex string: ${hex.slice(0, 40)}...`);
  }
  return Uint8Array.from(Buffer.from(clean, 'hex'));
}

/** Bytes to lower-case hex. */
export function bytesToHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}
