import { z } from 'zod';

/**
 * Every answer of the API has the same envelope: `state` 1 for success and 0 for failure,
 * `code` (0 on success; a login result code or an error-catalogue key on failure),
 * `message` (the code's text in the caller's language) and `value`.
 */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    state: z.number().int(),
    code: z.union([z.number().int(), z.string()]).optional(),
    message: z.string().optional(),
    value,
  });
}

export const errorEnvelope = z.object({
  state: z.literal(0),
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
  value: z.unknown().optional(),
});

/** Response schemas shared by every authenticated route. */
export const commonErrorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
} as const;

export function ok<T>(value: T): { state: 1; code: 0; value: T } {
  return { state: 1, code: 0, value };
}
