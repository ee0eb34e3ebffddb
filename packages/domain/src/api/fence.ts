import { z } from 'zod';
import { ERR } from '../errors';
import {
  DEFAULT_FENCE_COLOR,
  FENCE_NAME_MAX_LENGTH,
  FENCE_STROKE_PX,
  FENCE_TYPES,
  fenceShapeSchema,
} from '../fence';
import { POI_CONTENT_MAX_LENGTH, POI_RANGE_METRES } from '../constants';

const id = z.string().regex(/^\d+$/);
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Geo-fence fields of SPEC.md §3; the shape must be drawn and confirmed (SPEC.md §5). */
export const addFenceRequestSchema = z.object({
  name: z
    .string({ error: () => ERR.VALIDATION_REQUIRED })
    .trim()
    .min(1, ERR.VALIDATION_REQUIRED)
    .max(FENCE_NAME_MAX_LENGTH, ERR.VALIDATION_MAX_LENGTH),
  shape: fenceShapeSchema,
  color: colorSchema.default(DEFAULT_FENCE_COLOR),
  lineWidth: z.number().int().min(FENCE_STROKE_PX.min).max(FENCE_STROKE_PX.max).default(2),
  inAlarm: z.boolean().default(true),
  outAlarm: z.boolean().default(true),
  /** Terminals bound at once. */
  imeis: z.array(z.string().trim().min(1).max(20)).max(500).optional(),
});
export type AddFenceRequest = z.infer<typeof addFenceRequestSchema>;

export const editFenceRequestSchema = addFenceRequestSchema
  .omit({ imeis: true })
  .partial()
  .extend({ id });
export type EditFenceRequest = z.infer<typeof editFenceRequestSchema>;

export const fenceIdRequestSchema = z.object({ id });
export const listFencesRequestSchema = z.object({
  search: z.string().trim().max(50).optional(),
  /** Only fences bound to this terminal. */
  imei: z.string().trim().max(20).optional(),
});

export const bindFenceRequestSchema = z.object({
  fenceId: id,
  imeis: z.array(z.string().trim().min(1).max(20)).min(1).max(500),
});
export type BindFenceRequest = z.infer<typeof bindFenceRequestSchema>;

export const boundTerminalSchema = z.object({
  deviceId: z.string(),
  imei: z.string(),
  name: z.string(),
  boundAt: z.string(),
});

export const fenceSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  type: z.enum(FENCE_TYPES),
  shape: fenceShapeSchema,
  color: z.string(),
  lineWidth: z.number(),
  /** Square metres. */
  area: z.number(),
  /** Metres (a line: its length). */
  perimeter: z.number(),
  inAlarm: z.boolean(),
  outAlarm: z.boolean(),
  terminals: z.array(boundTerminalSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fence = z.infer<typeof fenceSchema>;

export const bindingHistoryRequestSchema = z.object({
  fenceId: id.optional(),
  imei: z.string().trim().max(20).optional(),
  limit: z.number().int().min(1).max(1000).default(200),
});

export const bindingHistoryEntrySchema = z.object({
  id: z.string(),
  fenceId: z.string(),
  fenceName: z.string(),
  imei: z.string(),
  deviceName: z.string(),
  action: z.enum(['bind', 'unbind']),
  actorName: z.string(),
  at: z.string(),
});
export type BindingHistoryEntry = z.infer<typeof bindingHistoryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// POI (SPEC.md §3 POI, §5: range 1–10,000 m, content at most 30 characters)

export const POI_ICONS = [
  'pin',
  'flag',
  'star',
  'home',
  'shop',
  'fuel',
  'parking',
  'warehouse',
] as const;

export const addPoiRequestSchema = z.object({
  name: z
    .string({ error: () => ERR.VALIDATION_REQUIRED })
    .trim()
    .min(1, ERR.VALIDATION_REQUIRED)
    .max(50, ERR.VALIDATION_MAX_LENGTH),
  content: z.string().trim().max(POI_CONTENT_MAX_LENGTH, ERR.VALIDATION_MAX_LENGTH).default(''),
  icon: z.enum(POI_ICONS).default('pin'),
  rangeMetres: z
    .number({ error: () => ERR.VALIDATION_REQUIRED })
    .int(ERR.VALIDATION_INTEGER)
    .min(POI_RANGE_METRES.min, ERR.VALIDATION_NUMBER_BETWEEN)
    .max(POI_RANGE_METRES.max, ERR.VALIDATION_NUMBER_BETWEEN),
  lat: z.number().min(-90, ERR.VALIDATION_LATITUDE).max(90, ERR.VALIDATION_LATITUDE),
  lng: z.number().min(-180, ERR.VALIDATION_LONGITUDE).max(180, ERR.VALIDATION_LONGITUDE),
});
export type AddPoiRequest = z.infer<typeof addPoiRequestSchema>;
export const editPoiRequestSchema = addPoiRequestSchema.partial().extend({ id });
export type EditPoiRequest = z.infer<typeof editPoiRequestSchema>;
export const listPoisRequestSchema = z.object({ search: z.string().trim().max(50).optional() });

export const poiItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  content: z.string(),
  icon: z.enum(POI_ICONS),
  rangeMetres: z.number(),
  lat: z.number(),
  lng: z.number(),
  createdAt: z.string(),
});
export type PoiItem = z.infer<typeof poiItemSchema>;
