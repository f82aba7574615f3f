import { dec, type MissionFieldCode, type WorkbenchMissionRow, type WorkbenchNodeCell } from '@gf/contracts';
import { Checkbox, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

const statusColor: Record<number, string> = { 0: '#8c8c8c', 1: '#1677ff', 2: '#52c41a' };

/** A node cell's colour: red when late, else by status (grey 未开始, blue 进行中, green 已完成). */
export function cellColor(cell: WorkbenchNodeCell): string {
  return cell.isLate ? '#ff4d4f' : (statusColor[cell.status] ?? '#8c8c8c');
}

/** A mission field as the grid shows it. */
function fieldText(r: WorkbenchMissionRow, code: MissionFieldCode, t: TFunction): string {
  switch (code) {
    case 'status':
      return t(`missionWorkbench.missionStatus.${r.status}`);
    case 'priority':
      return t(`missionWorkbench.priority.${r.priority}`);
    case 'totalNum':
      return dec.format(r.totalNum);
    case 'actualCutNum':
      return dec.format(r.actualCutNum);
    case 'leaderNames':
      return r.leaderNames.join('、') || '-';
    case 'missionNo':
      return r.missionNo;
    default:
      return r[code] ?? '-';
  }
}

/** The grid: the column set's mission fields, then one column per node with a tick box to batch it. */
export function gridColumns(opts: {
  fields: readonly MissionFieldCode[];
  nodes: readonly { prcdNodeId: string; name: string }[];
  selected: ReadonlySet<string>;
  toggle: (missionNodeId: string, on: boolean) => void;
  t: TFunction;
}): ColumnsType<WorkbenchMissionRow> {
  const { fields, nodes, selected, toggle, t } = opts;
  return [
    ...fields.map((code, i) => ({
      key: code,
      title: t(`missionWorkbench.field.${code}`),
      width: code === 'missionNo' ? 150 : code === 'styleName' ? 140 : 110,
      fixed: i === 0 ? ('left' as const) : undefined,
      ellipsis: true,
      render: (_: unknown, r: WorkbenchMissionRow) =>
        code === 'missionNo' ? (
          <Typography.Text strong>
            {r.missionNo}
            {r.priority > 0 && (
              <Tag color={r.priority === 2 ? 'red' : 'orange'} style={{ marginInlineStart: 4 }}>
                {t(`missionWorkbench.priority.${r.priority}`)}
              </Tag>
            )}
          </Typography.Text>
        ) : (
          fieldText(r, code, t)
        ),
    })),
    ...nodes.map((c) => ({
      key: `node-${c.prcdNodeId}`,
      title: c.name,
      width: 150,
      render: (_: unknown, r: WorkbenchMissionRow) => {
        const n = r.nodes[c.prcdNodeId];
        if (!n) return <Typography.Text type="secondary">-</Typography.Text>;
        return (
          <div style={{ borderLeft: `4px solid ${cellColor(n)}`, paddingLeft: 6 }} data-testid="bench-node-cell">
            <Checkbox
              checked={selected.has(n.missionNodeId)}
              onChange={(e) => toggle(n.missionNodeId, e.target.checked)}
              data-testid="bench-node-check"
            >
              <span style={{ color: cellColor(n) }}>
                {t(`missionWorkbench.nodeStatus.${n.status}`)}
                {n.isLate && ` · ${t('missionWorkbench.bench.late')}`}
              </span>
            </Checkbox>
            <div style={{ fontSize: 12 }}>
              {dec.format(n.completedNum)}/{dec.format(n.targetNum)}
              {!dec.isZero(n.adjustNum) && ` (${t('missionWorkbench.bench.adjusted', { n: dec.format(n.adjustNum) })})`}
            </div>
            <div style={{ fontSize: 12, color: '#8c8c8c' }}>
              {[n.chargerNames.join('、'), n.planEndAt].filter(Boolean).join(' · ')}
            </div>
          </div>
        );
      },
    })),
  ];
}
