import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { attachAuthChannel, heardAuthWrite, TTL_MS } from './session-cache.js';

/**
 * Server processes sharing one PostgreSQL (ADR 0015: one process per core behind the balancer) tell each other of
 * writes to the tables the session lookup reads, so that a password reset, a disabled user or an ended session in one
 * process voids what the others remember at once, not after the cache's few seconds.
 *
 * One connection per process LISTENs on CHANNEL. A write seen by this process's database plugin is announced with
 * pg_notify (the payload names the process, so it ignores its own); an announcement from another process voids the
 * remembered sessions as a local write does (session-cache.ts: lookups begun within its settle time of it are not
 * remembered, which covers the writer's commit arriving after its announcement). While the connection is down — not
 * yet up, lost, reconnecting — nothing is remembered, since announcements may be missed then.
 */
export const CHANNEL = 'gf_auth_write';
/** The listening connection's name in pg_stat_activity. */
export const APPLICATION_NAME = 'gf-auth-channel';
const RETRY_MS = 1_000;
/** Announcements are coalesced: at most one per this many ms, sent after the first write of the batch. */
const COALESCE_MS = 20;

export interface AuthChannel {
  /** Resolves once the first LISTEN is in place (or failed: then it keeps retrying and nothing is remembered). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function startAuthChannel(connectionString: string): AuthChannel {
  const me = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let pending: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const hook = attachAuthChannel(() => send());
  const send = () => {
    if (pending || closed) return;
    pending = setTimeout(() => {
      pending = undefined;
      // A lost announcement is covered by the listeners: a process whose connection drops remembers nothing.
      client?.query('select pg_notify($1, $2)', [CHANNEL, me]).catch(() => undefined);
    }, COALESCE_MS);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: APPLICATION_NAME });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      hook.listening(false);
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload !== me) heardAuthWrite();
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      hook.listening(true);
    } catch (error) {
      console.warn(`session cache channel: ${(error as Error).message}; sessions are looked up on every call until it is back`);
      c.removeAllListeners('end');
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
    }
  };

  const ready = TTL_MS > 0 ? connect() : Promise.resolve();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(pending);
      clearTimeout(retry);
      hook.detach();
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
