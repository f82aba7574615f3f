import type { Db } from '../../platform/db/database.js';

export interface PictureRow {
  materialId: string;
  fileId: string;
  isMain: boolean;
}

/** The material's pictures become exactly these files, in this order, with one main picture. */
export async function replacePictures(
  trx: Db,
  unitId: string,
  materialId: string,
  fileIds: string[],
  mainId: string | null,
): Promise<void> {
  await trx.deleteFrom('materialPicture').where('unitId', '=', unitId).where('materialId', '=', materialId).execute();
  if (fileIds.length === 0) return;
  await trx
    .insertInto('materialPicture')
    .values(fileIds.map((fileId, sort) => ({ unitId, materialId, fileId, sort, isMain: fileId === mainId })))
    .execute();
}

/** Pictures of these materials, each material's in display order. */
export async function picturesOf(db: Db, unitId: string, materialIds: string[]): Promise<PictureRow[]> {
  if (materialIds.length === 0) return [];
  return db
    .selectFrom('materialPicture')
    .select(['materialId', 'fileId', 'isMain'])
    .where('unitId', '=', unitId)
    .where('materialId', 'in', materialIds)
    .orderBy('materialId')
    .orderBy('sort')
    .execute();
}
