/** Spherical geometry on the WGS-84 mean radius: enough for simulated driving. */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export interface LatLng {
  lat: number;
  lng: number;
}

export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0–359. */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** The point a fraction of the way from a to b (short segments: linear is exact enough). */
export function interpolate(a: LatLng, b: LatLng, fraction: number): LatLng {
  return { lat: a.lat + (b.lat - a.lat) * fraction, lng: a.lng + (b.lng - a.lng) * fraction };
}

/** A polyline with cumulative distances, for positions by distance travelled. */
export class Polyline {
  readonly cumulative: number[];
  readonly length: number;

  constructor(readonly points: readonly LatLng[]) {
    if (points.length < 2) throw new RangeError('a route needs at least two points');
    this.cumulative = [0];
    for (let i = 1; i < points.length; i++) {
      this.cumulative.push((this.cumulative[i - 1] ?? 0) + distanceM(points[i - 1]!, points[i]!));
    }
    this.length = this.cumulative[this.cumulative.length - 1] ?? 0;
  }

  /** Position and heading at `distance` metres along the line (clamped to its ends). */
  at(distance: number): { point: LatLng; course: number; segment: number } {
    const d = Math.max(0, Math.min(this.length, distance));
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) <= d) lo = mid;
      else hi = mid;
    }
    const a = this.points[lo]!;
    const b = this.points[hi]!;
    const span = (this.cumulative[hi] ?? 0) - (this.cumulative[lo] ?? 0);
    const fraction = span > 0 ? (d - (this.cumulative[lo] ?? 0)) / span : 0;
    return {
      point: interpolate(a, b, fraction),
      course: Math.round(bearingDeg(a, b)) % 360,
      segment: lo,
    };
  }
}
