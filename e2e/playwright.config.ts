import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built app, served by the real server on a fresh embedded
 * database with the demo accounts, in Debian's Chromium (no downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 8091);
/** One data directory per port, so that runs on different ports do not share a database. */
const dataDir = `artifacts/data-${port}`;
const osmandPort = Number(process.env.E2E_OSMAND_PORT ?? port + 2);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  // The first journeys run while the demo fleet stores its past day, beside the server and
  // the browser on the same machine: a page may take several seconds to appear.
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  outputDir: 'artifacts/results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_WEB_DIR: a web build made elsewhere (e.g. `vite build --outDir`), so that several
      // journeys can run side by side without rebuilding apps/web/dist under each other.
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      DEMO: '1',
      ADMIN_PASSWORD: 'admin-e2e',
      CONFIG_FILE: '',
      PORT_JT808: '0',
      PORT_H02: '0',
      PORT_GT06: '0',
      PORT_TELTONIKA: '0',
      // The OsmAnd listener takes positions from the geo-fence journey (plain HTTP).
      PORT_OSMAND: String(osmandPort),
      PORT_MEDIA: '0',
    },
  },
});
