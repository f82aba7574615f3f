import type { MissionListRow } from '@gf/contracts';
import { Badge, Card, Col, Image, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fileUrl } from '../api/missions-api';
import { MissionBadges, MissionStatusText } from './MissionStatus';
import { missionQuantities } from './mission-view';
import { NodeStrip } from './NodeStrip';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: '22px' }}>
    <Typography.Text type="secondary">{label}：</Typography.Text>
    {children ?? '-'}
  </div>
);

/** 订货数量 (实裁数 N) · 出货数 N: the card's and the detail header's quantities. */
export function QuantityLine({ row, label }: { row: Parameters<typeof missionQuantities>[0]; label: (k: string) => string }) {
  const q = missionQuantities(row);
  return (
    <span data-testid="mission-quantities">
      {q.ordered}
      {q.cut && ` (${label('actualCut')} ${q.cut})`}
      <Typography.Text type="secondary"> · {label('shipped')} </Typography.Text>
      <span data-testid="mission-shipped">{q.shipped}</span>
    </span>
  );
}

/** One mission of the card view (reference 03 §2 "Card view"). */
export function MissionCard({ row, userNames }: { row: MissionListRow; userNames: (ids: readonly string[]) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`missions.field.${k}`);
  const picture = (
    <div style={{ width: 96, height: 96, background: '#fafafa', border: '1px solid #f0f0f0' }}>
      {row.pictureId && <Image src={fileUrl(row.pictureId)} width={94} height={94} style={{ objectFit: 'cover' }} />}
    </div>
  );
  const open = () => navigate(`/OrderDetailed?missionId=${row.id}`);
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="mission-card">
      <Row gutter={16} wrap={false}>
        <Col flex="none">
          {row.isFirstOrder ? (
            <Badge.Ribbon text={t('missions.list.firstOrder')} color="volcano" placement="start">
              {picture}
            </Badge.Ribbon>
          ) : (
            picture
          )}
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Row gutter={16}>
            <Col span={8}>
              <Field label={f('goods')}>
                {row.styleNo} {row.styleName}
              </Field>
              <Field label={f('missionNo')}>
                <Typography.Link onClick={open} data-testid="mission-no">
                  {row.missionNo}
                </Typography.Link>
              </Field>
              <Field label={f('orderQuantity')}>
                <QuantityLine row={row} label={f} />
              </Field>
              <Field label={f('time')}>
                {row.placeorderAt} → {row.deliveryAt}
              </Field>
            </Col>
            <Col span={8}>
              <Field label={f('outsideFactory')}>{row.outsideFactoryName}</Field>
              <Field label={f('customer')}>{row.customerName}</Field>
              <Field label={f('leaders')}>{row.leaderNames.join('、') || null}</Field>
              <Field label={f('machiningUnitPrice')}>{row.machiningUnitPrice}</Field>
            </Col>
            <Col span={8}>
              <Field label={f('linkedOrder')}>{row.productionOrderNo}</Field>
              <Field label={f('template')}>{row.templateName}</Field>
              {row.nodeOutsideFactoryNames.length > 0 && (
                <Field label={f('nodeOutsideFactory')}>{row.nodeOutsideFactoryNames.join('、')}</Field>
              )}
              {row.lathes.length > 0 && <Field label={f('lathes')}>{row.lathes.join('、')}</Field>}
            </Col>
          </Row>
        </Col>
        <Col flex="160px" style={{ textAlign: 'right' }}>
          <Space orientation="vertical" size={4} align="end">
            <MissionStatusText row={row} />
            <MissionBadges row={row} />
            <Typography.Link onClick={open}>{t('missions.list.detail')}</Typography.Link>
          </Space>
        </Col>
      </Row>
      <div style={{ marginTop: 8, borderTop: '1px dashed #f0f0f0', paddingTop: 8 }}>
        <NodeStrip nodes={row.nodes} userNames={userNames} onOpen={(n) => navigate(`/missionNode?missionNodeId=${n.id}`)} />
      </div>
    </Card>
  );
}
