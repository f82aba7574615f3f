import { detailHref, stockChangeTypeLabels, type RollBillRelation, type RollLogRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billTypeName } from '../../../bill';
import { formatDateTime, pickLabel } from '../../../shared/format/format';
import { rollApi, trimZeros } from '../api/rolls-api';
import '../locales/register';

/** 物料卷详情 (/materialRollDetail?id=): the roll, its operation history and the bills that moved it. */
export function RollDetailPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const f = (k: string) => t(`rolls.field.${k}`);
  const d = (k: string) => t(`rolls.detail.${k}`);
  const roll = useQuery({
    queryKey: ['rolls', 'detail', id],
    queryFn: () => rollApi.detail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const history = useQuery({
    queryKey: ['rolls', 'history', id],
    queryFn: () => rollApi.history(id),
    enabled: Boolean(id),
    retry: false,
  });
  const relations = useQuery({
    queryKey: ['rolls', 'relations', id],
    queryFn: () => rollApi.relations(id),
    enabled: Boolean(id),
    retry: false,
  });
  const r = roll.data;
  if (!id || roll.isError) return <Empty />;

  const fieldName = (field: string) =>
    field.startsWith('custom:') ? field.slice('custom:'.length) : t(`rolls.detail.fields.${field}`, { defaultValue: field });
  const shown = (field: string, v: string | null) =>
    field === 'isQualified' && v !== null ? (v === 'true' ? f('yes') : f('no')) : v;

  return (
    <div className="detail-page">
      <Card
        loading={roll.isLoading}
        title={<Typography.Title level={4} style={{ margin: 0 }}>{`${d('title')} ${r?.rollNo ?? ''}`}</Typography.Title>}
      >
        {r && (
          <Descriptions column={3} size="small">
            <Descriptions.Item label={f('rollNo')}>{r.rollNo}</Descriptions.Item>
            <Descriptions.Item label={f('vatNo')}>{r.vatNo}</Descriptions.Item>
            <Descriptions.Item label={f('qualified')}>
              {r.isQualified ? <Tag color="green">{f('yes')}</Tag> : <Tag color="red">{f('no')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={f('material')}>{[r.materialNo, r.materialName].join(' ')}</Descriptions.Item>
            <Descriptions.Item label={f('color')}>{r.colorName}</Descriptions.Item>
            <Descriptions.Item label={f('spec')}>{r.specificationsNo}</Descriptions.Item>
            <Descriptions.Item label={f('storehouse')}>{r.storehouseName}</Descriptions.Item>
            <Descriptions.Item label={f('orderNo')}>{r.orderNo}</Descriptions.Item>
            <Descriptions.Item label={f('styleNo')}>{r.styleNo}</Descriptions.Item>
            <Descriptions.Item label={f('length')}>{trimZeros(r.length)}</Descriptions.Item>
            <Descriptions.Item label={f('stock')}>{`${trimZeros(r.stockQuantity)} ${r.stockUnit}`}</Descriptions.Item>
            <Descriptions.Item label={f('remark')}>{r.remark}</Descriptions.Item>
            {r.customFields.map((c) => (
              <Descriptions.Item key={c.customFieldId} label={c.customFieldName}>
                {c.displayValue}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            {
              key: 'history',
              label: d('history'),
              children: (
                <Table<RollLogRow>
                  rowKey="id"
                  size="small"
                  loading={history.isLoading}
                  dataSource={history.data?.list ?? []}
                  pagination={false}
                  columns={[
                    {
                      key: 'action',
                      title: d('action'),
                      dataIndex: 'action',
                      width: 110,
                      render: (v: string) => t(`rolls.detail.actions.${v}`),
                    },
                    {
                      key: 'changes',
                      title: `${d('field')}: ${d('before')} → ${d('after')}`,
                      render: (_: unknown, row) =>
                        row.changes.map((c) => (
                          <div key={c.field}>
                            <Typography.Text strong>{fieldName(c.field)}</Typography.Text>：{shown(c.field, c.before) ?? '—'} →{' '}
                            {shown(c.field, c.after) ?? '—'}
                          </div>
                        )),
                    },
                    { key: 'operatorName', title: d('operator'), dataIndex: 'operatorName', width: 120 },
                    {
                      key: 'createdAt',
                      title: d('time'),
                      dataIndex: 'createdAt',
                      width: 170,
                      render: (v: string) => formatDateTime(v),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'relations',
              label: d('relations'),
              children: (
                <Table<RollBillRelation>
                  rowKey="movementId"
                  size="small"
                  loading={relations.isLoading}
                  dataSource={relations.data?.list ?? []}
                  pagination={false}
                  columns={[
                    {
                      key: 'sourceType',
                      title: d('billType'),
                      dataIndex: 'sourceType',
                      render: (v: string) => billTypeName(v, i18n.language),
                    },
                    {
                      key: 'sourceNo',
                      title: d('billNo'),
                      dataIndex: 'sourceNo',
                      render: (v: string | null, row) => {
                        const href = row.sourceId ? detailHref(row.sourceType, { id: row.sourceId, billNo: v }) : null;
                        return href ? <Link to={href}>{v}</Link> : v;
                      },
                    },
                    {
                      key: 'changeType',
                      title: d('changeType'),
                      dataIndex: 'changeType',
                      render: (v: string, row) => (
                        <>
                          {pickLabel((stockChangeTypeLabels as Record<string, { zh: string; en: string }>)[v], i18n.language, v)}
                          {row.isReversal && <Tag style={{ marginInlineStart: 4 }}>{d('reversal')}</Tag>}
                        </>
                      ),
                    },
                    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName' },
                    {
                      key: 'quantity',
                      title: d('quantity'),
                      dataIndex: 'quantity',
                      align: 'right',
                      render: (v: string) => trimZeros(v),
                    },
                    { key: 'opDate', title: d('opDate'), dataIndex: 'opDate' },
                    { key: 'createdAt', title: d('time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
