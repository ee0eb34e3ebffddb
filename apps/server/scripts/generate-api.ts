import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createConvoy } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/**
 * The typed web client comes from the server's OpenAPI document: this script renders the
 * document's types into apps/web/src/api/schema.d.ts. A test fails when the committed file
 * drifts from the routes. Run `npm run gen:api` after changing a route.
 */
export const CLIENT_TYPES_PATH = fileURLToPath(
  new URL('../../web/src/api/schema.d.ts', import.meta.url),
);

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  const convoy = await createConvoy(loadConfig({ CONFIG_FILE: '', LOG_LEVEL: 'silent' }), {
    database,
    logger: false,
  });
  try {
    await convoy.app.ready();
    return convoy.app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await convoy.close();
    await database.close();
  }
}

export async function renderClientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  return `/**\n * Generated from the Convoy OpenAPI document by \`npm run gen:api\`. Do not edit.\n */\n\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await renderClientTypes(await buildOpenApiDocument());
  writeFileSync(CLIENT_TYPES_PATH, types);
  console.log(`wrote ${CLIENT_TYPES_PATH}`);
}
