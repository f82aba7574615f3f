import type { MaterialPicture } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { findFile, fileUrl } from '../../platform/files/index.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './material-picture.repository.js';

export interface PictureInput {
  /** Undefined: leave the pictures as they are. */
  pictureIds?: string[] | undefined;
  mainPictureId?: string | null | undefined;
}

/**
 * Every picture must be an image this factory uploaded (platform/files); another factory's file id, a
 * document or an unknown id is refused naming pictureIds. The main picture must be one of them.
 */
export async function checkPictures(db: Db, ctx: RequestContext, input: PictureInput): Promise<void> {
  const ids = input.pictureIds ?? [];
  for (const [i, id] of ids.entries()) {
    const file = await findFile(db, ctx.unitId, id);
    if (!file || !file.mimeType.startsWith('image/'))
      throw invalid('pictureIds', {
        zh: `第${i + 1}张图片不存在或不是本工厂上传的图片`,
        en: `picture ${i + 1} is not an image uploaded by this factory`,
      });
  }
  if (input.mainPictureId && !ids.includes(input.mainPictureId))
    throw invalid('mainPictureId', { zh: '主图必须是已上传的图片之一', en: 'the main picture must be one of the pictures' });
}

/** Writes checked pictures with the caller's transaction; the main picture defaults to the first. */
export async function savePictures(trx: Db, ctx: RequestContext, materialId: string, input: PictureInput): Promise<void> {
  if (input.pictureIds === undefined) return;
  const main = input.mainPictureId ?? input.pictureIds[0] ?? null;
  await repo.replacePictures(trx, ctx.unitId, materialId, input.pictureIds, main);
}

const toView = (r: repo.PictureRow): MaterialPicture => ({ id: r.fileId, url: fileUrl(r.fileId), isMain: r.isMain });

/** Pictures of one material of this unit (empty for an unknown id: callers check the material first). */
export async function picturesOfMaterial(db: Db, ctx: RequestContext, materialId: string): Promise<MaterialPicture[]> {
  return (await repo.picturesOf(db, ctx.unitId, [materialId])).map(toView);
}
