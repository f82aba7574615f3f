import {
  Code,
  COMPANY_CUSTOM_FIELD_MANAGE,
  CUSTOM_FIELD_MANAGE,
  isSelectType,
  type CustomFieldDefinition,
  type CustomFieldType,
  type LibraryLevel,
} from '@gf/contracts';
import type { Db } from '../db/database.js';
import { AppError, duplicate, invalid, notFound, type LocalText } from '../http/errors.js';
import type { RequestContext } from '../tenancy/context.js';
import {
  assertWritableAt,
  clashError,
  levelOf,
  requireLevelPermission,
  uniquenessUnits,
  viewOf,
} from '../tenancy/library-level.js';
import { companyUnitIds } from '../tenancy/library-level.repository.js';
import { owningUnit, type Tenant } from '../tenancy/scope.js';
import * as repo from './custom-field.repository.js';

// Managing definitions (自定义字段 / 属性库). The company's fields (level COMPANY, /archives) are read by every
// factory of it beside the factory's own; each level changes only its own rows. Deleting a field or option that
// records already use is refused with 40903 and the count, unless the caller confirms with force: then the values
// go with it (in every factory, for a company field).

const fieldWhat = { zh: '自定义字段', en: 'Custom field' };
const optionWhat = { zh: '选项', en: 'Option' };
const fieldName = { zh: '字段名称', en: 'Field name' };
/** Where a company field is changed (named when a factory tries). */
const companyScreen: LocalText = { zh: '集团属性库', en: 'the company attribute store' };
const codes: Record<LibraryLevel, string> = { COMPANY: COMPANY_CUSTOM_FIELD_MANAGE, FACTORY: CUSTOM_FIELD_MANAGE };

/**
 * The fields of an entity the factory reads: the company's first, then its own; or one level's. The company's list
 * counts the values of every factory of the company, a factory's its own.
 */
export async function listCustomFields(
  db: Db,
  tenant: Tenant,
  entity: string,
  includeDisabled = false,
  level?: LibraryLevel,
): Promise<CustomFieldDefinition[]> {
  const valueUnits = level === 'COMPANY' ? await companyUnitIds(db, tenant.bossUnitId) : [tenant.unitId];
  return repo.listFields(db, viewOf(tenant, 'customField', level), entity, { includeDisabled, valueUnits });
}

/**
 * Fields the call may change at its level: each readable (else 40402: the list is open to every user, so an unknown
 * id tells nothing), the level's code held (else 40301) and of that level (else 40302).
 */
async function writableFields(db: Db, ctx: RequestContext, level: LibraryLevel, ids: string[]) {
  const view = viewOf(ctx, 'customField');
  const found = await repo.findFields(db, view.units, ids);
  if (found.length !== new Set(ids).size) throw notFound(fieldWhat);
  requireLevelPermission(ctx, level, codes);
  for (const f of found) assertWritableAt(level, levelOf(view, f.unitId), fieldWhat, companyScreen);
  return found;
}

async function fieldOrThrow(db: Db, ctx: RequestContext, level: LibraryLevel, id: string) {
  return (await writableFields(db, ctx, level, [id]))[0]!;
}

/** Options the call may change: their field must be writable at the call's level. */
async function writableOptions(db: Db, ctx: RequestContext, level: LibraryLevel, ids: string[]) {
  const found = await repo.findOptions(db, viewOf(ctx, 'customFieldOption').units, ids);
  if (found.length !== new Set(ids).size) throw notFound(optionWhat);
  await writableFields(db, ctx, level, [...new Set(found.map((o) => o.customFieldId))]);
  return found;
}

/** A name is unique per entity across the company and the factory (a company one across all its factories). */
async function assertFreeName(
  trx: Db,
  ctx: RequestContext,
  level: LibraryLevel,
  entity: string,
  name: string,
  field: string,
  selfId?: string,
) {
  const same = await repo.findFieldByName(trx, await uniquenessUnits(trx, ctx, 'customField', level), entity, name);
  if (same && same.id !== selfId) throw await clashError(trx, ctx, 'customField', level, same.unitId, field, fieldName);
}

/** Option codes default to the next free number of the field ("编号 … auto"). */
async function nextOptionCode(db: Db, owner: string, fieldId: string): Promise<string> {
  const codes = new Set((await repo.optionsOf(db, owner, fieldId)).map((o) => o.optionCode));
  let n = codes.size + 1;
  while (codes.has(String(n).padStart(3, '0'))) n += 1;
  return String(n).padStart(3, '0');
}

async function assertOptionUnique(
  db: Db,
  owner: string,
  fieldId: string,
  input: { optionCode: string; optionName: string },
  selfId?: string,
) {
  const others = (await repo.optionsOf(db, owner, fieldId)).filter((o) => o.id !== selfId);
  if (others.some((o) => o.optionName === input.optionName)) throw duplicate('optionName', { zh: '选项名称', en: 'Option name' });
  if (others.some((o) => o.optionCode === input.optionCode)) throw duplicate('optionCode', { zh: '选项编号', en: 'Option code' });
}

export async function addCustomField(
  db: Db,
  ctx: RequestContext,
  input: {
    entity: string;
    name: string;
    type: CustomFieldType;
    required?: boolean | undefined;
    enabled?: boolean | undefined;
    options?: string[] | undefined;
    level: LibraryLevel;
  },
): Promise<{ customFieldId: string; customFieldName: string }> {
  requireLevelPermission(ctx, input.level, codes);
  const options = [...new Set(input.options ?? [])];
  if (options.length && !isSelectType(input.type))
    throw invalid('options', { zh: '只有单选、多选属性可以有选项', en: 'only select fields have options' });
  const owner = owningUnit(ctx, 'customField', input.level);
  return db.transaction().execute(async (trx) => {
    await assertFreeName(trx, ctx, input.level, input.entity, input.name, 'customFieldName');
    const id = await repo.insertField(trx, owner, {
      entity: input.entity,
      name: input.name,
      type: input.type,
      required: input.required ?? false,
      enabled: input.enabled ?? true,
    });
    for (const [i, optionName] of options.entries()) {
      await repo.insertOption(trx, owner, id, { optionName, optionCode: String(i + 1).padStart(3, '0') });
    }
    return { customFieldId: id, customFieldName: input.name };
  });
}

export async function updateCustomField(
  db: Db,
  ctx: RequestContext,
  input: {
    customFieldId: string;
    name?: string | undefined;
    required?: boolean | undefined;
    enabled?: boolean | undefined;
    level: LibraryLevel;
  },
): Promise<CustomFieldDefinition> {
  const field = await fieldOrThrow(db, ctx, input.level, input.customFieldId);
  await db.transaction().execute(async (trx) => {
    if (input.name && input.name !== field.name)
      await assertFreeName(trx, ctx, input.level, field.entity, input.name, 'name', field.id);
    await repo.updateField(trx, field.unitId, field.id, input);
  });
  const all = await listCustomFields(db, ctx, field.entity, true, input.level);
  return all.find((f) => f.customFieldId === field.id)!;
}

function inUse(count: number, what: { zh: string; en: string }): AppError {
  return new AppError(
    Code.inUse,
    {
      zh: `${count} 条记录已填写该${what.zh}，确认删除将同时清除这些值`,
      en: `${count} records hold this ${what.en.toLowerCase()}; confirm to delete it with their values`,
    },
    { valueCount: count },
  );
}

export async function deleteCustomField(
  db: Db,
  ctx: RequestContext,
  input: { id: string; force: boolean; level: LibraryLevel },
): Promise<void> {
  const field = await fieldOrThrow(db, ctx, input.level, input.id);
  const used = await repo.countFieldUse(db, field.id);
  if (used > 0 && !input.force) throw inUse(used, { zh: '字段', en: 'Field' });
  await db.transaction().execute((trx) => repo.deleteField(trx, field.unitId, field.id));
}

export async function sortCustomFields(db: Db, ctx: RequestContext, input: { ids: string[]; level: LibraryLevel }) {
  const ids = [...new Set(input.ids)];
  await writableFields(db, ctx, input.level, ids);
  const owner = owningUnit(ctx, 'customField', input.level);
  await db.transaction().execute((trx) => repo.setSort(trx, owner, 'customField', ids));
}

export async function sortCustomFieldOptions(db: Db, ctx: RequestContext, input: { ids: string[]; level: LibraryLevel }) {
  const ids = [...new Set(input.ids)];
  await writableOptions(db, ctx, input.level, ids);
  const owner = owningUnit(ctx, 'customFieldOption', input.level);
  await db.transaction().execute((trx) => repo.setSort(trx, owner, 'customFieldOption', ids));
}

export async function addCustomFieldOption(
  db: Db,
  ctx: RequestContext,
  input: { customFieldId: string; optionName: string; optionCode: string | null; level: LibraryLevel },
): Promise<{ id: string; optionCode: string; optionName: string }> {
  const field = await fieldOrThrow(db, ctx, input.level, input.customFieldId);
  if (!isSelectType(field.type as CustomFieldType))
    throw invalid('customFieldId', { zh: '只有单选、多选属性可以有选项', en: 'only select fields have options' });
  const optionCode = input.optionCode ?? (await nextOptionCode(db, field.unitId, field.id));
  await assertOptionUnique(db, field.unitId, field.id, { optionCode, optionName: input.optionName });
  const row = await db
    .transaction()
    .execute((trx) => repo.insertOption(trx, field.unitId, field.id, { optionCode, optionName: input.optionName }));
  return { id: row.id, optionCode, optionName: input.optionName };
}

export async function updateCustomFieldOption(
  db: Db,
  ctx: RequestContext,
  input: { id: string; optionName: string; optionCode: string | null; level: LibraryLevel },
): Promise<{ id: string; optionCode: string; optionName: string }> {
  const [option] = await writableOptions(db, ctx, input.level, [input.id]);
  const optionCode = input.optionCode ?? option!.optionCode;
  await assertOptionUnique(db, option!.unitId, option!.customFieldId, { optionCode, optionName: input.optionName }, option!.id);
  await db
    .transaction()
    .execute((trx) => repo.updateOption(trx, option!.unitId, option!.id, { optionCode, optionName: input.optionName }));
  return { id: option!.id, optionCode, optionName: input.optionName };
}

export async function deleteCustomFieldOption(
  db: Db,
  ctx: RequestContext,
  input: { id: string; force: boolean; level: LibraryLevel },
): Promise<void> {
  const [option] = await writableOptions(db, ctx, input.level, [input.id]);
  const used = await repo.countOptionUse(db, option!.customFieldId, option!.id);
  if (used > 0 && !input.force) throw inUse(used, optionWhat);
  await db.transaction().execute((trx) => repo.deleteOption(trx, option!.unitId, option!.customFieldId, option!.id));
}
