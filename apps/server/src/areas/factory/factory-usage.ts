import type { Db } from '../../platform/db/database.js';
import { AppError, Code, type LocalText } from '../../platform/http/errors.js';
import { addRemovably } from '../../platform/registry/removable.js';

/** Things of this area that other areas point at and that must not vanish while used. */
export type FactoryUsageKind = 'storehouse' | 'defectiveLabel' | 'billLabel';

export interface FactoryUsage {
  kind: string;
  id: string;
  label: string;
}

export type FactoryUsageChecker = (db: Db, unitId: string, id: string) => Promise<FactoryUsage[]>;

const checkers: Record<FactoryUsageKind, FactoryUsageChecker[]> = { storehouse: [], defectiveLabel: [], billLabel: [] };

/**
 * Areas that point at a storehouse (stock ledgers, bills) or a label register a checker here through
 * the factory index; delete asks every checker and refuses while anything answers.
 */
export function registerFactoryUsage(kind: FactoryUsageKind, checker: FactoryUsageChecker): () => void {
  return addRemovably(checkers[kind], checker);
}

export async function usagesOf(db: Db, kind: FactoryUsageKind, unitId: string, id: string): Promise<FactoryUsage[]> {
  const found = await Promise.all(checkers[kind].map((c) => c(db, unitId, id)));
  return found.flat();
}

/** Refuses (40903, with the list of uses) while anything uses the thing. */
export async function assertUnused(db: Db, kind: FactoryUsageKind, unitId: string, id: string, what: LocalText): Promise<void> {
  await assertUnusedIn(db, kind, [unitId], id, what);
}

/** The same over several factories (a company storehouse): each use listed once. */
export async function assertUnusedIn(
  db: Db,
  kind: FactoryUsageKind,
  unitIds: string[],
  id: string,
  what: LocalText,
): Promise<void> {
  const found = (await Promise.all(unitIds.map((unitId) => usagesOf(db, kind, unitId, id)))).flat();
  const used = [...new Map(found.map((u) => [`${u.kind}|${u.id}`, u])).values()];
  if (used.length)
    throw new AppError(
      Code.inUse,
      {
        zh: `该${what.zh}已被使用（${used.length} 处），不能删除`,
        en: `The ${what.en.toLowerCase()} is in use (${used.length}); it cannot be deleted`,
      },
      { list: used, totalCount: used.length },
    );
}
