import { PayablesPermission as P, type NeedPayRow } from '@gf/contracts';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { payablesApi, type NeedPayQuery } from '../api/payables-api';
import { AdjustDialog, OffsetDialog } from '../components/NeedPayDialogs';
import { AdjustDetail, ItemDetailDrawer } from '../components/NeedPayDetail';
import '../locales/register';

const LIST_KEY = 'need-pay';

/**
 * /finance/payableOperateDetails: payables and receivables per bill (or per partner) with owed, paid, offset,
 * adjusted and open, the filtered totals per ledger, Excel export; 调整 and 对冲 from a bill's row; 导入应付调整 (template,
 * dry run naming each bad cell, then every row saved as a draft adjustment; the list reloads). With ?orderNo= it
 * is the detail of one adjustment bill (the review desk opens it so).
 */
export function PayablesPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return orderNo ? <AdjustDetail orderNo={orderNo} /> : <PayablesList />;
}

function PayablesList() {
  const { t } = useTranslation();
  const f = (k: string) => t(`payables.field.${k}`);
  const [adjusting, setAdjusting] = useState<NeedPayRow>();
  const [offsetting, setOffsetting] = useState<NeedPayRow>();
  const [viewing, setViewing] = useState<string>();
  const [importing, setImporting] = useState(false);
  const refresh = useListRefresh(LIST_KEY);
  const { message } = App.useApp();
  const [totals, setTotals] = useState<Awaited<ReturnType<typeof payablesApi.page>>['totals']>([]);
  const exportFilter = useRef<NeedPayQuery>({ pageNo: 1, pageSize: 20 });
  const money = (key: 'owed' | 'paid' | 'offset' | 'adjusted' | 'open'): ListColumn<NeedPayRow> => ({
    key,
    title: f(key),
    dataIndex: key,
    align: 'right',
    width: 98,
  });
  // The widths add up to 1,156 px, what the content area holds at 1440 x 900 with the menu open: nothing scrolls there.
  // On a narrower screen the table scrolls inside itself, type, partner and bill no. fixed on the left, the actions
  // on the right (wide enough for the English "Adjust Offset Details").
  const columns: ListColumn<NeedPayRow>[] = [
    {
      key: 'ledger',
      title: f('ledger'),
      dataIndex: 'ledger',
      fixed: 'left',
      width: 96,
      render: (v: 'AP' | 'AR') => <Tag color={v === 'AP' ? 'orange' : 'blue'}>{t(`payables.ledger.${v}`)}</Tag>,
    },
    { key: 'partner', title: f('partner'), dataIndex: 'partnerName', fixed: 'left', width: 130, ellipsis: true },
    {
      key: 'itemNo',
      title: f('itemNo'),
      dataIndex: 'itemNo',
      locked: true,
      fixed: 'left',
      width: 140,
      render: (v: string | null, r) => (v ? <a onClick={() => setViewing(r.id)}>{v}</a> : `${r.billCount} ${f('billCount')}`),
    },
    { key: 'firstDate', title: f('firstDate'), dataIndex: 'firstDate', width: 110 },
    money('owed'),
    money('paid'),
    money('offset'),
    money('adjusted'),
    money('open'),
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 190,
      render: (_: unknown, r) =>
        r.itemId && (
          <Space size={0}>
            <GuardedButton
              type="link"
              size="small"
              permission={P.adjust}
              onClick={() => setAdjusting(r)}
              data-testid="row-adjust"
            >
              {t('payables.list.adjust')}
            </GuardedButton>
            {r.ledger === 'AP' && (
              <GuardedButton type="link" size="small" permission={P.hedge} onClick={() => setOffsetting(r)}>
                {t('payables.list.offsetAction')}
              </GuardedButton>
            )}
            <Button type="link" size="small" onClick={() => setViewing(r.id)}>
              {t('payables.list.details')}
            </Button>
          </Space>
        ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'ledger',
      label: f('ledger'),
      type: 'select',
      options: ['AP', 'AR'].map((v) => ({ value: v, label: t(`payables.ledger.${v}`) })),
    },
    { name: 'date', label: f('firstDate'), type: 'dateRange' },
    { name: 'onlyOpen', label: t('payables.list.onlyOpen'), type: 'select', options: [{ value: '1', label: t('common.yes') }] },
    {
      name: 'groupBy',
      label: t('payables.list.byPartner'),
      type: 'select',
      options: [{ value: 'PARTNER', label: t('common.yes') }],
    },
  ];
  const one = (v: unknown) => (typeof v === 'string' && v ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);
  return (
    <>
      <ListPage<NeedPayRow>
        listKey={LIST_KEY}
        title={t('payables.menu.list')}
        searchPlaceholder={t('payables.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        summary={
          <Space direction="vertical" size={0} data-testid="need-pay-totals">
            {totals.map((s) => (
              <Typography.Text key={s.ledger} strong>
                {t('payables.list.totals', { ...s, ledger: t(`payables.ledger.${s.ledger}`) })}
              </Typography.Text>
            ))}
          </Space>
        }
        extra={
          <Space>
            <GuardedButton permission={P.adjust} onClick={() => setImporting(true)} data-testid="need-pay-import">
              {t('payables.import.button')}
            </GuardedButton>
            <ExportButton path="needPayNeedReceiveOrderApi/exportExcel" permission={P.query} body={() => exportFilter.current} />
          </Space>
        }
        fetchPage={async (q: ListQuery) => {
          const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
          const ledger = one(q.filters.ledger);
          const query: NeedPayQuery = {
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            itemNo: q.keyword || undefined,
            ledger: ledger === 'AP' || ledger === 'AR' ? ledger : undefined,
            dateStart: date[0],
            dateEnd: date[1],
            onlyOpen: one(q.filters.onlyOpen) === '1' || undefined,
            groupBy: one(q.filters.groupBy) === 'PARTNER' ? 'PARTNER' : 'BILL',
          };
          exportFilter.current = query;
          const page = await payablesApi.page(query);
          setTotals(page.totals);
          return page;
        }}
      />
      {adjusting && <AdjustDialog row={adjusting} onClose={() => setAdjusting(undefined)} />}
      {offsetting && <OffsetDialog row={offsetting} onClose={() => setOffsetting(undefined)} />}
      <ImportDialog
        open={importing}
        what={t('payables.import.what')}
        base="needPayNeedReceiveOrderApi/needPayAdjust"
        onClose={() => setImporting(false)}
        onImported={(job) => {
          void refresh();
          message.info(t('payables.import.drafts', { count: job.result?.written ?? job.total }));
        }}
      />
      {viewing && <ItemDetailDrawer id={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
