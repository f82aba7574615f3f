#!/usr/bin/env node
// `npm start`: build the web app when its dist is missing or stale, then run the server with tsx.
// The server starts even when the web build fails (it then serves only the API) so a half-finished
// front end never blocks the back office from coming up.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distIndex = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST, 'index.html') : path.join(webDir, 'dist/index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildNeeded() {
  if (process.env.SKIP_WEB_BUILD === 'true') return false;
  if (process.env.WEB_DIST) return false; // someone else's build: serve it as is
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    ...['index.html', 'vite.config.ts'].map((f) =>
      existsSync(path.join(webDir, f)) ? statSync(path.join(webDir, f)).mtimeMs : 0,
    ),
  );
  return sources > built;
}

if (webBuildNeeded()) {
  console.log('[start] building the web app (apps/web/dist is missing or older than apps/web/src) ...');
  const res = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    console.warn('\n[start] WARNING: the web app did not build (exit %s).', res.status ?? res.signal);
    console.warn(
      existsSync(distIndex)
        ? '[start] WARNING: serving the previous build in apps/web/dist.\n'
        : '[start] WARNING: starting the API only; the browser pages will not be served.\n',
    );
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
// `npm start` runs us under `sh -c`; a SIGTERM sent to npm kills that shell without reaching us.
// When that shell disappears we are re-parented: stop the server instead of lingering as an orphan.
// (Only under npm: `node scripts/start.mjs &` from a shell that then exits must keep running.)
const parentPid = process.ppid;
setInterval(() => {
  if (process.env.npm_lifecycle_event && process.ppid !== parentPid && child.exitCode === null && child.signalCode === null) {
    console.warn('[start] parent process exited: stopping the server');
    child.kill('SIGTERM');
  }
}, 1000).unref();
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1);
});
child.on('error', (err) => {
  console.error('[start] could not start the server:', err.message);
  process.exitCode = 1;
});
