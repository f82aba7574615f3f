import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** 调拨 (allocate/*): the reference names no codes for transfers, so the area adds its own. */
export const AllocatePermission = {
  list: 'fac.allocate.list',
  /** 调出单: create, edit, submit, un-review. */
  callOut: 'fac.allocate.callOut',
  /** 调入单 (收货): create, edit, submit, un-review. */
  callIn: 'fac.allocate.callIn',
  /** 一手调入 configuration. */
  config: 'fac.allocate.config',
} as const;

export const allocatePermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'allocate',
    zh: '调拨',
    en: 'Transfers',
    codes: Object.values(AllocatePermission),
  },
];
