import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** The units dictionary has no code in the reference (its addStockUnit was open to the material form): ours. */
export const unitsPermissionGroups: readonly PermissionGroup[] = [
  { key: 'measureUnits', zh: '单位字典', en: 'Units of measure', codes: ['fac.measureUnit.manage'] },
];

export const MeasureUnitPermission = { manage: 'fac.measureUnit.manage' } as const;
