import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes of quality-check bills and of the cloth check list; the reference names only
 * fac.arriveOrder.check and fac.arriveOrder.shrinkage (in the catalogue's arrival group), which the
 * cloth check and shrink test themselves use.
 */
export const qualityPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'qualityCheck',
    zh: '质检单',
    en: 'Quality checks',
    codes: [
      'fac.qualityCheck.list',
      'fac.qualityCheck.add',
      'fac.qualityCheck.update',
      'fac.qualityCheck.status',
      'fac.arriveOrder.checkList',
    ],
  },
];

export const QualityPermission = {
  list: 'fac.qualityCheck.list',
  add: 'fac.qualityCheck.add',
  update: 'fac.qualityCheck.update',
  status: 'fac.qualityCheck.status',
  clothList: 'fac.arriveOrder.checkList',
  check: 'fac.arriveOrder.check',
  shrink: 'fac.arriveOrder.shrinkage',
} as const;
