import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestConvoy, type TestConvoy } from '../test-support/test-server';

let server: TestConvoy;
beforeAll(async () => {
  server = await startTestConvoy();
});
afterAll(async () => {
  await server.close();
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every API route the server answers', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const apiRoutes = server.convoy.routes.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.hidden && !route.url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(4);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path], `${route.method} ${path}`).toBeDefined();
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
  });

  it('serves the docs page', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });

  it('serves /config.json and /announcement.json without a token', async () => {
    const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(config).sort()).toEqual(
      ['dvrServer', 'httpsPort', 'isNewPlayer', 'isSecond', 'port', 'url', 'videoServer'].sort(),
    );
    const announcement = (await (
      await fetch(`${server.baseUrl}/announcement.json`)
    ).json()) as Record<string, unknown>;
    expect(announcement.enable).toBe(false);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/Nothing/Here`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ state: 0, code: 'generic.notFound' });
  });
});
