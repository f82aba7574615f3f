// The permission catalogue: the codes of shared/reference/screens/01-shell-auth-roles.md section 3,
// grouped by area, plus the settings codes this product adds. Permission codes are data: roles hold them.

import { arrivalsPermissionGroups } from '../arrivals/permissions.js';
import { attributesPermissionGroups } from '../attributes/permissions.js';
import { capabilitiesPermissionGroups } from '../capabilities/permissions.js';
import { companyPermissionGroups } from '../company/permissions.js';
import { factoryPermissionGroups } from '../factory/permissions.js';
import { employeesPermissionGroups } from '../employees/permissions.js';
import { deliveryPermissionGroups } from '../delivery/permissions.js';
import { purchasingPermissionGroups } from '../purchasing/permissions.js';
import { goodsPermissionGroups } from '../goods/permissions.js';
import { materialsPermissionGroups } from '../materials/permissions.js';
import { partnersPermissionGroups } from '../partners/permissions.js';
import { returnsPermissionGroups } from '../returns/permissions.js';
import { rollsPermissionGroups } from '../rolls/permissions.js';
import { qualityPermissionGroups } from '../quality/permissions.js';
import { unitsPermissionGroups } from '../units/permissions.js';
import { numberingPermissionGroups } from './number-rule.js';
import { orderAdjustmentsPermissionGroups } from '../order-adjustments/permissions.js';
import { nodeReportsPermissionGroups } from '../node-reports/permissions.js';
import { missionWorkbenchPermissionGroups } from '../mission-workbench/permissions.js';
import { missionAdjustPermissionGroups } from '../mission-adjust/permissions.js';
import { paymentsPermissionGroups } from '../payments/permissions.js';
import { defectsPermissionGroups } from '../defects/permissions.js';
import { cuttingPermissionGroups } from '../cutting/permissions.js';
import { stockBillPermissionGroups } from '../stock-bills/permissions.js';
import { stocktakePermissionGroups } from '../stocktake/permissions.js';
import { allocatePermissionGroups } from '../allocate/permissions.js';
import { uniqueCodesPermissionGroups } from '../unique-codes/permissions.js';
import { payablesPermissionGroups } from '../payables/permissions.js';
import { financeConfigPermissionGroups } from '../finance-config/permissions.js';
import { feesPermissionGroups } from '../fees/permissions.js';
import { invoicesPermissionGroups } from '../invoices/permissions.js';
import { financePeriodsPermissionGroups } from '../finance-periods/permissions.js';
import { statementsPermissionGroups } from '../statements/permissions.js';
import type { PermissionGroup } from './permission-catalogue-types.js';

export type { PermissionGroup } from './permission-catalogue-types.js';

const referenceGroups: readonly PermissionGroup[] = [
  {
    key: 'productionOrder',
    zh: '生产订单',
    en: 'Production order',
    codes: [
      'fac.prcmission.add',
      'fac.prcmission.advance',
      'fac.prcmission.advance.reject',
      'fac.prcmission.apply.umpire',
      'fac.prcmission.cancel',
      'fac.prcmission.deploy',
      'fac.prcmission.print',
      'fac.prcmission.query',
      'fac.prcmission.report',
      'fac.prcmission.toMission',
      'fac.prcmission.turn',
      'fac.prcmission.update',
    ],
  },
  {
    key: 'mission',
    zh: '生产工单',
    en: 'Mission',
    codes: [
      'fac.mission.add',
      'fac.mission.list',
      'fac.mission.manage',
      'fac.mission.update',
      'fac.mission.print',
      'fac.mission.level.change',
      'fac.mission.labour.cost.view',
    ],
  },
  {
    key: 'missionNode',
    zh: '工单节点',
    en: 'Mission node',
    codes: [
      'fac.mission.node.details',
      'fac.mission.node.dynamic.list',
      'fac.mission.node.finishBy.update',
      'fac.mission.node.finishDate.update',
      'fac.mission.node.remark.add',
      'fac.mission.node.remark.edit',
      'fac.mission.node.remark.delete',
      'fac.mission.node.report',
      'fac.mission.node.report.record',
      'fac.mission.node.report.record.cancel',
      'fac.mission.node.status.update',
      'fac.node.operate',
    ],
  },
  {
    key: 'missionReport',
    zh: '工单上报单据',
    en: 'Mission report bills',
    codes: [
      'fac.mission.report.view',
      'fac.mission.report.edit',
      'fac.mission.report.revert.view',
      'fac.mission.report.umpire.apply',
    ],
  },
  {
    key: 'purchase',
    zh: '物料采购',
    en: 'Purchase',
    codes: [
      'fac.purchaseOrder.add',
      'fac.purchaseOrder.delete',
      'fac.purchaseOrder.pay',
      'fac.purchaseOrder.queryKanban',
      'fac.purchaseOrder.queryList',
      'fac.purchaseOrder.occupy',
      'fac.purchaseOrder.inverseDemand',
      'fac.purchaseOrder.allocationPurchaser',
    ],
  },
  {
    key: 'arrival',
    zh: '到料单',
    en: 'Arrival',
    codes: ['fac.arriveOrder.add', 'fac.arriveOrder.check', 'fac.arriveOrder.shrinkage', 'fac.arriveOrder.pay'],
  },
  {
    key: 'delivery',
    zh: '送料单',
    en: 'Delivery',
    codes: ['fac.deliveryOrder.add', 'fac.deliveryOrder.queryKanban', 'fac.deliveryOrder.queryList'],
  },
  {
    key: 'return',
    zh: '退料单',
    en: 'Return',
    codes: ['fac.returnOrder.add', 'fac.returnOrder.getRefundReturnOrder', 'fac.returnOrder.refundDelete'],
  },
  {
    key: 'remnant',
    zh: '余料入库',
    en: 'Remnant put-away',
    codes: ['fac.backOrder.add', 'fac.backOrder.query', 'fac.backOrder.repeal', 'fac.backOrder.restart'],
  },
  {
    key: 'samplePurchase',
    zh: '样料采购',
    en: 'Sample purchase / arrival / delivery',
    codes: [
      'fac.samplePurchaseOrder.add',
      'fac.samplePurchaseOrder.buy',
      'fac.samplePurchaseOrder.repeal',
      'fac.sampleArriveOrder.add',
      'fac.sampleArriveOrder.check',
      'fac.sampleArriveOrder.shrinkage',
      'fac.sampleArriveOrder.pay',
      'fac.sampleDeliveryOrder.add',
    ],
  },
  {
    key: 'materialStock',
    zh: '物料库存',
    en: 'Material stock',
    codes: [
      'fac.stock.add',
      'fac.stock.adjust',
      'fac.stock.batchAdd',
      'fac.stock.batchDelete',
      'fac.stock.change',
      'fac.stock.change.bill.update',
      'fac.stock.delete',
      'fac.stock.edit',
      'fac.stock.record.list',
      'fac.materials.balance.add',
      'fac.materials.balance.cancel',
    ],
  },
  {
    key: 'goodsStock',
    zh: '成衣商品库存',
    en: 'Finished-goods stock',
    codes: [
      'fac.inventory.addAdjust',
      'fac.inventory.addDispatch',
      'fac.inventory.addReturn',
      'fac.inventory.adjust.storage',
      'fac.inventory.batch.inStorage',
      'fac.inventory.batch.outStorage',
      'fac.inventory.delete',
      'fac.inventory.inStorage',
      'fac.inventory.outStorage',
      'fac.inventory.queryStorage',
      'fac.inventory.record.list',
      'fac.inventory.switch.storage',
    ],
  },
  {
    key: 'materials',
    zh: '物料档案',
    en: 'Materials',
    codes: ['fac.materials.add', 'fac.materials.delete', 'fac.materials.update'],
  },
  {
    key: 'goods',
    zh: '商品档案',
    en: 'Goods',
    codes: [
      'fac.goods.add',
      'fac.goods.update',
      'fac.goods.delete',
      'fac.goods.list',
      'fac.goods.style.list',
      'fac.goods.style.required.field',
      'fac.goods.apply.umpire',
      'fac.goods.bom.add',
      'fac.goods.bom.update',
      'fac.goods.bom.delete',
      'fac.goods.bom.list',
      'fac.goods.process.add',
      'fac.goods.process.update',
      'fac.goods.process.delete',
    ],
  },
  {
    key: 'partners',
    zh: '客户/供应商/加工厂商',
    en: 'Customers / suppliers / outside factories',
    codes: [
      'fac.customer.add',
      'fac.customer.update',
      'fac.customer.delete',
      'fac.supplier.add',
      'fac.supplier.edit',
      'fac.supplier.delete',
      'fac.supplier.list',
      'fac.outFac.add',
      'fac.outFac.update',
      'fac.outFac.delete',
    ],
  },
  { key: 'defects', zh: '次品标签', en: 'Defect labels', codes: ['fac.defectiveLabel.queryAllDefectiveLabel'] },
  {
    key: 'designStyle',
    zh: '设计档案',
    en: 'Design style',
    codes: [
      'spl.design.style.add',
      'spl.design.style.edit',
      'spl.design.style.delete',
      'spl.design.style.view',
      'spl.design.style.submit',
      'spl.design.style.eliminate',
      'spl.design.style.regain',
      'spl.design.style.config.necessary',
      'spl.design.style.styleNo.addpreview',
      'spl.design.style.styleNo.editpreview',
      'spl.design.style.designStyleNo.editpreview',
      'spl.design.style.bom.add',
      'spl.design.style.bom.edit',
      'spl.design.style.bom.delete',
      'spl.design.style.bom.view',
      'spl.design.style.process.add',
      'spl.design.style.process.edit',
      'spl.design.style.process.delete',
      'spl.design.style.process.view',
      'spl.design.style.sample.edit',
      'spl.design.style.sample.view',
      'spl.design.style.sample.cancel',
      'spl.design.style.sample.nullify',
      'spl.design.style.template.add',
      'spl.design.style.template.edit',
      'spl.design.style.template.delete',
      'spl.design.style.template.view',
      'spl.design.style.templete.list',
      'spl.design.style.templete.upload',
      'spl.design.style.cost.view',
    ],
  },
  {
    key: 'designMission',
    zh: '设计工单',
    en: 'Design mission',
    codes: [
      'fac.spl.design.mission.add',
      'fac.spl.design.mission.update',
      'fac.spl.design.mission.cancel',
      'fac.spl.design.mission.list',
      'fac.spl.design.mission.priority',
      'fac.spl.design.mission.node.detail',
      'fac.spl.design.mission.node.edit',
      'fac.spl.design.mission.node.show',
      'fac.spl.design.mission.node.status',
      'fac.spl.design.mission.node.generate',
      'fac.spl.design.mission.node.updateGenerate',
      'fac.spl.design.mission.node.remark.insert',
      'fac.spl.design.mission.node.remark.edit',
      'fac.spl.design.mission.node.remark.delete',
      'fac.spl.design.mission.workspace.doPass',
      'fac.spl.design.mission.workspace.doBack',
      'fac.spl.design.mission.workspace.eliminate',
      'fac.spl.design.mission.workspace.reviewLog',
      'fac.spl.design.mission.workspace.setSubmitter',
      'fac.spl.design.mission.workspace.sample.add',
      'fac.spl.design.mission.workspace.sample.edit',
      'fac.spl.design.mission.workspace.templete.list',
      'fac.spl.design.mission.workspace.templete.upload',
      'fac.spl.design.mission.workspace.styleNo.addpreview',
      'fac.spl.design.mission.workspace.styleNo.editpreview',
      'fac.spl.design.mission.workspace.designStyleNo.editpreview',
      'fac.spl.design.sample.add',
      'fac.spl.design.sample.delete',
    ],
  },
  {
    key: 'designNodeTemplate',
    zh: '设计工序节点',
    en: 'Design node templates',
    codes: [
      'fac.designNodeTemp.node.add',
      'fac.designNodeTemp.node.update',
      'fac.designNodeTemp.node.delete',
      'fac.designNodeTemp.temp.update',
      'fac.designNodeTemp.temp.delete',
    ],
  },
  {
    key: 'reports',
    zh: '工厂报表',
    en: 'Reports',
    codes: [
      'fac.forms.add',
      'fac.forms.delete',
      'fac.forms.manage',
      'fac.forms.managePermissionToView',
      'fac.forms.Start',
      'fac.forms.Pause',
    ],
  },
  {
    key: 'planning',
    zh: '商品企划',
    en: 'Planning',
    codes: [
      'fac.productPlanning.otb.add',
      'fac.productPlanning.otb.edit',
      'fac.productPlanning.otb.delete',
      'fac.productPlanning.otb.cancel',
      'fac.productTemplate.add',
      'fac.productTemplate.edit',
      'fac.marketPlan.add',
      'fac.marketPlan.cancel',
    ],
  },
  {
    key: 'misc',
    zh: '其他',
    en: 'Misc',
    codes: ['fac.message.add', 'fac.print.getPrintTypes', 'fac.common.settings.getFacCommonSettings'],
  },
  {
    key: 'settings',
    zh: '角色与设置',
    en: 'Roles and settings',
    codes: [
      'fac.role.list',
      'fac.role.add',
      'fac.role.update',
      'fac.role.delete',
      'fac.role.valid',
      'fac.device.list',
      'fac.device.add',
      'fac.device.authorize',
      'fac.device.delete',
      'fac.review.config',
      'fac.review.desk',
      'fac.review.history',
      'fac.operateLog.list',
    ],
  },
];

/** Every group: the reference's codes, then each area's additions (kept in the area's own file). */
export const permissionGroups: readonly PermissionGroup[] = [
  ...referenceGroups,
  ...factoryPermissionGroups,
  ...employeesPermissionGroups,
  ...deliveryPermissionGroups,
  ...attributesPermissionGroups,
  ...capabilitiesPermissionGroups,
  ...partnersPermissionGroups,
  ...materialsPermissionGroups,
  ...goodsPermissionGroups,
  ...returnsPermissionGroups,
  ...purchasingPermissionGroups,
  ...rollsPermissionGroups,
  ...qualityPermissionGroups,
  ...arrivalsPermissionGroups,
  ...unitsPermissionGroups,
  ...numberingPermissionGroups,
  ...companyPermissionGroups,
  ...orderAdjustmentsPermissionGroups,
  ...missionWorkbenchPermissionGroups,
  ...nodeReportsPermissionGroups,
  ...missionAdjustPermissionGroups,
  ...paymentsPermissionGroups,
  ...defectsPermissionGroups,
  ...cuttingPermissionGroups,
  ...stockBillPermissionGroups,
  ...stocktakePermissionGroups,
  ...allocatePermissionGroups,
  ...uniqueCodesPermissionGroups,
  ...payablesPermissionGroups,
  ...financeConfigPermissionGroups,
  ...feesPermissionGroups,
  ...invoicesPermissionGroups,
  ...financePeriodsPermissionGroups,
  ...statementsPermissionGroups,
];

export const allPermissionCodes: readonly string[] = permissionGroups.flatMap((g) => g.codes);
