import {
  ArrivalPermission,
  formatUnitTotals,
  LABEL_BILL_TYPES,
  type ArrivalListRow,
  type ArrivalListSummary,
} from '@gf/contracts';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { BillLabelsCell } from '../../../shared/bill-labels';
import { ExportButton } from '../../../shared/excel';
import { useDocumentFieldConfig } from '../../../shared/field-config';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { ListTotals, ListViewSwitch, useListView } from '../../../shared/list-views';
import { GuardedButton } from '../../../shared/session/permission';
import { arrivalListsApi } from '../api/arrival-lists-api';
import { trimZeros } from '../api/arrivals-api';
import { LineArrivalList } from '../components/LineArrivalList';
import { arrivalFilterFields, toListBody } from '../components/list-filters';
import '../locales/register';

/** Columns the factory's 字段配置 (arrival) may hide: column key → field code. */
const billFieldOf = {
  amount: 'amount',
  payable: 'finance',
  paid: 'finance',
  balance: 'finance',
  labels: 'labels',
  remark: 'remark',
};

/**
 * 到料单 list (/materialList; sample arrivals at /sampleMaterialList): 单据 view (arrivals, with 应付款 / 已支付 / 结欠 and
 * 本次到料 per stock unit) or 明细 view (one row per arrival line).
 */
export function ArrivalListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isSample = useLocation().pathname === '/sampleMaterialList';
  const belongModule = isSample ? 1 : 0;
  const [view, setView] = useListView();
  const fields = useDocumentFieldConfig('arrival');
  const [summary, setSummary] = useState<ArrivalListSummary | null>(null);
  const f = (key: string) => t(`arrivals.field.${key}`);
  const title = t(isSample ? 'arrivals.menu.sampleList' : 'arrivals.menu.list');
  const viewSwitch = <ListViewSwitch value={view} onChange={setView} />;
  const addButton = (
    <GuardedButton
      type="primary"
      permission={isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add}
      onClick={() => navigate(isSample ? '/sampleMaterialAdd' : '/materialAdd')}
      data-testid="arrival-add"
    >
      {t('arrivals.action.add')}
    </GuardedButton>
  );

  // The list's body for its current search and filters: the page call and 导出表格 send the same.
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  if (view === 'lines')
    return <LineArrivalList isSample={isSample} title={title} viewSwitch={viewSwitch} fields={fields} addButton={addButton} />;

  const open = (r: ArrivalListRow) => navigate(`/materialDetail?orderNo=${encodeURIComponent(r.orderNo)}`);
  const columns: ListColumn<ArrivalListRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      render: (v: string, r) => <a onClick={() => open(r)}>{v}</a>,
    },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 110, render: (v: number) => <BillStatusTag status={v} /> },
    {
      key: 'labels',
      title: t('arrivals.lists.labelsTitle'),
      width: 140,
      render: (_: unknown, r) => (
        <BillLabelsCell
          billType={LABEL_BILL_TYPES.arrival}
          labels={r.labels}
          permission={isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add}
          save={(ids) => arrivalListsApi.setLabels(r.id, ids)}
        />
      ),
    },
    { key: 'dateArrive', title: f('dateArrive'), dataIndex: 'dateArrive', width: 110 },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 140, ellipsis: true },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 110 },
    {
      key: 'stockQuantity',
      title: f('stockQuantity'),
      width: 170,
      align: 'right',
      // Per stock unit: 50 米 + 500 个, never one sum.
      render: (_: unknown, r) => formatUnitTotals(r.unitTotals, trimZeros) || '0',
    },
    { key: 'amount', title: f('total'), dataIndex: 'amount', width: 100, align: 'right' },
    { key: 'payable', title: f('payable'), dataIndex: 'payable', width: 100, align: 'right' },
    { key: 'paid', title: f('paid'), dataIndex: 'paid', width: 90, align: 'right' },
    { key: 'balance', title: f('balance'), dataIndex: 'balance', width: 100, align: 'right' },
    { key: 'creatorName', title: f('creator'), dataIndex: 'creatorName', width: 100 },
    { key: 'lineCount', title: f('lineCount'), dataIndex: 'lineCount', width: 80, align: 'right' },
    {
      key: 'outsideFactoryName',
      title: f('direct'),
      dataIndex: 'outsideFactoryName',
      width: 150,
      render: (v: string | null) => v ?? '-',
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 100,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r)}>
          {t('arrivals.action.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      key={belongModule}
      listKey={isSample ? 'sample-arrivals' : 'arrivals'}
      title={title}
      titleExtra={viewSwitch}
      searchPlaceholder={t('arrivals.search.arrivals')}
      rowKey="id"
      fitColumns
      columns={fields.apply(columns, billFieldOf)}
      filters={arrivalFilterFields(t, i18n.language, belongModule)}
      summary={
        summary && (
          <ListTotals
            items={[
              { label: t('arrivals.lists.totalArrived'), value: summary.arrived },
              { label: f('total'), value: summary.amount },
            ]}
          />
        )
      }
      fetchPage={async (q) => {
        lastQuery.current = q;
        return arrivalListsApi.bills({ pageNo: q.pageNo, pageSize: q.pageSize, ...toListBody(q, belongModule) });
      }}
      onPage={(answer) => setSummary(answer.summary)}
      extra={
        <Space wrap>
          <ExportButton
            path={isSample ? 'arrive/arriveExcel/sample' : 'arrive/arriveExcel'}
            permission={isSample ? ArrivalPermission.sampleList : ArrivalPermission.list}
            label={t('arrivals.action.export')}
            body={() => toListBody(lastQuery.current, belongModule)}
          />
          {addButton}
        </Space>
      }
    />
  );
}
