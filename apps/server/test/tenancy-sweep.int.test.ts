import { allPermissionCodes, Code } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf } from '../src/platform/http/route-table.js';
import { createStaff, signIn, startHarness, type Client, type Harness } from './harness.js';
import { operationsOf, type Operation } from './input-sweep-cases.js';
import { differences, everyRow, rowsPointingAtA, snapshotOfA, type Snapshot } from './tenancy-snapshot.js';
import { fillsOf, leaksIn, probesFor, send, type Probe } from './tenancy-walk.js';
import { buildWorld, must, type World } from './tenancy-world.js';

/**
 * Factories of one company are isolated (ADR 0011, issue 15). Factory A holds one record of every kind the API makes
 * (tenancy-world.ts). Signed into factory B (the company's boss switched there, and a staff account of B holding every
 * permission code) and into another company C, every operation of the OpenAPI document is called with A's ids in
 * every id-like field, A's factory in every factory field and A's marker in every search box (tenancy-walk.ts). No
 * answer may show A's marker or the id of one of A's rows, A's rows must be exactly as they were
 * (tenancy-snapshot.ts), and nothing written during the walks may point at A's rows.
 * The boss enters A too, so three kinds of call are left out of the boss's walk: the company-level screens
 * (permission codes company.*), which manage every factory of the company; a request naming factory A; and a call
 * answering for every factory the account enters. B staff, linked to B only, walks them all: a company code held by
 * a factory role reaches only the factories its account enters (ADR 0012). C walks everything.
 */

let h: Harness;
let world: World;
let operations: Operation[];
let companyLevel: Set<string>;
let before: Snapshot;
let rowsBefore: Set<string>;

interface Identity {
  name: string;
  client: Client;
  signInAgain(): Promise<Client>;
  /** Walks the company-level calls (company.*): every account but the company's boss, which manages A with them. */
  walksCompanyCalls: boolean;
  /** Enters factory A: a request naming A is not a question of isolation for it. */
  entersA: boolean;
}
const identities: Identity[] = [];
/** The boss in A itself: the detector's control. */
let inA: Client;

async function bossIn(unitId: string, loginName: string, password: string): Promise<Client> {
  const c = await signIn(h.app, loginName, password);
  if (c.unitId !== unitId) must('switch', await c.call('POST', 'login/switchUnit', { unitId }));
  return { ...c, unitId };
}

/** Calls that answer for every factory the account enters, A among them for the boss. */
const acrossEnteredFactories = new Set(['POST /v1/api/facUser/workbayFactoryOptions']);
/**
 * Answers that name another factory's records by design: the transfer form offers every storehouse of the company as a
 * destination (with the factories it is linked to), so a transfer can go to another factory (ADR 0011, consequences).
 */
const companyWideByDesign = new Set(['GET /v1/api/allocate/storehouses']);

/** Calls that end or move the session: proven on their own below, not walked. */
const movesSession = /\/login\/(logout|switchUnit|doLoginToFactory)$/;
const keyOf = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

beforeAll(async () => {
  h = await startHarness();
  world = await buildWorld(h);
  const doc = (await h.app.inject({ method: 'GET', url: '/v1/api/openapi.json' })).json();
  operations = operationsOf(doc).filter((op) => !movesSession.test(op.path));
  companyLevel = new Set(
    routeTableOf(h.app)
      .filter((r) => r.access.kind === 'permission' && r.access.code.startsWith('company.'))
      .flatMap((r) => r.methods.map((m) => `${m} ${r.url}`)),
  );
  // Everyone signs in before any walk: a walk may switch on device authorisation in B, which refuses new sign-ins.
  const boss = world.company.boss;
  inA = await bossIn(world.factoryA, boss.loginName, boss.password);
  const bossInB = () => bossIn(world.factoryB, boss.loginName, boss.password);
  const staff = await createStaff(h.db, { ...world.company, unitId: world.factoryB }, [...allPermissionCodes]);
  const staffInB = () => signIn(h.app, staff.loginName, staff.password);
  const otherBoss = () => signIn(h.app, world.other.boss.loginName, world.other.boss.password);
  identities.push(
    { name: 'the boss in B', client: await bossInB(), signInAgain: bossInB, walksCompanyCalls: false, entersA: true },
    { name: 'B staff', client: await staffInB(), signInAgain: staffInB, walksCompanyCalls: true, entersA: false },
    { name: 'company C', client: await otherBoss(), signInAgain: otherBoss, walksCompanyCalls: true, entersA: false },
  );
  before = await snapshotOfA(h.db, world);
  rowsBefore = await everyRow(h.db);
}, 120_000);
afterAll(() => h.close());

interface WalkResult {
  leaks: string[];
  serverErrors: string[];
  codes: Map<number | null, number>;
  /** The operations answered 40301 (no permission). */
  refused: Set<string>;
  requests: number;
}

/** Calls only the boss account makes whatever codes a role holds (ADR 0012): B staff is refused them. */
const bossOnly = ['POST /v1/api/unit/chargeManage/update'];

/** Every probe of the identity's calls; one whose request does not change with the fill is sent once. */
function probesOf(who: Identity): Probe[] {
  const fills = fillsOf(world);
  const seen = new Set<string>();
  return operations
    .filter((op) => who.walksCompanyCalls || !companyLevel.has(keyOf(op.method, op.path)))
    .flatMap((op) => probesFor(op, world, fills))
    .filter((p) => !(who.entersA && (p.namesFactoryA || acrossEnteredFactories.has(p.operation))))
    .filter((p) => {
      const key = `${p.method} ${p.url} ${p.payload ?? ''}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
}

/** The answer around the marker (or its start), to show what leaked. */
const around = (text: string, mark: string) => {
  const at = Math.max(0, text.indexOf(mark) - 120);
  return text.slice(at, at + 240);
};

async function walk(who: Identity): Promise<WalkResult> {
  const probes = probesOf(who);
  const result: WalkResult = { leaks: [], serverErrors: [], codes: new Map(), refused: new Set(), requests: 0 };
  const inFlight = 4;
  for (let i = 0; i < probes.length; i += inFlight) {
    const batch = probes.slice(i, i + inFlight);
    const answers = await Promise.all(batch.map((p) => send(h.app, who.client.sid, p)));
    for (const [k, a] of answers.entries()) {
      const p = batch[k]!;
      const call = `${p.operation} ${p.url.slice(0, 120)} ${(p.payload ?? '').slice(0, 200)}`;
      result.requests += 1;
      result.codes.set(a.code, (result.codes.get(a.code) ?? 0) + 1);
      if (a.code === Code.noPermission) result.refused.add(p.operation);
      if (a.res.statusCode >= 500 || a.code === Code.serverError) result.serverErrors.push(`${call} -> ${a.text.slice(0, 200)}`);
      const leaks = leaksIn(a.text, `${p.url} ${p.payload ?? ''}`, world);
      if (leaks.length && !companyWideByDesign.has(p.operation))
        result.leaks.push(`${call} -> ${leaks.join(', ')} in ${around(a.text, world.mark)}`);
      if (a.code === Code.sessionExpired || a.code === Code.sessionEnded) who.client = await who.signInAgain();
    }
  }
  console.info(
    `tenancy walk as ${who.name}: ${result.requests} requests over ${operations.length} operations; answers by code ` +
      JSON.stringify(Object.fromEntries([...result.codes].sort((x, y) => y[1] - x[1]))),
  );
  return result;
}

describe('the detector', () => {
  it('finds A’s records when A itself asks, by the same probes', async () => {
    const asked = /supplier\/page$|getMaterialDetail$|arrive\/detail\/\{id\}$|purchase\/purchaseDetail$|customer\/detail$/;
    const probes = operations
      .filter((op) => asked.test(op.path))
      .flatMap((op) => probesFor(op, world, fillsOf(world).slice(0, 1)));
    expect(probes).toHaveLength(5);
    for (const probe of probes) {
      const answer = await send(h.app, inA.sid, probe);
      expect(leaksIn(answer.text, '', world), `${probe.url} ${probe.payload} ${answer.text.slice(0, 200)}`).not.toEqual([]);
    }
  });
});

describe('a second factory of the same company, and another company', () => {
  it.each(['the boss in B', 'B staff', 'company C'])(
    '%s: sees and changes nothing of A',
    async (name) => {
      const who = identities.find((i) => i.name === name)!;
      const r = await walk(who);
      expect({ leaks: r.leaks, serverErrors: r.serverErrors }).toEqual({ leaks: [], serverErrors: [] });
      // Holding every code, B staff is refused nothing but the boss account's own calls: the walk reached the handlers.
      if (name === 'B staff') expect([...r.refused]).toEqual(bossOnly);
      // Most probes reach a repository and find nothing (40402); a sweep refused wholesale would prove nothing.
      expect(r.codes.get(Code.notFound) ?? 0).toBeGreaterThan(r.requests / 3);
      expect(differences(before, await snapshotOfA(h.db, world))).toEqual({});
    },
    300_000,
  );

  it('nothing written during the walks points at A’s rows', async () => {
    expect(rowsPointingAtA(rowsBefore, await everyRow(h.db), world)).toEqual([]);
  });
});

describe('entering a factory', () => {
  it('an account linked to A only cannot switch into B, nor the boss of C into A', async () => {
    const staffOfA = await createStaff(h.db, world.company, []);
    const s = await signIn(h.app, staffOfA.loginName, staffOfA.password);
    expect(s.unitId).toBe(world.factoryA);
    for (const url of ['login/switchUnit', 'login/doLoginToFactory'])
      expect((await s.call('POST', url, { unitId: world.factoryB })).code, url).toBe(Code.wrongUnit);
    expect(must('session', await s.call('GET', 'login/session')).unitId).toBe(world.factoryA);
    const c = await signIn(h.app, world.other.boss.loginName, world.other.boss.password);
    for (const url of ['login/switchUnit', 'login/doLoginToFactory'])
      for (const unitId of [world.factoryA, world.factoryB])
        expect((await c.call('POST', url, { unitId })).code, `${url} ${unitId}`).toBe(Code.wrongUnit);
    expect(must('session', await c.call('GET', 'login/session')).unitId).toBe(world.other.unitId);
  });
});
