import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Permission codes of material rolls (卷); the reference names none, so these are ours. */
export const rollsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'materialRolls',
    zh: '物料卷管理',
    en: 'Material rolls',
    codes: [
      'fac.materialRoll.list',
      'fac.materialRoll.add',
      'fac.materialRoll.update',
      'fac.materialRoll.delete',
      'fac.materialRoll.config',
    ],
  },
];

export const RollPermission = {
  list: 'fac.materialRoll.list',
  add: 'fac.materialRoll.add',
  update: 'fac.materialRoll.update',
  delete: 'fac.materialRoll.delete',
  config: 'fac.materialRoll.config',
} as const;
