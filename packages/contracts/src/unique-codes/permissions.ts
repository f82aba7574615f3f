import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Unique-code cutting codes (the reference has none of its own for /missionWym). Generating codes is a cutting report
 * and a manual report at a node is a node report: they take the node report codes and the per-node check.
 */
export const uniqueCodesPermissionGroups: readonly PermissionGroup[] = [
  { key: 'uniqueCodes', zh: '唯一码', en: 'Unique codes', codes: ['fac.wym.list', 'fac.wym.print'] },
];

export const UniqueCodePermission = {
  /** 唯一码列表, the matrix of codes × nodes and its Excel. */
  list: 'fac.wym.list',
  /** 打印唯一码 (code labels). */
  print: 'fac.wym.print',
} as const;
