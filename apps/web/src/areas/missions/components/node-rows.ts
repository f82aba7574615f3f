import { isDecimalString, type MissionNodeInput } from '@gf/contracts';
import dayjs from 'dayjs';

/**
 * The 工序节点 rows of the mission form (reference 03 §2): what is typed, kept as typed (texts for money and bands),
 * turned into the contracts' MissionNodeInput only on save. Each node definition appears once per mission, so a row's
 * upstream node is named by its node definition.
 */
export interface NodeRow {
  /** Local key (React rows, reordering). */
  key: string;
  /** The node instance kept on edit; null for a new row. */
  id: string | null;
  prcdNodeId: string | null;
  /** "name（type）" as the select shows it. */
  label: string | null;
  chargerIds: string[];
  labourCost: string;
  planEndAt: string | null;
  warnOn: boolean;
  warnDays: number | null;
  diffOn: boolean;
  diffMin: string;
  diffMax: string;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamPrcdNodeId: string | null;
}

/** A template's node row as the template answers it (nodes engineer's prcd-templates/{id}). */
export interface TemplateRow {
  prcdNodeId: string;
  name: string;
  typeName?: string | null;
  chargerIds?: string[] | null;
  labourCost?: string | null;
  endDaysBefore?: number | null;
  warnDays?: number | null;
  diffMin?: string | null;
  diffMax?: string | null;
  outsideSettlement?: boolean | null;
  isShipment?: boolean | null;
  upstreamPrcdNodeId?: string | null;
}

let seq = 0;
const nextKey = () => `row-${++seq}`;

export function emptyRow(): NodeRow {
  return {
    key: nextKey(),
    id: null,
    prcdNodeId: null,
    label: null,
    chargerIds: [],
    labourCost: '',
    planEndAt: null,
    warnOn: false,
    warnDays: null,
    diffOn: false,
    diffMin: '',
    diffMax: '',
    outsideSettlement: false,
    isShipment: false,
    upstreamPrcdNodeId: null,
  };
}

export const nodeLabel = (name: string, typeName?: string | null) => (typeName ? `${name}（${typeName}）` : name);

/** 计划结束日期 = the delivery date minus the template's N days (blank without a delivery date or N). */
export function planEndFrom(deliveryAt: string | null, daysBefore: number | null | undefined): string | null {
  if (!deliveryAt || daysBefore == null) return null;
  return dayjs(deliveryAt).subtract(daysBefore, 'day').format('YYYY-MM-DD');
}

/** The rows a template gives (its defaults copied; dates from the delivery date). */
export function rowsFromTemplate(rows: readonly TemplateRow[], deliveryAt: string | null): NodeRow[] {
  return rows.map((r) => ({
    ...emptyRow(),
    prcdNodeId: r.prcdNodeId,
    label: nodeLabel(r.name, r.typeName),
    chargerIds: [...(r.chargerIds ?? [])],
    labourCost: r.labourCost ?? '',
    planEndAt: planEndFrom(deliveryAt, r.endDaysBefore),
    warnOn: r.warnDays != null,
    warnDays: r.warnDays ?? null,
    diffOn: r.diffMin != null || r.diffMax != null,
    diffMin: r.diffMin ?? '',
    diffMax: r.diffMax ?? '',
    outsideSettlement: Boolean(r.outsideSettlement),
    isShipment: Boolean(r.isShipment),
    upstreamPrcdNodeId: r.upstreamPrcdNodeId ?? null,
  }));
}

/** Moves a row one place up (-1) or down (+1); an upstream node that would come after its row is dropped. */
export function moveRow(rows: readonly NodeRow[], index: number, by: -1 | 1): NodeRow[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return keepUpstreamBefore(next);
}

/** Removes a row; rows that named it as upstream lose it. */
export function removeRow(rows: readonly NodeRow[], index: number): NodeRow[] {
  const gone = rows[index]?.prcdNodeId;
  return rows
    .filter((_, i) => i !== index)
    .map((r) => (gone && r.upstreamPrcdNodeId === gone ? { ...r, upstreamPrcdNodeId: null } : r));
}

/** Only one row counts as shipped (上报为工单出货数 is a radio across rows). */
export function chooseShipment(rows: readonly NodeRow[], index: number): NodeRow[] {
  return rows.map((r, i) => ({ ...r, isShipment: i === index ? !r.isShipment : false }));
}

function keepUpstreamBefore(rows: NodeRow[]): NodeRow[] {
  return rows.map((r, i) => {
    if (!r.upstreamPrcdNodeId) return r;
    const before = rows.slice(0, i).some((p) => p.prcdNodeId === r.upstreamPrcdNodeId);
    return before ? r : { ...r, upstreamPrcdNodeId: null };
  });
}

export type RowProblem =
  | { code: 'node' | 'wage' | 'diff' | 'warnDays' | 'upstream' | 'duplicateNode'; row: number }
  | { code: 'shipment' | 'outsideOne'; row?: undefined };

/** What keeps the rows from being saved (rows numbered from 1), named, never corrected. */
export function rowProblems(rows: readonly NodeRow[], isOutside: boolean): RowProblem[] {
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const row = i + 1;
    if (!r.prcdNodeId) problems.push({ code: 'node', row });
    else if (seen.has(r.prcdNodeId)) problems.push({ code: 'duplicateNode', row });
    if (r.prcdNodeId) seen.add(r.prcdNodeId);
    if (r.labourCost.trim() && !isDecimalString(r.labourCost.trim(), 3, 12)) problems.push({ code: 'wage', row });
    if (r.warnOn && (r.warnDays == null || !Number.isInteger(r.warnDays) || r.warnDays < 0))
      problems.push({ code: 'warnDays', row });
    if (r.diffOn && !bandOk(r.diffMin, r.diffMax)) problems.push({ code: 'diff', row });
    if (r.upstreamPrcdNodeId && !rows.slice(0, i).some((p) => p.prcdNodeId === r.upstreamPrcdNodeId))
      problems.push({ code: 'upstream', row });
  });
  if (rows.filter((r) => r.isShipment).length > 1) problems.push({ code: 'shipment' });
  if (isOutside && rows.filter((r) => r.outsideSettlement).length > 1) problems.push({ code: 'outsideOne' });
  return problems;
}

/** 差额提醒: the first number at or below 0, the second at or above 0 (either may be blank). */
function bandOk(min: string, max: string): boolean {
  const lo = min.trim();
  const hi = max.trim();
  if (!lo && !hi) return false;
  if (lo && (!isDecimalString(lo, 4, 14, true) || Number(lo) > 0)) return false;
  if (hi && (!isDecimalString(hi, 4, 14) || Number(hi) < 0)) return false;
  return true;
}

/** The rows as missionCreateInput / missionUpdateInput take them. */
export function rowsPayload(rows: readonly NodeRow[]): MissionNodeInput[] {
  return rows
    .filter((r): r is NodeRow & { prcdNodeId: string } => Boolean(r.prcdNodeId))
    .map((r) => ({
      id: r.id,
      prcdNodeId: r.prcdNodeId,
      chargerIds: r.chargerIds,
      labourCost: r.labourCost.trim() || null,
      planEndAt: r.planEndAt,
      warnDays: r.warnOn ? r.warnDays : null,
      diffMin: r.diffOn && r.diffMin.trim() ? r.diffMin.trim() : null,
      diffMax: r.diffOn && r.diffMax.trim() ? r.diffMax.trim() : null,
      outsideSettlement: r.outsideSettlement,
      isShipment: r.isShipment,
      upstreamPrcdNodeId: r.upstreamPrcdNodeId,
    })) as MissionNodeInput[];
}
