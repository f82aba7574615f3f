import { AllocatePermission as P, dec, type AllocateDetail, type AllocateRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillDetail, BillStatusTag } from '../../../bill';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { allocateApi } from '../api/allocate-api';
import { itemColumns, unitOf } from '../components/line-columns';
import { ReceiveDialog } from '../components/ReceiveDialog';
import { detailPath } from './AllocateListPage';
import '../locales/register';

/** The bill's id from ?id=, or from ?orderNo= (the review desk's link) through the list. */
async function findId(search: URLSearchParams): Promise<string> {
  const id = search.get('id');
  if (id) return id;
  const no = search.get('orderNo') ?? '';
  const page = await allocateApi.page({ billNo: no, pageSize: 20 });
  const row = page.list.find((r) => r.billNo === no);
  if (!row) throw new Error('not found');
  return row.id;
}

const figure = (v: string | null) => (v === null ? '-' : dec.norm(v));

/**
 * /allocate/detail?id= (or ?orderNo=): a 调出单 or 调入单 in the bill frame. An out shows per line what was sent (value at
 * cost), received and is still in transit, the 调入单 received so far, and 收货 for the rest; an in names its out.
 */
export function AllocateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const detail = useQuery({
    queryKey: ['allocate', search.toString()],
    queryFn: async () => allocateApi.detail(await findId(search)),
    retry: false,
  });
  const [receiving, setReceiving] = useState(false);
  const d: AllocateDetail | undefined = detail.data;
  const f = (key: string) => t(`allocate.field.${key}`);
  const isOut = d?.billType === 'BILL_CALL_OUT';
  const isGoods = d?.skuKind === 'GOODS';
  const pieces = t('allocate.goods.pieces');
  const canReceive = isOut && d.status === 2 && d.inTransitQuantity !== null && dec.isPositive(d.inTransitQuantity);
  return (
    <BillDetail
      billType={d?.billType ?? 'BILL_CALL_OUT'}
      billId={d?.id}
      billNo={d?.billNo}
      title={t('allocate.detail.title')}
      loading={detail.isLoading}
      notFound={detail.isError}
      onEdit={() => d && isOut && checkPermission(P.callOut) && navigate(`/allocate/new?id=${encodeURIComponent(d.id)}`)}
      extra={
        canReceive && (
          <GuardedButton type="primary" permission={P.callIn} onClick={() => setReceiving(true)} data-testid="allocate-receive">
            {t('allocate.detail.receive')}
          </GuardedButton>
        )
      }
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="allocate-fields">
              <Descriptions.Item label={f('billNo')}>{d.billNo}</Descriptions.Item>
              <Descriptions.Item label={f('kind')}>
                {t(`allocate.kind.${d.billType}`)} {d.isAuto && <Tag>{f('auto')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={f('skuKind')}>{t(`allocate.skuKind.${d.skuKind}`)}</Descriptions.Item>
              <Descriptions.Item label={f('outStorehouse')}>{d.outStorehouseName}</Descriptions.Item>
              <Descriptions.Item label={f('inStorehouse')}>{d.inStorehouseName}</Descriptions.Item>
              {d.callOutId && (
                <Descriptions.Item label={f('callOut')}>
                  <Link to={detailPath(d.callOutId)}>{d.callOutNo}</Link>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={f('operator')}>{d.operaterName}</Descriptions.Item>
              <Descriptions.Item label={f('opDate')}>{d.opDate}</Descriptions.Item>
              <Descriptions.Item label={f('quantity')}>{dec.norm(d.totalQuantity)}</Descriptions.Item>
              {isOut && (
                <>
                  <Descriptions.Item label={f('received')}>{figure(d.receivedQuantity)}</Descriptions.Item>
                  <Descriptions.Item label={f('inTransit')}>
                    <span data-testid="allocate-in-transit">{figure(d.inTransitQuantity)}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={f('inTransitValue')}>
                    {d.inTransitValue === null ? '-' : dec.format(d.inTransitValue, { scale: 2, fixed: true })}
                  </Descriptions.Item>
                </>
              )}
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t('allocate.detail.lines')} style={{ marginBottom: 12 }}>
            <Table<AllocateDetail['lines'][number]>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.lines}
              data-testid="allocate-lines"
              columns={[
                ...itemColumns(isGoods, d.lines, f),
                {
                  key: 'quantity',
                  title: f('quantity'),
                  dataIndex: 'quantity',
                  align: 'right',
                  render: (v: string, l) => `${dec.norm(v)} ${unitOf(isGoods, l, pieces)}`,
                },
                ...(isOut
                  ? [
                      {
                        key: 'sent',
                        title: f('sentValue'),
                        dataIndex: 'sentValue',
                        align: 'right' as const,
                        render: (v: string | null) => (v === null ? '-' : dec.format(v, { scale: 2, fixed: true })),
                      },
                      {
                        key: 'received',
                        title: f('received'),
                        dataIndex: 'receivedQuantity',
                        align: 'right' as const,
                        render: figure,
                      },
                      {
                        key: 'inTransit',
                        title: f('inTransit'),
                        dataIndex: 'inTransitQuantity',
                        align: 'right' as const,
                        render: figure,
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
          {isOut && (
            <Card size="small" title={t('allocate.detail.callIns')}>
              <Table<AllocateRow>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={d.callIns}
                locale={{ emptyText: t('allocate.detail.noCallIns') }}
                data-testid="allocate-call-ins"
                columns={[
                  {
                    key: 'billNo',
                    title: f('billNo'),
                    dataIndex: 'billNo',
                    render: (v: string, r) => <Link to={detailPath(r.id)}>{v}</Link>,
                  },
                  { key: 'status', title: f('status'), dataIndex: 'status', render: (v: number) => <BillStatusTag status={v} /> },
                  { key: 'quantity', title: f('quantity'), dataIndex: 'totalQuantity', align: 'right', render: figure },
                  { key: 'opDate', title: f('opDate'), dataIndex: 'opDate' },
                  { key: 'auto', title: f('auto'), dataIndex: 'isAuto', render: (v: boolean) => (v ? t('common.yes') : '') },
                ]}
              />
            </Card>
          )}
          {isOut && <ReceiveDialog out={d} open={receiving} onClose={() => setReceiving(false)} />}
        </>
      )}
    </BillDetail>
  );
}
