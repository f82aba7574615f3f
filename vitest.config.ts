import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure logic, fast), `server` (integration through app.inject on a real
// database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), `web` (components in jsdom).
/**
 * React work that a web test file's roots left on the scheduler (setImmediate) and that runs after the file's jsdom
 * was torn down: react-dom reads `window.event` and throws. Every test of the file has finished and been reported by
 * then; setup.ts drains what it can, and under heavy load the rest lands here. Only exactly this error is ignored.
 */
function isReactWorkAfterJsdomTeardown(error: Error): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /performWorkOnRootViaSchedulerTask|performWorkUntilDeadline/.test(
      `${error.stack ?? ''} ${JSON.stringify((error as { stacks?: unknown }).stacks ?? '')}`,
    )
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => (isReactWorkAfterJsdomTeardown(error) ? false : undefined),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/pglite-snapshot.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
