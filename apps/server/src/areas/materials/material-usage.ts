import type { MaterialUsage } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

export type SkuUsageChecker = (db: Db, unitId: string, skuIds: string[]) => Promise<MaterialUsage[]>;
export type SkuSupplierUsageChecker = (db: Db, unitId: string, skuId: string, supplierId: string) => Promise<MaterialUsage[]>;

const skuCheckers: SkuUsageChecker[] = [];
const skuSupplierCheckers: SkuSupplierUsageChecker[] = [];

/**
 * Areas that point at material SKUs (BOMs, purchases, stock) register a checker through this area's
 * index, so the pre-delete checks list every use without this area knowing the others.
 */
export function registerMaterialSkuUsage(checker: SkuUsageChecker): void {
  skuCheckers.push(checker);
}

/** Areas that point at a SKU's supplier (purchase bills) register here. */
export function registerSkuSupplierUsage(checker: SkuSupplierUsageChecker): void {
  skuSupplierCheckers.push(checker);
}

export async function skuUsages(db: Db, unitId: string, skuIds: string[]): Promise<MaterialUsage[]> {
  if (skuIds.length === 0) return [];
  return (await Promise.all(skuCheckers.map((c) => c(db, unitId, skuIds)))).flat();
}

export async function skuSupplierUsages(db: Db, unitId: string, skuId: string, supplierId: string): Promise<MaterialUsage[]> {
  return (await Promise.all(skuSupplierCheckers.map((c) => c(db, unitId, skuId, supplierId)))).flat();
}
