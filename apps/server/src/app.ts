import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type ConvoyDatabase, openDatabase, POSITION_WRITER_CONNECTIONS } from './db/database';
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
import { LastLocationStore } from './location/last-location-store';
import { savePicture } from './location/location.repository';
import { LocationService } from './location/location.service';
import { RealtimeHub } from './realtime/realtime-hub';
import { registerRealtimeController } from './realtime/realtime.controller';
import { MediaServer } from './media/media-server';
import { parseMediaAddress } from './media/media-address';
import { VideoService } from './video/video.service';
import { registerVideoController } from './video/video.controller';
import { registerUploadController } from './video/upload.controller';
import { ServerRecordingService } from './video/server-recording.service';
import { UploadService } from './video/upload.service';
import { UploadRepository } from './video/upload.repository';
import { IntercomService } from './media/intercom.service';
import { registerIntercomController } from './media/intercom.controller';
import { rtmpPublisher } from './media/rtmp-relay';
import { DashboardService } from './dashboard/dashboard.service';
import { registerDashboardController } from './dashboard/dashboard.controller';
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
import { FenceRepository } from './fence/fence.repository';
import { FenceIndex } from './fence/fence-index';
import { FenceService } from './fence/fence.service';
import { registerFenceController } from './fence/fence.controller';
import { createFenceStep } from './pipeline/fence-step';
import { PoiService } from './poi/poi.service';
import { registerPoiController } from './poi/poi.controller';
import { DriverRepository } from './driver/driver.repository';
import { DriverService } from './driver/driver.service';
import { registerDriverController } from './driver/driver.controller';
import { AlarmRepository } from './alarm/alarm.repository';
import { AlarmNotifier } from './alarm/alarm-notifier';
import { AlarmService } from './alarm/alarm.service';
import { registerAlarmController } from './alarm/alarm.controller';
import { TripRecorder } from './trip/trip-recorder';
import { TripService } from './trip/trip.service';
import { registerTripController } from './trip/trip.controller';

export interface ConvoyServices {
  accounts: AccountService;
  sessions: SessionService;
  devices: DeviceService;
  registry: DeviceRegistry;
  unknownDevices: UnknownDevices;
  positionWriter: PositionWriterPool;
  pipeline: PositionPipeline;
  /** Every device's last location, in memory, kept current by the pipeline. */
  lastLocations: LastLocationStore;
  /** Trips and stops, kept stored as positions arrive. */
  tripRecorder: TripRecorder;
  /** The alarm engine and centre (set once the server is built). */
  alarms?: AlarmService;
  /** Last locations and statuses of what each account sees (set once the server is built). */
  locations?: LocationService;
  /** Geo-fences and drivers (set once the server is built). */
  fences?: FenceService;
  drivers?: DriverService;
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
  /** The JT/T 1078 media listener and the live and recorded video it serves. */
  media: MediaServer;
  video: VideoService;
  /** Recording upload tasks (FTP, cloud) and the server's own recordings. */
  uploads: UploadService;
  recordings: ServerRecordingService;
  /** Starts the media listener (TCP and UDP) on PORT_MEDIA, or on `port` (0: a free one). */
  startMedia(port?: number): Promise<void>;
  /**
   * Prepares the monitor's first answers for the accounts likely to open it (recent
   * sessions, largest fleets): LocationService.warmUp. Resolves with how many.
   */
  warmUp(): Promise<number>;
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
  // The embedded database has one session; a PostgreSQL server takes writers side by side,
  // each on a connection of its own, where a batch may be written plainly first.
  const positionWriter = new PositionWriterPool(
    database.writerDb,
    database.engine === 'postgres' ? POSITION_WRITER_CONNECTIONS : 1,
    { absorbStoredAlways: database.engine === 'pglite' },
  );
  const pipeline = new PositionPipeline(positionWriter);
  const lastLocations = new LastLocationStore(database.db);
  pipeline.onStored((_device, rows) => lastLocations.accept(rows));
  // Geo-fences: enter/exit detection before storage, from bindings held in memory.
  const fenceRepository = new FenceRepository(database.db);
  const fenceIndex = new FenceIndex(fenceRepository, (deviceId) => {
    const loc = lastLocations.get(deviceId)?.lastLoc;
    return loc?.gpsAvailable
      ? { lat: loc.lat, lng: loc.lng, fixTimeMs: Date.parse(loc.gpsTime) }
      : undefined;
  });
  await fenceIndex.reload();
  pipeline.use(createFenceStep(fenceIndex));
  // Trips and stops: detected after each commit under the owning account's settings.
  const tripRecorder = new TripRecorder(
    database.db,
    (device) => tripService.thresholdsFor(device),
    { warn: (object, message) => app.log.warn(object, message) },
  );
  pipeline.onStored((device, rows) => tripRecorder.accept(device, rows));
  const accounts = new AccountService(accountRepository, deviceRepository, now);
  const services: ConvoyServices = {
    accounts,
    sessions: new SessionService(database.db, config.SESSION_IDLE_MINUTES, now),
    devices: new DeviceService(database.db, accounts, registry, unknownDevices),
    registry,
    unknownDevices,
    positionWriter,
    pipeline,
    lastLocations,
    tripRecorder,
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
    pictures: (picture) => savePicture(database.db, picture),
  });

  registerHealthController(app, database);
  registerLoginController(app, services);
  registerUserController(app, services);
  registerDeviceController(app, { ...services, sessions: gateway.sessions });
  // Last locations, live push and the dashboard (the realtime monitor and dashboard screens).
  const settingsService = new SettingsService(new SettingsRepository(database.db));
  // Trips, stops and tracks for playback and reports.
  const tripService = new TripService(
    database.db,
    services.devices,
    registry,
    settingsService,
    pipeline,
    null,
    now,
  );
  registerTripController(app, { trips: tripService });
  const locations = new LocationService(
    database.db,
    accounts,
    settingsService,
    lastLocations,
    gateway.sessions,
    now,
  );
  const realtimeHub = new RealtimeHub(lastLocations, locations, {
    now,
    intervalMs: config.LIVE_PUSH_INTERVAL_MS,
  });
  services.locations = locations;
  registerLocationController(app, { ...services, db: database.db, locations });
  await registerRealtimeController(app, { hub: realtimeHub, sessions: services.sessions });
  // Live and recorded video: the media listener, 0x9101/0x9201 signalling, FLV to browsers.
  const media = new MediaServer(registry, app.log.child({ role: 'media' }));
  const mediaAddress = (configured: string | undefined) => () =>
    parseMediaAddress(configured, config.PUBLIC_HOST, media.port ?? config.PORT_MEDIA);
  const video = new VideoService({
    gateway,
    media,
    devices: services.devices,
    settings: settingsService,
    liveAddress: mediaAddress(config.VIDEO_SERVER),
    playbackAddress: mediaAddress(config.DVR_SERVER ?? config.VIDEO_SERVER),
    commandTimeoutMs: config.COMMAND_TIMEOUT_SECONDS * 1000,
    log: app.log.child({ role: 'video' }),
  });
  const uploadRepository = new UploadRepository(database.db);
  const recordings = new ServerRecordingService({
    repository: uploadRepository,
    video,
    devices: services.devices,
    dataDir: config.DATA_DIR,
    segmentSeconds: config.RECORD_SEGMENT_SECONDS,
    keepHours: config.RECORD_KEEP_HOURS,
    maxBytes: config.RECORD_MAX_MB * 1024 * 1024,
    log: app.log.child({ role: 'recorder' }),
  });
  const uploads = new UploadService({
    repository: uploadRepository,
    gateway,
    recordings,
    ftp: () =>
      config.FTP_HOST
        ? {
            host: config.FTP_HOST,
            port: config.FTP_PORT,
            user: config.FTP_USER,
            password: config.FTP_PASSWORD,
            path: config.FTP_PATH,
          }
        : null,
    uploadTimeoutMs: 15 * 60_000,
    autoRetryDelayMs: config.UPLOAD_RETRY_SECONDS * 1000,
    log: app.log.child({ role: 'upload' }),
  });
  await registerVideoController(app, { video, media, gateway, recordings });
  registerUploadController(app, { video, uploads, recordings, repository: uploadRepository });
  const intercom = new IntercomService({
    gateway,
    media,
    address: mediaAddress(config.VIDEO_SERVER),
    commandTimeoutMs: config.COMMAND_TIMEOUT_SECONDS * 1000,
  });
  await registerIntercomController(app, { video, intercom, media });
  media.onLiveStreamFed = rtmpPublisher(config.RTMP_PUSH_URL, async (accountId) => {
    return (await settingsService.get(accountId)).video.pushStreamType;
  });
  registerDashboardController(app, {
    dashboard: new DashboardService(database.db, locations, settingsService, now),
  });
  // The same service as trip detection's, so a saved trip plan applies at once.
  registerSettingsController(app, { settings: settingsService });
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

  // Geo-fences, POIs and the alarm engine with its centre, e-mail rules and webhooks.
  const fences = new FenceService(fenceRepository, accounts, fenceIndex);
  registerFenceController(app, { fences });
  registerPoiController(app, { pois: new PoiService(database.db, accounts) });
  services.fences = fences;
  const drivers = new DriverService(new DriverRepository(database.db), accounts);
  registerDriverController(app, { drivers });
  services.drivers = drivers;
  const alarms = new AlarmService(
    database.db,
    new AlarmRepository(database.db),
    accounts,
    settingsService,
    new AlarmNotifier(database.db, new Mailer(config), { log: app.log.child({ role: 'alarms' }) }),
    (ids) => fences.names(ids),
    now,
    app.log.child({ role: 'alarms' }),
  );
  pipeline.onStored((device, rows) => alarms.accept(device, rows));
  settingsService.onSaved((accountId) => alarms.forgetSettings(accountId));
  alarms.onAlarm((alarm) => realtimeHub.publishAlarm(alarm));
  alarms.startSweeps();
  registerAlarmController(app, { alarms });
  services.alarms = alarms;

  await registerSite(app, config);

  let closed = false;
  const closeTasks: (() => void | Promise<void>)[] = [];
  return {
    app,
    routes,
    database,
    services,
    gateway,
    media,
    video,
    uploads,
    recordings,
    startMedia: async (port) => {
      const chosen = port ?? config.PORT_MEDIA;
      if (port === undefined && chosen === 0) return;
      await media.start(chosen, config.HOST);
      recordings.start();
      await uploads.resume();
    },
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
    warmUp: () => locations.warmUp(),
    onClose: (task) => {
      closeTasks.push(task);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const task of closeTasks) await task();
      // Devices first: no new frames, queued ones stored and acknowledged, then the rest.
      uploads.close();
      await recordings.stop();
      video.close();
      await media.stop();
      await gateway.stop();
      await positionWriter.drain();
      await alarms.close();
      await services.tripRecorder.idle();
      realtimeHub.close();
      await app.close();
      await services.sessions.flush();
      if (!options.database) await database.close();
    },
  };
}
