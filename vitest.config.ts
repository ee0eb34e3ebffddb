import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project is a folder of the monorepo.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'protocols',
          root: 'packages/protocols',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'simulator', root: 'apps/simulator', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
