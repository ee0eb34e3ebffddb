/** Request and answer types of the API, from the generated OpenAPI description (schema.d.ts). */
import type { paths } from './schema';

type Method = 'get' | 'post';

/** The JSON `value` a route answers with HTTP 200. */
export type ValueOf<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  responses: { 200: { content: { 'application/json': { value: infer V } } } };
}
  ? V
  : never;

/** The JSON body a route accepts. */
export type BodyOf<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
