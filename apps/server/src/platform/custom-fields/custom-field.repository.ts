import type { CustomFieldDefinition, CustomFieldEntity, CustomFieldType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { levelOf, type LibraryView } from '../tenancy/library-level.js';

// Definitions and options (COMPANY_AND_FACTORY, ADR 0011). Reads name the units they see (a LibraryView: the
// company's and the factory's own, or one level); writes name the one unit that owns the row, which the service
// has checked. An option carries its field's unit_id. Values are the factories' own (custom_field_value, FACTORY)
// and are reached by field id once the field is known to be the caller's to change.

export async function listFields(
  db: Db,
  view: LibraryView,
  entity: string,
  opts: { includeDisabled?: boolean; valueUnits?: string[] } = {},
): Promise<CustomFieldDefinition[]> {
  const valueUnits = opts.valueUnits ?? [];
  let q = db
    .selectFrom('customField')
    .select(['id', 'unitId', 'entity', 'name', 'type', 'required', 'enabled', 'sort'])
    .select((eb) =>
      valueUnits.length
        ? eb
            .selectFrom('customFieldValue')
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('customFieldValue.customFieldId', '=', 'customField.id')
            .where('customFieldValue.unitId', 'in', valueUnits)
            .as('valueCount')
        : sql<string>`0`.as('valueCount'),
    )
    .where('unitId', 'in', view.units)
    .where('entity', '=', entity);
  if (!opts.includeDisabled) q = q.where('enabled', '=', true);
  const fields = await q
    .orderBy(sql`case when custom_field.unit_id = ${view.bossUnitId} then 0 else 1 end`)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const options = fields.length
    ? await db
        .selectFrom('customFieldOption')
        .select(['id', 'customFieldId', 'optionCode', 'optionName', 'sort'])
        .where('unitId', 'in', view.units)
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
    level: levelOf(view, f.unitId),
    options: options
      .filter((o) => o.customFieldId === f.id)
      .map((o) => ({ id: o.id, optionCode: o.optionCode, optionName: o.optionName, sort: o.sort })),
  }));
}

/** Fields among `ids` the view sees, with their owner. */
export async function findFields(db: Db, units: string[], ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('customField')
    .select(['id', 'unitId', 'entity', 'name', 'type', 'required', 'enabled', 'sort'])
    .where('unitId', 'in', units)
    .where('id', 'in', ids)
    .execute();
}

/** A field of this entity with this name among the units (the uniqueness check across the company). */
export async function findFieldByName(db: Db, units: string[], entity: string, name: string) {
  return db
    .selectFrom('customField')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('entity', '=', entity)
    .where('name', '=', name)
    .executeTakeFirst();
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

/** Removes the field, its options and every factory's values of it. */
export async function deleteField(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('customFieldValue').where('customFieldId', '=', id).execute();
  await trx.deleteFrom('customFieldOption').where('unitId', '=', unitId).where('customFieldId', '=', id).execute();
  await trx.deleteFrom('customField').where('unitId', '=', unitId).where('id', '=', id).execute();
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

/** Options among `ids` the view sees, with their field and owner. */
export async function findOptions(db: Db, units: string[], ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('customFieldOption')
    .select(['id', 'unitId', 'customFieldId', 'optionCode', 'optionName', 'sort'])
    .where('unitId', 'in', units)
    .where('id', 'in', ids)
    .execute();
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

/** Removes the option and takes it out of every factory's values; a value left with no option goes. */
export async function deleteOption(trx: Db, unitId: string, fieldId: string, id: string): Promise<void> {
  await trx
    .updateTable('customFieldValue')
    .set({ optionIds: sql`array_remove(option_ids, ${id}::bigint)`, updatedAt: new Date() })
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`${id}::bigint = any(option_ids)`)
    .execute();
  await trx
    .deleteFrom('customFieldValue')
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`cardinality(option_ids) = 0`)
    .execute();
  await trx.deleteFrom('customFieldOption').where('unitId', '=', unitId).where('id', '=', id).execute();
}

/** Values holding the option, in every factory (a company field's values are spread over its factories). */
export async function countOptionUse(db: Db, fieldId: string, optionId: string): Promise<number> {
  const row = await db
    .selectFrom('customFieldValue')
    .select(sql<string>`count(*)`.as('n'))
    .where('customFieldId', '=', fieldId)
    .where(sql<boolean>`${optionId}::bigint = any(option_ids)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFieldUse(db: Db, fieldId: string): Promise<number> {
  const row = await db
    .selectFrom('customFieldValue')
    .select(sql<string>`count(*)`.as('n'))
    .where('customFieldId', '=', fieldId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
