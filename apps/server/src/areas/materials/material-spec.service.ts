import {
  Code,
  companyLibraryPermissions,
  MaterialPermission,
  pageOf,
  type LibraryLevel,
  type MaterialSpecInput,
  type MaterialSpecRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import {
  assertWritableAt,
  clashError,
  companyUnitIds,
  requireLevelPermission,
  uniquenessUnits,
  viewOf,
} from '../attributes/index.js';
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
const specWord = { zh: '规格', en: 'Specification' };
export const specNotFound = () => notFound(specWord);

/**
 * Specifications are a company-and-factory library (ADR 0011): the company's (多厂通用设置) are edited under
 * company.specLibrary.edit, a factory's own under the material codes.
 */
const saveCodes: Record<LibraryLevel, string> = {
  COMPANY: companyLibraryPermissions.specLibraryEdit,
  FACTORY: MaterialPermission.update,
};
const deleteCodes: Record<LibraryLevel, string> = {
  COMPANY: companyLibraryPermissions.specLibraryEdit,
  FACTORY: MaterialPermission.delete,
};

export async function listSpecs(
  db: Db,
  ctx: RequestContext,
  input: {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    keyword?: string | undefined;
    materialId?: string | undefined;
    level?: LibraryLevel | undefined;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const filter = { keyword: input.keyword, materialId: input.materialId, materialUnitId: ctx.unitId };
  const page = await repo.pageSpecs(db, viewOf(ctx, 'materialSpec', input.level), filter, pageSize, offset);
  return { ...page, pageNo, pageSize };
}

/** A generated number free among `units` (the ones the new specification must not clash with). */
async function nextFreeSpecNo(trx: Db, ctx: RequestContext, units: string[]): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = (await allocateNumber(trx, { unitId: ctx.unitId, billType: SPEC_NUMBER_KEY }))
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8);
    if (no && !(await repo.findSpecByNo(trx, units, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动规格号已被占用，请手动填写',
    en: 'Generated numbers are taken; please enter one',
  });
}

/** A readable specification the call may change at its level (the company's only from the company's screen). */
async function writableSpec(db: Db, ctx: RequestContext, level: LibraryLevel, id: string): Promise<MaterialSpecRow> {
  const [current] = await repo.findSpecs(db, viewOf(ctx, 'materialSpec'), [id]);
  if (!current) throw specNotFound();
  assertWritableAt(level, current.level, specWord);
  return current;
}

/**
 * addOrUpdateCommonMaterialsSpecifications: with an id it edits, else it adds, at the call's level. The number is
 * unique across the company and the factory (a company number across every factory of it).
 */
export async function saveSpec(db: Db, ctx: RequestContext, input: MaterialSpecInput): Promise<MaterialSpecRow> {
  const { level } = input;
  requireLevelPermission(ctx, level, saveCodes);
  const current = input.id ? await writableSpec(db, ctx, level, input.id) : undefined;
  const owner = owningUnit(ctx, 'materialSpec', level);
  const id = await db.transaction().execute(async (trx) => {
    const units = await uniquenessUnits(trx, ctx, 'materialSpec', level);
    if (input.no) {
      const same = await repo.findSpecByNo(trx, units, input.no);
      if (same && same.id !== input.id)
        throw await clashError(trx, ctx, 'materialSpec', level, same.unitId, 'no', { zh: '规格号', en: 'Specification no' });
    }
    if (current) {
      const no = input.no ?? current.no;
      await repo.updateSpec(trx, owner, current.id, { no, remark: input.remark });
      return current.id;
    }
    const no = input.no ?? (await nextFreeSpecNo(trx, ctx, units));
    return (await repo.insertSpec(trx, owner, ctx.userId, { no, remark: input.remark })).id;
  });
  const [row] = await repo.findSpecs(db, viewOf(ctx, 'materialSpec'), [id]);
  if (!row) throw specNotFound();
  return row;
}

/** Delete at its level: refused while any SKU uses it (a company specification: in any factory of the company). */
export async function removeSpec(db: Db, ctx: RequestContext, input: { id: string; level: LibraryLevel }): Promise<void> {
  requireLevelPermission(ctx, input.level, deleteCodes);
  await writableSpec(db, ctx, input.level, input.id);
  const units = input.level === 'COMPANY' ? await companyUnitIds(db, ctx.bossUnitId) : [ctx.unitId];
  const used = await repo.countSkusOfSpec(db, units, input.id);
  if (used > 0)
    throw new AppError(Code.inUse, {
      zh: `该规格已被 ${used} 个物料SKU使用，不能删除`,
      en: `${used} material SKUs use this specification; it cannot be deleted`,
    });
  await db.transaction().execute((trx) => repo.deleteSpec(trx, owningUnit(ctx, 'materialSpec', input.level), input.id));
}

/** A referenced row of another factory (or none): 40402, naming the field that points at it. */
export function notFoundAt(field: string, what: { zh: string; en: string }): AppError {
  return new AppError(
    Code.notFound,
    { zh: `${field}：${what.zh}不存在`, en: `${field}: ${what.en} not found` },
    { errors: [{ field, message: `${what.en} not found` }] },
  );
}

/** The specifications of these ids the factory reads (the company's and its own), or a 40402 naming the first missing one. */
export async function requireSpecs(db: Db, ctx: RequestContext, ids: string[], field: (index: number) => string) {
  const unique = [...new Set(ids)];
  const found = await repo.findSpecs(db, viewOf(ctx, 'materialSpec'), unique);
  const byId = new Map(found.map((s) => [s.id, s]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw notFoundAt(field(missing), { zh: '规格', en: 'Specification' });
  return byId;
}
