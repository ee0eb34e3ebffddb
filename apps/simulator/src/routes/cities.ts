import type { LatLng } from '../geo';

/**
 * Road-like routes in a few cities, bundled so the simulator needs nothing from the network.
 * Each follows the course of a real arterial road closely enough to look right on a map;
 * vehicles drive a route out and back. Speed limits suit the kind of road.
 */
export interface RouteDefinition {
  id: string;
  city: string;
  /** Posted limit, km/h: vehicles mostly keep under it and sometimes exceed it. */
  speedLimitKmh: number;
  points: readonly LatLng[];
}

const line = (coordinates: readonly [number, number][]): LatLng[] =>
  coordinates.map(([lat, lng]) => ({ lat, lng }));

export const ROUTES: readonly RouteDefinition[] = [
  {
    id: 'shenzhen-shennan',
    city: 'Shenzhen',
    speedLimitKmh: 70,
    points: line([
      [22.5397, 113.9343],
      [22.5402, 113.9452],
      [22.5411, 113.9561],
      [22.5418, 113.9687],
      [22.5402, 113.9803],
      [22.5396, 113.9928],
      [22.5403, 114.0054],
      [22.5412, 114.0189],
      [22.5428, 114.0321],
      [22.5431, 114.0455],
      [22.5436, 114.0579],
      [22.5442, 114.0702],
      [22.5451, 114.0841],
      [22.5463, 114.0967],
      [22.5471, 114.1095],
      [22.5478, 114.1203],
    ]),
  },
  {
    id: 'shenzhen-binhai',
    city: 'Shenzhen',
    speedLimitKmh: 100,
    points: line([
      [22.5113, 113.9142],
      [22.5135, 113.9301],
      [22.5152, 113.9458],
      [22.5187, 113.9612],
      [22.5221, 113.9779],
      [22.5236, 113.9931],
      [22.5244, 114.0096],
      [22.5267, 114.0244],
      [22.5284, 114.0388],
      [22.5302, 114.0532],
    ]),
  },
  {
    id: 'shenzhen-meiguan',
    city: 'Shenzhen',
    speedLimitKmh: 80,
    points: line([
      [22.5592, 114.0831],
      [22.5731, 114.0812],
      [22.5879, 114.0786],
      [22.6021, 114.0752],
      [22.6178, 114.0731],
      [22.6325, 114.0702],
      [22.6483, 114.0688],
      [22.6631, 114.0661],
      [22.6794, 114.0642],
    ]),
  },
  {
    id: 'paris-peripherique-sud',
    city: 'Paris',
    speedLimitKmh: 50,
    points: line([
      [48.8386, 2.2562],
      [48.8339, 2.2691],
      [48.8291, 2.2895],
      [48.8259, 2.3048],
      [48.8218, 2.3262],
      [48.8189, 2.3421],
      [48.8171, 2.3602],
      [48.8205, 2.3787],
      [48.8272, 2.3903],
      [48.8348, 2.4098],
      [48.8416, 2.4143],
    ]),
  },
  {
    id: 'paris-rivoli',
    city: 'Paris',
    speedLimitKmh: 30,
    points: line([
      [48.8656, 2.3212],
      [48.8641, 2.3289],
      [48.8626, 2.3361],
      [48.8609, 2.3432],
      [48.8592, 2.3497],
      [48.8575, 2.3551],
      [48.8557, 2.361],
      [48.8547, 2.3685],
    ]),
  },
  {
    id: 'sao-paulo-marginal',
    city: 'São Paulo',
    speedLimitKmh: 90,
    points: line([
      [-23.5255, -46.7437],
      [-23.5208, -46.7251],
      [-23.5169, -46.7063],
      [-23.5136, -46.6871],
      [-23.5128, -46.6692],
      [-23.5141, -46.6503],
      [-23.5175, -46.6321],
      [-23.5221, -46.6147],
      [-23.5269, -46.5968],
      [-23.5304, -46.5786],
    ]),
  },
  {
    id: 'sao-paulo-paulista',
    city: 'São Paulo',
    speedLimitKmh: 50,
    points: line([
      [-23.5547, -46.6622],
      [-23.5581, -46.6593],
      [-23.5616, -46.6563],
      [-23.5649, -46.6527],
      [-23.5682, -46.6489],
      [-23.5712, -46.6452],
      [-23.5741, -46.6418],
    ]),
  },
  {
    id: 'dubai-szr',
    city: 'Dubai',
    speedLimitKmh: 100,
    points: line([
      [25.2325, 55.2928],
      [25.2191, 55.2796],
      [25.2048, 55.2701],
      [25.1901, 55.2588],
      [25.1745, 55.2441],
      [25.1589, 55.2296],
      [25.1432, 55.2143],
      [25.1271, 55.1986],
      [25.1102, 55.1823],
      [25.0938, 55.1661],
      [25.0771, 55.1491],
    ]),
  },
  {
    id: 'madrid-castellana',
    city: 'Madrid',
    speedLimitKmh: 50,
    points: line([
      [40.4192, -3.6932],
      [40.4265, -3.6899],
      [40.4338, -3.6893],
      [40.4412, -3.6913],
      [40.4487, -3.6921],
      [40.4558, -3.6909],
      [40.4636, -3.6886],
      [40.4712, -3.6867],
      [40.4791, -3.6871],
    ]),
  },
  {
    id: 'bangkok-sukhumvit',
    city: 'Bangkok',
    speedLimitKmh: 60,
    points: line([
      [13.7449, 100.5419],
      [13.7403, 100.5502],
      [13.7372, 100.5603],
      [13.7318, 100.5689],
      [13.7253, 100.5781],
      [13.7196, 100.5857],
      [13.7141, 100.5936],
      [13.7081, 100.6012],
    ]),
  },
];

export function routeById(id: string): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new RangeError(`no route ${id}`);
  return route;
}
