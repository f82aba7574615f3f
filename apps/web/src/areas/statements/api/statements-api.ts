import type {
  AgedReport,
  AgedReportInput,
  MissionStatement,
  MissionStatementInput,
  OrderFinanceDetail,
  OrderFinanceInput,
  OrderFinanceStatement,
  OutsidePayDetailsInput,
  OutsidePayList,
  OutsidePayListInput,
  ReportBillPage,
  StatementDetail,
  StatementDetailInput,
  StatementList,
  StatementListInput,
  StatementPartnerType,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { outsideFactoryLoader } from '../../../shared/material-lines/material-bill';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

const listPath = (type: StatementPartnerType) => `finance/statement/supplier/list/${type}`;
const detailPath = (type: StatementPartnerType) => `finance/statement/supplier/po/detail/list/${type}`;

/** 对账单 and 账龄分析 calls (server area statements); each has an exportExcel beside it taking the same body. */
export const statementsApi = {
  list: (type: StatementPartnerType, q: StatementListInput) => api.post<StatementList>(listPath(type), q),
  listExport: (type: StatementPartnerType) => `${listPath(type)}/exportExcel`,
  detail: (type: StatementPartnerType, q: StatementDetailInput) => api.post<StatementDetail>(detailPath(type), q),
  detailExport: (type: StatementPartnerType) => `${detailPath(type)}/exportExcel`,
  aged: (q: AgedReportInput) => api.post<AgedReport>('finance/statement/aged', q),
  agedExport: 'finance/statement/aged/exportExcel',
  /** 外发结算对账: the processing-factory statement list under the reference's name. */
  balance: (q: StatementListInput) => api.post<StatementList>('financeOutSideBalanceStatement', q),
  balanceExport: 'financeOutSideBalanceStatement/exportExcel',
  missions: (q: MissionStatementInput) => api.post<MissionStatement>('financeMissionStatement', q),
  missionsExport: 'financeMissionStatement/exportExcel',
  outsidePay: (q: OutsidePayListInput) => api.post<OutsidePayList>('outside/factory/pay/list', q),
  outsidePayExport: 'outside/factory/pay/list/exportExcel',
  outsidePayDetails: (q: OutsidePayDetailsInput) => api.post<StatementDetail>('outside/factory/pay/details', q),
  outsidePayDetailsExport: 'outside/factory/pay/exportExcel',
  orders: (q: OrderFinanceInput) => api.post<OrderFinanceStatement>('facPrdOrder/statement/finance', q),
  ordersExport: 'facPrdOrder/statement/finance/exportExcel',
  order: (id: string) => api.post<OrderFinanceDetail>('facPrdOrder/statement/finance/detail', { id }),
  /**
   * The node reports behind a factory's lines (their missions and nodes), by id. Silent: a clerk who may not read
   * report bills sees the lines without them rather than an error.
   */
  reports: (billIds: string[]) =>
    api.put<ReportBillPage>(
      'fac-mission-prcd-node-reports/bills',
      { pageNo: 1, pageSize: billIds.length, billIds },
      { silent: true },
    ),
};

const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });

/** The partners a statement of this type is kept with, searched on the server. */
export const partnerLoader = (type: StatementPartnerType): OptionLoader =>
  type === 'SUPPLIER' ? supplierLoader : outsideFactoryLoader;
