import type { MissionAdjustDetail } from '@gf/contracts';
import { MissionAdjustPermission as P } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { checkPermission } from '../../../shared/session/permission';
import { MISSION_ADJUST_BILL_TYPE, missionAdjustApi } from '../api/mission-adjust-api';
import { MissionAdjustFormPage } from './MissionAdjustFormPage';
import '../locales/register';

/**
 * /missionAdjust: the form for a new bill (?new=1, ?missionId= from the mission detail's 调整) or to edit (?id=&edit=1);
 * otherwise the detail (?id= from the list, ?adjustNo= from the review desk) in the BillDetail frame: the engine's
 * actions by status (提交 / 生成单据, 通过 / 驳回, 申请反审, 作废 …), the changed lines old and new, and the history.
 */
export function MissionAdjustPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const id = search.get('id');
  const missionId = search.get('missionId');
  // A new form whose submit was refused moves to its saved draft's URL as the same form (formKey in the navigation's
  // state): what the clerk typed stays, and nothing is re-read over it. Any other visit is a form of its own (the
  // history entry's key).
  const formKey = (location.state as { formKey?: string } | null)?.formKey ?? location.key;
  if (search.get('new') === '1' || missionId || (id && search.get('edit') === '1'))
    return <MissionAdjustFormPage key={formKey} formKey={formKey} missionId={missionId} billId={missionId ? null : id} />;
  return <AdjustDetail id={id} adjustNo={search.get('adjustNo') ?? search.get('orderNo')} />;
}

type Line = MissionAdjustDetail['lines'][number];
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function AdjustDetail({ id, adjustNo }: { id: string | null; adjustNo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const bill = useQuery({
    queryKey: ['mission-adjust', 'detail', id ?? adjustNo],
    queryFn: () => missionAdjustApi.detail({ id, adjustNo }),
    enabled: Boolean(id ?? adjustNo),
    retry: false,
  });
  const d = bill.data;
  const f = (k: string) => t(`missionAdjust.field.${k}`);
  const voidBill = () =>
    d &&
    checkPermission(P.cancel) &&
    modal.confirm({
      title: t('missionAdjust.list.cancelConfirm', { no: d.adjustNo }),
      onOk: async () => {
        await missionAdjustApi.cancel(d.id);
        message.success(t('missionAdjust.list.cancelled'));
        void bill.refetch();
      },
    });
  const diff = (l: Line) => Number(l.newNum) - Number(l.oldNum ?? 0);
  return (
    <BillDetail
      billType={MISSION_ADJUST_BILL_TYPE}
      billId={d?.id}
      billNo={d?.adjustNo}
      title={t('missionAdjust.menu.detail')}
      loading={bill.isLoading}
      notFound={bill.isError}
      onEdit={d ? () => void navigate(`/missionAdjust?id=${d.id}&edit=1`) : undefined}
      onDelete={d && (d.status === 0 || d.status === 4) ? voidBill : undefined}
      onChanged={() => void bill.refetch()}
      directLabels={{ submit: t('missionAdjust.detail.generate'), applyAntiReview: t('missionAdjust.detail.undo') }}
      extra={
        d && d.status !== 5 ? (
          <Button
            icon={<PrinterOutlined />}
            onClick={() => void navigate(`/missionAdjustPrint?id=${d.id}`)}
            data-testid="adjust-print"
          >
            {t('missionAdjust.list.print')}
          </Button>
        ) : undefined
      }
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={f('adjustNo')}>{d.adjustNo}</Descriptions.Item>
              <Descriptions.Item label={f('mission')}>
                <a onClick={() => void navigate(`/OrderDetailed?missionId=${d.missionId}`)}>{d.missionNo}</a>
              </Descriptions.Item>
              <Descriptions.Item label={f('style')}>{d.styleNo}</Descriptions.Item>
              <Descriptions.Item label={f('placeorderAt')}>{d.placeorderAt}</Descriptions.Item>
              <Descriptions.Item label={f('delivery')}>
                {d.newDeliveryAt
                  ? `${d.oldDeliveryAt} → ${d.newDeliveryAt}`
                  : `${d.oldDeliveryAt}（${t('missionAdjust.detail.unchanged')}）`}
              </Descriptions.Item>
              <Descriptions.Item label={f('reason')}>{d.reason}</Descriptions.Item>
              <Descriptions.Item label={f('creator')}>{d.createByName}</Descriptions.Item>
              <Descriptions.Item label={f('createdAt')}>{d.createdAt}</Descriptions.Item>
              {d.allowOvershoot && <Descriptions.Item label={f('allowOvershoot')}>✓</Descriptions.Item>}
              {d.remark && (
                <Descriptions.Item label={f('remark')}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{d.remark}</span>
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <Card size="small" title={t('missionAdjust.detail.lines')} style={{ marginBottom: 12 }}>
            {d.lines.length ? (
              <Table<Line>
                size="small"
                rowKey={(l) => `${l.goodsSkuId}:${l.customerId ?? ''}`}
                pagination={false}
                dataSource={d.lines}
                data-testid="mission-adjust-lines"
                columns={[
                  {
                    key: 'sku',
                    title: f('sku'),
                    render: (_, l) => [l.colorName, l.sizeName, l.standardName].filter(Boolean).join(' / '),
                  },
                  ...(d.lines.some((l) => l.customerName)
                    ? [{ key: 'customer', title: f('customer'), dataIndex: 'customerName' }]
                    : []),
                  { key: 'old', title: f('oldNum'), dataIndex: 'oldNum', align: 'right', render: (v: string | null) => v ?? '0' },
                  { key: 'new', title: f('newNum'), dataIndex: 'newNum', align: 'right' },
                  {
                    key: 'diff',
                    title: f('diff'),
                    align: 'right',
                    render: (_, l) => (
                      <Typography.Text type={diff(l) < 0 ? 'danger' : 'success'}>{signed(diff(l))}</Typography.Text>
                    ),
                  },
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={d.lines.some((l) => l.customerName) ? 2 : 1} />
                    <Table.Summary.Cell index={1} align="right">
                      {d.oldTotalNum}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {d.newTotalNum}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {signed(Number(d.newTotalNum) - Number(d.oldTotalNum))}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{t('missionAdjust.detail.noLines')}</Typography.Text>
            )}
          </Card>
        </>
      )}
    </BillDetail>
  );
}
