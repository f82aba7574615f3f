import type { MaterialFieldDocument } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

/** The factory's saved choice of fields for a document, or null when it never chose. */
export async function findFieldConfig(db: Db, unitId: string, document: MaterialFieldDocument): Promise<string[] | null> {
  const row = await db
    .selectFrom('materialFieldConfig')
    .select('fields')
    .where('unitId', '=', unitId)
    .where('document', '=', document)
    .executeTakeFirst();
  return row ? row.fields : null;
}

/** Saves the factory's choice for a document, replacing the previous one. */
export async function saveFieldConfig(
  db: Db,
  unitId: string,
  userId: string,
  document: MaterialFieldDocument,
  fields: readonly string[],
): Promise<void> {
  const json = JSON.stringify(fields);
  await db
    .insertInto('materialFieldConfig')
    .values({ unitId, document, fields: json, updatedBy: userId })
    .onConflict((oc) =>
      oc.columns(['unitId', 'document']).doUpdateSet({ fields: json, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}
