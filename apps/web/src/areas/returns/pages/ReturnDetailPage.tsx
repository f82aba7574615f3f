import { dec, formatUnitTotals, ReturnPermission, type ReturnLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BillDetail } from '../../../bill/detail/BillDetail';
import { api } from '../../../shared/api';
import { BillSettlements } from '../../../shared/bill-settlements';
import { useDocumentFieldConfig } from '../../../shared/field-config';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { closeTab } from '../../../shared/tabs/visited-tabs';
import { MATERIALS_RETURN, returnsApi } from '../api/returns-api';
import { CollectDrawer } from '../components/CollectDrawer';
import { FinanceTab } from '../components/FinanceTab';
import '../locales/register';

/** /returnMaterielDetail/:id — the return in the bill frame: tabs 退料详情 and 财务收支, 收款. */
/** The return's line columns that 字段配置 may hide, by their field codes. */
const returnLineFieldOf = { kindName: 'kindName', arriveNo: 'arrivalNo', unitPrice: 'unitPrice', amount: 'amount' };

export function ReturnDetailPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [collecting, setCollecting] = useState(false);
  const ret = useQuery({
    queryKey: ['material-return', id],
    queryFn: () => returnsApi.detail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const d = ret.data;
  const f = (key: string) => t(`returns.field.${key}`);
  const fields = useDocumentFieldConfig('return');

  const remove = () => {
    if (!d || !checkPermission(ReturnPermission.repeal)) return;
    modal.confirm({
      title: t('common.delete'),
      content: d.orderNo,
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await api.post('return/delete', { id: d.id });
        closeTab('/returnMaterielDetail/:id');
        void navigate('/returnMarterielList', { replace: true });
      },
    });
  };

  return (
    <BillDetail
      billType={MATERIALS_RETURN}
      billId={d?.id}
      billNo={d?.orderNo}
      title={t('returns.detail.title')}
      loading={ret.isLoading}
      notFound={ret.isError}
      onEdit={() => checkPermission(ReturnPermission.add) && navigate(`/newReturnMarteriel?id=${encodeURIComponent(id)}`)}
      onDelete={remove}
      extra={
        d?.status === 2 && dec.isPositive(d.balance) ? (
          <GuardedButton permission={ReturnPermission.refund} onClick={() => setCollecting(true)} data-testid="return-collect">
            {t('returns.detail.collect')}
          </GuardedButton>
        ) : null
      }
    >
      {d && (
        <Tabs
          items={[
            {
              key: 'lines',
              label: t('returns.detail.tabLines'),
              children: (
                <>
                  <Card size="small" style={{ marginBottom: 12 }}>
                    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="return-fields">
                      <Descriptions.Item label={f('supplier')}>{d.supplierName}</Descriptions.Item>
                      <Descriptions.Item label={f('orderNo')}>{d.orderNo}</Descriptions.Item>
                      <Descriptions.Item label={f('date')}>{d.dateReturn}</Descriptions.Item>
                      <Descriptions.Item label={f('returner')}>{d.returnerName}</Descriptions.Item>
                      <Descriptions.Item label={f('storehouse')}>{d.storehouseName}</Descriptions.Item>
                      <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={f('amount')}>
                        <Typography.Text strong>¥{d.amount}</Typography.Text>
                      </Descriptions.Item>
                      <Descriptions.Item label={f('collected')}>¥{d.collected}</Descriptions.Item>
                      <Descriptions.Item label={f('balance')}>¥{d.balance}</Descriptions.Item>
                      <Descriptions.Item label={f('stockQuantity')}>
                        <Typography.Text strong data-testid="return-total">
                          {formatUnitTotals(d.unitTotals, (q) => dec.format(q)) || '0'}
                        </Typography.Text>
                      </Descriptions.Item>
                    </Descriptions>
                  </Card>
                  <Table<ReturnLineRow>
                    size="small"
                    rowKey="id"
                    dataSource={d.lines}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    data-testid="return-lines"
                    columns={fields.apply<ColumnType<ReturnLineRow> & { key: string }>(
                      [
                        { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
                        { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
                        { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
                        { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
                        { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
                        {
                          key: 'arriveNo',
                          title: f('arriveNo'),
                          dataIndex: 'arriveNo',
                          render: (v: string | null) => v ?? <Tag>{f('unplanned')}</Tag>,
                        },
                        { key: 'orderNo', title: f('orderNoOfLine'), dataIndex: 'orderNo' },
                        { key: 'rollNo', title: f('rollNo'), dataIndex: 'rollNo', render: (v: string | null) => v ?? '-' },
                        { key: 'vatNo', title: f('vatNo'), dataIndex: 'vatNo', render: (v: string | null) => v ?? '-' },
                        { key: 'purchaseUnit', title: f('purchaseUnit'), dataIndex: 'purchaseUnit' },
                        {
                          key: 'quantity',
                          title: f('quantity'),
                          dataIndex: 'quantity',
                          align: 'right',
                          render: (v: string) => dec.norm(v),
                        },
                        {
                          key: 'conversionRate',
                          title: f('conversionRate'),
                          dataIndex: 'conversionRate',
                          align: 'right',
                          render: (v: string) => dec.norm(v),
                        },
                        {
                          key: 'stockQuantity',
                          title: f('stockQuantity'),
                          dataIndex: 'stockQuantity',
                          align: 'right',
                          render: (v: string, r) => `${dec.norm(v)} ${r.stockUnit}`,
                        },
                        {
                          key: 'unitPrice',
                          title: f('unitPrice'),
                          dataIndex: 'unitPrice',
                          align: 'right',
                          render: (v: string, r) => t('returns.detail.pricePer', { price: dec.norm(v), unit: r.purchaseUnit }),
                        },
                        {
                          key: 'taxRate',
                          title: f('taxRate'),
                          dataIndex: 'taxRate',
                          align: 'right',
                          render: (v: string | null) => (v ? dec.norm(v, 2) : '-'),
                        },
                        { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right' },
                      ],
                      returnLineFieldOf,
                    )}
                  />
                  {d.refunds.length > 0 && (
                    <Card size="small" title={t('returns.detail.refunds')} style={{ marginTop: 12 }}>
                      <Table
                        size="small"
                        rowKey="id"
                        pagination={false}
                        dataSource={d.refunds}
                        columns={[
                          { key: 'orderNo', title: t('returns.refund.orderNo'), dataIndex: 'orderNo' },
                          { key: 'dateRefund', title: t('returns.refund.date'), dataIndex: 'dateRefund' },
                          { key: 'salesmanName', title: t('returns.refund.salesman'), dataIndex: 'salesmanName' },
                          { key: 'amount', title: t('returns.refund.amount'), dataIndex: 'amount', align: 'right' },
                        ]}
                      />
                    </Card>
                  )}
                </>
              ),
            },
            {
              key: 'finance',
              label: t('returns.detail.tabFinance'),
              children: (
                <>
                  <BillSettlements billType={MATERIALS_RETURN} billId={d.id} ledger="AR" />
                  <FinanceTab billId={d.id} version={d.version + d.status * 1000 + d.refunds.length} />
                </>
              ),
            },
          ]}
        />
      )}
      <CollectDrawer
        open={collecting}
        target={
          d ? { id: d.id, orderNo: d.orderNo, supplierId: d.supplierId, supplierName: d.supplierName, balance: d.balance } : null
        }
        onClose={() => setCollecting(false)}
        onDone={() => setCollecting(false)}
      />
    </BillDetail>
  );
}
