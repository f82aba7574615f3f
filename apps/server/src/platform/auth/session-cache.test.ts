import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RootOperationNode,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../schema/index.js';
import type { Db } from '../db/database.js';
import { attachAuthChannel, heardAuthWrite, noteWrite, rememberedSession, rememberSession, TTL_MS } from './session-cache.js';
import type { ActiveSession } from './sessions.js';

// Which statements void the remembered sessions, and how long one is remembered.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const camel = new CamelCasePlugin();
const node = (q: { toOperationNode(): RootOperationNode }) =>
  camel.transformQuery({ node: q.toOperationNode(), queryId: { queryId: 'q' } });
const session: ActiveSession = {
  userId: '1',
  unitId: '2',
  bossUnitId: '1',
  kind: 'STAFF',
  loginName: 'a',
  userName: 'A',
  isEnabled: true,
  permissions: ['x'],
};

let clock = 1_000_000;
/** A fresh key (the cache is per database), a session remembered at `clock`. */
function remembered(): { key: Db; at: number } {
  const key = {} as Db;
  clock += 100_000;
  rememberSession(key, 'sid', session, clock, clock + 3_600_000);
  return { key, at: clock };
}

describe('session cache', () => {
  it('remembers a session for TTL_MS and not past its expiry', () => {
    const { key, at } = remembered();
    expect(rememberedSession(key, 'sid', at + 1)?.permissions.has('x')).toBe(true);
    expect(rememberedSession(key, 'sid', at + TTL_MS + 1)).toBeUndefined();
    const short = {} as Db;
    rememberSession(short, 'sid', session, at, at + 10);
    expect(rememberedSession(short, 'sid', at + 11)).toBeUndefined();
    expect(rememberedSession({} as Db, 'sid', at + 1)).toBeUndefined();
  });

  it.each([
    ['update session', node(db.updateTable('session').set({ endReason: 'LOGOUT' }).where('id', '=', 's'))],
    ['insert user_role', node(db.insertInto('userRole').values({ userId: '1', roleId: '2' }))],
    ['delete role_permission', node(db.deleteFrom('rolePermission').where('roleId', '=', '1'))],
    ['update app_user as u', node(db.updateTable('appUser as u').set({ isEnabled: false }))],
    ['raw update role', node(sql`update role set is_valid = false where id = 1`)],
    ['raw CTE deleting user_unit', node(sql`with d as (delete from user_unit where user_id = 1 returning 1) select 1`)],
  ])('%s voids every remembered session', (_name, write) => {
    const { key, at } = remembered();
    noteWrite(write, at + 10);
    expect(rememberedSession(key, 'sid', at + 20)).toBeUndefined();
    // A lookup begun soon after the write (its transaction may not have committed) is not remembered either.
    rememberSession(key, 'sid', session, at + 30, at + 3_600_000);
    expect(rememberedSession(key, 'sid', at + 40)).toBeUndefined();
  });

  it.each([
    ['insert mission', node(db.insertInto('mission').values({ missionNo: 'x' } as never))],
    ['update production_order', node(db.updateTable('productionOrder').set({ remark: 'x' }))],
    ['select app_user', node(db.selectFrom('appUser').select('id'))],
    ['raw insert into mission_count', node(sql`insert into mission_count (unit_id, status, n) values (1, 0, 1)`)],
    ['the lookup sliding its expiry', node(sql`/* session-slide */ with s as (update session set expires_at = now()) select 1`)],
  ])('%s leaves them', (_name, other) => {
    const { key, at } = remembered();
    noteWrite(other, at + 10);
    expect(rememberedSession(key, 'sid', at + 20)?.session.userId).toBe('1');
  });

  it('with a cross-process channel: announces auth writes, voids on what others announce, remembers nothing while deaf', () => {
    const sent: number[] = [];
    const channel = attachAuthChannel(() => sent.push(1));
    try {
      // Attached but not yet listening: a lookup is not remembered.
      const deaf = {} as Db;
      clock += 100_000;
      rememberSession(deaf, 'sid', session, clock, clock + 3_600_000);
      expect(rememberedSession(deaf, 'sid', clock + 1)).toBeUndefined();
      channel.listening(true);
      const { key, at } = remembered();
      expect(rememberedSession(key, 'sid', at + 1)?.session.userId).toBe('1');
      // A write of this process is announced; one of another process voids like a local write.
      noteWrite(node(db.updateTable('appUser').set({ isEnabled: false })), at + 2);
      expect(sent).toHaveLength(1);
      const other = remembered();
      heardAuthWrite(other.at + 10);
      expect(rememberedSession(other.key, 'sid', other.at + 20)).toBeUndefined();
      // The connection lost: what was remembered is voided.
      const lost = remembered();
      channel.listening(false, lost.at + 10);
      expect(rememberedSession(lost.key, 'sid', lost.at + 20)).toBeUndefined();
    } finally {
      channel.detach();
    }
  });
});
