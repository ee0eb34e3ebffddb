import { createConvoy } from './app';
import { provisionDemo, startDemoFleet } from './demo/demo.service';
import { ConfigError, loadConfig } from './config';

/** Starts Convoy: every role in one process on the configured database. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const convoy = await createConvoy(config);
  const { app } = convoy;
  const boot = await convoy.services.accounts.bootstrap({
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.DEMO,
  });
  if (boot.generatedAdminPassword) {
    app.log.warn(
      `Created the top account "admin" with the generated password ${boot.generatedAdminPassword} — it is shown only this once; change it after logging in.`,
    );
  } else if (boot.adminCreated) {
    app.log.info('Created the top account "admin" with ADMIN_PASSWORD');
  }
  if (boot.demoCreated) app.log.info('Created the demo account "demo" / "demo123"');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A shutdown that hangs (a peer that never lets go) must not keep the process alive.
    setTimeout(() => {
      app.log.error('shutdown did not finish within 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    convoy.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await convoy.startGateway();
  await convoy.startMedia();
  if (config.DEMO) {
    const firstStart = await provisionDemo(convoy);
    const ports = {
      jt808: config.PORT_JT808,
      gt06: config.PORT_GT06,
      teltonika: config.PORT_TELTONIKA,
      h02: config.PORT_H02,
      osmand: config.PORT_OSMAND,
    };
    const fleet = await startDemoFleet(
      convoy,
      { host: '127.0.0.1', ports },
      { backfill: firstStart, log: app.log },
    );
    convoy.onClose(() => fleet.stop());
  }
  app.log.info(
    `Convoy is ready on http://localhost:${config.PORT} (database: ${convoy.database.engine})`,
  );
  // In the background: the first monitor after a restart answers as fast as later ones.
  convoy.warmUp().then(
    (accounts) => app.log.info({ accounts }, 'monitor answers prepared'),
    (error: unknown) => app.log.warn({ err: error }, 'preparing monitor answers failed'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
