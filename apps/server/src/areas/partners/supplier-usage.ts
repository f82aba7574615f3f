import type { Db } from '../../platform/db/database.js';

export interface SupplierUsage {
  kind: string;
  id: string;
  label: string;
}

export type SupplierUsageChecker = (db: Db, unitId: string, supplierId: string) => Promise<SupplierUsage[]>;

const checkers: SupplierUsageChecker[] = [];

/**
 * Areas that point at suppliers (material SKUs, purchase bills) register a checker here through the
 * partners index, so the pre-delete check lists every use without this area knowing the others.
 */
export function registerSupplierUsage(checker: SupplierUsageChecker): void {
  checkers.push(checker);
}

export async function relatedUsages(db: Db, unitId: string, supplierId: string): Promise<SupplierUsage[]> {
  const found = await Promise.all(checkers.map((c) => c(db, unitId, supplierId)));
  return found.flat();
}
