import { defineConfig } from 'vitest/config';

// One project per test level (DESIGN §1). `npm test` builds first, so e2e drives the real built client.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/protocol/**/*.test.ts', 'tests/lint/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'workers',
          environment: 'node',
          include: ['tests/workers/**/*.test.ts'],
          setupFiles: ['@vitest/web-worker'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Seeds the demo content once for the run; each file's server starts from a copy.
          globalSetup: ['tests/e2e/support/seed-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
