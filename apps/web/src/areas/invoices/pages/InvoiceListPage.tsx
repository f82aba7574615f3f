import { InvoicePermission as P, type InvoiceRow, type UninvoicedRow } from '@gf/contracts';
import { Segmented, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/excel';
import {
  CreateButton,
  ListPage,
  useListRefresh,
  useRowConfirm,
  type FilterField,
  type ListColumn,
} from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { invoicesApi, type InvoiceKind } from '../api/invoices-api';
import { InvoiceDetailDrawer } from '../components/InvoiceDetailDrawer';
import { InvoiceFormDrawer } from '../components/InvoiceFormDrawer';
import { shown } from '../components/invoice-amounts';
import '../locales/register';

const listKey = 'finance-invoices';
const billsKey = 'finance-uninvoiced';

/** 发票管理 (/finance/invoice): invoices (received, issued) and the bills not yet invoiced, with totals. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'invoices' | 'bills'>('invoices');
  const [kind, setKind] = useState<InvoiceKind>('RECEIVED');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [totals, setTotals] = useState({ ex: '0.00', tax: '0.00', total: '0.00' });
  const [billTotals, setBillTotals] = useState({ amount: '0.00', invoiced: '0.00', uninvoiced: '0.00' });
  const refresh = useListRefresh(listKey);
  const refreshBills = useListRefresh(billsKey);
  const confirm = useRowConfirm(listKey);
  const f = (k: string) => t(`invoices.field.${k}`);
  // Each export takes the filter its list shows (every page); the 合计 row sums the amounts.
  const exportFilter = useRef<Record<string, unknown>>({});
  const statusFilter: FilterField[] = [
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: [
        { value: '1', label: f('valid') },
        { value: '0', label: f('undone') },
      ],
    },
  ];

  const invoiceColumns: ListColumn<InvoiceRow>[] = [
    { key: 'invoiceNo', title: f('invoiceNo'), dataIndex: 'invoiceNo', locked: true, width: 140 },
    { key: 'invoiceType', title: f('invoiceType'), dataIndex: 'invoiceType', width: 90, render: (v: string) => f(v) },
    {
      key: 'partner',
      title: f('partner'),
      dataIndex: 'partnerName',
      width: 140,
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    { key: 'bills', title: f('billNo'), dataIndex: 'billNos', width: 140, ellipsis: true },
    { key: 'ex', title: f('excludingTaxPrice'), dataIndex: 'excludingTaxTotal', align: 'right', width: 100, render: shown },
    { key: 'tax', title: f('taxAmount'), dataIndex: 'taxTotal', align: 'right', width: 100, render: shown },
    { key: 'total', title: f('priceTotal'), dataIndex: 'priceTotal', align: 'right', width: 100, render: shown },
    { key: 'date', title: f('invoiceDate'), dataIndex: 'invoiceDate', width: 100 },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="green">{f('valid')}</Tag> : <Tag>{f('undone')}</Tag>),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 120,
      render: (_: unknown, r) => (
        <Space size={8}>
          <GuardedLink onClick={() => setViewing(r.id)}>{t('invoices.list.detail')}</GuardedLink>
          {r.status === 1 && (
            <GuardedLink
              permission={P.undo}
              danger
              onClick={() =>
                confirm({
                  title: t('invoices.list.undo'),
                  content: t('invoices.list.undoConfirm', { no: r.invoiceNo }),
                  run: () => invoicesApi.undo(r.id),
                })
              }
            >
              {t('invoices.list.undo')}
            </GuardedLink>
          )}
        </Space>
      ),
    },
  ];
  const billColumns: ListColumn<UninvoicedRow>[] = [
    { key: 'billNo', title: f('billNo'), dataIndex: 'billNo', locked: true, width: 170 },
    { key: 'partner', title: f('partner'), dataIndex: 'partnerName', width: 160, render: (v: string | null) => v ?? '-' },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right', width: 120, render: shown },
    { key: 'invoiced', title: f('invoiced'), dataIndex: 'invoicedAmount', align: 'right', width: 120, render: shown },
    { key: 'left', title: f('uninvoiced'), dataIndex: 'uninvoicedAmount', align: 'right', width: 120, render: shown },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 110,
      render: (_: unknown, r) => (
        <GuardedLink
          permission={P.add}
          onClick={() => void invoicesApi.markDone(r.billType, r.billId, true).then(() => refreshBills())}
        >
          {t('invoices.list.markDone')}
        </GuardedLink>
      ),
    },
  ];
  const kindSwitch = (
    <Segmented
      value={kind}
      onChange={(v) => setKind(v as InvoiceKind)}
      options={[
        { value: 'RECEIVED', label: f('RECEIVED') },
        { value: 'ISSUED', label: f('ISSUED') },
      ]}
    />
  );
  const tabs = (
    <Space>
      <Segmented
        value={tab}
        onChange={(v) => setTab(v as 'invoices' | 'bills')}
        options={[
          { value: 'invoices', label: t('invoices.list.invoices') },
          { value: 'bills', label: t('invoices.list.uninvoiced') },
        ]}
        data-testid="invoice-tabs"
      />
      {kindSwitch}
    </Space>
  );
  const create = (
    <Space>
      <ExportButton
        path={tab === 'invoices' ? 'finance/invoice/exportExcel' : 'finance/invoice/unInvoice/exportExcel'}
        permission={P.query}
        body={() => exportFilter.current}
      />
      <CreateButton permission={P.add} onClick={() => setCreating(true)} data-testid="invoice-create">
        {t('invoices.list.create')}
      </CreateButton>
    </Space>
  );
  return (
    <>
      {tab === 'invoices' ? (
        <ListPage
          key={`inv-${kind}`}
          listKey={listKey}
          title={t('invoices.menu.list')}
          titleExtra={tabs}
          searchPlaceholder={t('invoices.list.search')}
          columns={invoiceColumns}
          filters={statusFilter}
          rowKey="id"
          fitColumns
          extra={create}
          summary={<Typography.Text data-testid="invoice-totals">{t('invoices.list.totals', totals)}</Typography.Text>}
          fetchPage={async (q) => {
            const status = q.filters.status;
            const query = {
              pageNo: q.pageNo,
              pageSize: q.pageSize,
              kind,
              keyword: q.keyword || undefined,
              status: typeof status === 'string' && status ? Number(status) : undefined,
            };
            exportFilter.current = query;
            return invoicesApi.list(query);
          }}
          onPage={(page) => setTotals({ ex: page.excludingTaxTotal, tax: page.taxTotal, total: page.priceTotal })}
        />
      ) : (
        <ListPage
          key={`bills-${kind}`}
          listKey={billsKey}
          title={t('invoices.menu.list')}
          titleExtra={tabs}
          searchPlaceholder={t('invoices.list.searchBill')}
          columns={billColumns}
          rowKey={(r) => `${r.billType}:${r.billId}`}
          fitColumns
          extra={create}
          summary={<Typography.Text data-testid="uninvoiced-totals">{t('invoices.list.billTotals', billTotals)}</Typography.Text>}
          fetchPage={async (q) => {
            const query = { pageNo: q.pageNo, pageSize: q.pageSize, kind, keyword: q.keyword || undefined };
            exportFilter.current = query;
            return invoicesApi.uninvoiced(query);
          }}
          onPage={(page) =>
            setBillTotals({ amount: page.amountTotal, invoiced: page.invoicedTotal, uninvoiced: page.uninvoicedTotal })
          }
        />
      )}
      <InvoiceFormDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          void refresh();
          void refreshBills();
        }}
      />
      <InvoiceDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
