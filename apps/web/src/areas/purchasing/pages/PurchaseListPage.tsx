import { PlusOutlined } from '@ant-design/icons';
import { ArrivalPermission, PurchasePermission, type PurchaseBillRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { purchasingApi, supplierLoader, trimZeros } from '../api/purchasing-api';
import { arrivalFormFor, canOpenArrival } from '../components/open-arrival';
import { PickUpButton } from '../components/PickUpButton';
import { PurchaseConfigDialog } from '../components/PurchaseConfigDialog';

/** ListPage query → purchase list body (shared by the list and its export). */
function toListBody(q: Pick<ListQuery, 'keyword' | 'filters'>, belongModule: 0 | 1) {
  const f = q.filters;
  const one = (k: string) => (f[k] === undefined || f[k] === '' ? undefined : Number(f[k]));
  const range = (k: string) => (Array.isArray(f[k]) ? (f[k] as string[]) : []);
  const list = (k: string) => (Array.isArray(f[k]) ? (f[k] as string[]) : f[k] ? [String(f[k])] : undefined);
  return {
    belongModule,
    searchColumn: q.keyword || undefined,
    statuses: list('statuses')?.map(Number),
    arriveStatus: one('arriveStatus'),
    expectStatus: one('expectStatus'),
    closed: one('closed'),
    cancel: one('cancel'),
    supplierIdList: list('supplierIds'),
    purchaserId: f.purchaserId ? String(f.purchaserId) : undefined,
    datePurchaseStart: range('datePurchase')[0],
    datePurchaseEnd: range('datePurchase')[1],
    expectDateStart: range('expectDate')[0],
    expectDateEnd: range('expectDate')[1],
  };
}

/** 采购单 (/purchaseList) and 样料采购单 (/samplePurchaseList). */
export function PurchaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isSample = location.pathname === '/samplePurchaseList';
  const belongModule = isSample ? 1 : 0;
  const [configOpen, setConfigOpen] = useState(false);
  const f = (k: string) => t(`purchasing.field.${k}`);
  const o = (k: string) => t(`purchasing.option.${k}`);
  const arrive = [o('arriveNone'), o('arrivePartial'), o('arriveComplete')];
  const open = (r: PurchaseBillRow) =>
    navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(r.orderNo)}`);

  const columns: ListColumn<PurchaseBillRow>[] = [
    {
      key: 'orderNo',
      title: f('billNo'),
      width: 170,
      fixed: 'left',
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)}>{r.orderNo}</Typography.Link>,
    },
    { key: 'status', title: f('status'), width: 100, render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 140 },
    ...(isSample
      ? [
          {
            key: 'designStyleNo',
            title: f('designStyleNo'),
            dataIndex: 'designStyleNo',
            width: 110,
          } as ListColumn<PurchaseBillRow>,
        ]
      : []),
    { key: 'purchaserName', title: f('purchaser'), dataIndex: 'purchaserName', width: 100 },
    { key: 'datePurchase', title: f('datePurchase'), dataIndex: 'datePurchase', width: 110 },
    ...(isSample
      ? []
      : [
          {
            key: 'expectDateEnd',
            title: f('expectDateEnd'),
            dataIndex: 'expectDateEnd',
            width: 110,
            render: (v: string | null) => v ?? '-',
          } as ListColumn<PurchaseBillRow>,
        ]),
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', width: 80, align: 'right' },
    {
      key: 'totalQuantity',
      title: f('total'),
      width: 160,
      align: 'right',
      render: (_: unknown, r) => trimZeros(r.totalQuantity),
    },
    {
      key: 'arrivedQuantity',
      title: f('arrived'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => trimZeros(r.arrivedQuantity),
    },
    {
      key: 'arriveStatus',
      title: f('arriveStatus'),
      width: 90,
      render: (_: unknown, r) => <Tag color={['default', 'orange', 'green'][r.arriveStatus]}>{arrive[r.arriveStatus]}</Tag>,
    },
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
      width: 140,
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

  const filters: FilterField[] = [
    { name: 'datePurchase', label: f('datePurchase'), type: 'dateRange' },
    ...(isSample ? [] : [{ name: 'expectDate', label: f('expectDateEnd'), type: 'dateRange' } as FilterField]),
    { name: 'supplierIds', label: f('supplier'), type: 'searchSelect', loader: supplierLoader },
    { name: 'purchaserId', label: f('purchaser'), type: 'searchSelect', loader: unitUserLoader, single: true },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 6].map((s) => ({ value: String(s), label: t(`bill.status.${s}`) })),
    },
    {
      name: 'arriveStatus',
      label: f('arriveStatus'),
      type: 'select',
      single: true,
      options: arrive.map((label, i) => ({ value: String(i), label })),
    },
    ...(isSample
      ? []
      : [
          {
            name: 'expectStatus',
            label: f('expectStatus'),
            type: 'select',
            single: true,
            options: [
              { value: '1', label: o('expectDue') },
              { value: '2', label: o('expectOverdue') },
              { value: '3', label: o('expectDone') },
            ],
          } as FilterField,
        ]),
    {
      name: 'closed',
      label: f('closed'),
      type: 'select',
      single: true,
      options: [
        { value: '0', label: o('open') },
        { value: '1', label: o('closedYes') },
      ],
    },
    {
      name: 'cancel',
      label: f('cancel'),
      type: 'select',
      single: true,
      options: [
        { value: '0', label: o('active') },
        { value: '1', label: o('cancelled') },
      ],
    },
  ];

  let lastQuery: Pick<ListQuery, 'keyword' | 'filters'> = { keyword: '', filters: {} };
  return (
    <>
      <ListPage<PurchaseBillRow>
        key={belongModule}
        listKey={isSample ? 'sample-purchases' : 'purchases'}
        title={t(isSample ? 'purchasing.menu.sampleList' : 'purchasing.menu.list')}
        columns={columns}
        filters={filters}
        rowKey="id"
        fitColumns
        fetchPage={(q) => {
          lastQuery = q;
          return purchasingApi.list({ pageNum: q.pageNo, pageSize: q.pageSize, ...toListBody(q, belongModule) });
        }}
        extra={
          <Space wrap>
            <ExportButton
              path="purchase/exportPurchaseListExcel"
              permission={PurchasePermission.list}
              body={() => toListBody(lastQuery, belongModule)}
            />
            <GuardedButton onClick={() => setConfigOpen(true)}>{t('purchasing.need.config')}</GuardedButton>
            {!isSample && <PickUpButton onClick={() => navigate('/newPurchase?type=pickUpDelivery')} />}
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={isSample ? PurchasePermission.sampleAdd : PurchasePermission.add}
              onClick={() => navigate(isSample ? '/newSamplePurchase' : '/newPurchase')}
            >
              {t('purchasing.need.goPurchase')}
            </GuardedButton>
          </Space>
        }
      />
      <PurchaseConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />
    </>
  );
}
