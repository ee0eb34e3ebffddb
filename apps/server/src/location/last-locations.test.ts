import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationService } from './location.service';
import type { DeviceStatusIcon, MotionState, TrackerRecord } from '@convoy/domain';
import { type SimulatedFix, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { addUser, loginAdmin, loginAs, transferCredit } from '../test-support/accounts';

/**
 * Location calls on a real server: every scenario the simulator plays (driving, traffic
 * stop, idling, parked, alarms, blind area, lost link, a unit without GPS), reported by a
 * JT/T 808 terminal over TCP, must come back from GetAllLastLocations with the icon and
 * motion state of SPEC.md §4; and an account sees only its own tree.
 */
let server: TestConvoy;
let admin: string;
const terminals: VirtualTerminal[] = [];
const NOW = Date.now();

const post = (path: string, token: string, json: unknown) =>
  call(server.baseUrl, path, { method: 'POST', token, json });

/** A fix as the simulator's vehicle model produces it. */
function fix(overrides: Partial<SimulatedFix>): SimulatedFix {
  return {
    time: new Date(NOW - 30_000),
    latitude: 22.543096,
    longitude: 114.057865,
    altitudeM: 20,
    speedKmh: 0,
    course: 90,
    valid: true,
    ignition: false,
    alarm: 0,
    odometerKm: 1234.5,
    satellites: 9,
    ...overrides,
  };
}

const MAIN_POWER_LOW = 1 << 7;
const OVERSPEED = 1 << 1;

/** [scenario, model, fix, connected, expected icon, expected motion] */
const SCENARIOS: [string, string, SimulatedFix, boolean, DeviceStatusIcon, MotionState][] = [
  [
    'driving (ignition bit 9 group)',
    'VT-300',
    fix({ speedKmh: 62, ignition: true }),
    true,
    'online',
    'movingEngineOn',
  ],
  [
    'driving (ignition bit 8 group)',
    'MT-100',
    fix({ speedKmh: 40, ignition: true }),
    true,
    'online',
    'movingEngineOn',
  ],
  [
    'driving (ignition bit 10 group)',
    'OBD-200',
    fix({ speedKmh: 40, ignition: true }),
    true,
    'online',
    'movingEngineOn',
  ],
  [
    'driving, a model without ignition',
    'PT-20',
    fix({ speedKmh: 40, ignition: true }),
    true,
    'online',
    'moving',
  ],
  [
    'driving over the limit',
    'VT-300',
    fix({ speedKmh: 95, ignition: true, alarm: OVERSPEED }),
    true,
    'on_t_alarm',
    'movingEngineOn',
  ],
  [
    'driving with idling reported',
    'VT-300',
    fix({ speedKmh: 30, ignition: true, eventId: 133 }),
    true,
    'on_t_idling',
    'idling',
  ],
  [
    'traffic stop, engine running',
    'VT-300',
    fix({ speedKmh: 0, ignition: true }),
    true,
    'on_p_accon',
    'stopped',
  ],
  [
    'creeping below the parking speed',
    'MT-100',
    fix({ speedKmh: 12, ignition: true }),
    true,
    'on_p_accon',
    'stopped',
  ],
  [
    'traffic stop with an alarm',
    'VT-300',
    fix({ speedKmh: 0, ignition: true, alarm: MAIN_POWER_LOW }),
    true,
    'on_p_accon_alarm',
    'stopped',
  ],
  [
    'idling (event 133)',
    'VT-300',
    fix({ speedKmh: 0, ignition: true, eventId: 133 }),
    true,
    'on_p_idling',
    'idling',
  ],
  [
    'parked, ignition off',
    'VT-300',
    fix({ speedKmh: 0, ignition: false }),
    true,
    'on_p_accoff',
    'stopped',
  ],
  [
    'parked, battery draining',
    'OBD-200',
    fix({ speedKmh: 0, ignition: false, alarm: MAIN_POWER_LOW }),
    true,
    'on_p_accoff_alarm',
    'stopped',
  ],
  [
    'parked pet tracker (no ignition)',
    'PET-10',
    fix({ speedKmh: 0 }),
    true,
    'on_p_accoff',
    'stopped',
  ],
  [
    'blind area, no fix',
    'VT-300',
    fix({ speedKmh: 0, valid: false, ignition: true }),
    true,
    'on_nolocate',
    'noPosition',
  ],
  [
    'unit without GPS, connected',
    'VT-310',
    fix({ valid: false, time: new Date('2000-01-01T00:00:00Z'), latitude: 0, longitude: 0 }),
    true,
    'on_nolocate',
    'noPosition',
  ],
  [
    'link lost while driving',
    'VT-300',
    fix({ speedKmh: 50, ignition: true }),
    false,
    'offline',
    'noDataUpload',
  ],
  [
    'link lost with an alarm raised',
    'VT-300',
    fix({ speedKmh: 50, ignition: true, alarm: OVERSPEED }),
    false,
    'off_alarm',
    'noDataUpload',
  ],
  [
    'unit without GPS, link lost',
    'VT-310',
    fix({ valid: false, time: new Date('2000-01-01T00:00:00Z'), latitude: 0, longitude: 0 }),
    false,
    'off_nolocate',
    'noDataUpload',
  ],
];

const imeiOf = (index: number) => `1390700${String(index).padStart(4, '0')}`;

async function allLastLocations(token: string, body: unknown = {}) {
  const { status, body: answer } = await post('/api/Location/GetAllLastLocations', token, body);
  expect(status).toBe(200);
  return answer.value as TrackerRecord[];
}

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  admin = await loginAdmin(server.baseUrl);
  const port = server.convoy.gateway.port('jt808') as number;
  for (const [index, [, model, scenarioFix, connected]] of SCENARIOS.entries()) {
    const imei = imeiOf(index);
    const added = await post('/api/Device/AddDevice', admin, {
      imei,
      name: `Scenario ${index}`,
      model,
      protocol: 'jt808',
    });
    expect(added.status).toBe(200);
    const terminal = new VirtualTerminal({ phone: imei, version: '2013' }, '127.0.0.1', port);
    await terminal.connect();
    await terminal.report(scenarioFix);
    if (connected) terminals.push(terminal);
    else terminal.close();
  }
  // A device that never reported.
  await post('/api/Device/AddDevice', admin, {
    imei: '13907009999',
    name: 'Silent',
    protocol: 'jt808',
  });
  // Closed connections are seen by the gateway.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

afterAll(async () => {
  for (const terminal of terminals) terminal.close();
  await server.close();
});

describe('Location/GetAllLastLocations: the icon of every simulated scenario', () => {
  // The connection plan makes a lost link count at once instead of after 10 minutes.
  const plan = { onlinePlanPar: { onlineType: 'connection' } };

  it.each(SCENARIOS.map((s, index) => [s[0], index, s[4], s[5]] as const))(
    '%s',
    async (_name, index, icon, motion) => {
      const records = await allLastLocations(admin, plan);
      const record = records.find((r) => r.tracker.imei === imeiOf(index));
      expect(record, 'record').toBeDefined();
      expect(record?.status).toBe(icon);
      expect(record?.motion).toBe(motion);
    },
  );

  it('a device that never reported has no last location and shows nolocate', async () => {
    const records = await allLastLocations(admin);
    const silent = records.find((r) => r.tracker.imei === '13907009999');
    expect(silent).toMatchObject({
      lastLoc: null,
      lastAlarm: null,
      status: 'nolocate',
      motion: 'noDataUpload',
    });
  });

  it('carries the tracker record of SPEC.md §3', async () => {
    const records = await allLastLocations(admin);
    const record = records.find((r) => r.tracker.imei === imeiOf(4));
    expect(record?.tracker).toMatchObject({
      typeName: 'VT-300',
      objectTypeId: 'vehicle',
      protocol: 'jt808',
    });
    expect(record?.lastLoc).toMatchObject({
      speed: 95,
      online: true,
      gpsAvailable: true,
      journeyStr: '1234.5',
    });
    // Ignition on for the bit-9 group, fix bit as reported.
    expect(Number.parseInt(record?.lastLoc?.trackerState ?? '0', 16) & 0x200).toBe(0x200);
    expect(record?.lastAlarm).toMatchObject({ alarmFlags: '00000002' });
  });

  it('the compact form holds the same records, in the same order', async () => {
    const records = await allLastLocations(admin, plan);
    const { status, body } = await post('/api/Location/GetAllLastLocationsCompact', admin, plan);
    expect(status).toBe(200);
    const { fields, rows } = body.value as {
      fields: Record<'tracker' | 'lastLoc' | 'lastAlarm', string[]>;
      rows: [unknown[], unknown[] | null, unknown[] | null, string, string][];
    };
    const objectOf = (keys: string[], values: unknown[] | null) =>
      values && Object.fromEntries(keys.map((key, i) => [key, values[i]]));
    const decoded = rows.map(([tracker, lastLoc, lastAlarm, icon, motion]) => ({
      tracker: objectOf(fields.tracker, tracker),
      lastLoc: objectOf(fields.lastLoc, lastLoc),
      lastAlarm: objectOf(fields.lastAlarm, lastAlarm),
      status: icon,
      motion,
    }));
    expect(decoded).toEqual(records);
    expect(decoded.map((r) => r.status)).toContain('on_t_alarm');
    const unauthorised = await post('/api/Location/GetAllLastLocationsCompact', 'nope', {});
    expect(unauthorised.status).toBe(401);
  });

  it('the stop plan moves the parking threshold', async () => {
    const creeping = SCENARIOS.findIndex((s) => s[0].startsWith('creeping'));
    const records = await allLastLocations(admin, {
      vehicleParkingPar: { isEnable: true, speed: 5 },
    });
    expect(records.find((r) => r.tracker.imei === imeiOf(creeping))?.status).toBe('online');
  });

  it('GetLastLocation and GetLastLocations answer the named devices; a record key is the text after |', async () => {
    const one = await call(server.baseUrl, `/api/Location/GetLastLocation?imei=${imeiOf(0)}`, {
      token: admin,
    });
    expect(one.status).toBe(200);
    expect((one.body.value as TrackerRecord).tracker.imei).toBe(imeiOf(0));
    const some = await post('/api/Location/GetLastLocations', admin, {
      imeis: [`group|${imeiOf(1)}`, imeiOf(2)],
    });
    expect((some.body.value as TrackerRecord[]).map((r) => r.tracker.imei)).toEqual([
      imeiOf(1),
      imeiOf(2),
    ]);
  });

  it('GetAlarms lists alarm reports; the columns calls describe the tables', async () => {
    const alarms = await post('/api/Location/GetAlarms', admin, {
      startTime: new Date(NOW - 3600_000).toISOString(),
      endTime: new Date(NOW + 60_000).toISOString(),
    });
    expect(alarms.status).toBe(200);
    const imeis = (alarms.body.value as { imei: string }[]).map((a) => a.imei);
    expect(imeis).toContain(imeiOf(4));
    expect(imeis).not.toContain(imeiOf(0));
    const columns = await post('/api/Location/GetLastLocationColumns', admin, undefined);
    expect((columns.body.value as { key: string }[]).map((c) => c.key)).toContain('speed');
  });

  it('GetObdDatas answers the latest report’s values by code', async () => {
    const obd = await post('/api/Location/GetObdDatas', admin, { imei: imeiOf(0) });
    expect(obd.status).toBe(200);
    expect(typeof obd.body.value).toBe('object');
  });

  it('ExportExcel answers an .xlsx file, and “empty data” when there is nothing', async () => {
    const response = await fetch(`${server.baseUrl}/api/Location/ExportExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'lastLocations' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip archive
    const empty = await post('/api/Location/ExportExcel', admin, {
      kind: 'alarms',
      imeis: [imeiOf(0)],
      startTime: new Date(NOW - 3600_000).toISOString(),
      endTime: new Date(NOW + 60_000).toISOString(),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('generic.emptyData');
  });
});

describe('what an account sees', () => {
  it('a sub-account sees its own devices only, and not its sibling’s', async () => {
    const alpha = await addUser(server.baseUrl, admin, {
      useraccount: 'loc-alpha',
      password: 'alpha-pass',
    });
    await addUser(server.baseUrl, admin, { useraccount: 'loc-beta', password: 'beta-pass1' });
    const credit = await transferCredit(server.baseUrl, admin, {
      userId: alpha,
      kind: 'gps',
      days: 365,
      transferPassword: TEST_ADMIN_PASSWORD,
    });
    expect(credit.status).toBe(200);
    await post('/api/Device/AddDevice', admin, {
      imei: '13907008888',
      name: 'Alpha van',
      accountId: alpha,
      protocol: 'jt808',
    });
    const alphaToken = await loginAs(server.baseUrl, 'loc-alpha', 'alpha-pass');
    const betaToken = await loginAs(server.baseUrl, 'loc-beta', 'beta-pass1');
    expect((await allLastLocations(alphaToken)).map((r) => r.tracker.imei)).toEqual([
      '13907008888',
    ]);
    expect(await allLastLocations(betaToken)).toEqual([]);
    const foreign = await post('/api/Location/GetLastLocations', betaToken, {
      imeis: ['13907008888'],
    });
    expect(foreign.status).toBe(403);
    // The top account sees the whole tree.
    expect((await allLastLocations(admin)).map((r) => r.tracker.imei)).toContain('13907008888');
  });
});

describe('Dashboard/GetDashboard', () => {
  it('counts the fleet by online state and motion, with 30 days of events', async () => {
    const { status, body } = await post('/api/Dashboard/GetDashboard', admin, undefined);
    expect(status).toBe(200);
    const value = body.value as {
      total: number;
      online: number;
      offline: number;
      motion: Record<string, number>;
      eventsByDay: unknown[];
      eventsTotal: number;
    };
    expect(value.total).toBe(SCENARIOS.length + 2);
    expect(value.online + value.offline).toBe(value.total);
    expect(Object.values(value.motion).reduce((a, b) => a + b, 0)).toBe(value.total);
    expect(value.motion.idling).toBe(2);
    expect(value.eventsByDay).toHaveLength(30);
    expect(value.eventsTotal).toBe(2);
  });
});

// After the tests above: alpha and beta exist and have logged in.
describe('warming up after a start', () => {
  it('prepares the monitor of recent and large accounts, one tracker object per device', async () => {
    const locations = server.convoy.services.locations as LocationService;
    // A new device: what every account sees must be read again.
    const added = await post('/api/Device/AddDevice', admin, {
      imei: '13907007777',
      name: 'Spare',
      protocol: 'jt808',
    });
    expect(added.status).toBe(200);
    // Sessions seen today: admin, loc-alpha and loc-beta; owners: admin and loc-alpha.
    expect(await server.convoy.warmUp()).toBe(3);
    const reads = vi.spyOn(
      LocationService.prototype as unknown as { readVisibleTrackers: () => unknown },
      'readVisibleTrackers',
    );
    try {
      const alphaToken = await loginAs(server.baseUrl, 'loc-alpha', 'alpha-pass');
      const betaToken = await loginAs(server.baseUrl, 'loc-beta', 'beta-pass1');
      expect((await allLastLocations(alphaToken)).map((r) => r.tracker.imei)).toEqual([
        '13907008888',
      ]);
      expect(await allLastLocations(betaToken)).toEqual([]);
      expect((await allLastLocations(admin)).length).toBeGreaterThan(1);
      // Every answer came from what the warm-up prepared.
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    const db = server.convoy.database.db;
    const ids = await db
      .selectFrom('accounts')
      .select(['id', 'account'])
      .where('account', 'in', ['admin', 'loc-alpha'])
      .execute();
    const idOf = (account: string) => String(ids.find((row) => row.account === account)?.id);
    const van = async (account: string) =>
      (await locations.visibleTrackers(idOf(account))).find((t) => t.info.imei === '13907008888')
        ?.info;
    const [ofAdmin, ofAlpha] = [await van('admin'), await van('loc-alpha')];
    expect(ofAdmin).toBeDefined();
    expect(ofAlpha).toBe(ofAdmin);
  });
});
