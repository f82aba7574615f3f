import { dec, StockBillPermission as P, STOCK_BILL_EDIT_PERMISSION, type StockBillLine } from '@gf/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillDetail, ReasonDialog } from '../../../bill';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { stockBillsApi } from '../api/stock-bills-api';
import { printedUnitTotals } from '../print/stock-bill-print.logic';
import { printPath } from './StockBillListPage';
import '../locales/register';

/**
 * /stockDetail?orderNo= (the review desk's link) or ?id=: a stock bill in the bill frame (status, the actions the engine
 * allows now, approval history, lineage), its kind's header fields and lines with totals; 打印 opens the A4 sheet, 撤销 of a
 * reviewed bill asks the reason (≤ 50) and reverses its stock.
 */
export function StockBillDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const by = search.get('id') ? { id: search.get('id')! } : { orderNo: search.get('orderNo') ?? '' };
  const detail = useQuery({ queryKey: ['stock-bill', by], queryFn: () => stockBillsApi.detail(by), retry: false });
  const [revoking, setRevoking] = useState(false);
  const d = detail.data;
  const f = (key: string) => t(`stockBills.field.${key}`);
  const pieces = t('stockBills.list.pieces');

  return (
    <BillDetail
      billType={d?.operateType ?? 'STOCK_IN'}
      billId={d?.id}
      billNo={d?.billNo}
      title={t('stockBills.detail.title')}
      loading={detail.isLoading}
      notFound={detail.isError}
      onEdit={() =>
        d &&
        checkPermission(STOCK_BILL_EDIT_PERMISSION[d.operateType]) &&
        navigate(`/home/instorage?id=${encodeURIComponent(d.id)}`)
      }
      extra={
        d && (
          <>
            <GuardedButton
              icon={<PrinterOutlined />}
              permission={P.list}
              onClick={() => d && void navigate(printPath(d))}
              data-testid="stock-bill-print"
            >
              {t('stockBills.detail.print')}
            </GuardedButton>
            {d.status === 2 && (
              <GuardedButton danger permission={P.repeal} onClick={() => setRevoking(true)} data-testid="stock-bill-revoke">
                {t('stockBills.detail.revoke')}
              </GuardedButton>
            )}
          </>
        )
      }
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="stock-bill-fields">
              <Descriptions.Item label={f('billNo')}>{d.billNo}</Descriptions.Item>
              <Descriptions.Item label={f('kind')}>{t(`stockBills.kind.${d.operateType}`)}</Descriptions.Item>
              <Descriptions.Item label={f('storehouse')}>{d.storehouseName}</Descriptions.Item>
              {d.inStorehouseName && <Descriptions.Item label={f('inStorehouse')}>{d.inStorehouseName}</Descriptions.Item>}
              <Descriptions.Item label={f('operator')}>{d.operaterName}</Descriptions.Item>
              <Descriptions.Item label={f('opDate')}>{d.opDate}</Descriptions.Item>
              {d.outsideFactoryName && <Descriptions.Item label={f('supplier')}>{d.outsideFactoryName}</Descriptions.Item>}
              {d.customerName && <Descriptions.Item label={f('customer')}>{d.customerName}</Descriptions.Item>}
              {d.orderNo && <Descriptions.Item label={f('order')}>{d.orderNo}</Descriptions.Item>}
              {d.informNo && (
                <Descriptions.Item label={f('inform')}>
                  <Link to="/stockInforms">{d.informNo}</Link>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={f('totalQuantity')}>
                <span data-testid="stock-bill-unit-totals">{printedUnitTotals(d.lines, pieces)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={f('totalAmount')}>
                {dec.format(d.totalAmount, { scale: 2, fixed: true })}
              </Descriptions.Item>
              {d.adjustNote && <Descriptions.Item label={f('adjustNote')}>{d.adjustNote}</Descriptions.Item>}
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('printCount')}>{d.printCount}</Descriptions.Item>
              {d.cancelRemark && <Descriptions.Item label={f('cancelRemark')}>{d.cancelRemark}</Descriptions.Item>}
            </Descriptions>
          </Card>
          <Card size="small" title={t('stockBills.detail.lines')}>
            <Table<StockBillLine>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.lines}
              data-testid="stock-bill-lines"
              columns={[
                { key: 'goods', title: f('goods'), dataIndex: 'skuName' },
                ...(d.skuKind === 'MATERIAL'
                  ? [
                      // a material line: its 规格 (answered as sizeName) and its stock unit
                      {
                        key: 'spec',
                        title: t('stockBills.material.spec'),
                        dataIndex: 'sizeName',
                        render: (v: string | null) => v ?? '-',
                      },
                      {
                        key: 'unit',
                        title: t('stockBills.material.unit'),
                        dataIndex: 'stockUnit',
                        render: (v: string | null) => v ?? '-',
                      },
                    ]
                  : [{ key: 'length', title: f('length'), dataIndex: 'lengthName', render: (v: string | null) => v ?? '-' }]),
                {
                  key: 'quantity',
                  title: f('quantity'),
                  dataIndex: 'quantity',
                  align: 'right',
                  render: (v: string, l) => `${dec.norm(v)} ${l.stockUnit ?? pieces}`,
                },
                { key: 'price', title: f('price'), dataIndex: 'price', align: 'right', render: (v: string) => dec.norm(v) },
                {
                  key: 'amount',
                  title: f('amount'),
                  dataIndex: 'amount',
                  align: 'right',
                  render: (v: string) => dec.format(v, { scale: 2, fixed: true }),
                },
              ]}
            />
          </Card>
          <ReasonDialog
            open={revoking}
            title={t('stockBills.detail.revokeTitle')}
            onCancel={() => setRevoking(false)}
            onOk={async (reason) => {
              await stockBillsApi.revoke(d.id, reason);
              setRevoking(false);
            }}
          />
        </>
      )}
    </BillDetail>
  );
}
