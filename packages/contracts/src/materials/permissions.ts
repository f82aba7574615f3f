import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own material codes
 * (fac.materials.add, .update, .delete) stay in platform/permission-catalogue.ts; the reference has no
 * code for looking at the archive or for managing kinds, so these two are ours. Kinds and their attribute
 * configuration are the company's (ADR 0011, company menu), so managing them is a company-level code
 * (migration 202611260300 gave it to every role that held the former fac.materials.kinds).
 */
export const materialsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'materialsArchive', zh: '物料档案（查看）', en: 'Materials (view)', codes: ['fac.materials.list'] },
  {
    key: 'companyMaterialKinds',
    zh: '集团：物料分类与物料档案配置',
    en: 'Company: material kinds and their attributes',
    codes: ['company.materialKind.manage'],
  },
];

export const MaterialPermission = {
  list: 'fac.materials.list',
  kinds: 'company.materialKind.manage',
  add: 'fac.materials.add',
  update: 'fac.materials.update',
  delete: 'fac.materials.delete',
} as const;
