import { dec, StockBillPermission as P, STOCK_BILL_TYPES, type StockBillRow } from '@gf/contracts';
import { ExportOutlined, ImportOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillStatusTag } from '../../../bill';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { ImportDialog } from '../../../shared/excel';
import { ListTotals } from '../../../shared/list-views';
import {
  billStatusFilter,
  manyFilter as many,
  oneFilter as one,
  outsideFactoryLoader,
  storehouseLoader,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton } from '../../../shared/session/permission';
import { customerLoader, orderLoader, stockBillsApi, type StockBillPage } from '../api/stock-bills-api';
import { StockBillNewMenu } from '../components/StockBillNewMenu';
import '../locales/register';

const listKey = 'stock-bills';

/** The list's filters as billList (and exportExcel) take them. */
export function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  const allot = one(f.allot);
  return {
    billNo: q.keyword || one(f.billNo),
    operaterIds: many(f.operator),
    operateTypes: many(f.kind),
    storehouseId: one(f.storehouse),
    customerIds: many(f.customer),
    commonOutsideFactoryIds: many(f.supplier),
    productionOrderId: one(f.order),
    remark: one(f.remark),
    isAllot: allot === undefined ? undefined : allot === '1',
    reviewStatusList: many(f.status)?.map(Number),
    ...(dates ? { operateDateStart: dates[0], operateDateEnd: dates[1] } : {}),
  };
}

export const detailPath = (r: Pick<StockBillRow, 'billNo'>) => `/stockDetail?orderNo=${encodeURIComponent(r.billNo)}`;
export const printPath = (r: Pick<StockBillRow, 'id'>) => `/stockBillPrint?id=${encodeURIComponent(r.id)}`;

/**
 * 库存单据 (/stockBills): every kind of stock bill with the reference's filters and columns (打印次数 included), totals
 * per unit over the filter (goods in pieces, materials in their unit), 导入 (dry run, then drafts), 导出 (the filters,
 * or the ticked rows), batch approval of the ticked pending bills, 开单 of each kind, and 打印 per row.
 */
export function StockBillListPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const [listState] = useListState();
  const refresh = useListRefresh(listKey);
  const [page, setPage] = useState<StockBillPage | null>(null);
  const [selected, setSelected] = useState<StockBillRow[]>([]);
  const [importing, setImporting] = useState(false);
  const f = (key: string) => t(`stockBills.field.${key}`);
  const kindName = (k: string) => t(`stockBills.kind.${k}`);

  const columns: ListColumn<StockBillRow>[] = [
    {
      key: 'billNo',
      title: f('billNo'),
      dataIndex: 'billNo',
      locked: true,
      width: 125,
      render: (v: string, r) => (
        <Link to={detailPath(r)} data-testid="stock-bill-no">
          {v}
        </Link>
      ),
    },
    { key: 'kind', title: f('kind'), dataIndex: 'operateType', width: 80, render: (v: string) => kindName(v) },
    { key: 'storehouse', title: f('storehouse'), dataIndex: 'storehouseName', width: 70, ellipsis: true },
    { key: 'operator', title: f('operator'), dataIndex: 'operaterName', width: 70, ellipsis: true },
    { key: 'opDate', title: f('opDate'), dataIndex: 'opDate', width: 95 },
    { key: 'order', title: f('order'), dataIndex: 'orderNo', width: 70, ellipsis: true },
    { key: 'supplier', title: f('supplier'), dataIndex: 'outsideFactoryName', width: 65, ellipsis: true },
    { key: 'customer', title: f('customer'), dataIndex: 'customerName', width: 70, ellipsis: true },
    {
      key: 'totalQuantity',
      title: f('totalQuantity'),
      dataIndex: 'totalQuantity',
      align: 'right',
      width: 65,
      render: (v: string) => dec.norm(v),
    },
    {
      key: 'totalAmount',
      title: f('totalAmount'),
      dataIndex: 'totalAmount',
      align: 'right',
      width: 80,
      render: (v: string) => dec.format(v, { scale: 2, fixed: true }),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 50, ellipsis: true },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 70, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'reviewMessage', title: f('reviewMessage'), dataIndex: 'reviewMessage', width: 55, ellipsis: true },
    { key: 'printCount', title: f('printCount'), dataIndex: 'printCount', align: 'right', width: 50 },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 75,
      render: (_: unknown, r) => (
        <Space size={8} style={{ whiteSpace: 'nowrap' }}>
          <Link to={detailPath(r)} data-testid="stock-bill-view">
            {t('stockBills.list.view')}
          </Link>
          <Link to={printPath(r)} title={t('stockBills.detail.print')} data-testid="stock-bill-row-print">
            <PrinterOutlined />
          </Link>
        </Space>
      ),
    },
  ];

  const filters: FilterField[] = [
    { name: 'billNo', label: f('billNo'), type: 'text' },
    { name: 'operator', label: f('operator'), type: 'searchSelect', loader: unitUserLoader },
    { name: 'date', label: f('opDate'), type: 'dateRange' },
    { name: 'kind', label: f('kind'), type: 'select', options: STOCK_BILL_TYPES.map((k) => ({ value: k, label: kindName(k) })) },
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'order', label: f('order'), type: 'searchSelect', loader: orderLoader, single: true },
    { name: 'customer', label: f('customer'), type: 'searchSelect', loader: customerLoader },
    { name: 'supplier', label: f('supplier'), type: 'searchSelect', loader: outsideFactoryLoader },
    { name: 'remark', label: f('remark'), type: 'text' },
    {
      name: 'allot',
      label: f('isAllot'),
      type: 'select',
      single: true,
      options: [
        { value: '1', label: t('stockBills.list.yes') },
        { value: '0', label: t('stockBills.list.no') },
      ],
    },
    billStatusFilter(f('status'), i18n.language),
  ];

  const pending = selected.filter((r) => r.status === 1);
  const batchPass = () => {
    if (!pending.length) return void message.warning(t('stockBills.list.batchNone'));
    modal.confirm({
      title: t('stockBills.list.batchPass'),
      content: t('stockBills.list.batchConfirm', { count: pending.length }),
      onOk: async () => {
        const answer = await stockBillsApi.batchReview(
          pending.map((r) => r.id),
          true,
        );
        const noOf = new Map(pending.map((r) => [r.id, r.billNo]));
        if (answer.failNum === 0) message.success(t('stockBills.list.batchDone', { count: answer.successNum }));
        else
          modal.warning({
            title: t('stockBills.list.batchPartly', { ok: answer.successNum, failed: answer.failNum }),
            content: answer.results
              .filter((r) => !r.ok)
              .map((r) => (
                <div key={r.billId}>
                  {noOf.get(r.billId)}：{r.msg}
                </div>
              )),
          });
        setSelected([]);
        await refresh();
      },
    });
  };

  const pieces = t('stockBills.list.pieces');
  return (
    <ListPage<StockBillRow>
      listKey={listKey}
      title={t('stockBills.menu.list')}
      searchPlaceholder={t('stockBills.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows) }}
      summary={
        <ListTotals
          items={[
            {
              label: t('stockBills.list.totals'),
              value: (page?.unitTotals ?? []).map((u) => ({ ...u, quantity: dec.norm(u.quantity), unit: u.unit || pieces })),
            },
            { label: t('stockBills.list.amountTotals'), value: dec.format(page?.sumAmount ?? '0', { scale: 2, fixed: true }) },
          ]}
        />
      }
      fetchPage={async (q) => {
        const answer = await stockBillsApi.list({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) });
        setPage(answer);
        return answer;
      }}
      extra={
        <Space>
          <GuardedButton permission={P.list} onClick={batchPass} data-testid="stock-bill-batch-pass">
            {t('stockBills.list.batchPass')}
          </GuardedButton>
          <GuardedButton
            icon={<ImportOutlined />}
            permission={P.list}
            onClick={() => setImporting(true)}
            data-testid="stock-bill-import"
          >
            {t('stockBills.import.button')}
          </GuardedButton>
          <GuardedButton
            icon={<ExportOutlined />}
            permission={P.list}
            onClick={() =>
              void stockBillsApi
                .exportFile(selected.length ? { billIds: selected.map((r) => r.id) } : filterInput(listState))
                .catch(() => undefined)
            }
            data-testid="stock-bill-export"
          >
            {t('stockBills.list.export')}
          </GuardedButton>
          <StockBillNewMenu />
          <ImportDialog
            open={importing}
            what={t('stockBills.import.what')}
            base="stock/change"
            apiBase="/v1"
            onClose={() => setImporting(false)}
            onImported={() => void refresh()}
          />
        </Space>
      }
    />
  );
}
