import { createConvoy } from './app';
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
  app.log.info(
    `Convoy is ready on http://localhost:${config.PORT} (database: ${convoy.database.engine})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
