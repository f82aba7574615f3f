// Timing helpers shared by the benchmarks (bench/run.ts, bench/materials.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const WARMUP = 10;

export interface Stats {
  n: number;
  median: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

/** Nearest-rank median and p95 plus mean, min and max of the samples (ms). */
export function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  return {
    n: s.length,
    median: at(0.5),
    p95: at(0.95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    min: s[0] ?? NaN,
    max: s[s.length - 1] ?? NaN,
  };
}

/** Runs fn WARMUP times (not counted), then n times one after another, timing each call. */
export async function measure(n: number, fn: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < Math.min(WARMUP, n); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return stats(samples);
}

export const ms = (x: number) => x.toFixed(2);

/** A markdown table of named series. */
export function statsTable(rows: [string, Stats][]): string {
  return [
    '| measurement | N | median ms | p95 ms | mean ms | min ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ([name, s]) => `| ${name} | ${s.n} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.mean)} | ${ms(s.min)} | ${ms(s.max)} |`,
    ),
  ].join('\n');
}

/** One line about the machine the numbers come from. */
export function describeMachine(serverVersion: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (nproc) · ${cpu} · ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM · Node ${process.version} · ${os.type()} ${os.release()} · PostgreSQL ${serverVersion} · load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1/5/15 min; other processes on the machine skew the numbers)`;
}

/**
 * Runs fn under the V8 CPU profiler when `BENCH_CPU_PROFILE=<file>.cpuprofile` is set (open the file in Chrome's
 * DevTools), else just runs it: to see where the API's own time goes in a series.
 */
export async function withCpuProfile<T>(fn: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return fn();
  const inspector = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * Checks that an answer's body is the success envelope without parsing all of it: a timed series calls the server in
 * this same process, where a browser would parse the answer on its own machine; parsing every page here put the
 * client's JSON.parse into the server's figures (a tenth of the workbench series' CPU in its profile). A refusal is
 * parsed and thrown.
 */
export function expectSuccess(url: string, body: string): void {
  if (body.startsWith('{"code":0,')) return;
  const a = JSON.parse(body) as { code: number; msg: string };
  throw new Error(`${url}: ${a.code} ${a.msg}`);
}

/**
 * Runs one bench alone (`node scripts/with-postgres.mjs npx tsx bench/<file>.ts`): prints its section and puts it into
 * bench/RESULTS.md in place of the last section under the same heading (at the end when there is none).
 */
export async function runAlone(heading: string, run: (adminUrl: string) => Promise<string>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('DATABASE_URL is not set: run it through scripts/with-postgres.mjs.');
    process.exit(1);
  }
  const section = await run(adminUrl);
  console.log(section);
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
  const before = readFileSync(out, 'utf8');
  const at = before.indexOf(heading);
  const next = at < 0 ? -1 : before.indexOf('\n## ', at + heading.length);
  writeFileSync(
    out,
    at < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, at)}${section}${next < 0 ? '' : before.slice(next + 1)}`,
  );
}
