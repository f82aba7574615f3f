import type { CustomFieldDefinition, CustomFieldEntity, CustomFieldType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

// Definitions and options. Every query is scoped by the unit: another factory's ids are not found.

export async function listFields(
  db: Db,
  unitId: string,
  entity: string,
  opts: { includeDisabled?: boolean } = {},
): Promise<CustomFieldDefinition[]> {
  let q = db
    .selectFrom('customField')
    .select(['id', 'entity', 'name', 'type', 'required', 'enabled', 'sort'])
    .select((eb) =>
      eb
        .selectFrom('customFieldValue')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('customFieldValue.customFieldId', '=', 'customField.id')
        .where('customFieldValue.unitId', '=', unitId)
        .as('valueCount'),
    )
    .where('unitId', '=', unitId)
    .where('entity', '=', entity);
  if (!opts.includeDisabled) q = q.where('enabled', '=', true);
  const fields = await q.orderBy('sort').orderBy('id').execute();
  const options = fields.length
    ? await db
        .selectFrom('customFieldOption')
        .select(['id', 'customFieldId', 'optionCode', 'optionName', 'sort'])
        .where('unitId', '=', unitId)
        .where(
          'customFieldId',
          'in',
          fields.map((f) => f.id),
        )
        .orderBy('sort')
        .orderBy('id')
        .execute()
    : [];
  return fields.map((f) => ({
    customFieldId: f.id,
    entity: f.entity as CustomFieldEntity,
    customFieldName: f.name,
    customFieldType: f.type as CustomFieldType,
    required: f.required,
    enabled: f.enabled,
    sort: f.sort,
    valueCount: Number(f.valueCount ?? 0),
    options: options
      .filter((o) => o.customFieldId === f.id)
      .map((o) => ({ id: o.id, optionCode: o.optionCode, optionName: o.optionName, sort: o.sort })),
  }));
}

export async function findField(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('customField')
    .select(['id', 'entity', 'name', 'type', 'required', 'enabled', 'sort'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findFieldByName(db: Db, unitId: string, entity: string, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('customField')
    .select('id')
    .where('unitId', '=', unitId)
    .where('entity', '=', entity)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

export async function insertField(
  trx: Db,
  unitId: string,
  input: { entity: string; name: string; type: string; required: boolean; enabled: boolean },
): Promise<string> {
  const next = await trx
    .selectFrom('customField')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
    .where('unitId', '=', unitId)
    .where('entity', '=', input.entity)
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('customField')
    .values({ ...input, unitId, sort: Number(next.n) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateField(
  trx: Db,
  unitId: string,
  id: string,
  patch: { name?: string | undefined; required?: boolean | undefined; enabled?: boolean | undefined },
): Promise<boolean> {
  const set = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.required !== undefined ? { required: patch.required } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
  };
  const res = await trx
    .updateTable('customField')
    .set({ ...set, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteField(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('customFieldValue').where('unitId', '=', unitId).where('customFieldId', '=', id).execute();
  await trx.deleteFrom('customFieldOption').where('unitId', '=', unitId).where('customFieldId', '=', id).execute();
  await trx.deleteFrom('customField').where('unitId', '=', unitId).where('id', '=', id).execute();
}

/** Which of these ids belong to the unit in this table (sort calls must name only the unit's own rows). */
export async function ownedIds(db: Db, unitId: string, table: 'customField' | 'customFieldOption', ids: string[]) {
  const rows = await db.selectFrom(table).select(['id']).where('unitId', '=', unitId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function setSort(trx: Db, unitId: string, table: 'customField' | 'customFieldOption', ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await trx
      .updateTable(table)
      .set({ sort: i + 1, updatedAt: new Date() })
      .where('unitId', '=', unitId)
      .where('id', '=', id)
      .execute();
  }
}

export async function findOption(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('customFieldOption')
    .select(['id', 'customFieldId', 'optionCode', 'optionName', 'sort'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function optionsOf(db: Db, unitId: string, fieldId: string) {
  return db
    .selectFrom('customFieldOption')
    .select(['id', 'optionCode', 'optionName'])
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .execute();
}

export async function insertOption(
  trx: Db,
  unitId: string,
  fieldId: string,
  input: { optionCode: string; optionName: string },
): Promise<{ id: string; sort: number }> {
  const next = await trx
    .selectFrom('customFieldOption')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('customFieldOption')
    .values({ ...input, unitId, customFieldId: fieldId, sort: Number(next.n) })
    .returning(['id', 'sort'])
    .executeTakeFirstOrThrow();
}

export async function updateOption(trx: Db, unitId: string, id: string, input: { optionCode: string; optionName: string }) {
  await trx
    .updateTable('customFieldOption')
    .set({ ...input, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** Removes the option and takes it out of every stored value; a value left with no option goes. */
export async function deleteOption(trx: Db, unitId: string, fieldId: string, id: string): Promise<void> {
  await trx
    .updateTable('customFieldValue')
    .set({ optionIds: sql`array_remove(option_ids, ${id}::bigint)`, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`${id}::bigint = any(option_ids)`)
    .execute();
  await trx
    .deleteFrom('customFieldValue')
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`cardinality(option_ids) = 0`)
    .execute();
  await trx.deleteFrom('customFieldOption').where('unitId', '=', unitId).where('id', '=', id).execute();
}

export async function countOptionUse(db: Db, unitId: string, fieldId: string, optionId: string): Promise<number> {
  const row = await db
    .selectFrom('customFieldValue')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`${optionId}::bigint = any(option_ids)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFieldUse(db: Db, unitId: string, fieldId: string): Promise<number> {
  const row = await db
    .selectFrom('customFieldValue')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('customFieldId', '=', fieldId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
