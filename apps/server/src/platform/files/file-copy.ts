import type { Db } from '../db/database.js';

/**
 * Copies stored files for another factory (a record imported from a factory of the same company): new rows owned by
 * `to.unitId` that share the stored bytes (a file's content never changes, and nothing deletes stored files; a delete
 * added later must keep bytes another row still names). Answers source id -> new id; ids that are not
 * `fromUnitId`'s files are left out.
 */
export async function copyFiles(
  trx: Db,
  fromUnitId: string,
  to: { unitId: string; userId: string },
  ids: readonly string[],
): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  if (!ids.length) return copies;
  const rows = await trx
    .selectFrom('storedFile')
    .select(['id', 'storageKey', 'contentHash', 'originalName', 'mimeType', 'size'])
    .where('unitId', '=', fromUnitId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows) {
    const { id } = await trx
      .insertInto('storedFile')
      .values({
        unitId: to.unitId,
        createdBy: to.userId,
        storageKey: r.storageKey,
        contentHash: r.contentHash,
        originalName: r.originalName,
        mimeType: r.mimeType,
        size: r.size,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    copies.set(r.id, id);
  }
  return copies;
}
