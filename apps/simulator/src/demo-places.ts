import { Polyline, type LatLng } from './geo';
import { DEMO_FLEET } from './demo-fleet';
import { ROUTES } from './routes/cities';

/**
 * What the demo account holds besides its devices: drivers bound to vehicles, geo-fences
 * laid across the routes the fleet drives (so vehicles enter and leave them and fence alarms
 * happen), and points of interest beside the roads. Fixed data, so that provisioning can
 * tell what already exists and never adds it twice.
 */

export interface DemoDriver {
  /** Driver code, unique within the account. */
  code: string;
  name: string;
  phone: string;
  licenceNumber: string;
  idNumber: string;
  icCardNumber: string;
  /** Identifier of the demo vehicle the driver is bound to. */
  vehicle: string;
}

export type DemoFenceShape =
  | { type: 'circle'; center: LatLng; radius: number }
  | { type: 'rectangle'; southWest: LatLng; northEast: LatLng };

export interface DemoFence {
  name: string;
  shape: DemoFenceShape;
  color: string;
  /** Routes whose vehicles are bound to the fence. */
  routeIds: string[];
}

export type DemoPoiIcon =
  'pin' | 'flag' | 'star' | 'home' | 'shop' | 'fuel' | 'parking' | 'warehouse';

export interface DemoPoi {
  name: string;
  /** At most 30 characters (SPEC.md §5 POI). */
  content: string;
  icon: DemoPoiIcon;
  rangeMetres: number;
  point: LatLng;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The point `fraction` of the way along a route. */
function along(routeId: string, fraction: number): LatLng {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new RangeError(`no route ${routeId}`);
  const line = new Polyline(route.points);
  const { point } = line.at(line.length * fraction);
  return { lat: round6(point.lat), lng: round6(point.lng) };
}

/** A box of about `halfM` metres each side of the point. */
function boxAround(point: LatLng, halfM: number): DemoFenceShape {
  const dLat = halfM / 111_320;
  const dLng = halfM / (111_320 * Math.cos((point.lat * Math.PI) / 180));
  return {
    type: 'rectangle',
    southWest: { lat: round6(point.lat - dLat), lng: round6(point.lng - dLng) },
    northEast: { lat: round6(point.lat + dLat), lng: round6(point.lng + dLng) },
  };
}

const circle = (center: LatLng, radius: number): DemoFenceShape => ({
  type: 'circle',
  center,
  radius,
});

export const DEMO_FENCES: readonly DemoFence[] = [
  {
    name: 'Nanshan tech park',
    shape: circle(along('shenzhen-shennan', 0.3), 900),
    color: '#1677ff',
    routeIds: ['shenzhen-shennan'],
  },
  {
    name: 'Shekou port gate',
    // Vehicles turn round at the end of the route: in, then out again.
    shape: boxAround(along('shenzhen-binhai', 0), 700),
    color: '#fa8c16',
    routeIds: ['shenzhen-binhai'],
  },
  {
    name: 'Porte d’Italie',
    shape: circle(along('paris-peripherique-sud', 0.5), 600),
    color: '#13c2c2',
    routeIds: ['paris-peripherique-sud'],
  },
  {
    name: 'Louvre low-traffic zone',
    shape: circle(along('paris-rivoli', 0.45), 400),
    color: '#eb2f96',
    routeIds: ['paris-rivoli'],
  },
  {
    name: 'Avenida Paulista corridor',
    shape: circle(along('sao-paulo-paulista', 0.5), 700),
    color: '#52c41a',
    routeIds: ['sao-paulo-paulista'],
  },
  {
    name: 'Downtown Dubai',
    shape: circle(along('dubai-szr', 0.4), 1500),
    color: '#722ed1',
    routeIds: ['dubai-szr'],
  },
  {
    name: 'Plaza de Castilla depot',
    shape: boxAround(along('madrid-castellana', 1), 500),
    color: '#f5222d',
    routeIds: ['madrid-castellana'],
  },
  {
    name: 'Asok interchange',
    shape: circle(along('bangkok-sukhumvit', 0.35), 600),
    color: '#faad14',
    routeIds: ['bangkok-sukhumvit'],
  },
];

export const DEMO_POIS: readonly DemoPoi[] = [
  {
    name: 'Shennan fuel station',
    content: 'Open 24 h, diesel and petrol',
    icon: 'fuel',
    rangeMetres: 150,
    point: along('shenzhen-shennan', 0.6),
  },
  {
    name: 'Futian warehouse',
    content: 'Loading bays 1-6',
    icon: 'warehouse',
    rangeMetres: 300,
    point: along('shenzhen-shennan', 0.9),
  },
  {
    name: 'Meiguan customer site',
    content: 'Deliveries 8:00-17:00',
    icon: 'shop',
    rangeMetres: 200,
    point: along('shenzhen-meiguan', 0.5),
  },
  {
    name: 'Paris south depot',
    content: 'Night parking for vans',
    icon: 'parking',
    rangeMetres: 250,
    point: along('paris-peripherique-sud', 0.1),
  },
  {
    name: 'Rivoli client',
    content: 'Ring at the side door',
    icon: 'flag',
    rangeMetres: 80,
    point: along('paris-rivoli', 0.7),
  },
  {
    name: 'Marginal bus garage',
    content: 'Line 9 garage',
    icon: 'home',
    rangeMetres: 400,
    point: along('sao-paulo-marginal', 0.2),
  },
  {
    name: 'Jebel Ali taxi rank',
    content: 'Shift change point',
    icon: 'star',
    rangeMetres: 300,
    point: along('dubai-szr', 0.85),
  },
  {
    name: 'Castellana service point',
    content: 'Tyres and oil changes',
    icon: 'pin',
    rangeMetres: 120,
    point: along('madrid-castellana', 0.4),
  },
  {
    name: 'Sukhumvit courier hub',
    content: 'Parcels in by 10:00',
    icon: 'warehouse',
    rangeMetres: 200,
    point: along('bangkok-sukhumvit', 0.7),
  },
];

const DRIVER_NAMES = [
  'Li Wei',
  'Zhang Min',
  'Chen Jie',
  'Camille Martin',
  'Hugo Bernard',
  'Ana Souza',
  'Rafael Lima',
  'Omar Haddad',
  'Lucía García',
  'Somchai Wong',
  'Wang Fang',
  'Liu Yang',
] as const;

/** Twelve drivers, each bound to one of the first vehicles of the demo fleet, in its city. */
export const DEMO_DRIVERS: readonly DemoDriver[] = DEMO_FLEET.filter(
  (v) => v.objectType === 'vehicle' && !v.expired && !v.neverLocated,
)
  .slice(0, DRIVER_NAMES.length)
  .map((vehicle, index) => {
    const n = index + 1;
    const serial = String(n).padStart(4, '0');
    return {
      code: `D${serial}`,
      name: DRIVER_NAMES[index] ?? `Driver ${n}`,
      phone: `1380013${serial}`,
      licenceNumber: `DL2026${serial}${String((n * 7919) % 10_000).padStart(4, '0')}`,
      idNumber: `44030019800101${String(n * 13).padStart(4, '0')}`,
      icCardNumber: `IC${String(900000 + n * 37).padStart(8, '0')}`,
      vehicle: vehicle.identifier,
    };
  });
