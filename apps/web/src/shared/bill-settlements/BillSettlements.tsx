import { PayablesPermission, type BillSettlementItem, type BillSettlementRow, type BillSettlementsView } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../session/permission';
import { billSettlementsApi } from './bill-settlements-api';
import './bill-settlements-locales';

/** Where a settlement's document opens: a payment its detail, an adjustment the payables page; others show the number. */
function documentLink(s: BillSettlementRow): ReactNode {
  if (s.sourceType === 'PAYMENT') return <Link to={`/finance/paymentListDetail?type=0&id=${s.sourceId}`}>{s.sourceNo}</Link>;
  if (s.sourceType === 'NEED_PAY_ADJUST_ORDER')
    return <Link to={`/finance/payableOperateDetails?orderNo=${encodeURIComponent(s.sourceNo)}`}>{s.sourceNo}</Link>;
  return s.sourceNo;
}

const figureKeys = ['owed', 'paid', 'prepayUsed', 'offset', 'adjusted', 'open'] as const;

/**
 * 财务收支 of an arrival, a return or a purchase (needPayNeedReceiveOrderApi/billSettlements): per bill what it came to,
 * each settlement (the payment's number opens it; date, amount, prepayment used; offsets; adjustments; reversals
 * marked) and what is open, with the totals per ledger. Refreshes with every change the app makes (data-changed).
 */
export function BillSettlements({
  billType,
  billId,
  ledger: usual = 'AP',
}: {
  billType: string;
  billId: string;
  /** The side the bill usually posts (a return: AR), naming the columns before anything is posted. */
  ledger?: 'AP' | 'AR';
}) {
  const { t } = useTranslation();
  const s = (k: string) => t(`billSettlements.${k}`);
  const allowed = usePermission(PayablesPermission.query);
  const view = useQuery({
    queryKey: ['bill-settlements', billType, billId],
    queryFn: () => billSettlementsApi.of(billType, billId),
    enabled: allowed,
  });
  // Every bill's settlements open (also when the rows arrive after the first render); the clerk may fold them.
  const [folded, setFolded] = useState<readonly Key[]>([]);
  if (!allowed) return <Alert type="info" showIcon title={s('noPermission')} />;
  const data: BillSettlementsView | undefined = view.data;
  const ledger = data?.items[0]?.ledger ?? usual;
  const head = (k: (typeof figureKeys)[number]) =>
    k === 'owed' || k === 'paid' || k === 'prepayUsed' ? s(`${k}${ledger}`) : s(k);

  const settlementColumns = (item: BillSettlementItem) => [
    { key: 'no', title: s('settlementNo'), render: (_: unknown, r: BillSettlementRow) => documentLink(r) },
    {
      key: 'kind',
      title: s('kind'),
      render: (_: unknown, r: BillSettlementRow) => (
        <Space size={4}>
          {r.kind === 'PAYMENT' && item.ledger === 'AR' ? s('COLLECT') : s(r.kind)}
          {r.isReversal && <Tag color="orange">{s('reversal')}</Tag>}
          {r.isReversed && <Tag>{s('reversed')}</Tag>}
        </Space>
      ),
    },
    { key: 'date', title: s('date'), dataIndex: 'entryDate' },
    { key: 'settled', title: s('settled'), dataIndex: 'settled', align: 'right' as const },
    { key: 'prepayUsed', title: s(`settledPrepay${item.ledger}`), dataIndex: 'prepayUsed', align: 'right' as const },
    { key: 'adjusted', title: s('adjustAmount'), dataIndex: 'adjusted', align: 'right' as const },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bill-settlements">
      {data?.isDownstream && data.items.length > 0 && <Alert type="info" showIcon title={s('downstream')} />}
      <Table<BillSettlementItem>
        size="small"
        rowKey="id"
        loading={view.isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={s('empty')} /> }}
        onRow={(r) => ({ 'data-testid': `settlement-item-${r.itemNo}` }) as React.HTMLAttributes<HTMLElement>}
        expandable={{
          expandedRowKeys: (data?.items ?? []).map((i) => i.id).filter((id) => !folded.includes(id)),
          onExpand: (open, item) => setFolded((f) => (open ? f.filter((id) => id !== item.id) : [...f, item.id])),
          expandedRowRender: (item) =>
            item.settlements.length ? (
              <Table<BillSettlementRow>
                size="small"
                rowKey="entryId"
                pagination={false}
                dataSource={item.settlements}
                columns={settlementColumns(item)}
                data-testid={`settlements-of-${item.itemNo}`}
              />
            ) : (
              <Typography.Text type="secondary">{s('none')}</Typography.Text>
            ),
        }}
        columns={[
          { key: 'itemNo', title: s('billNo'), dataIndex: 'itemNo' },
          { key: 'partner', title: s('partner'), dataIndex: 'partnerName' },
          ...figureKeys.map((k) => ({ key: k, title: head(k), dataIndex: k, align: 'right' as const })),
        ]}
        summary={() =>
          (data?.totals ?? []).map((total) => (
            <Table.Summary.Row key={total.ledger} data-testid={`settlement-totals-${total.ledger}`}>
              <Table.Summary.Cell index={0} />
              <Table.Summary.Cell index={1} colSpan={2}>
                <Typography.Text strong>{s(`total${total.ledger}`)}</Typography.Text>
              </Table.Summary.Cell>
              {figureKeys.map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 3} align="right">
                  <Typography.Text strong>{total[k]}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ))
        }
      />
    </Space>
  );
}
