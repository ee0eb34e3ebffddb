import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type ConvoyDatabase, openDatabase } from './db/database';
import { ensurePositionPartitions, migrate } from './db/migrate';
import { AccountRepository } from './account/account.repository';
import { AccountService } from './account/account.service';
import { registerLoginController } from './account/login.controller';
import { registerUserController } from './account/user.controller';
import { DeviceRepository } from './device/device.repository';
import { registerAuth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSite } from './http/site';
import { SessionService } from './session/session.service';
import { registerHealthController } from './health.controller';

export interface ConvoyServices {
  accounts: AccountService;
  sessions: SessionService;
}

export interface RouteInfo {
  method: string;
  url: string;
  hidden: boolean;
}

export interface Convoy {
  app: FastifyInstance;
  /** Every route the server answers (for the OpenAPI and isolation tests). */
  routes: RouteInfo[];
  database: ConvoyDatabase;
  services: ConvoyServices;
  /** Stops accepting work, flushes what is buffered and closes the database. */
  close(): Promise<void>;
}

export interface CreateConvoyOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: ConvoyDatabase;
  /** Logger settings; false silences it (tests). */
  logger?: boolean | Record<string, unknown>;
  now?: () => number;
}

/** Builds the whole server (database, services, HTTP) without listening. */
export async function createConvoy(config: Config, options: CreateConvoyOptions = {}): Promise<Convoy> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await migrate(database);
  await ensurePositionPartitions(database, new Date());

  const now = options.now ?? Date.now;
  const accountRepository = new AccountRepository(database.db);
  const deviceRepository = new DeviceRepository(database.db);
  const services: ConvoyServices = {
    accounts: new AccountService(accountRepository, deviceRepository, now),
    sessions: new SessionService(database.db, config.SESSION_IDLE_MINUTES, now),
  };

  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 25 * 1024 * 1024,
    // Request ids in logs; a client may pass its own.
    requestIdHeader: 'x-request-id',
  });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { hide?: boolean } | undefined;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, hidden: schema?.hide === true });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 20 * 1024 * 1024, files: 10 },
  });
  await registerOpenApi(app);
  registerAuth(app, services.sessions);

  registerHealthController(app, database);
  registerLoginController(app, services);
  registerUserController(app, services);

  await registerSite(app, config);

  let closed = false;
  return {
    app,
    routes,
    database,
    services,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await services.sessions.flush();
      if (!options.database) await database.close();
    },
  };
}
