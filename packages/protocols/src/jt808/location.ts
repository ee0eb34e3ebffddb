/**
 * 0x0200 location basic information and additional-info items (PROTOCOLS.md 1.5; S808-13 §8.18
 * Tables 23-32, S808-19 Tables 23-31, S1078 Table 13), mapped into the normalised Position.
 * This is the hot path of the gateway: plain byte reads, one attributes object, no regexes.
 */
import type { AttributeValue, Position } from '../types';
import { bcdTimeToDate, toHex } from './binary';

/** Basic location information is always 28 bytes (Table 23). */
export const LOCATION_BASIC_LENGTH = 28;
/** The standard says device time is GMT+8 (Table 23 note); devices abroad often differ. */
export const JT808_DEFAULT_ZONE_OFFSET_MINUTES = 480;

export interface Jt808DecodeOptions {
  /** Zone of the device clock in minutes east of UTC; default GMT+8 as the standard says. */
  timeZoneOffsetMinutes?: number;
}

// Status bits (2013 Table 25 / 2019 Table 24).
const STATUS_ACC_ON = 1 << 0;
const STATUS_POSITIONED = 1 << 1;
const STATUS_SOUTH = 1 << 2;
const STATUS_WEST = 1 << 3;

/** Attribute name for an item this decoder does not interpret, precomputed per id. */
const UNKNOWN_ITEM_NAMES: readonly string[] = Array.from(
  { length: 256 },
  (_, id) => `item_0x${id.toString(16).padStart(2, '0')}`,
);

function u16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function u32(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset] ?? 0) * 0x1000000 +
      (((bytes[offset + 1] ?? 0) << 16) |
        ((bytes[offset + 2] ?? 0) << 8) |
        (bytes[offset + 3] ?? 0))) >>>
    0
  );
}

function i16(bytes: Uint8Array, offset: number): number {
  const value = u16(bytes, offset);
  return value & 0x8000 ? value - 0x10000 : value;
}

/**
 * Decodes the 28-byte basic information at `offset` into a Position (no additional items).
 * Altitude is read as int16: the standard says WORD but devices send negative values
 * (PROTOCOLS.md 1.3). A time that is not valid BCD gives the Unix epoch and `time_invalid`.
 */
export function decodeLocationBasic(
  body: Uint8Array,
  offset: number,
  options?: Jt808DecodeOptions,
): Position {
  const alarm = u32(body, offset);
  const status = u32(body, offset + 4);
  const latitude = u32(body, offset + 8) / 1e6;
  const longitude = u32(body, offset + 12) / 1e6;
  const zone = options?.timeZoneOffsetMinutes ?? JT808_DEFAULT_ZONE_OFFSET_MINUTES;
  const fixTime = bcdTimeToDate(body, offset + 22, zone);
  const attributes: Record<string, AttributeValue> = {};
  if (fixTime === undefined) attributes['time_invalid'] = true;
  return {
    fixTime: fixTime ?? new Date(0),
    valid: (status & STATUS_POSITIONED) !== 0,
    latitude: status & STATUS_SOUTH ? -latitude : latitude,
    longitude: status & STATUS_WEST ? -longitude : longitude,
    altitude: i16(body, offset + 16),
    speed: u16(body, offset + 18) / 10,
    course: u16(body, offset + 20),
    alarm,
    status,
    ignition: (status & STATUS_ACC_ON) !== 0,
    satellites: undefined,
    odometer: undefined,
    fuel: undefined,
    eventId: undefined,
    attributes,
  };
}

/**
 * Decodes a 0x0200 body (also the location part of 0x0201 and each 0x0704 item) in
 * `body[offset..end)`: basic information, then additional-info items to the end.
 */
export function decodeLocation(
  body: Uint8Array,
  offset = 0,
  end = body.length,
  options?: Jt808DecodeOptions,
): Position {
  const position = decodeLocationBasic(body, offset, options);
  decodeAdditionalItems(body, offset + LOCATION_BASIC_LENGTH, end, position);
  return position;
}

/**
 * Reads `ID BYTE | length BYTE | value` items (Table 27) into the position. A standard item
 * with an unexpected length, and any unknown or vendor item (0xE0-0xFF, Su-biao 0x64-0x67),
 * is kept as raw hex under `item_0xNN`. A last item that overruns the body is kept as
 * `additional_info_trailing` hex instead of failing the whole report (a real device does this).
 */
export function decodeAdditionalItems(
  body: Uint8Array,
  start: number,
  end: number,
  position: Position,
): void {
  const attributes = position.attributes;
  let offset = start;
  while (offset + 2 <= end) {
    const id = body[offset] ?? 0;
    const length = body[offset + 1] ?? 0;
    const value = offset + 2;
    if (value + length > end) break;
    offset = value + length;
    switch (id) {
      case 0x01:
        if (length !== 4) break;
        position.odometer = u32(body, value) / 10;
        continue;
      case 0x02:
        if (length !== 2) break;
        position.fuel = u16(body, value) / 10;
        continue;
      case 0x03:
        if (length !== 2) break;
        attributes['recorder_speed'] = u16(body, value) / 10;
        continue;
      case 0x04:
        if (length !== 2) break;
        // ID of an alarm event that needs manual confirmation (0x8203 refers to it).
        position.eventId = u16(body, value);
        continue;
      case 0x05:
        // 2019: tyre pressure per wheel, Pa, 0xFF = invalid; kept raw for the display layer.
        attributes['tyre_pressure'] = toHex(body, value, value + length);
        continue;
      case 0x06:
        if (length !== 2) break;
        attributes['cabin_temperature'] = i16(body, value);
        continue;
      case 0x11:
        if (length !== 1 && length !== 5) break;
        attributes['overspeed_location_type'] = body[value] ?? 0;
        if (length === 5) attributes['overspeed_area_id'] = u32(body, value + 1);
        continue;
      case 0x12:
        if (length !== 6) break;
        attributes['area_location_type'] = body[value] ?? 0;
        attributes['area_id'] = u32(body, value + 1);
        // 0 = entering, 1 = leaving.
        attributes['area_direction'] = body[value + 5] ?? 0;
        continue;
      case 0x13:
        if (length !== 7) break;
        attributes['route_section_id'] = u32(body, value);
        attributes['route_driving_time'] = u16(body, value + 4);
        // 0 = too short, 1 = too long.
        attributes['route_time_result'] = body[value + 6] ?? 0;
        continue;
      case 0x14:
        if (length !== 4) break;
        attributes['video_alarm'] = u32(body, value);
        continue;
      case 0x15:
        if (length !== 4) break;
        attributes['video_signal_lost_channels'] = u32(body, value);
        continue;
      case 0x16:
        if (length !== 4) break;
        attributes['video_blocked_channels'] = u32(body, value);
        continue;
      case 0x17:
        if (length !== 2) break;
        attributes['storage_fault'] = u16(body, value);
        continue;
      case 0x18:
        if (length !== 3) break;
        attributes['abnormal_driving_type'] = u16(body, value);
        attributes['fatigue_level'] = body[value + 2] ?? 0;
        continue;
      case 0x25:
        if (length !== 4) break;
        attributes['vehicle_signals'] = u32(body, value);
        continue;
      case 0x2a:
        if (length !== 2) break;
        attributes['io_status'] = u16(body, value);
        continue;
      case 0x2b:
        if (length !== 4) break;
        // Bits 0-15 are AD0, bits 16-31 AD1: AD1 comes first in the big-endian DWORD.
        attributes['analog_ad0'] = u16(body, value + 2);
        attributes['analog_ad1'] = u16(body, value);
        continue;
      case 0x30:
        if (length !== 1) break;
        attributes['rssi'] = body[value] ?? 0;
        continue;
      case 0x31:
        if (length !== 1) break;
        position.satellites = body[value] ?? 0;
        continue;
      default:
        break;
    }
    attributes[UNKNOWN_ITEM_NAMES[id] ?? `item_${id}`] = toHex(body, value, value + length);
  }
  if (offset < end) attributes['additional_info_trailing'] = toHex(body, offset, end);
}

/** One additional-info item as found in a body, for diagnostics and tests. */
export interface AdditionalItemSpan {
  id: number;
  /** Offset of the value in the body. */
  offset: number;
  length: number;
}

/**
 * Lists the additional-info items of a location body in order. `clean` is false when the
 * items do not tile the body exactly (the last one overruns, or a lone byte is left).
 */
export function listAdditionalItems(
  body: Uint8Array,
  offset = 0,
  end = body.length,
): { items: AdditionalItemSpan[]; clean: boolean } {
  const items: AdditionalItemSpan[] = [];
  let cursor = offset + LOCATION_BASIC_LENGTH;
  while (cursor + 2 <= end) {
    const length = body[cursor + 1] ?? 0;
    items.push({ id: body[cursor] ?? 0, offset: cursor + 2, length });
    cursor += 2 + length;
  }
  return { items, clean: cursor === end };
}
