import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/platform/db/database.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { openTestDatabase } from './test-database.js';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const handle = await openTestDatabase();
  const config = loadConfig({ SEED_DEMO: 'false', ...env });
  // Only unexpected failures are logged at error level: a test that hits one shows why.
  const app = await buildApp({ config, db: handle.db, logger: { level: 'error' } });
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** A signed-in user: calls go out with its session cookie. */
export interface Client {
  userId: string;
  unitId: string;
  bossUnitId: string;
  sid: string;
  call<T = any>(method: InjectOptions['method'], url: string, payload?: unknown): Promise<Answer<T>>;
}

export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const full = url.startsWith('/') ? url : `/v1/api/${url}`;
  const isQuery = method === 'GET' || method === 'DELETE';
  const res = await app.inject({
    method,
    url: isQuery && payload ? `${full}?${new URLSearchParams(payload as Record<string, string>).toString()}` : full,
    ...(isQuery || payload === undefined ? {} : { payload: payload as object }),
    headers,
  });
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}

let sequence = 0;
const passwordHashCache = new Map<string, string>();
async function cachedHash(password: string): Promise<string> {
  let h = passwordHashCache.get(password);
  if (!h) {
    h = await hashPassword(password);
    passwordHashCache.set(password, h);
  }
  return h;
}

export interface FactoryFixture {
  bossUnitId: string;
  unitId: string;
  bossCode: string;
  boss: { userId: string; loginName: string; password: string };
}

/** A boss unit with one factory and its boss account, made directly in the database. */
export async function createFactory(db: Db, name = 'factory'): Promise<FactoryFixture> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const bossCode = `B${tag}`.slice(0, 12).toUpperCase();
  const password = 'secret123';
  const boss = await db
    .insertInto('unit')
    .values({
      kind: 'BOSS',
      code: bossCode,
      name: `${name} group`,
      bossUnitId: null,
      contactName: null,
      mobilePhone: null,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = await db
    .insertInto('unit')
    .values({
      kind: 'FACTORY',
      code: null,
      name: `${name} ${tag}`,
      bossUnitId: boss.id,
      contactName: null,
      mobilePhone: null,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loginName = `boss${tag}`;
  const user = await db
    .insertInto('appUser')
    .values({
      bossUnitId: boss.id,
      kind: 'BOSS',
      loginName,
      phone: null,
      userName: `Boss ${tag}`,
      passwordHash: await cachedHash(password),
      lastLoginUnitId: unit.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userUnit').values({ userId: user.id, unitId: unit.id }).execute();
  return { bossUnitId: boss.id, unitId: unit.id, bossCode, boss: { userId: user.id, loginName, password } };
}

/** A second (third ...) factory of the fixture's company, entered by its boss; answers the new factory's unit id. */
export async function addFactory(db: Db, factory: FactoryFixture, name = 'second factory'): Promise<string> {
  sequence += 1;
  const unit = await db
    .insertInto('unit')
    .values({
      kind: 'FACTORY',
      code: null,
      name: `${name} ${Date.now().toString(36)}${sequence}`,
      bossUnitId: factory.bossUnitId,
      contactName: null,
      mobilePhone: null,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userUnit').values({ userId: factory.boss.userId, unitId: unit.id }).execute();
  return unit.id;
}

/** A staff account in the factory holding exactly these permission codes (through one role). */
export async function createStaff(
  db: Db,
  factory: FactoryFixture,
  permissions: string[],
): Promise<{ userId: string; loginName: string; password: string }> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const password = 'secret123';
  const loginName = `staff${tag}`;
  const user = await db
    .insertInto('appUser')
    .values({
      bossUnitId: factory.bossUnitId,
      kind: 'STAFF',
      loginName,
      phone: null,
      userName: `Staff ${tag}`,
      passwordHash: await cachedHash(password),
      lastLoginUnitId: factory.unitId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userUnit').values({ userId: user.id, unitId: factory.unitId }).execute();
  const role = await db
    .insertInto('role')
    .values({ unitId: factory.unitId, name: `role${tag}`, remark: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length)
    await db
      .insertInto('rolePermission')
      .values(permissions.map((code) => ({ roleId: role.id, code })))
      .execute();
  await db.insertInto('userRole').values({ userId: user.id, roleId: role.id }).execute();
  return { userId: user.id, loginName, password };
}

/** Signs in through the real login call and returns a client carrying the session cookie. */
export async function signIn(app: FastifyInstance, loginName: string, password: string): Promise<Client> {
  const res = await app.inject({ method: 'POST', url: '/v1/api/login/doLogin', payload: { loginName, password } });
  const body = res.json() as {
    code: number;
    msg: string;
    data: { sid: string; userId: string; unitId: string; bossUnitId: string };
  };
  if (body.code !== 0) throw new Error(`login failed for ${loginName}: ${body.code} ${body.msg}`);
  const { sid, userId, unitId, bossUnitId } = body.data;
  return {
    sid,
    userId,
    unitId,
    bossUnitId,
    call: (method, url, payload) => call(app, method, url, payload, { cookie: `sid=${sid}` }),
  };
}
