import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited early (${server.exitCode ?? server.signalCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms (${lastError})`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts the real server (tsx apps/server/src/main.ts) on the run's port with a fresh embedded
 * database, waits for /v1/api/health and returns the teardown. Set E2E_BASE_URL to test a server
 * that is already running instead.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gf-e2e-'));
  // CI keeps the server log beside its other outputs (E2E_SERVER_LOG), so a failing journey's summary can quote it.
  const logPath = process.env.E2E_SERVER_LOG ?? path.join(tmp, 'server.log');
  const logStream = createWriteStream(logPath);
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.warn(`[e2e] WARNING: ${webDist}/index.html is missing: run \`npm run build\` first; the browser pages will 404.`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'true',
    // Every journey shares the one demo company and several add a factory of their own: the quota a real company
    // starts with (5) would run out halfway through the run.
    DEFAULT_FACTORY_LIMIT: process.env.DEFAULT_FACTORY_LIMIT ?? '50',
  };
  delete env.DATABASE_URL; // always the embedded database, fresh per run
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);

  const baseURL = config.projects[0]?.use.baseURL ?? `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/v1/api/health`, server, 120_000);
  } catch (err) {
    await stop(server);
    console.error(`[e2e] server log (${logPath}):\n${existsSync(logPath) ? readFileSync(logPath, 'utf8') : ''}`);
    throw err;
  }
  console.log(`[e2e] server ready at ${baseURL} (data ${env.DATA_DIR}, log ${logPath})`);

  return async () => {
    await stop(server);
    logStream.end();
    if (process.env.E2E_KEEP_DATA !== 'true') rmSync(tmp, { recursive: true, force: true });
  };
}
