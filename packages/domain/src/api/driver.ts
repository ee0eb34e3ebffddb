import { z } from 'zod';

/** Driver/List: the drivers of the caller's account tree, optionally filtered by a search text. */
export const listDriversRequestSchema = z.object({
  /** Matches name, code, phone, licence, ID or IC card number. */
  search: z.string().trim().max(50).optional(),
});
export type ListDriversRequest = z.infer<typeof listDriversRequestSchema>;

/** A driver (SPEC.md §3 Driver) with the vehicle it is bound to, if any. */
export const driverItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  idNumber: z.string(),
  icCardNumber: z.string(),
  /** The bound vehicle's terminal, or null when the driver has none. */
  vehicle: z.object({ deviceId: z.string(), imei: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type DriverItem = z.infer<typeof driverItemSchema>;
