import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NormalisedValue } from './custom-field-value.schema.js';

export interface StoredValue {
  recordId: string;
  customFieldId: string;
  textValue: string | null;
  numberValue: string | null;
  dateValue: string | null;
  optionIds: string[];
}

/** Upserts the set values of one record and deletes the cleared ones, inside the caller's transaction. */
export async function writeValues(
  trx: Db,
  unitId: string,
  entity: string,
  recordId: string,
  values: { customFieldId: string; value: NormalisedValue | null }[],
): Promise<void> {
  const cleared = values.filter((v) => v.value === null).map((v) => v.customFieldId);
  if (cleared.length)
    await trx
      .deleteFrom('customFieldValue')
      .where('unitId', '=', unitId)
      .where('entity', '=', entity)
      .where('recordId', '=', recordId)
      .where('customFieldId', 'in', cleared)
      .execute();
  const rows = values
    .filter((v): v is { customFieldId: string; value: NormalisedValue } => v.value !== null)
    .map(({ value }) => ({
      unitId,
      entity,
      recordId,
      customFieldId: value.customFieldId,
      textValue: value.textValue,
      numberValue: value.numberValue,
      dateValue: value.dateValue,
      optionIds: value.optionIds,
    }));
  if (!rows.length) return;
  await trx
    .insertInto('customFieldValue')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['unitId', 'entity', 'recordId', 'customFieldId']).doUpdateSet((eb) => ({
        textValue: eb.ref('excluded.textValue'),
        numberValue: eb.ref('excluded.numberValue'),
        dateValue: eb.ref('excluded.dateValue'),
        optionIds: eb.ref('excluded.optionIds'),
        updatedAt: new Date(),
      })),
    )
    .execute();
}

export async function readValues(db: Db, unitId: string, entity: string, recordIds: string[]): Promise<StoredValue[]> {
  if (!recordIds.length) return [];
  return db
    .selectFrom('customFieldValue')
    .select([
      'recordId',
      'customFieldId',
      'textValue',
      'numberValue',
      sql<string | null>`date_value::text`.as('dateValue'),
      sql<string[]>`option_ids::text[]`.as('optionIds'),
    ])
    .where('unitId', '=', unitId)
    .where('entity', '=', entity)
    .where('recordId', 'in', recordIds)
    .execute();
}

export async function removeValues(trx: Db, unitId: string, entity: string, recordIds: string[]): Promise<void> {
  if (!recordIds.length) return;
  await trx
    .deleteFrom('customFieldValue')
    .where('unitId', '=', unitId)
    .where('entity', '=', entity)
    .where('recordId', 'in', recordIds)
    .execute();
}
