import { ROUTES } from './routes/cities';

/**
 * The demo fleet: about 50 vehicles and a few trackers for people, assets and pets, in
 * several cities, speaking every protocol the gateway serves. Identifiers are fixed so that
 * the platform's demo account and the simulator agree on them.
 */
export type SimulatedProtocol =
  'jt808-2013' | 'jt808-2019' | 'gt06' | 'teltonika' | 'h02' | 'osmand';

export interface DemoVehicle {
  /** IMEI, or the JT/T 808 terminal number. */
  identifier: string;
  name: string;
  protocol: SimulatedProtocol;
  model: string;
  deviceType: 'gps' | 'dvr';
  objectType: 'vehicle' | 'person' | 'asset' | 'pet';
  group: string;
  routeId: string;
  /** Video channels (recorders). */
  channels: number;
  eventfulness: number;
  neverLocated?: boolean;
  /** Added already expired: it can be seen but not operated. */
  expired?: boolean;
}

const CITY_OFFSETS_MINUTES: Record<string, number> = {
  Shenzhen: 480,
  Paris: 60,
  'São Paulo': -180,
  Dubai: 240,
  Madrid: 60,
  Bangkok: 420,
};

export function utcOffsetOf(routeId: string): number {
  const route = ROUTES.find((r) => r.id === routeId);
  return CITY_OFFSETS_MINUTES[route?.city ?? ''] ?? 0;
}

const groupOf: Record<string, string> = {
  Shenzhen: 'Shenzhen logistics',
  Paris: 'Paris deliveries',
  'São Paulo': 'São Paulo buses',
  Dubai: 'Dubai taxis',
  Madrid: 'Madrid service vans',
  Bangkok: 'Bangkok couriers',
};

function build(): DemoVehicle[] {
  const vehicles: DemoVehicle[] = [];
  const models808 = [
    'VT-300',
    'VT-310',
    'MT-100',
    'OBD-200',
    'DVR-4C',
    'VT-400',
    'MT-110',
    'DVR-8C',
  ];
  // 36 national-standard terminals across the routes, 2013 and 2019 headers alike.
  for (let i = 0; i < 36; i++) {
    const route = ROUTES[i % ROUTES.length]!;
    const model = models808[i % models808.length]!;
    const recorder = model.startsWith('DVR');
    vehicles.push({
      identifier: `0139${String(100000000 + i).slice(1)}`,
      name: `${route.city.slice(0, 3).toUpperCase()}-${String(100 + i)}`,
      protocol: i % 3 === 2 ? 'jt808-2019' : 'jt808-2013',
      model,
      deviceType: recorder ? 'dvr' : 'gps',
      objectType: 'vehicle',
      group: groupOf[route.city] ?? 'Fleet',
      routeId: route.id,
      channels: recorder ? (model === 'DVR-8C' ? 8 : 4) : 0,
      eventfulness: i % 7 === 0 ? 2.5 : 1,
      ...(i === 35 ? { neverLocated: true, name: 'Spare unit (no GPS)' } : {}),
      ...(i === 34 ? { expired: true, name: 'Old van (subscription ended)' } : {}),
    });
  }
  const others: [SimulatedProtocol, string, DemoVehicle['objectType'], string, string][] = [
    ['gt06', 'AT-50', 'asset', 'Container 7', 'shenzhen-binhai'],
    ['gt06', 'PET-10', 'pet', 'Rex', 'paris-rivoli'],
    ['gt06', 'VT-300', 'vehicle', 'Scooter 3', 'bangkok-sukhumvit'],
    ['gt06', 'MT-100', 'vehicle', 'Pickup 12', 'madrid-castellana'],
    ['teltonika', 'FMB920', 'vehicle', 'Truck EU-1', 'paris-peripherique-sud'],
    ['teltonika', 'FMB920', 'vehicle', 'Truck EU-2', 'madrid-castellana'],
    ['teltonika', 'FMC130', 'vehicle', 'Bus SP-7', 'sao-paulo-paulista'],
    ['teltonika', 'FMC130', 'vehicle', 'Tanker 4', 'dubai-szr'],
    ['h02', 'VT-310', 'vehicle', 'Taxi 21', 'dubai-szr'],
    ['h02', 'VT-310', 'vehicle', 'Taxi 22', 'dubai-szr'],
    ['h02', 'MT-110', 'vehicle', 'Bus SP-9', 'sao-paulo-marginal'],
    ['osmand', 'PT-20', 'person', 'Field engineer Ana', 'sao-paulo-paulista'],
    ['osmand', 'PT-20', 'person', 'Courier Somchai', 'bangkok-sukhumvit'],
    ['osmand', 'PT-20', 'person', 'Inspector Léa', 'paris-rivoli'],
    // A phone app with a Bluetooth OBD-II adapter: engine values and network usage by code.
    ['osmand', 'OBD-BT', 'vehicle', 'Service car M-5', 'madrid-castellana'],
  ];
  others.forEach(([protocol, model, objectType, name, routeId], index) => {
    const city = ROUTES.find((r) => r.id === routeId)?.city ?? '';
    vehicles.push({
      identifier: `86${String(1000000000000 + index * 7919)}`.slice(0, 15),
      name,
      protocol,
      model,
      deviceType: 'gps',
      objectType,
      group: objectType === 'vehicle' ? (groupOf[city] ?? 'Fleet') : 'People, pets and assets',
      routeId,
      channels: 0,
      eventfulness: 1,
    });
  });
  return vehicles;
}

export const DEMO_FLEET: readonly DemoVehicle[] = build();
