import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';

/**
 * Runs inside the transaction that creates a workbay, before the account is inserted; refuses by throwing an
 * AppError. `db` is that transaction. The company area registers its workbay quota here.
 */
export type WorkbayCreationCheck = (db: Db, bossUnitId: string) => Promise<void>;

// Other areas attach their rules here (like accounts' addUnitEntryCheck), so this area never names them.
const checks = new WeakMap<FastifyInstance, WorkbayCreationCheck[]>();

export function addWorkbayCreationCheck(app: FastifyInstance, check: WorkbayCreationCheck): void {
  checks.set(app, [...(checks.get(app) ?? []), check]);
}

/** The checks registered on this app, in order (read when a create call runs, so late registrations count). */
export function workbayCreationChecks(app: FastifyInstance): WorkbayCreationCheck[] {
  return checks.get(app) ?? [];
}

/** Every registered check, in order: each create call runs this inside its transaction, before the insert. */
export async function assertMayCreateWorkbay(app: FastifyInstance, trx: Db, bossUnitId: string): Promise<void> {
  for (const check of workbayCreationChecks(app)) await check(trx, bossUnitId);
}
