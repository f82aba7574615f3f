import type { TemplateRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { processNodesApi } from '../api/process-nodes-api';
import { typeName } from '../components/node-type-name';
import '../locales/register';

/** 工序模板详情 (/procedureInfo?id=): the template read-only. */
export function TemplateInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const f = (key: string, o?: Record<string, unknown>) => t(`processNodes.template.${key}`, o ?? {});
  const { data } = useQuery({
    queryKey: ['prcd-template', id],
    queryFn: () => processNodesApi.template(id),
    enabled: Boolean(id),
  });
  if (!data) return <Spin />;
  const yes = (v: boolean) => (v ? <Tag color="blue">{t('processNodes.nodes.yes')}</Tag> : '-');
  return (
    <>
      <PageHeader
        title={f('infoTitle')}
        tags={data.missionCount > 0 ? <Tag>{f('missions', { count: data.missionCount })}</Tag> : undefined}
        actions={
          <Button type="primary" onClick={() => void navigate(`/createProcedure?id=${data.id}`)}>
            {f('edit')}
          </Button>
        }
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={f('name')}>{data.name}</Descriptions.Item>
          <Descriptions.Item label={f('chargers')}>{data.chargerNames.join('、') || '-'}</Descriptions.Item>
          <Descriptions.Item label={f('defaultAllOrderOutside')}>{yes(data.defaultAllOrderOutside)}</Descriptions.Item>
          <Descriptions.Item label={f('reportNeedsReview')}>{yes(data.reportNeedsReview)}</Descriptions.Item>
          <Descriptions.Item label={f('delayNotify')} span={2}>
            {data.delayNotify
              ? f('delayRule', {
                  node: data.delayNotifyNodeName ?? '',
                  status: f(`status${data.delayNotifyNodeStatus ?? 1}`).toLowerCase(),
                })
              : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={f('rows')}>
        <Table<TemplateRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.nodes}
          columns={[
            { title: '#', dataIndex: 'sort', width: 50 },
            { title: f('node'), dataIndex: 'nodeName', width: 140 },
            { title: f('type'), width: 110, render: (_: unknown, r) => typeName(r.typeCode) },
            { title: f('rowChargers'), width: 110, render: (_: unknown, r) => r.chargerNames.join('、') || '-' },
            {
              title: f('labourCost'),
              dataIndex: 'labourCost',
              width: 90,
              align: 'right',
              render: (v: string | null) => v ?? '-',
            },
            {
              title: f('endDaysBefore'),
              width: 120,
              render: (_: unknown, r) => (r.endDaysBefore === null ? '-' : f('endDaysText', { n: r.endDaysBefore })),
            },
            { title: f('warnDays'), dataIndex: 'warnDays', width: 100, render: (v: number | null) => v ?? '-' },
            {
              title: f('diff'),
              width: 140,
              render: (_: unknown, r) =>
                r.diffMin === null && r.diffMax === null ? '-' : `${r.diffMin ?? '-'} ~ ${r.diffMax ?? '-'}`,
            },
            { title: f('outsideSettlement'), width: 90, render: (_: unknown, r) => yes(r.outsideSettlement) },
            { title: f('isShipment'), width: 120, render: (_: unknown, r) => yes(r.isShipment) },
            { title: f('upstream'), width: 120, render: (_: unknown, r) => r.upstreamNodeName ?? '-' },
            {
              title: f('nodeReview'),
              width: 100,
              render: (_: unknown, r) =>
                t(
                  `processNodes.form.${r.reportReview === 'always' ? 'reviewAlways' : r.reportReview === 'never' ? 'reviewNever' : 'reviewInherit'}`,
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
