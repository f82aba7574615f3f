import type { OperationNode, RootOperationNode } from 'kysely';
import type { Db } from '../db/database.js';
import type { ActiveSession } from './sessions.js';

/**
 * The request path's session lookup, remembered for a few seconds per database and session id so that a busy client
 * does not pay a round trip (and a write: the expiry slides) on every call (issue 10/11 benches: 20 clients at once).
 * Nothing is weakened:
 * - any write to a table the lookup reads (session, app_user, user_role, role, role_permission, user_unit, unit),
 *   seen by the database plugin (write-tracker.ts) on every connection of this process, voids every remembered
 *   session, and no lookup begun within SETTLE_MS of such a write is remembered (the write's transaction may not
 *   have committed yet when the lookup reads);
 * - a remembered session past its expiry is looked up again; the expiry in the database slides when it is (at
 *   least every TTL_MS while the session is used, far inside any session lifetime).
 * Processes sharing one PostgreSQL hear each other's auth writes through session-cache-channel.ts (LISTEN/NOTIFY):
 * a write announced by another process voids this one's remembered sessions as a local write does, and while the
 * channel is down nothing is remembered. SESSION_CACHE_MS=0 turns the cache off.
 */
export const TTL_MS = Number(process.env.SESSION_CACHE_MS ?? 5_000);
const SETTLE_MS = 2_000;

interface Entry {
  session: ActiveSession;
  permissions: ReadonlySet<string>;
  startedAt: number;
  expiresAt: number;
}

const byDb = new WeakMap<Db, Map<string, Entry>>();
let lastAuthWrite = -Infinity;
/** The cross-process channels of this process (session-cache-channel.ts; one per PostgreSQL database opened). */
interface ChannelHook {
  send: () => void;
  listening: boolean;
}
const channels = new Set<ChannelHook>();
/** Nothing is remembered while a channel is attached but not listening (another process's write could be missed). */
const heardByOthers = () => [...channels].every((c) => c.listening);

/**
 * Attaches a cross-process channel: `send` tells the other processes of an auth write seen here. Answers the hook's
 * controls: `listening(false)` voids what was remembered and remembers nothing until `listening(true)`.
 */
export function attachAuthChannel(send: () => void): { listening(on: boolean, now?: number): void; detach(): void } {
  const hook: ChannelHook = { send, listening: false };
  channels.add(hook);
  return {
    listening(on, now = Date.now()) {
      hook.listening = on;
      if (!on) lastAuthWrite = Math.max(lastAuthWrite, now);
    },
    detach() {
      channels.delete(hook);
    },
  };
}
/** Another process wrote a table the lookup reads: void as for a local write. */
export function heardAuthWrite(now = Date.now()): void {
  lastAuthWrite = Math.max(lastAuthWrite, now);
}

/** Marks the lookup's own expiry slide, which changes nothing the lookup answers (so voids nothing). */
export const SLIDE_MARK = '/* session-slide */';

export function rememberedSession(db: Db, sid: string, now = Date.now()): Entry | undefined {
  const entry = byDb.get(db)?.get(sid);
  if (!entry) return undefined;
  const fresh = now - entry.startedAt < TTL_MS && now < entry.expiresAt && entry.startedAt > lastAuthWrite + SETTLE_MS;
  if (fresh) return entry;
  byDb.get(db)!.delete(sid);
  return undefined;
}

/** Remembers a lookup begun at `startedAt` (before its statement was sent), unless an auth write came near it. */
export function rememberSession(db: Db, sid: string, session: ActiveSession, startedAt: number, expiresAt: number): Entry {
  const entry = { session, permissions: new Set(session.permissions), startedAt, expiresAt };
  if (TTL_MS <= 0 || !heardByOthers() || startedAt <= lastAuthWrite + SETTLE_MS) return entry;
  let map = byDb.get(db);
  if (!map) byDb.set(db, (map = new Map()));
  // Bounded: a process serving many sessions keeps the recent ones (a Map iterates in insertion order).
  if (map.size >= 10_000) map.delete(map.keys().next().value!);
  map.set(sid, entry);
  return entry;
}

const AUTH_TABLES = new Set(['session', 'app_user', 'user_role', 'role', 'role_permission', 'user_unit', 'unit']);
const rawWriteVerb = /\b(?:insert|update|delete|merge|truncate)\b/i;
const rawAuthTable = /\b(?:session|app_user|user_role|role|role_permission|user_unit|unit)\b/i;

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

/** The tables a write statement writes (its CTEs' too); raw SQL: whether an auth table is named at all. */
function touchesAuth(node: OperationNode): boolean {
  const n = node as unknown as Record<string, unknown> & { kind: string };
  const ctes = (n.with as { expressions?: { expression: OperationNode }[] } | undefined)?.expressions ?? [];
  if (ctes.some((c) => touchesAuth(c.expression))) return true;
  const named = (t: OperationNode | undefined) => AUTH_TABLES.has(tableName(t) ?? '');
  switch (n.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return named(n.into as OperationNode | undefined);
    case 'UpdateQueryNode':
      return named(n.table as OperationNode | undefined);
    case 'DeleteQueryNode':
      return ((n.from as { froms: OperationNode[] }).froms ?? []).some(named);
    case 'RawNode': {
      // Raw SQL is not parsed: any statement that names an auth table and a writing verb counts (a read `for update`
      // too: voiding more often only costs a lookup).
      const text = (n.sqlFragments as readonly string[]).join(' ');
      return rawWriteVerb.test(text) && rawAuthTable.test(text) && !text.includes(SLIDE_MARK);
    }
    default:
      return false;
  }
}

/** Called by the database plugin for every statement: one that may write the lookup's tables voids it. */
export function noteWrite(node: RootOperationNode, now = Date.now()): void {
  if (!touchesAuth(node)) return;
  lastAuthWrite = now;
  for (const c of channels) c.send();
}
