// The whole database shape in one type, composed from each layer's tables. Type-only: importing it
// couples no code, which is why platform code may use it (docs/adr/0002-table-types.md).
import type { AttributeTables } from './attributes.js';
import type { BillTables } from './bills.js';
import type { CapabilityTables } from './capabilities.js';
import type { CompanyTables } from './company.js';
import type { FinanceConfigTables } from './finance-config.js';
import type { FeeTables } from './fees.js';
import type { InvoiceTables } from './invoices.js';
import type { FactoryTables } from './factory.js';
import type { GoodsTables } from './goods.js';
import type { GoodsCategoryTables } from './goods-categories.js';
import type { MaterialTables } from './materials.js';
import type { MaterialPictureTables } from './material-pictures.js';
import type { MaterialLinkTables } from './material-links.js';
import type { PartnerTables } from './partners.js';
import type { PlatformTables } from './platform.js';
import type { ReturnTables } from './returns.js';
import type { PurchasingTables } from './purchasing.js';
import type { ArrivalTables } from './arrivals.js';
import type { BillLabelTables } from './bill-labels.js';
import type { StockTables } from './stock.js';
import type { JournalTables } from './journal.js';
import type { FinancePeriodTables } from './finance-periods.js';
import type { DeliveryTables } from './delivery.js';
import type { RollQualityTables } from './rolls-quality.js';
import type { UnitTables } from './units.js';
import type { ProductionOrderTables } from './production-orders.js';
import type { BomTables } from './bom.js';
import type { OrderAdjustmentTables } from './order-adjustments.js';
import type { OrderDemandTables } from './order-demand.js';
import type { MissionTables } from './missions.js';
import type { MissionNodeInfoTables } from './mission-node-info.js';
import type { MissionLogTables } from './mission-logs.js';
import type { MissionWorkbenchTables } from './mission-workbench.js';
import type { MissionAdjustTables } from './mission-adjust.js';
import type { NeedPayTables } from './need-pay.js';
import type { MissionMaterialTables } from './mission-material.js';
import type { DefectTables } from './defects.js';
import type { CuttingTables } from './cutting.js';
import type { StockBillTables } from './stock-bills.js';
import type { StocktakeTables } from './stocktake.js';
import type { ScanningTables } from './scanning.js';
import type { UniqueCodeTables } from './unique-codes.js';
import type { StockTransitTables } from './stock-transit.js';
import type { AllocateTables } from './allocate.js';
import type { PaymentTables } from './payments.js';

export type Database = PlatformTables &
  BillTables &
  PartnerTables &
  CapabilityTables &
  FactoryTables &
  AttributeTables &
  MaterialTables &
  MaterialPictureTables &
  MaterialLinkTables &
  GoodsTables &
  GoodsCategoryTables &
  StockTables &
  JournalTables &
  FinanceConfigTables &
  FeeTables &
  InvoiceTables &
  FinancePeriodTables &
  PurchasingTables &
  ArrivalTables &
  BillLabelTables &
  RollQualityTables &
  ReturnTables &
  DeliveryTables &
  UnitTables &
  ProductionOrderTables &
  BomTables &
  OrderAdjustmentTables &
  OrderDemandTables &
  MissionTables &
  MissionNodeInfoTables &
  MissionLogTables &
  MissionWorkbenchTables &
  MissionAdjustTables &
  NeedPayTables &
  MissionMaterialTables &
  DefectTables &
  CuttingTables &
  StockBillTables &
  StocktakeTables &
  ScanningTables &
  UniqueCodeTables &
  StockTransitTables &
  AllocateTables &
  PaymentTables &
  CompanyTables;
export type * from './common.js';
export type * from './platform.js';
export type * from './bills.js';
export type * from './partners.js';
export type * from './capabilities.js';
