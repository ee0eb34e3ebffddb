import { parseArgs } from 'node:util';
import { DEMO_FLEET, type DemoVehicle } from './demo-fleet';
import { Fleet, type TargetServer } from './fleet';
import { LoadFleet } from './jt808/load-fleet';

const HELP = `Convoy fleet simulator: virtual vehicles that speak JT/T 808 (2013, 2019), GT06,
Teltonika, H02 and OsmAnd to a Convoy server, or to any server that speaks these protocols.

Usage: npm run simulate -- [options]

Modes
  --mode realtime      the demo fleet reports in real time (default)
  --mode history       the fleet drives through past days on accelerated time and sends it all
  --mode load          many JT/T 808 terminals report at a fixed rate; prints what was sent
                       and acknowledged

Where to connect (0 skips a protocol)
  --host HOST          device host (default 127.0.0.1)
  --jt808 PORT         JT/T 808 port (default 5015)
  --gt06 PORT          GT06 port (default 5023)
  --teltonika PORT     Teltonika port (default 5027)
  --h02 PORT           H02 port (default 5013)
  --osmand PORT        OsmAnd HTTP port (default 5055)

Fleet
  --vehicles N         use the first N vehicles of the demo fleet (default all ${DEMO_FLEET.length})
  --seed N             random seed: the same seed drives the same way (default 2026)
  --days N             history: how many days back from now (default 30)

What the vehicles report
  position, speed, ignition, alarms and events; fuel, mileage, cabin temperature and humidity;
  tyre pressure from the JT/T 808-2019 terminals (item 0x05); engine values by code from the
  OBD phone app over OsmAnd (CAN0X0C rpm, CAN0X05 coolant, CAN0XA04B network usage, ...)

Load
  --connections N      load: terminals (default 1000)
  --interval S         load: seconds between reports of one terminal (default 30)
  --duration S         load: how long to run (default 60)
  --first-number N     load: terminal number of the first terminal (default 15000000000)
  --window N           load: reports a terminal may have unacknowledged before it holds back
                       (default 256)

Devices on the server
  --api URL            add the devices first through this server's API (e.g. http://127.0.0.1:8080)
  --user NAME          account that owns them (default admin)
  --password PASSWORD  its password
  --help               this text

Examples
  npm run simulate -- --api http://127.0.0.1:8080 --user admin --password secret
  npm run simulate -- --mode history --vehicles 20 --days 30
  npm run simulate -- --mode load --connections 10000 --interval 30 --duration 300
`;

function number(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`not a number: ${value}`);
  return parsed;
}

async function addDevices(
  api: string,
  user: string,
  password: string,
  vehicles: { identifier: string; name: string; protocol: string }[],
) {
  const login = await fetch(`${api}/api/Login/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ useraccount: user, password }),
  });
  const { state, value, message } = (await login.json()) as {
    state: number;
    message?: string;
    value: { userToken: string } | null;
  };
  if (state !== 1 || !value) throw new Error(`login as ${user} failed: ${message ?? ''}`);
  let added = 0;
  for (const vehicle of vehicles) {
    const response = await fetch(`${api}/api/Device/AddDevice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${value.userToken}` },
      body: JSON.stringify({
        imei: vehicle.identifier.replace(/^0+/, ''),
        name: vehicle.name,
        protocol: vehicle.protocol,
      }),
    });
    if (response.status === 200) added++;
    else if (response.status !== 409) {
      const body = (await response.json()) as { message?: string };
      throw new Error(`adding ${vehicle.identifier}: ${body.message ?? response.status}`);
    }
  }
  console.log(`${added} devices added, ${vehicles.length - added} were there already`);
}

const protocolOf = (v: DemoVehicle) => (v.protocol.startsWith('jt808') ? 'jt808' : v.protocol);

async function runLoad(
  host: string,
  port: number,
  args: {
    connections?: string | undefined;
    interval?: string | undefined;
    duration?: string | undefined;
    window?: string | undefined;
    'first-number'?: string | undefined;
  },
) {
  const connections = number(args.connections, 1000);
  const intervalS = number(args.interval, 30);
  const durationS = number(args.duration, 60);
  const first = number(args['first-number'], 15000000000);
  const fleet = new LoadFleet({
    host,
    port,
    phones: Array.from({ length: connections }, (_, i) => String(first + i).padStart(12, '0')),
    rate: connections / Math.max(intervalS, 1e-3),
    window: number(args.window, 256),
  });
  await fleet.connect();
  console.log(`${fleet.stats.connected} of ${connections} terminals connected`);
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  fleet.start(durationS);
  let last = 0;
  const status = setInterval(() => {
    const { sent, acknowledged, heldBack } = fleet.stats;
    console.log(
      `${Math.round((Date.now() - started) / 1000)} s: ${sent} sent, ${acknowledged} acknowledged (${Math.round((acknowledged - last) / 5)}/s), ${sent - acknowledged} waiting, ${heldBack} held back`,
    );
    last = acknowledged;
  }, 5000);
  await new Promise((r) => setTimeout(r, durationS * 1000));
  clearInterval(status);
  fleet.stop();
  // The last reports get their acknowledgements.
  for (let i = 0; i < 50 && fleet.stats.acknowledged < fleet.stats.sent; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const { sent, acknowledged, heldBack, latencyMsTotal, latencyMsMax } = fleet.stats;
  console.log(
    `done: ${connections} terminals, ${sent} sent, ${acknowledged} acknowledged, ${heldBack} held back, mean ack ${(latencyMsTotal / Math.max(1, acknowledged)).toFixed(1)} ms, max ${latencyMsMax.toFixed(0)} ms`,
  );
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `load process CPU: ${((cpu.user + cpu.system) / 1000 / Math.max(1, sent)).toFixed(3)} ms per report`,
  );
  fleet.close();
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      mode: { type: 'string', default: 'realtime' },
      host: { type: 'string', default: '127.0.0.1' },
      jt808: { type: 'string' },
      gt06: { type: 'string' },
      teltonika: { type: 'string' },
      h02: { type: 'string' },
      osmand: { type: 'string' },
      vehicles: { type: 'string' },
      seed: { type: 'string' },
      days: { type: 'string' },
      connections: { type: 'string' },
      interval: { type: 'string' },
      duration: { type: 'string' },
      window: { type: 'string' },
      'first-number': { type: 'string' },
      api: { type: 'string' },
      user: { type: 'string', default: 'admin' },
      password: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (args.help) {
    console.log(HELP);
    return;
  }
  const host = args.host ?? '127.0.0.1';
  const target: TargetServer = {
    host,
    ports: {
      jt808: number(args.jt808, 5015),
      gt06: number(args.gt06, 5023),
      teltonika: number(args.teltonika, 5027),
      h02: number(args.h02, 5013),
      osmand: number(args.osmand, 5055),
    },
  };
  if (args.mode === 'load') {
    const count = number(args.connections, 1000);
    const first = number(args['first-number'], 15000000000);
    if (args.api) {
      const devices = Array.from({ length: count }, (_, i) => ({
        identifier: String(first + i),
        name: `Load ${first + i}`,
        protocol: 'jt808',
      }));
      await addDevices(args.api, args.user ?? 'admin', args.password ?? '', devices);
    }
    await runLoad(host, target.ports.jt808 ?? 5015, args);
    return;
  }
  const vehicles = DEMO_FLEET.slice(0, number(args.vehicles, DEMO_FLEET.length));
  if (args.api) {
    await addDevices(
      args.api,
      args.user ?? 'admin',
      args.password ?? '',
      vehicles.map((v) => ({ ...v, protocol: protocolOf(v) })),
    );
  }
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const fleet = new Fleet(vehicles, target, { seed: number(args.seed, 2026), log });
  if (args.mode === 'history') {
    const days = number(args.days, 30);
    const to = Date.now();
    const started = Date.now();
    await fleet.generateHistory(to - days * 86_400_000, to, {
      onProgress: (done, total) =>
        console.log(
          `${done}/${total} vehicles done, ${fleet.stats.acknowledged} positions acknowledged`,
        ),
    });
    console.log(
      `${days} days for ${fleet.size} vehicles: ${fleet.stats.acknowledged} positions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    fleet.stop();
    return;
  }
  if (args.mode !== 'realtime') throw new Error(`unknown mode ${args.mode}; see --help`);
  await fleet.connect();
  fleet.startRealTime();
  console.log(`${fleet.size} vehicles driving; Ctrl-C stops them`);
  const stop = () => {
    fleet.stop();
    console.log(
      `stopped: ${fleet.stats.reports} reports, ${fleet.stats.acknowledged} acknowledged`,
    );
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(
    () => console.log(`${fleet.stats.reports} reports, ${fleet.stats.acknowledged} acknowledged`),
    30_000,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
