import { zh as billZh } from '../bill/locales/zh';
import { zh as attributesZh } from '../areas/attributes/locales/menu-zh';
import { zh as paymentsZh } from '../areas/payments/locales/menu-zh';
import { zh as payablesZh } from '../areas/payables/locales/menu-zh';
import { zh as partnersZh } from '../areas/partners/locales/menu-zh';
import { zh as purchasingZh } from '../areas/purchasing/locales/menu-zh';
import { zh as productionOrdersZh } from '../areas/production-orders/locales/zh';
import { zh as materialsZh } from '../areas/materials/locales/menu-zh';
import { zh as rolesZh } from '../areas/roles/locales/menu-zh';
import { zh as stockZh } from '../areas/stock/locales/menu-zh';
import { zh as stockBillsZh } from '../areas/stock-bills/locales/menu-zh';
import { zh as deliveryZh } from '../areas/delivery/locales/menu-zh';
import { zh as remnantZh } from '../areas/remnant/locales/menu-zh';
import { zh as materialLinesZh } from '../shared/material-lines/locales/zh';
import { zh as returnsZh } from '../areas/returns/locales/menu-zh';
import { zh as rollsZh } from '../areas/rolls/locales/menu-zh';
import { zh as qualityZh } from '../areas/quality/locales/menu-zh';
import { zh as stocktakeZh } from '../areas/stocktake/locales/menu-zh';
import { zh as allocateZh } from '../areas/allocate/locales/menu-zh';
import { zh as stockBalanceZh } from '../areas/stock-balance/locales/menu-zh';
import { zh as financeConfigZh } from '../areas/finance-config/locales/menu-zh';
import { zh as feesZh } from '../areas/fees/locales/menu-zh';
import { zh as statementsZh } from '../areas/statements/locales/menu-zh';
import { zh as financePeriodsZh } from '../areas/finance-periods/locales/menu-zh';
import { zh as invoicesZh } from '../areas/invoices/locales/menu-zh';
import { zh as arrivalsZh } from '../areas/arrivals/locales/menu-zh';
import { zh as factoryZh } from '../areas/factory/locales/menu-zh';
import { zh as companyZh } from '../areas/company/locales/menu-zh';
import { zh as employeesZh } from '../areas/employees/locales/menu-zh';
import { zh as capabilitiesZh } from '../shared/custom-fields/locales/zh';
import { zh as goodsZh } from '../areas/goods/locales/menu-zh';
import { zh as bomZh } from '../areas/bom/locales/menu-zh';
import { zh as orderDemandZh } from '../areas/order-demand/locales/menu-zh';
import { zh as orderAdjustmentsZh } from '../areas/order-adjustments/locales/menu-zh';
import { zh as numberingZh } from '../areas/numbering/locales/menu-zh';
import { zh as skuMatrixZh } from '../shared/sku-matrix/locales/zh';
import { zh as unitsZh } from '../areas/units/locales/menu-zh';
import { zh as importAcrossZh } from '../shared/import-across/locales/zh';
import { zh as nodeReportsMenuZh } from '../areas/node-reports/locales/menu-zh';

/**
 * Every part's Chinese strings, by its i18n key (t('partners.…'), t('bill.…'), ...): one chunk per language, loaded
 * by area-messages.ts for the language the interface speaks. A new area adds its line here and in
 * area-messages-en.ts.
 */
export const areaMessages = {
  bill: billZh,
  attributes: attributesZh,
  partners: partnersZh,
  purchasing: purchasingZh,
  productionOrders: productionOrdersZh,
  materials: materialsZh,
  roles: rolesZh,
  stock: stockZh,
  stockBills: stockBillsZh,
  delivery: deliveryZh,
  remnant: remnantZh,
  materialLines: materialLinesZh,
  returns: returnsZh,
  rolls: rollsZh,
  quality: qualityZh,
  stocktake: stocktakeZh,
  allocate: allocateZh,
  stockBalance: stockBalanceZh,
  financeConfig: financeConfigZh,
  fees: feesZh,
  statements: statementsZh,
  financePeriods: financePeriodsZh,
  invoices: invoicesZh,
  arrivals: arrivalsZh,
  factory: factoryZh,
  company: companyZh,
  employees: employeesZh,
  capabilities: capabilitiesZh,
  goods: goodsZh,
  bom: bomZh,
  orderDemand: orderDemandZh,
  orderAdjustments: orderAdjustmentsZh,
  numbering: numberingZh,
  skuMatrix: skuMatrixZh,
  units: unitsZh,
  importAcross: importAcrossZh,
  // The node-reports area's other strings load with its pages (areas/node-reports/locales/register.ts).
  nodeReports: nodeReportsMenuZh,
  missionWorkbench: {
    menu: { workbench: '生产工作台', wages: '计件工资报表', workbay: '工位节点进度', progress: '工厂进度报表' },
  },
  // The missions area's own strings load with its pages (areas/missions/locales); only its tab titles here.
  missions: { menu: { list: '生产工单', create: '新建工单', edit: '编辑工单', detail: '工单详情', cancelled: '已撤销工单' } },
  payments: paymentsZh,
  payables: payablesZh,
  missionAdjust: { menu: { list: '工单调整单', detail: '工单调整单详情' } },
  defects: { menu: { list: '次品管理', bills: '全部次品管理单据' } },
  missionMaterial: { menu: { board: '待送料看板' } },
  cutting: { menu: { report: '扎号裁床', list: '扎号列表', print: '打印扎号' } },
  uniqueCodes: { menu: { cut: '唯一码裁床', status: '唯一码状态', print: '打印唯一码', viewAll: '查看所有唯一码' } },
  scanning: { menu: { scan: '扫描扎号', phone: '扫描扎号（手机）', track: '扎号追踪' } },
  cutPlan: { menu: { page: '裁剪方案' } },
  missionNodeInfo: { menu: { statement: '外发对账' } },
  processNodes: {
    menu: {
      group: '工序管理',
      nodes: '工序节点',
      node: '编辑节点',
      templates: '工序模板',
      template: '编辑模板',
      info: '模板详情',
    },
  },
};
