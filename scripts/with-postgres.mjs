#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command...>
// Starts a throwaway PostgreSQL cluster from the installed server binaries, runs the command with
// TEST_DATABASE_URL and DATABASE_URL pointing at it, then stops and deletes the cluster (also when
// the command fails or we are interrupted) and exits with the command's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const log = (msg) => console.error(`[with-postgres] ${msg}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

let binDir = findBinDir();
if (!binDir) {
  if (!isRoot) {
    log('no PostgreSQL server binaries found under /usr/lib/postgresql/*/bin (or PG_BIN).');
    log('install them first, e.g. `sudo apt-get install -y postgresql`, then run this again.');
    process.exit(1);
  }
  log('no PostgreSQL server binaries found: installing the Debian `postgresql` package ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const up = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const inst =
    up.status === 0
      ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env })
      : up;
  binDir = findBinDir();
  if (inst.status !== 0 || !binDir) {
    log('could not install PostgreSQL with apt-get.');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// initdb refuses to run as root: run the server tools as the postgres user and hand it the folder.
let runAs = [];
let owner;
if (isRoot) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) {
    log('running as root but there is no `postgres` user (the Debian postgresql package creates it).');
    process.exit(1);
  }
  owner = { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  runAs = ['runuser', '-u', 'postgres', '--'];
}
function pgTool(tool, args, options = {}) {
  const argv = [...runAs, path.join(binDir, tool), ...args];
  return spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', ...options });
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'gf-pg-'));
const dataDir = path.join(tmp, 'data');
const logFile = path.join(tmp, 'server.log');
if (owner) {
  chownSync(tmp, owner.uid, owner.gid);
  chmodSync(tmp, 0o700);
}

let started = false;
let cleanedUp = false;
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    const stop = pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    if (stop.status !== 0) log(`pg_ctl stop failed: ${(stop.stderr || stop.stdout || '').trim()}`);
  }
  try {
    rmSync(tmp, { recursive: true, force: true });
  } catch (err) {
    log(`could not remove ${tmp}: ${err.message}`);
  }
}
process.on('exit', cleanup);

function fail(msg, extra) {
  log(msg);
  if (extra) console.error(extra);
  if (existsSync(logFile)) console.error(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
  cleanup();
  process.exit(1);
}

const t0 = Date.now();
// Collation C (byte order), character classes of C.UTF-8: as PGlite's database has them. pg_trgm needs the latter to
// see Chinese characters as letters (with LC_CTYPE=C a Chinese keyword yields no trigrams and no index helps).
const init = pgTool('initdb', [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '-A',
  'trust',
  '-E',
  'UTF8',
  '--locale=C',
  '--lc-ctype=C.UTF-8',
  '--no-sync',
]);
if (init.status !== 0) fail('initdb failed', `${init.stdout}\n${init.stderr}`);

const port = await freePort();
// Sockets go into the temp folder so we never need write access to /var/run/postgresql.
const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${tmp}' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
writeFileSync(logFile, '');
if (owner) chownSync(logFile, owner.uid, owner.gid);
const start = pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
started = true;
if (start.status !== 0) fail('pg_ctl start failed', `${start.stdout}\n${start.stderr}`);

// pg_ctl -w already waits; pg_isready confirms the TCP listener the command will use.
let ready = false;
for (let i = 0; i < 60 && !ready; i++) {
  ready =
    spawnSync(path.join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-q']).status === 0;
  if (!ready) await new Promise((r) => setTimeout(r, 250));
}
if (!ready) fail(`PostgreSQL did not accept connections on 127.0.0.1:${port}`);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
log(`PostgreSQL ${path.basename(path.dirname(binDir))} ready at ${url} (${Date.now() - t0} ms)`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
});
const signals = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
for (const signal of Object.keys(signals)) {
  process.on(signal, () => {
    log(`${signal}: stopping the command and the cluster`);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // If the command ignores the signal, do not linger forever.
    setTimeout(() => {
      child.kill('SIGKILL');
    }, 10_000).unref();
  });
}
child.on('error', (err) => {
  log(`could not run ${command[0]}: ${err.message}`);
  cleanup();
  process.exit(127);
});
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? 128 + (signals[signal] ?? 9));
});
