import type { SizeRef, SkuAttrRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import { tenantOf, viewOf } from './library-level.js';
import { registerCodeRatioRoutes } from './code-ratio.routes.js';
import { listSkuAttrs } from './sku-attr.repository.js';
import { registerSkuAttrRoutes } from './sku-attr.routes.js';
import { sizesOfCategory } from './size-category.repository.js';
import { registerSizeCategoryRoutes } from './size-category.routes.js';
import { registerSizeTableRoutes } from './size-table.routes.js';
import type { AreaModule } from '../area-module.js';

// What other areas may use (the goods SKU matrix, orders): read functions, the link of styles to
// code ratios, and the registries for size-category users and the medium-category tree.
export { splitByRatio, ALL_OPTION_ID } from '@gf/contracts';
export { linkCodeRatiosToStyle } from './code-ratio.service.js';
export { groupColors } from './sku-attr.service.js';
export {
  assertWritableAt,
  clashError,
  levelOf,
  requireLevelPermission,
  uniquenessUnits,
  viewOf,
  type LibraryView,
} from './library-level.js';
export { companyUnitIds } from './library-level.repository.js';
export { importStyleAxes, matchColors, type AxesImport, type StyleAxes } from './library-import.service.js';
export { findSizeCategory } from './size-category.repository.js';
export { assertMediumCategoryUnused } from './size-category.service.js';
export {
  registerMediumCategorySource,
  registerSizeCategoryUsage,
  type MediumCategorySource,
  type SizeCategoryUsage,
  type SizeCategoryUsageChecker,
} from './size-category-usage.js';

/** Colours the factory reads by id (the company's and its own), stop-used ones included (old styles stay readable). */
export async function colorsByIds(db: Db, tenant: Tenant | string, ids: string[]): Promise<SkuAttrRow[]> {
  return listSkuAttrs(db, viewOf(await tenantOf(db, tenant), 'skuAttr'), { type: 'COLOR', ids, includeStopped: true });
}

/** Any library values the factory reads by id (colours, sizes, standard lengths, SKU attributes). */
export async function skuAttrsByIds(db: Db, tenant: Tenant | string, ids: string[]): Promise<SkuAttrRow[]> {
  return listSkuAttrs(db, viewOf(await tenantOf(db, tenant), 'skuAttr'), { ids, includeStopped: true });
}

/** Sizes of a size category in the category's order; stop-used sizes only when asked for. */
export function sizesOfSizeCategory(
  db: Db,
  unitId: string,
  sizeCategoryId: string,
  options: { includeStopped?: boolean } = {},
): Promise<SizeRef[]> {
  return sizesOfCategory(db, unitId, sizeCategoryId, options.includeStopped ?? false);
}

/** Standard lengths (内长) the factory reads, the company's first; stop-used ones only when asked for. */
export async function standardLengths(
  db: Db,
  tenant: Tenant | string,
  options: { includeStopped?: boolean; ids?: string[] } = {},
): Promise<SkuAttrRow[]> {
  return listSkuAttrs(db, viewOf(await tenantOf(db, tenant), 'skuAttr'), {
    type: 'STANDARD',
    ids: options.ids,
    includeStopped: options.includeStopped ?? false,
  });
}

export const attributesArea: AreaModule = {
  name: 'attributes',
  register(app, _deps) {
    registerSkuAttrRoutes(app);
    registerSizeCategoryRoutes(app);
    registerCodeRatioRoutes(app);
    registerSizeTableRoutes(app);
  },
};
