import type { BillLineage, LineageLink } from '@gf/contracts';
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillStatusTag } from '../BillStatusTag';
import { billTypeName } from '../bill-type-name';

interface Row extends LineageLink {
  direction: 'upstream' | 'downstream';
}

/**
 * 关联单据: the documents this bill was made from (上游) and the live ones made from, settling or drawing on it (下游),
 * from the engine's lineage. While a downstream document lives the bill cannot be un-reviewed, edited, voided or deleted.
 */
export function LineageCard({ lineage }: { lineage: BillLineage | undefined }) {
  const { t, i18n } = useTranslation();
  const rows: Row[] = [
    ...(lineage?.upstream ?? []).map((l) => ({ ...l, direction: 'upstream' as const })),
    ...(lineage?.downstream ?? []).map((l) => ({ ...l, direction: 'downstream' as const })),
  ];
  return (
    <Card size="small" title={t('bill.lineage.title')} style={{ marginTop: 16 }} data-testid="bill-lineage">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bill.lineage.none')} />
      ) : (
        <Table<Row>
          size="small"
          pagination={false}
          rowKey={(r) => `${r.direction}:${r.type}:${r.billId}`}
          dataSource={rows}
          columns={[
            {
              title: t('bill.lineage.direction'),
              dataIndex: 'direction',
              width: 110,
              render: (d: Row['direction']) => <Tag color={d === 'upstream' ? 'blue' : 'gold'}>{t(`bill.lineage.${d}`)}</Tag>,
            },
            {
              title: t('bill.lineage.type'),
              dataIndex: 'type',
              width: 200,
              // Named in the current language (the server's text was for the language the page loaded in).
              render: (type: string, r: Row) => billTypeName(type, i18n.language, r.typeText),
            },
            {
              title: t('bill.lineage.billNo'),
              dataIndex: 'billNo',
              render: (_: unknown, r: Row) => {
                const text = r.billNo ?? r.billId;
                return r.href ? <Link to={r.href}>{text}</Link> : text;
              },
            },
            {
              title: t('bill.lineage.status'),
              dataIndex: 'status',
              width: 140,
              // A type that names its own statuses (a mission's 进行中) shows those, in the current language.
              render: (_: unknown, r: Row) =>
                r.statusText === null ? (
                  '-'
                ) : r.ownStatus ? (
                  <Tag>{i18n.language === 'en' ? r.ownStatus.en : r.ownStatus.zh}</Tag>
                ) : (
                  <BillStatusTag status={r.status} />
                ),
            },
            {
              title: t('bill.lineage.lines'),
              dataIndex: 'lineCount',
              width: 90,
              align: 'right',
            },
            {
              title: t('bill.lineage.note'),
              key: 'note',
              render: (_: unknown, r: Row) =>
                r.direction === 'downstream' ? (
                  <Typography.Text type="secondary">
                    {r.followsSource ? t('bill.lineage.follows') : t('bill.lineage.blocks')}
                  </Typography.Text>
                ) : null,
            },
          ]}
        />
      )}
      {rows.length > 0 && (
        <Space style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('bill.lineage.hint')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
