import { writeFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoFactory } from '../src/seed/demo-factory.js';
import { signIn, startHarness, type Client, type Harness } from './harness.js';
import { casesFor, operationsOf, type SweepCase } from './input-sweep-cases.js';

/**
 * Every operation of the OpenAPI document, signed in as the demo boss, receives malformed bodies, queries and path
 * parameters of each kind (input-sweep-cases.ts). Not one answer may leave the envelope or be a server error.
 */

let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  await seedDemoFactory(h.db);
  boss = await signIn(h.app, DEMO.loginName, DEMO.password);
});
afterAll(() => h.close());

/** Calls that end or move the session: swept one at a time, signing in again after each. */
const movesSession = /\/login\/(logout|switchUnit|doLoginToFactory|session)|resetPassword|updateMyInfo/;
// Long enough for a loaded CI machine; a request that hangs (the failure this catches) never answers at all.
const answerTimeoutMs = 20_000;
/** Values the database refused (the error handler's last line of defence): bounds the contracts should state. */
const databaseRefusals: string[] = [];
/** How many answers of each code: a sweep refused wholesale (no session, no permission) would prove nothing. */
const answersByCode = new Map<number, number>();

interface Finding {
  call: string;
  kind: string;
  status: number;
  body: string;
}

/** The envelope, or a file (an export or download answered with its own content type). */
function isEnvelopeOrFile(res: LightMyRequestResponse): boolean {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return res.statusCode < 300 && type !== '';
  try {
    const body = res.json() as Record<string, unknown>;
    return typeof body.code === 'number' && typeof body.msg === 'string' && 'data' in body;
  } catch {
    return false;
  }
}

async function send(c: SweepCase): Promise<Finding | null> {
  const call = `${c.method} ${c.operation.path}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), answerTimeoutMs);
  });
  const res = await Promise.race([
    h.app
      .inject({
        method: c.method as 'GET',
        url: c.url,
        headers: {
          cookie: `sid=${boss.sid}`,
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
        },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      })
      .catch((error: Error) => error),
    timeout,
  ]).finally(() => clearTimeout(timer));
  if (res === 'timeout') return { call, kind: c.kind, status: 0, body: 'no answer' };
  if (res instanceof Error) return { call, kind: c.kind, status: 0, body: `cut: ${res.message}` };
  const body = res.body.slice(0, 300);
  if (res.statusCode >= 500 || !isEnvelopeOrFile(res)) return { call, kind: c.kind, status: res.statusCode, body };
  const code = (res.headers['content-type'] ?? '').toString().includes('json') ? (res.json() as { code: number }).code : 0;
  if (code === 500) return { call, kind: c.kind, status: res.statusCode, body };
  answersByCode.set(code, (answersByCode.get(code) ?? 0) + 1);
  if (code === 40001 && res.body.includes('取值超出允许范围或格式不正确')) databaseRefusals.push(`${call} | ${c.kind}`);
  if (code === 440 || code === 1001) boss = await signIn(h.app, DEMO.loginName, DEMO.password);
  return null;
}

describe('malformed input sweep over the OpenAPI document', () => {
  it('answers every malformed request with the envelope and never a server error', async () => {
    const doc = await h.app.inject({ method: 'GET', url: '/v1/api/openapi.json' });
    const operations = operationsOf(doc.json());
    expect(operations.length).toBeGreaterThan(400);
    const cases = operations.flatMap(casesFor);
    const ordinary = cases.filter((c) => !movesSession.test(c.operation.path));
    const sessionMoving = cases.filter((c) => movesSession.test(c.operation.path));
    const findings: Finding[] = [];
    // A few in flight at once: PostgreSQL serves them in parallel, PGlite queues them.
    const inFlight = 4;
    for (let i = 0; i < ordinary.length; i += inFlight) {
      const found = await Promise.all(ordinary.slice(i, i + inFlight).map(send));
      findings.push(...found.filter((f): f is Finding => f !== null));
    }
    for (const c of sessionMoving) {
      const found = await send(c);
      if (found) findings.push(found);
      boss = await signIn(h.app, DEMO.loginName, DEMO.password);
    }
    const serverErrors = findings.filter((f) => f.status >= 500 || f.status === 0).length;
    console.info(
      `input sweep: ${operations.length} operations, ${cases.length} requests, ` +
        `${findings.length} outside the envelope or failed, ${serverErrors} server errors or no answer, ` +
        `${databaseRefusals.length} values refused only by the database; answers by code ` +
        JSON.stringify(Object.fromEntries([...answersByCode].sort((a, b) => b[1] - a[1]))),
    );
    // SWEEP_DUMP=<file> writes what was found, for a look at a long list.
    if (process.env.SWEEP_DUMP) writeFileSync(process.env.SWEEP_DUMP, JSON.stringify({ findings, databaseRefusals }, null, 1));
    expect(findings).toEqual([]);
    expect(databaseRefusals).toEqual([]);
    expect(answersByCode.get(40301) ?? 0).toBe(0);
    expect(answersByCode.get(40001) ?? 0).toBeGreaterThan(cases.length / 2);
  }, 600_000);
});
