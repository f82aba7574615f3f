import type { Database } from '../../schema/index.js';
import type { RequestContext } from './context.js';

/**
 * Which level of a company owns a table's rows (docs/adr/0011-company-and-factory-scope.md).
 * Every table's `unit_id` names its owner: the company's BOSS unit or one FACTORY unit of it.
 * - FACTORY: a factory's own rows (bills, movements, materials, goods, partners, roles ...).
 * - COMPANY: defined once for the company and read by every factory of it (unit_id = bossUnitId).
 * - COMPANY_AND_FACTORY: a company library beside each factory's own additions; a factory reads both.
 * - CHILD: no unit_id of its own; reached only through its parent row, which is scoped.
 * - ACCOUNT: sign-in and platform bookkeeping, keyed by account, session or company (not by a factory).
 * A published read-only view carries the unit_id of the table it reads, and so that table's scope.
 */
export type TableScope = 'FACTORY' | 'COMPANY' | 'COMPANY_AND_FACTORY' | 'CHILD' | 'ACCOUNT';

/** The one list: a table added to `Database` without a line here fails the typecheck. */
export const TABLE_SCOPES = {
  // platform and accounts
  unit: 'ACCOUNT',
  appUser: 'ACCOUNT',
  userUnit: 'ACCOUNT',
  role: 'FACTORY',
  rolePermission: 'CHILD',
  userRole: 'CHILD',
  session: 'ACCOUNT',
  loginFailure: 'ACCOUNT',
  phoneCaptcha: 'ACCOUNT',
  deviceAuthorization: 'FACTORY',
  operationLog: 'FACTORY',
  lastOperate: 'FACTORY',
  numberRule: 'COMPANY',
  numberCounter: 'COMPANY',
  columnSetting: 'FACTORY',
  // bill engine
  reviewConfig: 'FACTORY',
  reviewTask: 'FACTORY',
  billEvent: 'FACTORY',
  billLink: 'FACTORY',
  // capabilities
  importJob: 'FACTORY',
  storedFile: 'FACTORY',
  // the company's fields (属性库 /archives) beside each factory's own; the values are the factory's records'
  customField: 'COMPANY_AND_FACTORY',
  customFieldOption: 'COMPANY_AND_FACTORY', // carries its field's unit_id
  customFieldValue: 'FACTORY',
  // factory set-up
  factoryProfile: 'FACTORY',
  storehouse: 'COMPANY',
  // a factory's link to a company storehouse (默认仓 / 共用仓): unit_id is the factory's
  storehouseFactoryLink: 'FACTORY',
  facGroup: 'FACTORY',
  facGroupUser: 'FACTORY',
  outsideLink360: 'FACTORY',
  defectiveLabel: 'COMPANY_AND_FACTORY',
  sysLabel: 'FACTORY',
  // spec and attribute libraries
  colorCategory: 'COMPANY_AND_FACTORY',
  skuAttr: 'COMPANY_AND_FACTORY',
  sizeCategory: 'FACTORY',
  sizeCategorySize: 'FACTORY', // carries its factory's unit_id beside its parent's
  sizeCategoryMedium: 'FACTORY', // carries its factory's unit_id beside its parent's
  codeRatio: 'FACTORY',
  codeRatioSize: 'FACTORY', // carries its factory's unit_id beside its parent's
  codeRatioMedium: 'FACTORY', // carries its factory's unit_id beside its parent's
  codeRatioStyle: 'FACTORY', // carries its factory's unit_id beside its parent's
  codeRatioSetting: 'FACTORY',
  sizeTable: 'FACTORY',
  sizeTablePoint: 'FACTORY', // carries its factory's unit_id beside its parent's
  sizeTableValue: 'FACTORY', // carries its factory's unit_id beside its parent's
  measureUnit: 'FACTORY',
  // materials
  materialKind: 'COMPANY',
  materialKindAttr: 'COMPANY',
  materialSpec: 'COMPANY_AND_FACTORY',
  material: 'FACTORY',
  materialSku: 'FACTORY',
  materialSkuSupplier: 'FACTORY',
  materialStyle: 'FACTORY',
  materialPicture: 'FACTORY',
  // goods
  goodsCategory: 'FACTORY',
  goodsStyle: 'FACTORY',
  goodsSku: 'FACTORY',
  goodsStyleChange: 'FACTORY',
  goodsStylePart: 'FACTORY',
  // one barcode scans to one SKU anywhere in the company (ADR 0011); the SKUs stay their factory's
  goodsBarcode: 'COMPANY',
  // partners
  supplier: 'FACTORY',
  customer: 'FACTORY',
  customerGroup: 'FACTORY',
  outsideFactory: 'FACTORY',
  outsideFactoryRate: 'FACTORY',
  outsideFactoryBrand: 'FACTORY',
  // purchasing to stock
  purchaseConfig: 'FACTORY',
  purchaseDemand: 'FACTORY',
  purchaseBill: 'FACTORY',
  purchaseLine: 'FACTORY',
  purchaseLineDemand: 'FACTORY',
  purchaseRemittance: 'FACTORY',
  purchasePickup: 'FACTORY',
  purchaseBillLabel: 'FACTORY',
  arrivalLabel: 'FACTORY',
  materialFieldConfig: 'FACTORY',
  arrivalNotice: 'FACTORY',
  arrivalNoticeLine: 'FACTORY',
  arrival: 'FACTORY',
  arrivalLine: 'FACTORY',
  materialRoll: 'FACTORY',
  materialRollLog: 'FACTORY',
  rollKindConfig: 'FACTORY',
  qualityCheck: 'FACTORY',
  qualityCheckLine: 'FACTORY',
  clothCheck: 'FACTORY',
  materialReturn: 'FACTORY',
  materialReturnLine: 'FACTORY',
  returnRefund: 'FACTORY',
  returnRefundLink: 'FACTORY',
  materialDelivery: 'FACTORY',
  materialDeliveryLine: 'FACTORY',
  materialRemnant: 'FACTORY',
  materialRemnantLine: 'FACTORY',
  // ledgers: a storehouse is the company's, so its balances are too; each movement keeps the factory that posted it
  stockItem: 'COMPANY',
  stockBalance: 'COMPANY',
  stockMovement: 'COMPANY',
  stockReservation: 'COMPANY',
  // period-end balance (areas/stock-balance): a storehouse's closed periods, the company's like the ledger
  stockPeriod: 'COMPANY',
  stockPeriodLine: 'CHILD',
  // goods in transit of transfers (areas/stock): the company's ledger, like stock itself
  stockTransit: 'COMPANY',
  stockTransitMove: 'COMPANY',
  // transfers (areas/allocate): the factory's own bills; they post into the company ledger
  allocateBill: 'FACTORY',
  allocateBillLine: 'FACTORY',
  allocateAutoReceive: 'FACTORY',
  partnerAmount: 'FACTORY',
  // the one balanced journal (areas/journal): the factory's books, like its payables
  financeBook: 'FACTORY',
  journalEntry: 'FACTORY',
  journalLine: 'FACTORY',
  journalBalance: 'FACTORY',
  journalItem: 'FACTORY',
  // payable adjustments and offsets (areas/payables): the factory's books, like the journal
  needPayAdjust: 'FACTORY',
  needPayHedging: 'FACTORY',
  // finance accounts, the company's (ADR 0011), and the factory's finance switches (areas/finance-config)
  financeAccount: 'COMPANY',
  financeConfig: 'FACTORY',
  // 财务成员 (config/members): the company's accounts acting in finance, with their factories and storehouses
  financeMember: 'COMPANY',
  financeMemberFactory: 'CHILD',
  financeMemberStorehouse: 'CHILD',
  // fee orders and their labels (areas/fees)
  feeLabel: 'FACTORY',
  feeBill: 'FACTORY',
  feeBillLine: 'FACTORY',
  // invoices, documents only (areas/invoices)
  financeInvoice: 'FACTORY',
  financeInvoiceLine: 'FACTORY',
  financeInvoiceBill: 'FACTORY',
  // payments, applications, prepayments and transfers (areas/payments): the factory's own money
  financePaymentApply: 'FACTORY',
  financePayment: 'FACTORY',
  financePaymentOrder: 'FACTORY',
  financePaymentInvoice: 'FACTORY',
  financePrepay: 'FACTORY',
  financePrepayTransfer: 'FACTORY',
  // finance month close (areas/finance-periods): the factory's books, like the journal
  financePeriod: 'FACTORY',
  financePeriodBalance: 'FACTORY',
  // production orders (areas/production-orders): the factory's own bills; child rows carry the order's unit_id
  placeOrderType: 'FACTORY',
  productionOrder: 'FACTORY',
  productionOrderGoods: 'FACTORY',
  productionOrderCustomer: 'FACTORY',
  productionOrderLine: 'FACTORY',
  productionOrderConfig: 'FACTORY',
  productionOrderCount: 'FACTORY',
  // order and price adjustments (areas/order-adjustments): the factory's own bills on its orders
  orderAdjust: 'FACTORY',
  orderAdjustLine: 'FACTORY',
  priceAdjust: 'FACTORY',
  priceAdjustLine: 'FACTORY',
  // goods BOMs (areas/bom): the factory's own, like its goods styles; rows carry their factory's unit_id beside the BOM's
  goodsBom: 'FACTORY',
  goodsBomRow: 'FACTORY',
  goodsBomRowSize: 'FACTORY',
  goodsBomRowColor: 'FACTORY',
  goodsBomLog: 'FACTORY',
  bomColumnConfig: 'FACTORY',
  bomTemplate: 'FACTORY',
  bomTemplateRow: 'FACTORY',
  // material demand exploded from orders (areas/order-demand): the order's factory's, like its demand lines
  orderMaterialDemand: 'FACTORY',
  // missions and process nodes (areas process-nodes, missions, node-reports): the factory's settings and documents
  workshopSection: 'FACTORY',
  prcdNode: 'FACTORY',
  prcdNodeTag: 'FACTORY',
  prcdTemplate: 'FACTORY',
  prcdTemplateNode: 'FACTORY',
  mission: 'FACTORY',
  missionLine: 'FACTORY',
  missionNode: 'FACTORY',
  missionNodeOutsideFactory: 'FACTORY',
  missionNodeReport: 'FACTORY',
  missionNodeReportLine: 'FACTORY',
  // node reminders people add (areas/mission-node-info): the node's factory's
  missionNodeAlert: 'FACTORY',
  missionNodeNote: 'FACTORY',
  missionNodeDiffDismissal: 'FACTORY',
  // the missions area's logs (改期记录, operation log): the mission's factory's
  missionDeliveryChange: 'FACTORY',
  missionOpLog: 'FACTORY',
  // mission adjustment bills (areas/mission-adjust): the mission's factory's
  missionAdjust: 'FACTORY',
  missionAdjustLine: 'FACTORY',
  // what reviewed deliveries sent per mission and material (areas/delivery, mission-material): the mission's factory's
  missionMaterial: 'FACTORY',
  // defect management (areas/defects): open defects and defect bills are the mission's factory's
  defect: 'FACTORY',
  defectBill: 'FACTORY',
  defectBillLine: 'FACTORY',
  // which bundle each line of a batch QC report came from: the report's factory's
  qualityBundleLine: 'FACTORY',
  // bundle cutting (areas/cutting): lays, their fabric rows and bundles are the mission's factory's; cut-piece groups the style's
  cuttingLay: 'FACTORY',
  cuttingLayFabric: 'FACTORY',
  cuttingBundle: 'FACTORY',
  cuttingPieceGroup: 'FACTORY',
  // scanning (areas/scanning): a bundle's movements are its factory's, like the bundle
  bundleMovement: 'FACTORY',
  // unique-code cutting (areas/unique-codes): codes and their movements are the mission's factory's; the serial counter
  // is the company's, so a code names one piece across its factories
  uniqueCode: 'FACTORY',
  uniqueCodeMovement: 'FACTORY',
  uniqueCodeCounter: 'COMPANY',
  // the production workbench's per-user column sets and table headers (areas/mission-workbench)
  missionWorkspaceConfig: 'FACTORY',
  facHeaderFieldConfig: 'FACTORY',
  // the workbench's live mission counts per status (migration 202612010400): the missions' factory's
  missionCount: 'FACTORY',
  // stocktakes (areas/stocktake): the factory's own counts; handling posts into the company ledger
  stocktake: 'FACTORY',
  stocktakeLine: 'FACTORY',
  stocktakeCount: 'FACTORY',
  stocktakeLog: 'FACTORY',
  // the company area: quotas and the companies it exchanges factories with
  chargeLimit: 'COMPANY',
  regentPartner: 'COMPANY',
  // published views (each answers the unit_id of the table it reads)
  materialSkuDescriptor: 'FACTORY',
  // one row per lot and factory linked to its storehouse, unit_id = that factory: read through the link
  stockLot: 'FACTORY',
  purchaseSplitSummary: 'FACTORY',
  purchaseLineSummary: 'FACTORY',
  // stock bills and inbound notices (areas/stock-bills): the factory's own; they post into the company ledger
  stockBill: 'FACTORY',
  stockBillLine: 'FACTORY',
  stockInform: 'FACTORY',
  stockInformLine: 'FACTORY',
} as const satisfies Record<keyof Database, TableScope>;

/**
 * Views read only through raw SQL, so not in `Database`: the bill engine's per-type views and the arrivals area's
 * published summaries. Each carries the unit_id of the table it reads. Listed so that the registry names every
 * relation of the database (test/tenancy-schema.int.test.ts reads information_schema).
 */
export const RAW_VIEW_SCOPES = {
  materialsPurchaseBill: 'FACTORY',
  samplePurchaseBill: 'FACTORY',
  materialsArrive: 'FACTORY',
  sampleArrive: 'FACTORY',
  arrivalSummary: 'FACTORY',
  arrivalLineSummary: 'FACTORY',
  // arrival lines with the production order they were bought for (areas/statements: an order's material cost)
  arrivalLineOrder: 'FACTORY',
  // node report bills, one view per type over mission_node_report (areas/node-reports)
  facMissionCompleteBill: 'FACTORY',
  facMissionAdjustBill: 'FACTORY',
  facMissionDefectiveBill: 'FACTORY',
  facMissionWasteBill: 'FACTORY',
  // stock bills, one view per kind over stock_bill (areas/stock-bills)
  stockInBill: 'FACTORY',
  stockOutBill: 'FACTORY',
  stockDeliveryBill: 'FACTORY',
  stockReturnBill: 'FACTORY',
  stockAdjustBill: 'FACTORY',
  // transfers, one view per bill type over allocate_bill (areas/allocate)
  allocateOutBill: 'FACTORY',
  allocateInBill: 'FACTORY',
  // the ledger's rows as the period balance reads them, the company's like the ledger (areas/stock-balance)
  stockPeriodMovement: 'COMPANY',
} as const satisfies Record<string, TableScope>;

export type ScopedTable = keyof Database;
export type Tenant = Pick<RequestContext, 'unitId' | 'bossUnitId'>;

export function scopeOf(table: ScopedTable): TableScope {
  return TABLE_SCOPES[table];
}

/** The units whose rows of `table` the session's factory reads. */
export function readableUnits(tenant: Tenant, table: ScopedTable): string[] {
  switch (TABLE_SCOPES[table]) {
    case 'COMPANY':
      return [tenant.bossUnitId];
    case 'COMPANY_AND_FACTORY':
      return tenant.unitId ? [tenant.bossUnitId, tenant.unitId] : [tenant.bossUnitId];
    case 'FACTORY':
      return [tenant.unitId];
    default:
      throw new Error(`table ${table} is not scoped by unit_id (${TABLE_SCOPES[table]})`);
  }
}

/**
 * The unit that owns a new row of `table`. A COMPANY_AND_FACTORY row is the factory's own addition unless
 * `level` says COMPANY (the company-level screens write those).
 */
export function owningUnit(tenant: Tenant, table: ScopedTable, level: 'COMPANY' | 'FACTORY' = 'FACTORY'): string {
  switch (TABLE_SCOPES[table]) {
    case 'COMPANY':
      return tenant.bossUnitId;
    case 'COMPANY_AND_FACTORY':
      return level === 'COMPANY' ? tenant.bossUnitId : tenant.unitId;
    case 'FACTORY':
      return tenant.unitId;
    default:
      throw new Error(`table ${table} is not scoped by unit_id (${TABLE_SCOPES[table]})`);
  }
}

/** Whether a row owned by `ownerUnitId` is the company's (shared) rather than this factory's. */
export function isCompanyRow(tenant: Tenant, ownerUnitId: string): boolean {
  return ownerUnitId === tenant.bossUnitId;
}
