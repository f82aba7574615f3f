import { pageOf, type RollBillRelation, type RollFilter, type RollLogRow, type RollRow } from '@gf/contracts';
import { listCustomFields, loadCustomFieldValues } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listRollMovements } from '../stock/index.js';
import * as repo from './roll.repository.js';
import { ROLL_ENTITY, rollNotFound } from './roll.service.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

async function toRows(db: Db, ctx: RequestContext, raws: repo.RollDetailRaw[]): Promise<RollRow[]> {
  const custom = await loadCustomFieldValues(
    db,
    ctx,
    ROLL_ENTITY,
    raws.map((r) => r.id),
  );
  return raws.map((r) => ({
    ...r,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    customFields: custom.get(r.id) ?? [],
  }));
}

/** The enabled custom fields of rolls, in their order: one list and export column each. */
export async function rollCustomFieldColumns(db: Db, ctx: RequestContext): Promise<{ id: string; name: string }[]> {
  const fields = await listCustomFields(db, ctx, ROLL_ENTITY);
  return fields.map((f) => ({ id: f.customFieldId, name: f.customFieldName }));
}

export async function pageRollList(
  db: Db,
  ctx: RequestContext,
  input: RollFilter & { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageRolls(db, ctx.unitId, input, pageSize, offset);
  const [list, customFieldColumns] = await Promise.all([toRows(db, ctx, page.rows), rollCustomFieldColumns(db, ctx)]);
  return { list, totalCount: page.totalCount, pageNo, pageSize, customFieldColumns };
}

/** One live roll as lists show it, or null: what the arrival engineer attaches to arrival lines. */
export async function findRoll(db: Db, ctx: RequestContext, id: string): Promise<RollRow | null> {
  const raw = await repo.rollDetail(db, ctx.unitId, id);
  return raw ? ((await toRows(db, ctx, [raw]))[0] ?? null) : null;
}

export async function getRollDetail(db: Db, ctx: RequestContext, id: string): Promise<RollRow> {
  const roll = await findRoll(db, ctx, id);
  if (!roll) throw rollNotFound();
  return roll;
}

export async function rollHistory(db: Db, ctx: RequestContext, id: string): Promise<{ list: RollLogRow[] }> {
  await getRollDetail(db, ctx, id);
  const rows = await repo.rollLogs(db, ctx.unitId, id);
  return { list: rows.map((r) => ({ ...r, action: r.action as RollLogRow['action'], createdAt: iso(r.createdAt) })) };
}

export async function rollBillRelations(db: Db, ctx: RequestContext, id: string): Promise<{ list: RollBillRelation[] }> {
  await getRollDetail(db, ctx, id);
  const rows = await listRollMovements(db, ctx.unitId, id);
  return {
    list: rows.map(({ reversesId, ...r }) => ({
      ...r,
      opDate: day(r.opDate),
      isReversal: reversesId !== null,
      createdAt: iso(r.createdAt),
    })),
  };
}

export function rollNumberOptions(
  db: Db,
  ctx: RequestContext,
  column: 'rollNo' | 'vatNo',
  f: { materialSkuId?: string | undefined; keyword?: string | undefined },
) {
  return repo.distinctNumbers(db, ctx.unitId, column, f);
}

/**
 * The roll list as a streamed xlsx: the list's columns plus one per custom field (display rules of SPEC 3); 长度 and 库存
 * are numbers totalled per stock unit.
 */
export async function rollExport(db: Db, ctx: RequestContext, filter: RollFilter): Promise<ExportDefinition<RollRow>> {
  const custom = await rollCustomFieldColumns(db, ctx);
  const yes = ctx.lang === 'en' ? ['Yes', 'No'] : ['是', '否'];
  return {
    title: { zh: '物料卷', en: 'Material rolls' },
    columns: [
      { type: 'text', header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
      { type: 'text', header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.vatNo },
      { type: 'text', header: { zh: '物料编号', en: 'Material no.' }, value: (r) => r.materialNo },
      { type: 'text', header: { zh: '物料名称', en: 'Material name' }, width: 20, value: (r) => r.materialName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specificationsNo },
      { type: 'text', header: { zh: '仓库', en: 'Storehouse' }, value: (r) => r.storehouseName },
      { type: 'text', header: { zh: '生产单号', en: 'Order no.' }, value: (r) => r.orderNo },
      { type: 'text', header: { zh: '款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'quantity', scale: 4, header: { zh: '长度', en: 'Length' }, value: (r) => r.length, unitOf: (r) => r.stockUnit },
      {
        type: 'quantity',
        scale: 4,
        header: { zh: '库存', en: 'Stock' },
        value: (r) => r.stockQuantity,
        unitOf: (r) => r.stockUnit,
      },
      { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
      { type: 'text', header: { zh: '是否合格', en: 'Qualified' }, value: (r) => (r.isQualified ? yes[0] : yes[1]) },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
      // Custom fields as the list shows them (text).
      ...custom.map((c) => ({
        type: 'text' as const,
        header: { zh: c.name, en: c.name },
        value: (r: RollRow) => r.customFields.find((v) => v.customFieldId === c.id)?.displayValue ?? null,
      })),
    ],
    batches: keysetBatches(
      async (after: string | null, limit: number) =>
        toRows(db, ctx, await repo.rollExportBatch(db, ctx.unitId, filter, after, limit)),
      (r) => r.id,
    ),
  };
}

/** Rolls a bill brought in (arrivals: created by ensureRolls with the bill as source, or moved by its stock rows), per line. */
export function rollsOfBill(db: Db, ctx: RequestContext, types: string[], billId: string) {
  return repo.rollsOfSource(db, ctx.unitId, types, billId);
}
