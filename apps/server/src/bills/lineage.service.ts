import { billStatusLabels, billTypes, detailHref, type BillLineage, type BillTypeInfo, type LineageLink } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
import { AppError, Code, type LocalText } from '../platform/http/errors.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import {
  deleteTargetLinks,
  findDownstream,
  findUpstream,
  insertLinks,
  type DocumentRef,
  type LinkRow,
  type NewLink,
} from './lineage.repository.js';

export type { DocumentRef, NewLink } from './lineage.repository.js';
export { hasBlockingDownstreamSql } from './lineage.repository.js';

/**
 * Where each registered bill type lives. Bill type definitions are static data, the same in every app instance, so
 * the registry records them here as they are registered; lineage uses it to lock a link's source and to read the
 * status of the documents it names.
 */
const documentTables = new Map<
  string,
  { table: string; numberColumn: string; statusLabels?: Readonly<Record<number, LocalText>> | undefined }
>();

export function knowDocumentTable(
  type: string,
  table: string,
  numberColumn: string,
  statusLabels?: Readonly<Record<number, LocalText>>,
): void {
  documentTables.set(type, { table, numberColumn, statusLabels });
}

const statusText = (type: string, status: number, lang: 'zh' | 'en') =>
  (documentTables.get(type)?.statusLabels ?? billStatusLabels)[status]?.[lang] ?? String(status);

const ownStatus = (type: string, status: number | null): LocalText | null => {
  const labels = documentTables.get(type)?.statusLabels;
  return status === null || !labels ? null : (labels[status] ?? null);
};

const labelOf = (type: string): LocalText => (billTypes as Record<string, BillTypeInfo>)[type] ?? { zh: type, en: type };

/**
 * Locks the links' source bills (share lock, id order) and refuses a source that is gone or voided: a source's
 * un-review locks its row for update before it reads its downstream links, so the two never pass each other.
 */
async function lockLiveSources(
  trx: Db,
  unitId: string,
  links: readonly NewLink[],
  statuses: readonly number[] | undefined,
): Promise<void> {
  const byType = new Map<string, Set<string>>();
  for (const l of links) byType.set(l.source.type, (byType.get(l.source.type) ?? new Set()).add(l.source.billId));
  for (const [type, idSet] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    const place = documentTables.get(type);
    if (!place) continue;
    const ids = [...idSet].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const { rows } = await sql<{ id: string; status: number; no: string | null }>`
      select id, status, ${sql.ref(place.numberColumn)} as no from ${sql.table(place.table)}
      where unit_id = ${unitId} and id in (${sql.join(ids)}) and not is_deleted
      order by id for share`.execute(trx);
    const live = new Set(rows.filter((r) => r.status !== 5).map((r) => r.id));
    const gone = ids.filter((id) => !live.has(id));
    const label = labelOf(type);
    if (gone.length)
      throw new AppError(
        Code.badState,
        { zh: `来源${label.zh}已删除或作废`, en: `The source ${label.en} was deleted or voided` },
        { sources: gone.map((billId) => ({ type, billId })) },
      );
    const unfit = statuses ? rows.filter((r) => !statuses.includes(r.status)) : [];
    if (unfit.length)
      throw new AppError(
        Code.badState,
        {
          zh: `来源${label.zh} ${unfit.map((r) => r.no ?? r.id).join('、')} 当前状态不能被引用`,
          en: `The source ${label.en} ${unfit.map((r) => r.no ?? r.id).join(', ')} cannot be drawn on in its current status`,
        },
        { sources: unfit.map((r) => ({ type, billId: r.id, status: r.status })) },
      );
  }
}

/**
 * The one call through which a document records what it was made from, settles or draws on. It states the whole
 * set each time the target is saved (the links of the target are replaced), inside the saving transaction. The
 * sources are share-locked and must be live (and in sourceStatuses, when given) under that lock.
 */
export async function linkDocuments(
  trx: Db,
  ctx: RequestContext,
  target: DocumentRef & { no: string | null },
  links: readonly NewLink[],
  opts: { sourceStatuses?: readonly number[] } = {},
): Promise<void> {
  await lockLiveSources(trx, ctx.unitId, links, opts.sourceStatuses);
  await deleteTargetLinks(trx, ctx.unitId, target);
  await insertLinks(trx, ctx.unitId, target, links);
}

/** A document ended (voided, deleted, undone): it no longer points at anything. */
export async function unlinkDocument(trx: Db, ctx: RequestContext, target: DocumentRef): Promise<void> {
  await deleteTargetLinks(trx, ctx.unitId, target);
}

type Blocked = 'unreview' | 'edit' | 'void' | 'delete';
const blockedVerb: Record<Blocked, LocalText> = {
  unreview: { zh: '反审核', en: 'be un-reviewed' },
  edit: { zh: '修改', en: 'be edited' },
  void: { zh: '作废', en: 'be voided' },
  delete: { zh: '删除', en: 'be deleted' },
};

function distinctTargets(rows: readonly LinkRow[]): { type: string; billId: string; billNo: string | null }[] {
  const seen = new Map<string, { type: string; billId: string; billNo: string | null }>();
  for (const r of rows)
    seen.set(`${r.targetType}:${r.targetBillId}`, { type: r.targetType, billId: r.targetBillId, billNo: r.targetNo });
  return [...seen.values()];
}

/**
 * Refuses the action while live documents point at the bill (generated followers excepted: the bill's own
 * un-posting takes them down), naming them. Run inside the action's transaction, after the bill's row is locked.
 */
export async function assertNoLiveDownstream(trx: Db, ctx: RequestContext, bill: DocumentRef, action: Blocked): Promise<void> {
  const blocking = distinctTargets((await findDownstream(trx, ctx.unitId, bill)).filter((r) => !r.followsSource));
  if (blocking.length === 0) return;
  const names = (lang: 'zh' | 'en') =>
    blocking
      .slice(0, 5)
      .map((d) => `${labelOf(d.type)[lang]} ${d.billNo ?? d.billId}`)
      .join(lang === 'zh' ? '、' : ', ') +
    (blocking.length > 5 ? (lang === 'zh' ? ` 等 ${blocking.length} 张` : ` and ${blocking.length - 5} more`) : '');
  throw new AppError(
    Code.inUse,
    {
      zh: `已有下游单据引用本单，不能${blockedVerb[action].zh}：${names('zh')}`,
      en: `Live documents point at this bill, so it cannot ${blockedVerb[action].en}: ${names('en')}`,
    },
    { downstream: blocking },
  );
}

/** Status and number of each named document whose table the engine knows. */
async function headsOf(db: Db, unitId: string, docs: readonly { type: string; billId: string }[]) {
  const byType = new Map<string, Set<string>>();
  for (const d of docs) byType.set(d.type, (byType.get(d.type) ?? new Set()).add(d.billId));
  const heads = new Map<string, { status: number; no: string | null }>();
  for (const [type, ids] of byType) {
    const place = documentTables.get(type);
    if (!place) continue;
    const { rows } = await sql<{ id: string; status: number; no: string | null }>`
      select id, status, ${sql.ref(place.numberColumn)} as no from ${sql.table(place.table)}
      where unit_id = ${unitId} and id in (${sql.join([...ids])})`.execute(db);
    for (const r of rows) heads.set(`${type}:${r.id}`, { status: r.status, no: r.no });
  }
  return heads;
}

function toLinks(
  rows: readonly LinkRow[],
  side: 'source' | 'target',
  heads: Map<string, { status: number; no: string | null }>,
  lang: 'zh' | 'en',
): LineageLink[] {
  const grouped = new Map<string, LineageLink>();
  for (const r of rows) {
    const type = side === 'source' ? r.sourceType : r.targetType;
    const billId = side === 'source' ? r.sourceBillId : r.targetBillId;
    const key = `${type}:${billId}`;
    const head = heads.get(key);
    const billNo = side === 'source' ? (head?.no ?? null) : r.targetNo;
    const status = head?.status ?? null;
    const link = grouped.get(key) ?? {
      type,
      typeText: labelOf(type)[lang],
      billId,
      billNo,
      status,
      statusText: status === null ? null : statusText(type, status, lang),
      ownStatus: ownStatus(type, status),
      href: detailHref(type, { id: billId, billNo }),
      lineCount: 0,
      followsSource: r.followsSource,
    };
    link.lineCount += 1;
    grouped.set(key, link);
  }
  return [...grouped.values()];
}

/** A document's upstream and downstream documents, as its detail page shows them. */
export async function getLineage(db: Db, ctx: RequestContext, doc: DocumentRef): Promise<BillLineage> {
  const [up, down] = await Promise.all([findUpstream(db, ctx.unitId, doc), findDownstream(db, ctx.unitId, doc)]);
  const docs = [
    ...up.map((r) => ({ type: r.sourceType, billId: r.sourceBillId })),
    ...down.map((r) => ({ type: r.targetType, billId: r.targetBillId })),
  ];
  const heads = await headsOf(db, ctx.unitId, docs);
  return {
    upstream: toLinks(up, 'source', heads, ctx.lang),
    downstream: toLinks(down, 'target', heads, ctx.lang),
  };
}
