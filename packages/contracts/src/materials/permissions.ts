import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own material codes
 * (fac.materials.add, .update, .delete) stay in platform/permission-catalogue.ts; the reference has no
 * code for looking at the archive or for managing kinds, so these two are ours.
 */
export const materialsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'materialsArchive',
    zh: '物料档案（查看与分类）',
    en: 'Materials (view and kinds)',
    codes: ['fac.materials.list', 'fac.materials.kinds'],
  },
];

export const MaterialPermission = {
  list: 'fac.materials.list',
  kinds: 'fac.materials.kinds',
  add: 'fac.materials.add',
  update: 'fac.materials.update',
  delete: 'fac.materials.delete',
} as const;
