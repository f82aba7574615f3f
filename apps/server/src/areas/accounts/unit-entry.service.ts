import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { ClientDevice } from '../../platform/http/request-context.js';
import type { Visitor } from '../../platform/tenancy/context.js';

/** An account about to enter a factory: at sign-in (its start factory) or when switching factory. */
export interface UnitEntry {
  unitId: string;
  account: { id: string; kind: 'BOSS' | 'STAFF' | 'WORKBAY' };
  device: ClientDevice;
  visitor: Visitor;
  via: 'LOGIN' | 'SWITCH_UNIT';
}

/** Refuses an entry by throwing an AppError; it may write (a device request, the log) before it does. */
export type UnitEntryCheck = (db: Db, entry: UnitEntry) => Promise<void>;

// Other areas attach their rules here (roles: device authorisation), so accounts never names them.
const checks = new WeakMap<FastifyInstance, UnitEntryCheck[]>();

export function addUnitEntryCheck(app: FastifyInstance, check: UnitEntryCheck): void {
  checks.set(app, [...(checks.get(app) ?? []), check]);
}

/** The one gate of sign-in and switchUnit: every registered check, in order. */
export async function assertMayEnterUnit(app: FastifyInstance, entry: UnitEntry): Promise<void> {
  for (const check of checks.get(app) ?? []) await check(app.db, entry);
}
