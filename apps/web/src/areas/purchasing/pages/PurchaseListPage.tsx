import { PlusOutlined } from '@ant-design/icons';
import {
  ArrivalPermission,
  formatUnitTotals,
  PurchasePermission,
  type PurchaseListRow,
  type PurchaseListSummary,
} from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { useDocumentFieldConfig } from '../../../shared/field-config';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { ListTotals, ListViewSwitch, useListView } from '../../../shared/list-views';
import { purchaseListsApi } from '../api/purchase-lists-api';
import { trimZeros } from '../api/purchasing-api';
import { LinePurchaseList } from '../components/LinePurchaseList';
import { purchaseFilterFields, toListBody } from '../components/list-filters';
import { arrivalFormFor, canOpenArrival } from '../components/open-arrival';
import { PickUpButton } from '../components/PickUpButton';
import { PurchaseConfigDialog } from '../components/PurchaseConfigDialog';
import { arriveStatusColumn, purchaseLabelsColumn } from '../components/purchase-list-columns';
import '../locales/register';

/** Columns the factory's 字段配置 (purchase) may hide: column key → field code. */
const billFieldOf = {
  expectDateEnd: 'expectDateEnd',
  amount: 'amount',
  remittedAmount: 'paid',
  labels: 'labels',
  remark: 'remark',
};

/** 采购单 (/purchaseList) and 样料采购单 (/samplePurchaseList): 单据 view (bills) or 明细 view (one row per line). */
export function PurchaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSample = useLocation().pathname === '/samplePurchaseList';
  const belongModule = isSample ? 1 : 0;
  const [view, setView] = useListView();
  const [configOpen, setConfigOpen] = useState(false);
  const fields = useDocumentFieldConfig('purchase');
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const [summary, setSummary] = useState<PurchaseListSummary | null>(null);
  const f = (k: string) => t(`purchasing.field.${k}`);
  const o = (k: string) => t(`purchasing.option.${k}`);
  const l = (k: string) => t(`purchasing.lists.${k}`);
  const title = t(isSample ? 'purchasing.menu.sampleList' : 'purchasing.menu.list');
  const viewSwitch = <ListViewSwitch value={view} onChange={setView} />;
  const configButton = <GuardedButton onClick={() => setConfigOpen(true)}>{t('purchasing.need.config')}</GuardedButton>;
  const addButtons = (
    <>
      {!isSample && <PickUpButton onClick={() => navigate('/newPurchase?type=pickUpDelivery')} />}
      <GuardedButton
        type="primary"
        icon={<PlusOutlined />}
        permission={isSample ? PurchasePermission.sampleAdd : PurchasePermission.add}
        onClick={() => navigate(isSample ? '/newSamplePurchase' : '/newPurchase')}
      >
        {t('purchasing.need.goPurchase')}
      </GuardedButton>
    </>
  );
  const dialog = <PurchaseConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />;

  if (view === 'lines')
    return (
      <>
        <LinePurchaseList
          isSample={isSample}
          title={title}
          viewSwitch={viewSwitch}
          fields={fields}
          more={configButton}
          addButtons={addButtons}
        />
        {dialog}
      </>
    );

  const open = (r: PurchaseListRow) =>
    navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(r.orderNo)}`);
  const editPermission = isSample ? PurchasePermission.sampleAdd : PurchasePermission.add;
  // What a buyer reads first (supplier, date, bought and arrived per unit, 到料状态, labels) fits 1440 px.
  const columns: ListColumn<PurchaseListRow>[] = [
    {
      key: 'orderNo',
      title: f('billNo'),
      width: 160,
      fixed: 'left',
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)}>{r.orderNo}</Typography.Link>,
    },
    { key: 'status', title: f('status'), width: 90, render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 130, ellipsis: true },
    { key: 'datePurchase', title: f('datePurchase'), dataIndex: 'datePurchase', width: 105 },
    {
      key: 'totalQuantity',
      title: f('total'),
      width: 160,
      align: 'right',
      // Per stock unit: 100 米 + 3000 个, never one sum.
      render: (_: unknown, r) => formatUnitTotals(r.quantityByUnit, trimZeros) || '0',
    },
    {
      key: 'arrivedQuantity',
      title: f('arrived'),
      width: 140,
      align: 'right',
      render: (_: unknown, r) => formatUnitTotals(r.arrivedByUnit, trimZeros) || '0',
    },
    arriveStatusColumn<PurchaseListRow>(t, f('arriveStatus'), 110),
    purchaseLabelsColumn<PurchaseListRow>(t, editPermission, (r) => r.id, 130),
    ...(isSample
      ? [
          {
            key: 'designStyleNo',
            title: f('designStyleNo'),
            dataIndex: 'designStyleNo',
            width: 110,
          } as ListColumn<PurchaseListRow>,
        ]
      : []),
    { key: 'purchaserName', title: f('purchaser'), dataIndex: 'purchaserName', width: 100 },
    ...(isSample
      ? []
      : [
          {
            key: 'expectDateEnd',
            title: f('expectDateEnd'),
            dataIndex: 'expectDateEnd',
            width: 110,
            render: (v: string | null) => v ?? '-',
          } as ListColumn<PurchaseListRow>,
        ]),
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', width: 80, align: 'right' },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', width: 110, align: 'right' },
    { key: 'remittedAmount', title: f('paid'), dataIndex: 'remittedAmount', width: 100, align: 'right' },
    {
      key: 'state',
      title: f('cancel'),
      width: 110,
      render: (_: unknown, r) => (
        <Space size={4}>
          {r.cancel ? <Tag color="red">{o('cancelled')}</Tag> : <Tag>{o('active')}</Tag>}
          {r.closed && <Tag color="purple">{o('closedYes')}</Tag>}
        </Space>
      ),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      fixed: 'right',
      locked: true,
      render: (_: unknown, r) => (
        <Space size={12}>
          <Typography.Link onClick={() => open(r)}>{t('common.view')}</Typography.Link>
          {/* 开到料单, disabled once the bill is revoked, closed, fully arrived or not yet reviewed */}
          <Typography.Link
            disabled={!canOpenArrival(r)}
            onClick={() =>
              checkPermission(isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add) &&
              navigate(arrivalFormFor(r.id, isSample))
            }
          >
            {t('purchasing.detail.openArrival')}
          </Typography.Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<PurchaseListRow>
        key={belongModule}
        listKey={isSample ? 'sample-purchases' : 'purchases'}
        title={title}
        titleExtra={viewSwitch}
        columns={fields.apply(columns, billFieldOf)}
        filters={purchaseFilterFields(t, isSample, 'bills')}
        rowKey="id"
        fitColumns
        summary={
          summary && (
            <ListTotals
              items={[
                { label: l('totalPurchased'), value: summary.purchased },
                { label: l('totalArrived'), value: summary.arrived },
                { label: f('amount'), value: summary.amount },
              ]}
            />
          )
        }
        fetchPage={async (q) => {
          lastQuery.current = q;
          const answer = await purchaseListsApi.bills({
            pageNum: q.pageNo,
            pageSize: q.pageSize,
            ...toListBody(q, belongModule),
          });
          setSummary(answer.summary);
          return answer;
        }}
        extra={
          <Space wrap>
            <ExportButton
              path="purchase/exportPurchaseListExcel"
              permission={PurchasePermission.list}
              body={() => toListBody(lastQuery.current, belongModule)}
            />
            {configButton}
            {addButtons}
          </Space>
        }
      />
      {dialog}
    </>
  );
}
