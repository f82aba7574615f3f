import type { Db } from '../db/database.js';

export interface StoredFileRow {
  id: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: string;
  contentHash: string;
}

export async function insertFile(
  db: Db,
  unitId: string,
  userId: string,
  file: { storageKey: string; contentHash: string; originalName: string; mimeType: string; size: number },
): Promise<string> {
  const row = await db
    .insertInto('storedFile')
    .values({ ...file, unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findFile(db: Db, unitId: string, id: string): Promise<StoredFileRow | undefined> {
  return db
    .selectFrom('storedFile')
    .select(['id', 'storageKey', 'originalName', 'mimeType', 'size', 'contentHash'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}
