import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Permission codes of stocktakes (盘点, materials/check): the reference names none, so they follow fac.<area>.<verb>. */
export const stocktakePermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'stocktake',
    zh: '盘点',
    en: 'Stocktake',
    codes: ['fac.materialsCheck.list', 'fac.materialsCheck.add', 'fac.materialsCheck.count', 'fac.materialsCheck.handle'],
  },
];

export const StocktakePermission = {
  /** The list, the detail, the logs; the analyses (while a blind count runs, only with `handle`). */
  list: 'fac.materialsCheck.list',
  /** Create, edit the header, add SKUs, void a count. */
  add: 'fac.materialsCheck.add',
  /** Enter and withdraw one's own counts. */
  count: 'fac.materialsCheck.count',
  /** Handle (post the differences), undo the adjustment, continue a count; sees book quantities of a blind count. */
  handle: 'fac.materialsCheck.handle',
} as const;
