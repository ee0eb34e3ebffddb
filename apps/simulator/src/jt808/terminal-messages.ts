import { encodeJt808Frame, encodeJt808Frames, type Jt808Version } from '@convoy/protocols';

/**
 * Uplink messages a JT/T 808 terminal sends, encoded as the standard lays them out
 * (S808-13 §8.5, §8.8, §8.18 Tables 23–25): what the simulated fleet speaks to the gateway.
 */

export interface TerminalIdentity {
  phone: string;
  version: Jt808Version;
}

export interface SimulatedFix {
  time: Date;
  latitude: number;
  longitude: number;
  altitudeM: number;
  speedKmh: number;
  course: number;
  valid: boolean;
  ignition: boolean;
  alarm?: number;
  /** 0x01 mileage item, km. */
  odometerKm?: number;
  /** 0x02 fuel item, litres. */
  fuelL?: number;
  satellites?: number;
  /** 0x04: the event id the platform must confirm; 133 is idling. */
  eventId?: number;
  /** 0x06: cabin temperature, °C. */
  cabinTemperatureC?: number;
  /** 0x2B AD1: relative humidity, % (× 10 on the wire). */
  humidityPct?: number;
  /** 0x30: mobile network signal strength. */
  rssi?: number;
  /**
   * 0x05 (2019 only): tyre pressure, one byte per tyre from front-left, kPa; tyres past the
   * list are sent as 0xFF (invalid), up to the item's 30.
   */
  tyrePressuresKpa?: number[];
  /**
   * OBD values by the platform's code (SPEC.md §3 obdData): CAN0X<PID hex> for OBD-II mode 01
   * values, CAN0XA04B the unit's mobile network usage, KB. Carried by clients whose protocol
   * has named values (OsmAnd).
   */
  obd?: Record<string, number>;
}

/** Length of the 2019 tyre pressure item (Table 27). */
export const TYRE_PRESSURE_ITEM_LENGTH = 30;
/** A tyre without a reading. */
export const TYRE_PRESSURE_INVALID = 0xff;

/** Status bits of Table 25: 0 ACC, 1 positioned, 2 south, 3 west. */
function statusWord(fix: SimulatedFix): number {
  let status = 0;
  if (fix.ignition) status |= 1 << 0;
  if (fix.valid) status |= 1 << 1;
  if (fix.latitude < 0) status |= 1 << 2;
  if (fix.longitude < 0) status |= 1 << 3;
  return status >>> 0;
}

/** YYMMDDhhmmss in GMT+8, as the standard sends time. */
export function bcdTime(time: Date): number[] {
  const local = new Date(time.getTime() + 8 * 3600_000);
  const parts = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  return parts.map((v) => ((Math.floor(v / 10) << 4) | (v % 10)) & 0xff);
}

/**
 * The 0x0200 body: 28 basic bytes and the additional items the fix carries; items the
 * standard added in 2019 go out only from a 2019 terminal.
 */
export function locationBody(fix: SimulatedFix, version: Jt808Version = '2019'): Uint8Array {
  const items: number[] = [];
  if (fix.odometerKm !== undefined) {
    const v = Math.round(fix.odometerKm * 10) >>> 0;
    items.push(0x01, 4, (v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
  }
  if (fix.fuelL !== undefined) {
    const v = Math.round(fix.fuelL * 10) & 0xffff;
    items.push(0x02, 2, v >> 8, v & 0xff);
  }
  if (fix.eventId !== undefined) items.push(0x04, 2, (fix.eventId >> 8) & 0xff, fix.eventId & 0xff);
  if (fix.tyrePressuresKpa !== undefined && version === '2019') {
    const tyres = new Array<number>(TYRE_PRESSURE_ITEM_LENGTH).fill(TYRE_PRESSURE_INVALID);
    fix.tyrePressuresKpa
      .slice(0, TYRE_PRESSURE_ITEM_LENGTH)
      .forEach((kpa, i) => (tyres[i] = Math.max(0, Math.min(0xfe, Math.round(kpa)))));
    items.push(0x05, TYRE_PRESSURE_ITEM_LENGTH, ...tyres);
  }
  if (fix.cabinTemperatureC !== undefined) {
    const v = Math.round(fix.cabinTemperatureC) & 0xffff;
    items.push(0x06, 2, v >> 8, v & 0xff);
  }
  if (fix.humidityPct !== undefined) {
    const v = Math.round(fix.humidityPct * 10) & 0xffff;
    items.push(0x2b, 4, v >> 8, v & 0xff, 0, 0);
  }
  if (fix.rssi !== undefined) items.push(0x30, 1, fix.rssi & 0xff);
  if (fix.satellites !== undefined) items.push(0x31, 1, fix.satellites & 0xff);
  const body = new Uint8Array(28 + items.length);
  const view = new DataView(body.buffer);
  view.setUint32(0, (fix.alarm ?? 0) >>> 0);
  view.setUint32(4, statusWord(fix));
  view.setUint32(8, Math.round(Math.abs(fix.latitude) * 1e6));
  view.setUint32(12, Math.round(Math.abs(fix.longitude) * 1e6));
  view.setInt16(16, Math.round(fix.altitudeM));
  view.setUint16(18, Math.round(fix.speedKmh * 10));
  view.setUint16(20, Math.round(fix.course) % 360);
  body.set(bcdTime(fix.time), 22);
  body.set(items, 28);
  return body;
}

export function encodeLocation(
  identity: TerminalIdentity,
  serial: number,
  fix: SimulatedFix,
): Uint8Array {
  return encodeJt808Frame({ ...identity, serial }, 0x0200, locationBody(fix, identity.version));
}

/** 0x0704 blind-area batch: type 1, each item a length-prefixed 0x0200 body (§8.49). */
export function encodeBlindAreaBatch(
  identity: TerminalIdentity,
  serial: number,
  fixes: SimulatedFix[],
): Uint8Array {
  const bodies = fixes.map((fix) => locationBody(fix, identity.version));
  const total = 3 + bodies.reduce((n, b) => n + 2 + b.length, 0);
  const body = new Uint8Array(total);
  const view = new DataView(body.buffer);
  view.setUint16(0, fixes.length);
  body[2] = 1;
  let offset = 3;
  for (const item of bodies) {
    view.setUint16(offset, item.length);
    body.set(item, offset + 2);
    offset += 2 + item.length;
  }
  return encodeJt808Frame({ ...identity, serial }, 0x0704, body);
}

export function encodeHeartbeat(identity: TerminalIdentity, serial: number): Uint8Array {
  return encodeJt808Frame({ ...identity, serial }, 0x0002, new Uint8Array(0));
}

/** 0x0102 with the auth code from 0x8100 (2013 layout: the code alone; 2019: length-prefixed plus IMEI and version). */
export function encodeAuthentication(
  identity: TerminalIdentity,
  serial: number,
  code: string,
  imei = '',
): Uint8Array {
  const codeBytes = new TextEncoder().encode(code);
  if (identity.version === '2013')
    return encodeJt808Frame({ ...identity, serial }, 0x0102, codeBytes);
  const body = new Uint8Array(1 + codeBytes.length + 15 + 20);
  body[0] = codeBytes.length;
  body.set(codeBytes, 1);
  body.set(new TextEncoder().encode(imei.padEnd(15, '0').slice(0, 15)), 1 + codeBytes.length);
  return encodeJt808Frame({ ...identity, serial }, 0x0102, body);
}

/** 0x0001 terminal general response (S808-13 §8.1): answers a platform message by serial and id. */
export function encodeTerminalResponse(
  identity: TerminalIdentity,
  serial: number,
  reply: { ackSerial: number; ackMsgId: number; result: number },
): Uint8Array {
  const body = new Uint8Array(5);
  const view = new DataView(body.buffer);
  view.setUint16(0, reply.ackSerial);
  view.setUint16(2, reply.ackMsgId);
  body[4] = reply.result;
  return encodeJt808Frame({ ...identity, serial }, 0x0001, body);
}

/** 0x0104 parameter query answer (§8.11): numbers as DWORD, text as GBK-compatible ASCII. */
export function encodeParameterReply(
  identity: TerminalIdentity,
  serial: number,
  ackSerial: number,
  parameters: ReadonlyMap<number, number | string>,
): Uint8Array {
  const items: number[] = [];
  for (const [id, value] of parameters) {
    const bytes =
      typeof value === 'number'
        ? [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]
        : [...new TextEncoder().encode(value)];
    items.push(
      (id >>> 24) & 0xff,
      (id >>> 16) & 0xff,
      (id >>> 8) & 0xff,
      id & 0xff,
      bytes.length,
      ...bytes,
    );
  }
  const body = Uint8Array.from([
    ackSerial >> 8,
    ackSerial & 0xff,
    parameters.size & 0xff,
    ...items,
  ]);
  return encodeJt808Frame({ ...identity, serial }, 0x0104, body);
}

/** 0x0201 position query answer (§8.20): the query's serial, then a 0x0200 body. */
export function encodePositionReply(
  identity: TerminalIdentity,
  serial: number,
  ackSerial: number,
  fix: SimulatedFix,
): Uint8Array {
  const location = locationBody(fix, identity.version);
  const body = new Uint8Array(2 + location.length);
  body[0] = ackSerial >> 8;
  body[1] = ackSerial & 0xff;
  body.set(location, 2);
  return encodeJt808Frame({ ...identity, serial }, 0x0201, body);
}

/** 0x0805 answer to "shoot now" (§8.56): the command's serial, result, the new media ids. */
export function encodeShootReply(
  identity: TerminalIdentity,
  serial: number,
  ackSerial: number,
  mediaIds: number[],
): Uint8Array {
  const body = new Uint8Array(5 + mediaIds.length * 4);
  const view = new DataView(body.buffer);
  view.setUint16(0, ackSerial);
  body[2] = 0;
  view.setUint16(3, mediaIds.length);
  mediaIds.forEach((id, i) => view.setUint32(5 + i * 4, id));
  return encodeJt808Frame({ ...identity, serial }, 0x0805, body);
}

/**
 * 0x0801 multimedia upload (§8.55): a JPEG taken by `channel` at `fix`, split into
 * subpackages when it does not fit one frame. Answers the frames and how many serials they use.
 */
export function encodePhotoUpload(
  identity: TerminalIdentity,
  serial: number,
  photo: { mediaId: number; channel: number; event: number; fix: SimulatedFix; jpeg: Uint8Array },
): Uint8Array[] {
  const location = locationBody({ ...photo.fix, alarm: photo.fix.alarm ?? 0 }).subarray(0, 28);
  const body = new Uint8Array(8 + 28 + photo.jpeg.length);
  const view = new DataView(body.buffer);
  view.setUint32(0, photo.mediaId);
  body[4] = 0; // image
  body[5] = 0; // JPEG
  body[6] = photo.event;
  body[7] = photo.channel;
  body.set(location, 8);
  body.set(photo.jpeg, 36);
  return encodeJt808Frames({ ...identity, serial }, 0x0801, body, 900);
}

/** 0x0108 upgrade result (§8.15 2013): type 0 terminal, result 0 success, 1 failure. */
export function encodeUpgradeResult(
  identity: TerminalIdentity,
  serial: number,
  result: 0 | 1,
): Uint8Array {
  return encodeJt808Frame({ ...identity, serial }, 0x0108, Uint8Array.of(0, result));
}
