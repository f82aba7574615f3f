import { Code, isSelectType, type CustomFieldDefinition, type CustomFieldType } from '@gf/contracts';
import type { Db } from '../db/database.js';
import { AppError, duplicate, invalid, notFound } from '../http/errors.js';
import type { RequestContext } from '../tenancy/context.js';
import * as repo from './custom-field.repository.js';

// Managing definitions (自定义字段). Deleting a field or option that records already use is refused
// with 40903 and the count, unless the caller confirms with force: then the values go with it.

const fieldWhat = { zh: '自定义字段', en: 'Custom field' };
const optionWhat = { zh: '选项', en: 'Option' };

export function listCustomFields(db: Db, ctx: RequestContext, entity: string, includeDisabled = false) {
  return repo.listFields(db, ctx.unitId, entity, { includeDisabled });
}

async function fieldOrThrow(db: Db, ctx: RequestContext, id: string) {
  const field = await repo.findField(db, ctx.unitId, id);
  if (!field) throw notFound(fieldWhat);
  return field;
}

/** Option codes default to the next free number of the field ("编号 … auto"). */
async function nextOptionCode(db: Db, ctx: RequestContext, fieldId: string): Promise<string> {
  const codes = new Set((await repo.optionsOf(db, ctx.unitId, fieldId)).map((o) => o.optionCode));
  let n = codes.size + 1;
  while (codes.has(String(n).padStart(3, '0'))) n += 1;
  return String(n).padStart(3, '0');
}

async function assertOptionUnique(
  db: Db,
  ctx: RequestContext,
  fieldId: string,
  input: { optionCode: string; optionName: string },
  selfId?: string,
) {
  const others = (await repo.optionsOf(db, ctx.unitId, fieldId)).filter((o) => o.id !== selfId);
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
  },
): Promise<{ customFieldId: string; customFieldName: string }> {
  if (await repo.findFieldByName(db, ctx.unitId, input.entity, input.name))
    throw duplicate('customFieldName', { zh: '字段名称', en: 'Field name' });
  const options = [...new Set(input.options ?? [])];
  if (options.length && !isSelectType(input.type))
    throw invalid('options', { zh: '只有单选、多选属性可以有选项', en: 'only select fields have options' });
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertField(trx, ctx.unitId, {
      entity: input.entity,
      name: input.name,
      type: input.type,
      required: input.required ?? false,
      enabled: input.enabled ?? true,
    });
    for (const [i, optionName] of options.entries()) {
      await repo.insertOption(trx, ctx.unitId, id, { optionName, optionCode: String(i + 1).padStart(3, '0') });
    }
    return { customFieldId: id, customFieldName: input.name };
  });
}

export async function updateCustomField(
  db: Db,
  ctx: RequestContext,
  input: { customFieldId: string; name?: string | undefined; required?: boolean | undefined; enabled?: boolean | undefined },
): Promise<CustomFieldDefinition> {
  const field = await fieldOrThrow(db, ctx, input.customFieldId);
  if (input.name && input.name !== field.name) {
    if (await repo.findFieldByName(db, ctx.unitId, field.entity, input.name))
      throw duplicate('name', { zh: '字段名称', en: 'Field name' });
  }
  await db.transaction().execute((trx) => repo.updateField(trx, ctx.unitId, field.id, input));
  const all = await repo.listFields(db, ctx.unitId, field.entity, { includeDisabled: true });
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

export async function deleteCustomField(db: Db, ctx: RequestContext, id: string, force: boolean): Promise<void> {
  const field = await fieldOrThrow(db, ctx, id);
  const used = await repo.countFieldUse(db, ctx.unitId, field.id);
  if (used > 0 && !force) throw inUse(used, { zh: '字段', en: 'Field' });
  await db.transaction().execute((trx) => repo.deleteField(trx, ctx.unitId, field.id));
}

async function sortOwned(db: Db, ctx: RequestContext, table: 'customField' | 'customFieldOption', ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const owned = new Set(await repo.ownedIds(db, ctx.unitId, table, unique));
  if (unique.some((id) => !owned.has(id))) throw notFound(table === 'customField' ? fieldWhat : optionWhat);
  await db.transaction().execute((trx) => repo.setSort(trx, ctx.unitId, table, unique));
}

export const sortCustomFields = (db: Db, ctx: RequestContext, ids: string[]) => sortOwned(db, ctx, 'customField', ids);
export const sortCustomFieldOptions = (db: Db, ctx: RequestContext, ids: string[]) =>
  sortOwned(db, ctx, 'customFieldOption', ids);

export async function addCustomFieldOption(
  db: Db,
  ctx: RequestContext,
  input: { customFieldId: string; optionName: string; optionCode: string | null },
): Promise<{ id: string; optionCode: string; optionName: string }> {
  const field = await fieldOrThrow(db, ctx, input.customFieldId);
  if (!isSelectType(field.type as CustomFieldType))
    throw invalid('customFieldId', { zh: '只有单选、多选属性可以有选项', en: 'only select fields have options' });
  const optionCode = input.optionCode ?? (await nextOptionCode(db, ctx, field.id));
  await assertOptionUnique(db, ctx, field.id, { optionCode, optionName: input.optionName });
  const row = await db
    .transaction()
    .execute((trx) => repo.insertOption(trx, ctx.unitId, field.id, { optionCode, optionName: input.optionName }));
  return { id: row.id, optionCode, optionName: input.optionName };
}

export async function updateCustomFieldOption(
  db: Db,
  ctx: RequestContext,
  input: { id: string; optionName: string; optionCode: string | null },
): Promise<{ id: string; optionCode: string; optionName: string }> {
  const option = await repo.findOption(db, ctx.unitId, input.id);
  if (!option) throw notFound(optionWhat);
  const optionCode = input.optionCode ?? option.optionCode;
  await assertOptionUnique(db, ctx, option.customFieldId, { optionCode, optionName: input.optionName }, option.id);
  await db
    .transaction()
    .execute((trx) => repo.updateOption(trx, ctx.unitId, option.id, { optionCode, optionName: input.optionName }));
  return { id: option.id, optionCode, optionName: input.optionName };
}

export async function deleteCustomFieldOption(db: Db, ctx: RequestContext, id: string, force: boolean): Promise<void> {
  const option = await repo.findOption(db, ctx.unitId, id);
  if (!option) throw notFound(optionWhat);
  const used = await repo.countOptionUse(db, ctx.unitId, option.customFieldId, option.id);
  if (used > 0 && !force) throw inUse(used, optionWhat);
  await db.transaction().execute((trx) => repo.deleteOption(trx, ctx.unitId, option.customFieldId, option.id));
}
