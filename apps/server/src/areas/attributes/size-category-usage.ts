import type { MediumCategory } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { addRemovably } from '../../platform/registry/removable.js';

/** One thing that uses a size category (a goods style, ...), listed when a delete is refused. */
export interface SizeCategoryUsage {
  kind: string;
  id: string;
  label: string;
}

export type SizeCategoryUsageChecker = (db: Db, unitId: string, sizeCategoryId: string) => Promise<SizeCategoryUsage[]>;
export type MediumCategorySource = (db: Db, unitId: string) => Promise<MediumCategory[]>;

const checkers: SizeCategoryUsageChecker[] = [];
let mediumSource: MediumCategorySource | null = null;

/**
 * Areas whose records point at size categories (goods styles) register a checker through this area's
 * index, so "delete size category" is refused while anything uses it, without this area knowing them.
 */
export function registerSizeCategoryUsage(checker: SizeCategoryUsageChecker): () => void {
  return addRemovably(checkers, checker);
}

export async function externalUsages(db: Db, unitId: string, sizeCategoryId: string): Promise<SizeCategoryUsage[]> {
  return (await Promise.all(checkers.map((c) => c(db, unitId, sizeCategoryId)))).flat();
}

/**
 * The goods category tree (big / medium / small, 中分类) belongs to the goods area: it registers the
 * unit's medium categories here. Until one is registered no medium category exists to choose from.
 */
export function registerMediumCategorySource(source: MediumCategorySource): () => void {
  const before = mediumSource;
  mediumSource = source;
  return () => {
    if (mediumSource === source) mediumSource = before;
  };
}

export async function mediumCategories(db: Db, unitId: string): Promise<MediumCategory[] | null> {
  return mediumSource ? mediumSource(db, unitId) : null;
}
