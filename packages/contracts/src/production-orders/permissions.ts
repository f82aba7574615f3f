/**
 * The production order's codes are the reference's own (fac.prcmission.*, "prcmission" = production order); they
 * already stand in platform/permission-catalogue.ts, so this area adds no group.
 */
export const ProductionOrderPermission = {
  /** 新建生产订单, 修改 (formal orders). */
  add: 'fac.prcmission.add',
  /** 预下单: create and edit pre-orders. */
  advance: 'fac.prcmission.advance',
  /** 驳回 from the order screens (facPrdOrder/reject). */
  reject: 'fac.prcmission.advance.reject',
  /** 申请反审. */
  applyAntiReview: 'fac.prcmission.apply.umpire',
  /** 作废 (void) and delete. */
  cancel: 'fac.prcmission.cancel',
  /** 订单配置: required fields, list columns. */
  deploy: 'fac.prcmission.deploy',
  print: 'fac.prcmission.print',
  /** Lists, detail, dropdowns, export, statement. */
  query: 'fac.prcmission.query',
  /** 提报 (submit). */
  report: 'fac.prcmission.report',
  toMission: 'fac.prcmission.toMission',
  /** 转订单: a pre-order into a formal order. */
  turn: 'fac.prcmission.turn',
  /** Changes of a reviewed order that are not a new version: its number, the goods' BOM. */
  update: 'fac.prcmission.update',
} as const;
