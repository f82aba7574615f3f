import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';

/**
 * How orders reach goods BOMs without importing the BOM area: the BOM area registers its lookup here (through this
 * area's index), and a goods block saved without a BOM takes the style's default one. Without a registration the
 * id is stored as given (nullable).
 */
export interface OrderBomLookup {
  /** The style's default BOM id, or null. */
  findDefaultBomId(db: Db, tenant: Tenant, styleId: string): Promise<string | null>;
  /** Whether the BOM exists and belongs to the style. */
  isBomOfStyle(db: Db, tenant: Tenant, bomId: string, styleId: string): Promise<boolean>;
}

let lookup: OrderBomLookup | null = null;

export function registerOrderBomLookup(l: OrderBomLookup): () => void {
  const before = lookup;
  lookup = l;
  return () => {
    if (lookup === l) lookup = before;
  };
}

export function orderBomLookup(): OrderBomLookup | null {
  return lookup;
}
