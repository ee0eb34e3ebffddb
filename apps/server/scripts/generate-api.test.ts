import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, CLIENT_TYPES_PATH, renderClientTypes } from './generate-api';

describe('typed web client', () => {
  it('matches the OpenAPI document of the routes (run `npm run gen:api` when this fails)', async () => {
    const expected = await renderClientTypes(await buildOpenApiDocument());
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(expected);
  });
});
