import type { BundleHistory } from '@gf/contracts';
import { Descriptions, Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

/** A bundle's history: what it is, where it was cut, where it is now, and every scan and hand-over in order. */
export function BundleHistoryView({ history }: { history: BundleHistory }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`scanning.track.${key}`);
  return (
    <div data-testid="bundle-history">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={k('bundle')}>{history.ticketNo}</Descriptions.Item>
        <Descriptions.Item label={k('mission')}>{history.missionNo}</Descriptions.Item>
        <Descriptions.Item label={k('style')}>
          {history.styleNo} {history.styleName}
        </Descriptions.Item>
        <Descriptions.Item label={k('colorSize')}>
          {history.colorName} / {history.sizeName}
        </Descriptions.Item>
        <Descriptions.Item label={k('num')}>{history.num}</Descriptions.Item>
        <Descriptions.Item label={k('lathe')}>{history.lathe}</Descriptions.Item>
        <Descriptions.Item label={k('location')}>
          <Tag color="blue">{history.locationNodeName}</Tag>
          {history.locationFactoryName && <Tag color="purple">{history.locationFactoryName}</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Timeline
        style={{ marginTop: 16 }}
        items={[
          {
            color: 'gray',
            content: (
              <span>
                {history.cutDate} · {k('cut')} · {history.cutNodeName}
              </span>
            ),
          },
          ...history.movements.map((m) => ({
            key: m.id,
            color: m.kind === 'SCAN' ? 'green' : 'purple',
            content: (
              <span>
                {m.createdAt} · <Tag>{t(`scanning.track.kind.${m.kind}`)}</Tag>
                {m.nodeName}
                {m.outsideFactoryName ? ` → ${m.outsideFactoryName}` : ''}
                {m.workbayUserName ? ` → ${m.workbayUserName}` : ''} · {m.num} · {k('by')} {m.userName}
                {m.reportBillNo && <Typography.Text type="secondary"> · {m.reportBillNo}</Typography.Text>}
                {m.remark && <Typography.Text type="secondary"> · {m.remark}</Typography.Text>}
              </span>
            ),
          })),
        ]}
      />
      {history.movements.length === 0 && <Empty description={k('noMovements')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </div>
  );
}
