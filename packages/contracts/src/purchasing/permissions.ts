import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own purchase codes
 * (fac.purchaseOrder.*, fac.samplePurchaseOrder.*) stay in platform/permission-catalogue.ts; it has no code
 * for the unit's purchase configuration, for typing demand lines by hand, for closing a bill or for the factory's
 * column configuration of material documents (字段配置).
 */
export const purchasingPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'purchasingExtra',
    zh: '采购配置与需求',
    en: 'Purchase configuration and demand',
    codes: ['fac.purchaseConfig.update', 'fac.purchaseDemand.add', 'fac.purchaseOrder.close', 'fac.materialFieldConfig.update'],
  },
];

export const PurchasePermission = {
  configUpdate: 'fac.purchaseConfig.update',
  /** 字段配置 (/marterielConfig): which optional fields the purchase, arrival, delivery and return documents show. */
  fieldConfigUpdate: 'fac.materialFieldConfig.update',
  demandAdd: 'fac.purchaseDemand.add',
  kanban: 'fac.purchaseOrder.queryKanban',
  occupy: 'fac.purchaseOrder.occupy',
  allocate: 'fac.purchaseOrder.allocationPurchaser',
  add: 'fac.purchaseOrder.add',
  list: 'fac.purchaseOrder.queryList',
  delete: 'fac.purchaseOrder.delete',
  pay: 'fac.purchaseOrder.pay',
  close: 'fac.purchaseOrder.close',
  sampleAdd: 'fac.samplePurchaseOrder.add',
  sampleRepeal: 'fac.samplePurchaseOrder.repeal',
} as const;
