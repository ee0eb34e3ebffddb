import { encodeJt808Frame, type Jt808Version } from '@convoy/protocols';

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
}

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
function bcdTime(time: Date): number[] {
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

/** The 0x0200 body: 28 basic bytes and the additional items the fix carries. */
export function locationBody(fix: SimulatedFix): Uint8Array {
  const items: number[] = [];
  if (fix.odometerKm !== undefined) {
    const v = Math.round(fix.odometerKm * 10) >>> 0;
    items.push(0x01, 4, (v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
  }
  if (fix.fuelL !== undefined) {
    const v = Math.round(fix.fuelL * 10) & 0xffff;
    items.push(0x02, 2, v >> 8, v & 0xff);
  }
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
  return encodeJt808Frame({ ...identity, serial }, 0x0200, locationBody(fix));
}

/** 0x0704 blind-area batch: type 1, each item a length-prefixed 0x0200 body (§8.49). */
export function encodeBlindAreaBatch(
  identity: TerminalIdentity,
  serial: number,
  fixes: SimulatedFix[],
): Uint8Array {
  const bodies = fixes.map(locationBody);
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
