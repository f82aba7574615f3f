import type { MissionListRow, MissionNodeStripItem } from '@gf/contracts';
import { dec } from '@gf/contracts';

/** What the card's and the header's status text says (reference 03 §2), with the days where it counts them. */
export type MissionStatusText = { kind: 'cancelled' | 'finished' | 'notStarted' } | { kind: 'countdown' | 'late'; days: number };

/**
 * 已撤销 / 已完成 first; then 延误 N 天 when the server counts the mission late (its delay rule not met), even if no node
 * started; then 未开始; else 交货倒计时 N 天.
 */
export function missionStatusText(row: Pick<MissionListRow, 'status' | 'daysLeft' | 'delayDays'>): MissionStatusText {
  if (row.status === 5) return { kind: 'cancelled' };
  if (row.status === 2) return { kind: 'finished' };
  if (row.delayDays != null && row.delayDays > 0) return { kind: 'late', days: row.delayDays };
  if (row.status === 0) return { kind: 'notStarted' };
  return { kind: 'countdown', days: Math.max(0, row.daysLeft ?? 0) };
}

export const statusTextColor: Record<MissionStatusText['kind'], string> = {
  cancelled: '#8c8c8c',
  finished: '#52c41a',
  notStarted: '#8c8c8c',
  countdown: '#1677ff',
  late: '#ff4d4f',
};

/** A node's colour in the strip and the table view: by status, red when late. */
export function nodeColor(node: Pick<MissionNodeStripItem, 'status' | 'alerts'>): string {
  if (node.status !== 2 && node.alerts.includes('delay')) return '#ff4d4f';
  return node.status === 2 ? '#52c41a' : node.status === 1 ? '#1677ff' : '#bfbfbf';
}

/** "completed/target" of a node; the adjusted quantity after it when there is one ("(调 5)"). */
export function nodeProgress(node: Pick<MissionNodeStripItem, 'completedNum' | 'targetNum' | 'adjustNum'>): {
  text: string;
  adjust: string | null;
} {
  return {
    text: `${dec.format(node.completedNum)}/${dec.format(node.targetNum)}`,
    adjust: dec.isZero(node.adjustNum) ? null : dec.format(node.adjustNum),
  };
}

/**
 * The card's and the header's quantity line: 订货数量, then (实裁数 N) once something is cut, then 出货数 (the shipment
 * node's passed quantity, which the server rolls up into the mission on each reviewed report and back on un-review).
 */
export function missionQuantities(row: Pick<MissionListRow, 'totalNum' | 'actualCutNum' | 'shippedNum'>): {
  ordered: string;
  cut: string | null;
  shipped: string;
} {
  return {
    ordered: dec.format(row.totalNum),
    cut: dec.isPositive(row.actualCutNum) ? dec.format(row.actualCutNum) : null,
    shipped: dec.format(row.shippedNum),
  };
}
