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
import { DeviceRegistry, UnknownDevices } from './device/device-registry';
import { Gateway } from './gateway/gateway';
import { PositionWriterPool } from './location/position-writer';
import { PositionPipeline } from './pipeline/pipeline';
import { registerLocationController } from './location/location.controller';
import { registerDeviceController } from './device/device.controller';
import { SettingsRepository } from './settings/settings.repository';
import { SettingsService } from './settings/settings.service';
import { registerSettingsController } from './settings/settings.controller';
import { FeedbackRepository } from './feedback/feedback.repository';
import { FeedbackService } from './feedback/feedback.service';
import { registerFeedbackController } from './feedback/feedback.controller';
import { AnnouncementRepository } from './announcement/announcement.repository';
import { registerAnnouncementController } from './announcement/announcement.controller';
import { DeviceService } from './device/device.service';
import { CommandService } from './command/command.service';
import { registerCommandController } from './command/command.controller';
import { AccountManagementService } from './account/account-management.service';
import { registerAccountManagementController } from './account/account-management.controller';
import { CreditService } from './account/credit.service';
import { PasswordRecoveryService } from './account/password-recovery.service';
import { registerPasswordRecoveryController } from './account/password-recovery.controller';
import { Mailer } from './mail/mailer';
import { OperationLog } from './log/operation-log';
import { registerLogController } from './log/log.controller';
import { RoleService } from './role/role.service';
import { registerRoleController } from './role/role.controller';

export interface ConvoyServices {
  accounts: AccountService;
  sessions: SessionService;
  devices: DeviceService;
  registry: DeviceRegistry;
  unknownDevices: UnknownDevices;
  positionWriter: PositionWriterPool;
  pipeline: PositionPipeline;
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
  /** Device listeners; started by `startGateway`. */
  gateway: Gateway;
  /** Starts the device listeners on the configured ports (0 disables one). */
  startGateway(
    ports?: Partial<Record<'jt808' | 'gt06' | 'teltonika' | 'h02' | 'osmand', number>>,
  ): Promise<void>;
  /** Runs `task` first when the server closes (in-process demo fleet, jobs). */
  onClose(task: () => void | Promise<void>): void;
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
export async function createConvoy(
  config: Config,
  options: CreateConvoyOptions = {},
): Promise<Convoy> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await migrate(database);
  await ensurePositionPartitions(database, new Date());

  const now = options.now ?? Date.now;
  const accountRepository = new AccountRepository(database.db);
  const deviceRepository = new DeviceRepository(database.db);
  const registry = new DeviceRegistry(database.db, now);
  const unknownDevices = new UnknownDevices();
  // The embedded database has one connection; a PostgreSQL server takes writers side by side.
  const positionWriter = new PositionWriterPool(
    database.db,
    database.engine === 'postgres' ? 4 : 1,
  );
  const pipeline = new PositionPipeline(positionWriter);
  const accounts = new AccountService(accountRepository, deviceRepository, now);
  const services: ConvoyServices = {
    accounts,
    sessions: new SessionService(database.db, config.SESSION_IDLE_MINUTES, now),
    devices: new DeviceService(database.db, accounts, registry, unknownDevices),
    registry,
    unknownDevices,
    positionWriter,
    pipeline,
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
    const schema = route.schema;
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

  const gateway = new Gateway({
    registry,
    unknown: unknownDevices,
    pipeline,
    log: app.log.child({ role: 'gateway' }),
    strictAuth: config.GATEWAY_STRICT_AUTH,
    idleTimeoutMs: config.GATEWAY_IDLE_SECONDS * 1000,
    host: config.HOST,
  });

  registerHealthController(app, database);
  registerLoginController(app, services);
  registerUserController(app, services);
  registerDeviceController(app, { ...services, sessions: gateway.sessions });
  registerLocationController(app, { ...services, db: database.db });
  registerSettingsController(app, {
    settings: new SettingsService(new SettingsRepository(database.db)),
  });
  registerFeedbackController(app, {
    feedback: new FeedbackService(new FeedbackRepository(database.db)),
  });
  registerAnnouncementController(app, {
    announcements: new AnnouncementRepository(database.db),
    configured: {
      enable: config.ANNOUNCEMENT_ENABLE,
      title: config.ANNOUNCEMENT_TITLE ?? '',
      content: config.ANNOUNCEMENT_CONTENT ?? '',
    },
  });
  registerCommandController(app, {
    commands: new CommandService(
      database.db,
      services.devices,
      gateway,
      config.COMMAND_TIMEOUT_SECONDS * 1000,
      now,
    ),
  });

  // Accounts, credit, permissions, roles, password recovery, online users, operation log.
  const operationLog = new OperationLog(database.db);
  const accountManagement = new AccountManagementService(
    database.db,
    accountRepository,
    services.sessions,
    new CreditService(database.db),
    operationLog,
    now,
  );
  registerAccountManagementController(app, { accountManagement });
  registerRoleController(app, { roles: new RoleService(database.db, accountManagement) });
  registerLogController(app, { accountManagement, sessions: services.sessions, operationLog });
  registerPasswordRecoveryController(app, {
    passwordRecovery: new PasswordRecoveryService(
      database.db,
      accountRepository,
      services.sessions,
      new Mailer(config),
      operationLog,
      config.PUBLIC_URL ?? `http://${config.PUBLIC_HOST}:${config.PORT}`,
      now,
    ),
  });

  await registerSite(app, config);

  let closed = false;
  const closeTasks: (() => void | Promise<void>)[] = [];
  return {
    app,
    routes,
    database,
    services,
    gateway,
    startGateway: (ports) => {
      const configured = {
        jt808: config.PORT_JT808,
        gt06: config.PORT_GT06,
        teltonika: config.PORT_TELTONIKA,
        h02: config.PORT_H02,
        osmand: config.PORT_OSMAND,
      };
      const chosen =
        ports ?? Object.fromEntries(Object.entries(configured).filter(([, port]) => port > 0));
      return gateway.start(chosen);
    },
    onClose: (task) => {
      closeTasks.push(task);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const task of closeTasks) await task();
      // Devices first: no new frames, queued ones stored and acknowledged, then the rest.
      await gateway.stop();
      await positionWriter.drain();
      await app.close();
      await services.sessions.flush();
      if (!options.database) await database.close();
    },
  };
}
