import type { areaMessages as zhMessages } from './area-messages-zh';
import { en as billEn } from '../bill/locales/en';
import { en as attributesEn } from '../areas/attributes/locales/menu-en';
import { en as paymentsEn } from '../areas/payments/locales/menu-en';
import { en as payablesEn } from '../areas/payables/locales/menu-en';
import { en as partnersEn } from '../areas/partners/locales/menu-en';
import { en as purchasingEn } from '../areas/purchasing/locales/menu-en';
import { en as productionOrdersEn } from '../areas/production-orders/locales/en';
import { en as materialsEn } from '../areas/materials/locales/menu-en';
import { en as rolesEn } from '../areas/roles/locales/menu-en';
import { en as stockEn } from '../areas/stock/locales/menu-en';
import { en as stockBillsEn } from '../areas/stock-bills/locales/menu-en';
import { en as deliveryEn } from '../areas/delivery/locales/menu-en';
import { en as remnantEn } from '../areas/remnant/locales/menu-en';
import { en as materialLinesEn } from '../shared/material-lines/locales/en';
import { en as returnsEn } from '../areas/returns/locales/menu-en';
import { en as rollsEn } from '../areas/rolls/locales/menu-en';
import { en as qualityEn } from '../areas/quality/locales/menu-en';
import { en as stocktakeEn } from '../areas/stocktake/locales/menu-en';
import { en as allocateEn } from '../areas/allocate/locales/menu-en';
import { en as stockBalanceEn } from '../areas/stock-balance/locales/menu-en';
import { en as financeConfigEn } from '../areas/finance-config/locales/menu-en';
import { en as feesEn } from '../areas/fees/locales/menu-en';
import { en as statementsEn } from '../areas/statements/locales/menu-en';
import { en as financePeriodsEn } from '../areas/finance-periods/locales/menu-en';
import { en as invoicesEn } from '../areas/invoices/locales/menu-en';
import { en as arrivalsEn } from '../areas/arrivals/locales/menu-en';
import { en as factoryEn } from '../areas/factory/locales/menu-en';
import { en as companyEn } from '../areas/company/locales/menu-en';
import { en as employeesEn } from '../areas/employees/locales/menu-en';
import { en as capabilitiesEn } from '../shared/custom-fields/locales/en';
import { en as goodsEn } from '../areas/goods/locales/menu-en';
import { en as bomEn } from '../areas/bom/locales/menu-en';
import { en as orderDemandEn } from '../areas/order-demand/locales/menu-en';
import { en as orderAdjustmentsEn } from '../areas/order-adjustments/locales/menu-en';
import { en as numberingEn } from '../areas/numbering/locales/menu-en';
import { en as skuMatrixEn } from '../shared/sku-matrix/locales/en';
import { en as unitsEn } from '../areas/units/locales/menu-en';
import { en as importAcrossEn } from '../shared/import-across/locales/en';
import { en as nodeReportsMenuEn } from '../areas/node-reports/locales/menu-en';

/**
 * Every part's English strings, by its i18n key (t('partners.…'), t('bill.…'), ...): one chunk per language, loaded
 * by area-messages.ts for the language the interface speaks. A new area adds its line here and in
 * area-messages-zh.ts.
 */
export const areaMessages: Record<keyof typeof zhMessages, object> = {
  bill: billEn,
  attributes: attributesEn,
  partners: partnersEn,
  purchasing: purchasingEn,
  productionOrders: productionOrdersEn,
  materials: materialsEn,
  roles: rolesEn,
  stock: stockEn,
  stockBills: stockBillsEn,
  delivery: deliveryEn,
  remnant: remnantEn,
  materialLines: materialLinesEn,
  returns: returnsEn,
  rolls: rollsEn,
  quality: qualityEn,
  stocktake: stocktakeEn,
  allocate: allocateEn,
  stockBalance: stockBalanceEn,
  financeConfig: financeConfigEn,
  fees: feesEn,
  statements: statementsEn,
  financePeriods: financePeriodsEn,
  invoices: invoicesEn,
  arrivals: arrivalsEn,
  factory: factoryEn,
  company: companyEn,
  employees: employeesEn,
  capabilities: capabilitiesEn,
  goods: goodsEn,
  bom: bomEn,
  orderDemand: orderDemandEn,
  orderAdjustments: orderAdjustmentsEn,
  numbering: numberingEn,
  skuMatrix: skuMatrixEn,
  units: unitsEn,
  importAcross: importAcrossEn,
  // The node-reports area's other strings load with its pages (areas/node-reports/locales/register.ts).
  nodeReports: nodeReportsMenuEn,
  missionWorkbench: {
    menu: { workbench: 'Workbench', wages: 'Piece wages', workbay: 'Workbay progress', progress: 'Factory progress' },
  },
  // The missions area's own strings load with its pages (areas/missions/locales); only its tab titles here.
  missions: {
    menu: { list: 'Missions', create: 'New mission', edit: 'Edit mission', detail: 'Mission', cancelled: 'Revoked missions' },
  },
  payments: paymentsEn,
  payables: payablesEn,
  missionAdjust: { menu: { list: 'Mission adjustments', detail: 'Mission adjustment' } },
  defects: { menu: { list: 'Defects', bills: 'Defect bills' } },
  missionMaterial: { menu: { board: 'Materials to deliver' } },
  cutting: { menu: { report: 'Bundle cutting', list: 'Bundles', print: 'Bundle tickets' } },
  uniqueCodes: { menu: { cut: 'Unique-code cutting', status: 'Unique codes', print: 'Code labels', viewAll: 'All codes' } },
  scanning: { menu: { scan: 'Scan bundles', phone: 'Scan bundles (phone)', track: 'Bundle tracking' } },
  cutPlan: { menu: { page: 'Cut plan' } },
  missionNodeInfo: { menu: { statement: 'Outside statement' } },
  processNodes: {
    menu: {
      group: 'Process',
      nodes: 'Nodes',
      node: 'Node',
      templates: 'Templates',
      template: 'Template',
      info: 'Template detail',
    },
  },
};
