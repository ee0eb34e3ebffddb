import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../types';
import { decodeOsmand } from './decode';
import { encodeOsmandQuery } from './encode';

/*
 * Requests written from the OsmAnd/Traccar Client request formats (query parameters and the
 * JSON body of newer Traccar Client versions); they are constructed, not captured.
 */
const NOW = new Date('2025-01-01T00:00:00Z');

describe('OsmAnd query format', () => {
  it('decodes a GET with unix-seconds timestamp and knots', () => {
    const report = decodeOsmand(
      '/?id=123456&lat=52.5200&lon=13.4050&timestamp=1700000000&speed=10&bearing=270&altitude=34.5&accuracy=12&hdop=0.9&batt=87&charge=true&driverUniqueId=D7',
    );
    expect(report.deviceId).toBe('123456');
    const position = report.position;
    expect(position.fixTime.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(position.latitude).toBe(52.52);
    expect(position.longitude).toBe(13.405);
    expect(position.speed).toBeCloseTo(18.52, 9);
    expect(position.course).toBe(270);
    expect(position.altitude).toBe(34.5);
    expect(position.valid).toBe(true);
    expect(position.attributes).toEqual({
      accuracy: 12,
      hdop: 0.9,
      batteryLevel: 87,
      charge: true,
      driverUniqueId: 'D7',
    });
  });

  it('accepts ISO and millisecond timestamps, heading, deviceid and valid=false', () => {
    const iso = decodeOsmand(
      '/?deviceid=abc&lat=-33.9&lon=-70.6&timestamp=2024-05-01T10:00:00Z&heading=45&valid=false',
    );
    expect(iso.deviceId).toBe('abc');
    expect(iso.position.fixTime.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(iso.position.course).toBe(45);
    expect(iso.position.valid).toBe(false);
    const spaced = decodeOsmand('/?id=1&lat=1&lon=2&timestamp=2024-05-01%2010:00:00');
    expect(spaced.position.fixTime.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    const millis = decodeOsmand('/?id=1&lat=1&lon=2&timestamp=1700000000123');
    expect(millis.position.fixTime.getTime()).toBe(1700000000123);
  });

  it('uses the receive time when no timestamp is sent', () => {
    expect(decodeOsmand('/?id=1&lat=1&lon=2', undefined, undefined, NOW).position.fixTime).toEqual(
      NOW,
    );
  });

  it('reads a form-encoded POST body', () => {
    const report = decodeOsmand(
      '/',
      'id=77&lat=48.85&lon=2.35&timestamp=1700000000',
      'application/x-www-form-urlencoded',
    );
    expect(report.deviceId).toBe('77');
    expect(report.position.latitude).toBe(48.85);
  });

  it('round-trips the query encoder', () => {
    const query = encodeOsmandQuery({
      deviceId: 'sim-1',
      latitude: 10.5,
      longitude: -20.25,
      time: new Date('2024-01-01T00:00:00Z'),
      speed: 18.52,
      course: 90,
    });
    const report = decodeOsmand(query);
    expect(report.deviceId).toBe('sim-1');
    expect(report.position.speed).toBeCloseTo(18.52, 9);
    expect(report.position.fixTime.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
});

describe('Traccar Client JSON body', () => {
  const body = JSON.stringify({
    location: {
      timestamp: '2024-06-01T12:00:00.000Z',
      coords: {
        latitude: 40.4168,
        longitude: -3.7038,
        accuracy: 5,
        speed: 10,
        heading: 180,
        altitude: 650,
      },
      is_moving: true,
      odometer: 12345,
      event: 'motionchange',
      battery: { level: 0.55, is_charging: false },
      activity: { type: 'in_vehicle' },
    },
    device_id: 'phone-9',
  });

  it('decodes coords (speed m/s), battery and odometer', () => {
    const report = decodeOsmand('/', body, 'application/json');
    expect(report.deviceId).toBe('phone-9');
    const position = report.position;
    expect(position.fixTime.toISOString()).toBe('2024-06-01T12:00:00.000Z');
    expect(position.latitude).toBe(40.4168);
    expect(position.longitude).toBe(-3.7038);
    expect(position.speed).toBeCloseTo(36, 9);
    expect(position.course).toBe(180);
    expect(position.altitude).toBe(650);
    expect(position.odometer).toBe(12.345);
    expect(position.attributes).toEqual({
      accuracy: 5,
      batteryLevel: 55,
      charging: false,
      motion: true,
      event: 'motionchange',
      activity: 'in_vehicle',
    });
  });

  it('treats speed and heading of -1 as unknown', () => {
    const unknown = body
      .replace('"speed":10', '"speed":-1')
      .replace('"heading":180', '"heading":-1');
    const position = decodeOsmand('/', unknown).position;
    expect(position.speed).toBe(0);
    expect(position.course).toBe(0);
  });
});

describe('OsmAnd errors', () => {
  it('rejects a missing id', () => {
    expect(() => decodeOsmand('/?lat=1&lon=2')).toThrow(ProtocolError);
    expect(() => decodeOsmand('/?lat=1&lon=2')).toThrow(/missing device id/);
    expect(() => decodeOsmand('/', '{"location":{"coords":{"latitude":1,"longitude":2}}}')).toThrow(
      /missing device id/,
    );
  });

  it('rejects missing or bad coordinates', () => {
    expect(() => decodeOsmand('/?id=1&lat=1')).toThrow(/missing coordinates/);
    expect(() => decodeOsmand('/?id=1&lat=91&lon=2')).toThrow(/bad latitude/);
    expect(() => decodeOsmand('/?id=1&lat=1&lon=abc')).toThrow(/bad longitude/);
    expect(() => decodeOsmand('/?id=1&lat=&lon=2')).toThrow(/latitude is empty/);
    expect(() => decodeOsmand('/', '{"device_id":"x","location":{}}')).toThrow(/location.coords/);
  });

  it('rejects a bad timestamp and broken JSON', () => {
    expect(() => decodeOsmand('/?id=1&lat=1&lon=2&timestamp=yesterday')).toThrow(/bad timestamp/);
    expect(() => decodeOsmand('/', '{"device_id":', 'application/json')).toThrow(/not valid JSON/);
  });
});
