import { Code, pageOf, type MaterialSpecInput, type MaterialSpecRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './material-spec.repository.js';

/** Numbering key of specification numbers (规格号: A–Z/0–9, at most 8; blank = generated). */
export const SPEC_NUMBER_KEY = 'MATERIAL_SPECIFICATION';
registerNumberRule({
  billType: SPEC_NUMBER_KEY,
  kind: 'ARCHIVE',
  zh: '物料规格号',
  en: 'Material specification number',
  segments: [
    { type: 'TEXT', value: 'S' },
    { type: 'SERIAL', length: 4, reset: 'NEVER' },
  ],
});
export const specNotFound = () => notFound({ zh: '规格', en: 'Specification' });

export async function listSpecs(
  db: Db,
  ctx: RequestContext,
  input: {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    keyword?: string | undefined;
    materialId?: string | undefined;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageSpecs(db, ctx.unitId, input, pageSize, offset);
  return { ...page, pageNo, pageSize };
}

async function nextFreeSpecNo(trx: Db, ctx: RequestContext): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = (await allocateNumber(trx, { unitId: ctx.unitId, billType: SPEC_NUMBER_KEY }))
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8);
    if (no && !(await repo.findSpecIdByNo(trx, ctx.unitId, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动规格号已被占用，请手动填写',
    en: 'Generated numbers are taken; please enter one',
  });
}

/** addOrUpdateCommonMaterialsSpecifications: with an id it edits, else it adds. */
export async function saveSpec(db: Db, ctx: RequestContext, input: MaterialSpecInput): Promise<MaterialSpecRow> {
  if (input.id && (await repo.findSpecs(db, ctx.unitId, [input.id])).length === 0) throw specNotFound();
  if (input.no) {
    const same = await repo.findSpecIdByNo(db, ctx.unitId, input.no);
    if (same && same !== input.id) throw duplicate('no', { zh: '规格号', en: 'Specification no' });
  }
  const id = await db.transaction().execute(async (trx) => {
    if (input.id) {
      const current = (await repo.findSpecs(trx, ctx.unitId, [input.id]))[0];
      const no = input.no ?? current?.no ?? (await nextFreeSpecNo(trx, ctx));
      await repo.updateSpec(trx, ctx.unitId, input.id, { no, remark: input.remark });
      return input.id;
    }
    const no = input.no ?? (await nextFreeSpecNo(trx, ctx));
    return (await repo.insertSpec(trx, ctx.unitId, ctx.userId, { no, remark: input.remark })).id;
  });
  const [row] = await repo.findSpecs(db, ctx.unitId, [id]);
  if (!row) throw specNotFound();
  return row;
}

export async function removeSpec(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if ((await repo.findSpecs(db, ctx.unitId, [id])).length === 0) throw specNotFound();
  const used = await repo.countSkusOfSpec(db, ctx.unitId, id);
  if (used > 0)
    throw new AppError(Code.inUse, {
      zh: `该规格已被 ${used} 个物料SKU使用，不能删除`,
      en: `${used} material SKUs use this specification; it cannot be deleted`,
    });
  await db.transaction().execute((trx) => repo.deleteSpec(trx, ctx.unitId, id));
}

/** A referenced row of another factory (or none): 40402, naming the field that points at it. */
export function notFoundAt(field: string, what: { zh: string; en: string }): AppError {
  return new AppError(
    Code.notFound,
    { zh: `${field}：${what.zh}不存在`, en: `${field}: ${what.en} not found` },
    { errors: [{ field, message: `${what.en} not found` }] },
  );
}

/** The specifications of these ids that exist in the unit, or a 40001 naming the first missing one. */
export async function requireSpecs(db: Db, ctx: RequestContext, ids: string[], field: (index: number) => string) {
  const unique = [...new Set(ids)];
  const found = await repo.findSpecs(db, ctx.unitId, unique);
  const byId = new Map(found.map((s) => [s.id, s]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw notFoundAt(field(missing), { zh: '规格', en: 'Specification' });
  return byId;
}
