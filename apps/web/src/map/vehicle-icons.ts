/**
 * The vehicle icons of SPEC.md §4, drawn once per status on a canvas: an arrow that turns
 * with the heading while driving, a round marker while parked or without a position. Red
 * means alarm, orange idling, green driving, blue parked with the engine on, grey offline.
 */
import { DEVICE_ICON_NAMES, type DeviceIconName, type DeviceStatusIcon } from '@convoy/domain';

export const STATUS_COLORS: Record<DeviceIconName, string> = {
  checkAll: '#475569',
  nolocate: '#cbd5e1',
  off_alarm: '#991b1b',
  off_nolocate: '#6b7280',
  offline: '#9ca3af',
  on_nolocate: '#a855f7',
  on_p_accoff_alarm: '#dc2626',
  on_p_accoff: '#64748b',
  on_p_accon: '#2563eb',
  on_p_accon_alarm: '#dc2626',
  on_p_idling: '#f59e0b',
  on_t_alarm: '#dc2626',
  on_t_idling: '#f59e0b',
  online: '#16a34a',
};

/** Statuses drawn as a heading arrow (the vehicle is moving). */
export const MOVING_STATUSES: ReadonlySet<DeviceStatusIcon> = new Set([
  'online',
  'on_t_alarm',
  'on_t_idling',
]);

const SIZE = 36;

/** One icon as pixels, at the device's pixel ratio. */
export function drawStatusIcon(status: DeviceIconName, ratio: number): ImageData {
  const size = Math.round(SIZE * ratio);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.scale(ratio, ratio);
  const color = STATUS_COLORS[status];
  const c = SIZE / 2;
  ctx.lineJoin = 'round';
  if (MOVING_STATUSES.has(status as DeviceStatusIcon)) {
    ctx.beginPath();
    ctx.moveTo(c, 4);
    ctx.lineTo(c + 11, SIZE - 6);
    ctx.lineTo(c, SIZE - 11);
    ctx.lineTo(c - 11, SIZE - 6);
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  } else {
    ctx.beginPath();
    ctx.arc(c, c, 10, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.beginPath();
    // Parked: a small heading tick; no position: a hollow centre.
    if (status.startsWith('on_p')) {
      ctx.moveTo(c, c - 10);
      ctx.lineTo(c, c - 4);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      ctx.stroke();
    } else {
      ctx.arc(c, c, 3.5, 0, Math.PI * 2);
      ctx.fillStyle = '#ffffff';
      ctx.fill();
    }
  }
  if (status.endsWith('alarm')) {
    ctx.beginPath();
    ctx.arc(c, c, 16, 0, Math.PI * 2);
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#dc2626';
    ctx.stroke();
  }
  return ctx.getImageData(0, 0, size, size);
}

export const vehicleIconId = (status: DeviceIconName) => `vehicle-${status}`;

export const ALL_STATUS_ICONS = DEVICE_ICON_NAMES;

const urlCache = new Map<DeviceIconName, string>();

/** The icon as an image address, for lists and legends. */
export function statusIconUrl(status: DeviceIconName): string {
  let url = urlCache.get(status);
  if (!url) {
    const pixels = drawStatusIcon(status, 2);
    const canvas = document.createElement('canvas');
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    (canvas.getContext('2d') as CanvasRenderingContext2D).putImageData(pixels, 0, 0);
    url = canvas.toDataURL();
    urlCache.set(status, url);
  }
  return url;
}
