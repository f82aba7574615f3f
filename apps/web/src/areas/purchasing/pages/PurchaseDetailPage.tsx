import {
  ArrivalPermission,
  dec,
  formatUnitTotals,
  PurchasePermission,
  ReturnPermission,
  type PurchaseLineDemandRow,
  type PurchaseLineRow,
  type RemittanceRow,
} from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { BillSettlements } from '../../../shared/bill-settlements';
import { feedback } from '../../../shared/feedback/feedback';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { purchasingApi, trimZeros } from '../api/purchasing-api';
import { LabelsOfPurchase } from '../components/LabelsOfPurchase';
import { PurchaseArrivalsTab } from '../components/PurchaseArrivalsTab';
import { RemitDialog } from '../components/RemitDialog';
import { arrivalFormFor, canOpenArrival } from '../components/open-arrival';
import '../locales/register';

/** /detailPurchase and /detailSamplePurchase (?orderNo= from lists and the review desk, or ?id=). */
export function PurchaseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSample = useLocation().pathname === '/detailSamplePurchase';
  const [search] = useSearchParams();
  const by = { id: search.get('id'), orderNo: search.get('orderNo') };
  const [remitting, setRemitting] = useState(false);
  const bill = useQuery({
    queryKey: ['purchase', by.id ?? by.orderNo],
    queryFn: () => purchasingApi.detail(by),
    enabled: Boolean(by.id ?? by.orderNo),
    retry: false,
  });
  const d = bill.data;
  // 一键采到送: the arrival and delivery booked with this bill (null for other bills).
  const pickUp = useQuery({
    queryKey: ['purchase-pickup', d?.id],
    queryFn: () => purchasingApi.pickUpLinks(d!.id),
    enabled: Boolean(d && !isSample),
  }).data;
  const f = (k: string) => t(`purchasing.field.${k}`);
  const o = (k: string) => t(`purchasing.option.${k}`);
  const arrive = [o('arriveNone'), o('arrivePartial'), o('arriveComplete')];
  const act = async (run: () => Promise<unknown>, confirm?: string) => {
    if (confirm) {
      const ok = await new Promise<boolean>((resolve) =>
        feedback.modal.confirm({ title: confirm, onOk: () => resolve(true), onCancel: () => resolve(false) }),
      );
      if (!ok) return;
    }
    await run();
  };
  const manual = (l: PurchaseLineRow, s: PurchaseLineDemandRow | null, complete: boolean) =>
    d &&
    checkPermission(PurchasePermission.add) &&
    void act(() =>
      purchasingApi.manualArrive(
        {
          billMaterialPurchaseId: d.id,
          materialSkuId: l.materialSkuId,
          ...(s?.purchaseDemandId ? { demandSourceBillId: s.purchaseDemandId } : {}),
        },
        complete,
      ),
    );

  const demandTable = (l: PurchaseLineRow) => (
    <Table<PurchaseLineDemandRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={l.demands}
      columns={[
        { key: 'goodsStyleNo', title: f('goodsStyleNo'), render: (_, s) => s.goodsStyleNo ?? '-' },
        { key: 'orderNo', title: f('orderNo'), render: (_, s) => s.orderNo ?? <Tag>{f('unplanned')}</Tag> },
        {
          key: 'planned',
          title: f('planned'),
          align: 'right',
          render: (_, s) => (s.plannedQuantity ? trimZeros(s.plannedQuantity) : '-'),
        },
        {
          key: 'reserved',
          title: f('reserved'),
          align: 'right',
          render: (_, s) => (s.reservedQuantity ? trimZeros(s.reservedQuantity) : '-'),
        },
        { key: 'quantity', title: f('thisPurchase'), align: 'right', render: (_, s) => trimZeros(s.quantity) },
        { key: 'arrived', title: f('arrivedThis'), align: 'right', render: (_, s) => trimZeros(s.arrivedQuantity) },
        { key: 'outstanding', title: f('notArrived'), align: 'right', render: (_, s) => trimZeros(s.outstandingQuantity) },
        {
          key: 'isArrived',
          title: f('isArrived'),
          render: (_, s) =>
            s.isArriveComplete ? (
              <Space size={4}>
                <Tag color="green">{o('arriveComplete')}</Tag>
                {d?.status === 2 && l.arriveStatus === 2 && dec.cmp(l.arrivedQuantity, l.totalQuantity) < 0 && (
                  <Typography.Link onClick={() => manual(l, s, false)}>{t('purchasing.detail.undoArrive')}</Typography.Link>
                )}
              </Space>
            ) : d?.status === 2 && !d.cancel ? (
              <Typography.Link onClick={() => manual(l, s, true)} data-testid="manual-arrive">
                {t('purchasing.detail.manualArrive')}
              </Typography.Link>
            ) : (
              '-'
            ),
        },
      ]}
    />
  );

  const lineColumns = [
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
    { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
    {
      key: 'supplierStyle',
      title: f('supplierStyleNo'),
      render: (_: unknown, l: PurchaseLineRow) => [l.supplierStyleNo, l.supplierColorNo].filter(Boolean).join(' / ') || '-',
    },
    {
      key: 'unitPrice',
      title: f('unitPrice'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) =>
        t('purchasing.field.pricePer', { price: trimZeros(l.unitPrice), unit: l.purchaseUnit }),
    },
    {
      key: 'rate',
      title: f('conversionRate'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => trimZeros(l.conversionRate),
    },
    {
      key: 'quantity',
      title: f('quantity'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => `${trimZeros(l.quantity)} ${l.purchaseUnit}`,
    },
    {
      key: 'total',
      title: f('total'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => `${trimZeros(l.totalQuantity)} ${l.stockUnit}`,
    },
    { key: 'amount', title: f('lineAmount'), dataIndex: 'amount', align: 'right' as const },
    {
      key: 'taxRate',
      title: f('taxRate'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => (l.taxRate ? trimZeros(l.taxRate) : '-'),
    },
    {
      key: 'arrived',
      title: f('arrived'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => trimZeros(l.arrivedQuantity),
    },
    {
      key: 'outstanding',
      title: f('outstanding'),
      align: 'right' as const,
      render: (_: unknown, l: PurchaseLineRow) => trimZeros(l.outstandingQuantity),
    },
    {
      key: 'arriveStatus',
      title: f('arriveStatus'),
      render: (_: unknown, l: PurchaseLineRow) => (
        <Tag color={['default', 'orange', 'green'][l.arriveStatus]}>{arrive[l.arriveStatus]}</Tag>
      ),
    },
  ];

  const remitColumns = [
    { key: 'dateOperated', title: f('payDate'), dataIndex: 'dateOperated' },
    { key: 'operatorName', title: f('operator'), dataIndex: 'operatorName' },
    { key: 'amount', title: f('payAmount'), dataIndex: 'amount', align: 'right' as const },
    {
      key: 'state',
      title: t('common.actions'),
      render: (_: unknown, r: RemittanceRow) =>
        r.isUndone ? (
          <Tag>{o('cancelled')}</Tag>
        ) : (
          <Typography.Link
            onClick={() =>
              checkPermission(PurchasePermission.pay) &&
              void act(() => purchasingApi.undoRemit(r.id), t('purchasing.detail.undoRemit'))
            }
          >
            {t('purchasing.detail.undoRemit')}
          </Typography.Link>
        ),
    },
  ];

  const extra = d && (
    <Space wrap>
      {[0, 4].includes(d.status) && !d.cancel && (
        <GuardedButton
          danger
          permission={PurchasePermission.delete}
          onClick={() => void act(() => purchasingApi.cancel(d.id), t('purchasing.detail.cancelConfirm'))}
        >
          {t('purchasing.detail.cancel')}
        </GuardedButton>
      )}
      {d.status === 2 && !d.cancel && (
        <GuardedButton permission={PurchasePermission.close} onClick={() => void act(() => purchasingApi.close(d.id, !d.closed))}>
          {t(d.closed ? 'purchasing.detail.reopen' : 'purchasing.detail.close')}
        </GuardedButton>
      )}
      {canOpenArrival(d) && (
        <GuardedButton
          permission={isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add}
          onClick={() => navigate(arrivalFormFor(d.id, isSample))}
          data-testid="purchase-open-arrival"
        >
          {t('purchasing.detail.openArrival')}
        </GuardedButton>
      )}
      {d.status === 2 && !d.cancel && (
        <GuardedButton
          permission={ReturnPermission.add}
          onClick={() =>
            navigate(`/newReturnMarteriel?${new URLSearchParams({ supplierId: d.supplierId, supplierName: d.supplierName })}`)
          }
        >
          {t('purchasing.detail.openReturn')}
        </GuardedButton>
      )}
      {d.status === 2 && !d.cancel && (
        <GuardedButton permission={PurchasePermission.pay} onClick={() => setRemitting(true)}>
          {t('purchasing.detail.remit')}
        </GuardedButton>
      )}
    </Space>
  );

  return (
    <BillDetail
      billType={isSample ? 'SAMPLE_PURCHASE' : 'MATERIALS_PURCHASE'}
      billId={d?.id}
      billNo={d?.orderNo}
      title={t(isSample ? 'purchasing.menu.sampleDetail' : 'purchasing.menu.detail')}
      loading={bill.isLoading}
      notFound={bill.isError}
      onEdit={
        d && !d.cancel
          ? () =>
              checkPermission(isSample ? PurchasePermission.sampleAdd : PurchasePermission.add) &&
              navigate(`${isSample ? '/newSamplePurchase' : '/newPurchase'}?id=${d.id}`)
          : undefined
      }
      extra={extra}
    >
      {d && (
        <div style={{ position: 'relative' }}>
          {d.cancel && (
            <div className="bill-stamp" data-testid="cancel-stamp">
              {t('purchasing.detail.cancelledStamp')}
            </div>
          )}
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={3}>
              {isSample && <Descriptions.Item label={f('designStyleNo')}>{d.designStyleNo ?? '-'}</Descriptions.Item>}
              <Descriptions.Item label={f('supplier')}>{d.supplierName}</Descriptions.Item>
              <Descriptions.Item label={f('billNo')}>{d.orderNo}</Descriptions.Item>
              {!isSample && <Descriptions.Item label={f('expectDateEnd')}>{d.expectDateEnd ?? '-'}</Descriptions.Item>}
              <Descriptions.Item label={f('datePurchase')}>{d.datePurchase}</Descriptions.Item>
              {/* A bill made by 一键采到送 names its person as the form did: 业务员. */}
              <Descriptions.Item label={pickUp ? t('purchasing.pickUp.salesman') : f('purchaser')}>
                {d.purchaserName ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={f('arriveStorehouse')}>{d.arriveStorehouseName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('arriveStatus')}>
                <Space size={4}>
                  <Tag color={['default', 'orange', 'green'][d.arriveStatus]}>{arrive[d.arriveStatus]}</Tag>
                  {d.closed && <Tag color="purple">{t('purchasing.detail.closedTag')}</Tag>}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={f('paid')}>{d.remittedAmount}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('labels')}>
                <LabelsOfPurchase billId={d.id} isSample={isSample} />
              </Descriptions.Item>
              {pickUp && (
                <Descriptions.Item label={t('purchasing.pickUp.arrival')}>
                  {pickUp.arrivalNo ? (
                    <Typography.Link
                      onClick={() => navigate(`/materialDetail?orderNo=${encodeURIComponent(pickUp.arrivalNo!)}`)}
                      data-testid="pickup-arrival"
                    >
                      {pickUp.arrivalNo}
                    </Typography.Link>
                  ) : (
                    '-'
                  )}
                </Descriptions.Item>
              )}
              {pickUp && (
                <Descriptions.Item label={t('purchasing.pickUp.delivery')}>
                  <Typography.Link onClick={() => navigate(`/payoffDetail/${pickUp.deliveryId}`)} data-testid="pickup-delivery">
                    {pickUp.deliveryNo}
                  </Typography.Link>
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <Tabs
            items={[
              {
                key: 'lines',
                label: t('purchasing.detail.tabPurchase'),
                children: (
                  <>
                    <Typography.Text strong style={{ display: 'block', marginBottom: 8 }} data-testid="purchase-detail-summary">
                      {t('purchasing.detail.skuSummary', {
                        count: d.skuCount,
                        totals: formatUnitTotals(d.unitTotals, trimZeros) || '0',
                        amount: d.amount,
                      })}
                    </Typography.Text>
                    <Table<PurchaseLineRow>
                      size="small"
                      rowKey="id"
                      pagination={false}
                      dataSource={d.lines}
                      columns={lineColumns}
                      scroll={{ x: 'max-content' }}
                      expandable={{ expandedRowRender: demandTable, defaultExpandAllRows: true }}
                      data-testid="purchase-lines"
                    />
                  </>
                ),
              },
              {
                key: 'arrivals',
                label: t('purchasing.detail.tabArrivals'),
                children: <PurchaseArrivalsTab billId={d.id} isSample={isSample} />,
              },
              {
                key: 'finance',
                label: t('purchasing.detail.tabFinance'),
                children: <BillSettlements billType={isSample ? 'SAMPLE_PURCHASE' : 'MATERIALS_PURCHASE'} billId={d.id} />,
              },
              {
                key: 'remit',
                label: t('purchasing.detail.tabRemit'),
                children: (
                  <Table<RemittanceRow>
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={d.remittances}
                    columns={remitColumns}
                  />
                ),
              },
            ]}
          />
          <RemitDialog bill={remitting ? d : null} onClose={() => setRemitting(false)} />
        </div>
      )}
    </BillDetail>
  );
}
