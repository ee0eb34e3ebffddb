import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERR } from '@convoy/domain';
import { translate } from '@convoy/i18n';
import type { Config } from '../config';
import { requestLanguage } from './request-language';

/** The stored API config of SPEC.md §3 / §7, served as /config.json. */
export function siteConfig(config: Config) {
  return {
    url: config.PUBLIC_HOST,
    port: config.PORT,
    httpsPort: config.HTTPS_PORT,
    isSecond: config.IS_SECOND,
    isNewPlayer: config.IS_NEW_PLAYER,
    videoServer: config.VIDEO_SERVER ?? `${config.PUBLIC_HOST}:${config.PORT_MEDIA}`,
    dvrServer: config.DVR_SERVER ?? `${config.PUBLIC_HOST}:${config.PORT_MEDIA}`,
  };
}

export const DEFAULT_WEB_DIR = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Site root files (/config.json, /announcement.json) and the built web app, with the
 * history-mode fallback: any other GET outside /api answers index.html.
 */
export async function registerSite(app: FastifyInstance, config: Config): Promise<void> {
  app.get('/config.json', { schema: { hide: true }, config: { public: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send(siteConfig(config)),
  );
  app.get(
    '/announcement.json',
    { schema: { hide: true }, config: { public: true } },
    (_request, reply) =>
      reply.header('cache-control', 'no-store').send({
        enable: config.ANNOUNCEMENT_ENABLE,
        title: config.ANNOUNCEMENT_TITLE ?? '',
        content: config.ANNOUNCEMENT_CONTENT ?? '',
      }),
  );

  const webDir = resolve(config.WEB_DIR ?? DEFAULT_WEB_DIR);
  const hasWeb = existsSync(resolve(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  } else {
    app.log.warn({ webDir }, 'web app not built: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Hashed assets are served by the static plugin; the shell itself must never be cached.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      state: 0,
      code: ERR.GENERIC_NOT_FOUND,
      message: translate(requestLanguage(request), ERR.GENERIC_NOT_FOUND),
      value: null,
    });
  });
}
