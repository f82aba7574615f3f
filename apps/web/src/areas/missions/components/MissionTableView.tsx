import type { MissionListRow } from '@gf/contracts';
import { dec } from '@gf/contracts';
import { Popover, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nodeColumnsOf, nodeOf } from './mission-table-columns';
import { MissionStatusText } from './MissionStatus';
import { nodeColor, nodeProgress } from './mission-view';
import { NodeHover } from './NodeStrip';

/**
 * 生产工单-表格列表: the mission columns, then one column per node (status and finish/target, 调 adjusted). Sized so that
 * five nodes fit 1440 px; with more, the table scrolls sideways under the fixed 工单号 column.
 */
export function MissionTableView({
  rows,
  loading,
  userNames,
}: {
  rows: MissionListRow[];
  loading: boolean;
  userNames: (ids: readonly string[]) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`missions.field.${k}`);
  const columns: ColumnsType<MissionListRow> = [
    {
      key: 'missionNo',
      title: f('missionNo'),
      fixed: 'left',
      width: 160,
      ellipsis: true,
      render: (_, r) => (
        <Typography.Link onClick={() => navigate(`/OrderDetailed?missionId=${r.id}`)} data-testid="table-mission-no">
          {r.missionNo}
          {r.isOutside && t('missions.list.outsideSuffix')}
        </Typography.Link>
      ),
    },
    { key: 'style', title: f('goods'), width: 140, ellipsis: true, render: (_, r) => `${r.styleNo} ${r.styleName}` },
    { key: 'customer', title: f('customer'), width: 100, ellipsis: true, render: (_, r) => r.customerName ?? '-' },
    { key: 'total', title: f('orderQuantity'), width: 80, align: 'right', render: (_, r) => dec.format(r.totalNum) },
    { key: 'deliveryAt', title: f('deliveryAt'), dataIndex: 'deliveryAt', width: 100 },
    { key: 'status', title: f('status'), width: 120, render: (_, r) => <MissionStatusText row={r} /> },
    ...nodeColumnsOf(rows).map((c) => ({
      key: `node-${c.prcdNodeId}`,
      title: c.name,
      ellipsis: true,
      width: 90,
      render: (_: unknown, r: MissionListRow) => {
        const n = nodeOf(r, c.prcdNodeId);
        if (!n) return null;
        const p = nodeProgress(n);
        return (
          <Popover content={<NodeHover node={n} userNames={userNames} />}>
            <div
              style={{ borderLeft: `4px solid ${nodeColor(n)}`, paddingLeft: 6, cursor: 'pointer' }}
              onClick={() => navigate(`/missionNode?missionNodeId=${n.id}`)}
              data-testid="table-node-cell"
            >
              <div style={{ color: nodeColor(n) }}>{t(`missions.nodeStatus.${n.status}`)}</div>
              <div style={{ fontSize: 12 }}>
                {p.text}
                {p.adjust && ` (${t('missions.list.adjusted', { n: p.adjust })})`}
              </div>
            </div>
          </Popover>
        );
      },
    })),
  ];
  return (
    <Table<MissionListRow>
      size="small"
      rowKey="id"
      bordered
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
