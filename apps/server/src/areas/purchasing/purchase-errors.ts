import { AppError, Code, invalid, notFound } from '../../platform/http/errors.js';

/** The area's refusals, each once (zh and en). */
export const demandNotFound = () => notFound({ zh: '采购需求', en: 'Purchase demand' });
export const purchaseNotFound = () => notFound({ zh: '采购单', en: 'Purchase bill' });
export const skuNotFound = (field: string) => invalid(field, { zh: '物料SKU不存在', en: 'material SKU not found' });
export const supplierNotFound = (field: string) => invalid(field, { zh: '供应商不存在', en: 'supplier not found' });
export const userNotFound = (field: string) => invalid(field, { zh: '人员不存在', en: 'user not found in this factory' });
export const storehouseNotFound = (field: string) => invalid(field, { zh: '仓库不存在', en: 'storehouse not found' });
export const plannedBelowDemand = () =>
  invalid('plannedQuantity', { zh: '输入值不能小于物料需求值', en: 'must not be below the demand quantity' });
export const plannedBelowReserved = (reserved: string) =>
  invalid('plannedQuantity', {
    zh: `计划采购不能小于已占用库存 ${reserved}`,
    en: `must not be below the ${reserved} reserved from stock`,
  });
export const badState = (zh: string, en: string) => new AppError(Code.badState, { zh, en });
export const notFoundRemittance = () => notFound({ zh: '付款记录', en: 'Payment record' });
