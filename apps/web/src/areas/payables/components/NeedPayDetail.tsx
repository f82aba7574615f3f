import type { HedgingRow, NeedPaySettlement } from '@gf/contracts';
import { PayablesPermission as P } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillDetail } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { NEED_PAY_BILL_TYPE, payablesApi } from '../api/payables-api';
import '../locales/register';

/** The postings on one item (the bill's own, payments, offsets, adjustments) with reversals marked. */
export function SettlementsTable({ rows }: { rows: NeedPaySettlement[] }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`payables.field.${k}`);
  return (
    <Table<NeedPaySettlement>
      size="small"
      rowKey="lineId"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'entryDate', title: f('entryDate'), dataIndex: 'entryDate', width: 100 },
        {
          key: 'kind',
          title: f('kind'),
          dataIndex: 'kind',
          width: 130,
          render: (v: NeedPaySettlement['kind'], r) => (
            <>
              {t(`payables.kind.${v}`)}{' '}
              {(r.isReversal || r.isReversed) && <Tag color="orange">{t('payables.offset.revoked')}</Tag>}
            </>
          ),
        },
        { key: 'sourceNo', title: f('sourceNo'), dataIndex: 'sourceNo', width: 160 },
        { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right', width: 110 },
        { key: 'createdBy', title: f('createdBy'), dataIndex: 'createdBy', width: 100 },
      ]}
    />
  );
}

/** The offsets on an item, each revocable while in force. */
export function HedgingsTable({ rows }: { rows: HedgingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<HedgingRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'no', title: t('payables.list.offsetAction'), dataIndex: 'hedgingNo', width: 150 },
        { key: 'date', title: t('payables.field.entryDate'), dataIndex: 'hedgeDate', width: 100 },
        { key: 'ap', title: t('payables.ledger.AP'), dataIndex: 'payableItemNo', width: 150 },
        { key: 'ar', title: t('payables.ledger.AR'), dataIndex: 'receivableItemNo', width: 150 },
        { key: 'amount', title: t('payables.field.amount'), dataIndex: 'amount', align: 'right', width: 100 },
        {
          key: 'actions',
          title: t('common.actions'),
          width: 90,
          render: (_: unknown, r) =>
            r.revokedAt ? (
              <Tag>{t('payables.offset.revoked')}</Tag>
            ) : (
              <GuardedButton type="link" size="small" permission={P.hedge} onClick={() => void payablesApi.revokeOffset(r.id)}>
                {t('payables.offset.revoke')}
              </GuardedButton>
            ),
        },
      ]}
    />
  );
}

/** 明细 of one item from the list. */
export function ItemDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const item = useQuery({ queryKey: ['need-pay-item', id], queryFn: () => payablesApi.details(id) });
  const d = item.data;
  const f = (k: string) => t(`payables.field.${k}`);
  return (
    <Drawer open size="large" title={d?.itemNo} onClose={onClose} loading={item.isLoading}>
      {d && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={f('partner')}>{d.partnerName}</Descriptions.Item>
            <Descriptions.Item label={f('ledger')}>{t(`payables.ledger.${d.ledger}`)}</Descriptions.Item>
            <Descriptions.Item label={f('owed')}>{d.owed}</Descriptions.Item>
            <Descriptions.Item label={f('paid')}>{d.paid}</Descriptions.Item>
            <Descriptions.Item label={f('offset')}>{d.offset}</Descriptions.Item>
            <Descriptions.Item label={f('adjusted')}>{d.adjusted}</Descriptions.Item>
            <Descriptions.Item label={f('open')}>{d.open}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('payables.detail.settlements')}>
            <SettlementsTable rows={d.settlements} />
          </Card>
          {d.hedgings.length > 0 && (
            <Card size="small" title={t('payables.detail.hedgings')}>
              <HedgingsTable rows={d.hedgings} />
            </Card>
          )}
        </>
      )}
    </Drawer>
  );
}

/** An adjustment bill's detail (the engine's frame: status, actions, approval history). */
export function AdjustDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const bill = useQuery({ queryKey: ['need-pay-adjust', orderNo], queryFn: () => payablesApi.adjustDetail(orderNo) });
  const d = bill.data;
  const f = (k: string) => t(`payables.field.${k}`);
  return (
    <BillDetail
      billType={NEED_PAY_BILL_TYPE}
      billId={d?.id}
      billNo={d?.adjustNo}
      title={t('payables.adjust.detailTitle')}
      loading={bill.isLoading}
      notFound={bill.isError}
    >
      {d && (
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label={f('adjustNo')}>{d.adjustNo}</Descriptions.Item>
          <Descriptions.Item label={f('partner')}>{d.partnerName}</Descriptions.Item>
          <Descriptions.Item label={f('ledger')}>{t(`payables.ledger.${d.ledger}`)}</Descriptions.Item>
          <Descriptions.Item label={f('itemNo')}>{d.itemNo}</Descriptions.Item>
          <Descriptions.Item label={f('amount')}>{d.amount}</Descriptions.Item>
          <Descriptions.Item label={f('entryDate')}>{d.adjustDate}</Descriptions.Item>
          <Descriptions.Item label={f('reason')} span={3}>
            {d.reason}
          </Descriptions.Item>
        </Descriptions>
      )}
    </BillDetail>
  );
}
