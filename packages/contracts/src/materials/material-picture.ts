import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/** A material keeps at most this many pictures. */
export const MATERIAL_PICTURE_MAX = 9;

/**
 * pictureIds of addMaterials / editMaterials: stored file ids (platform/files) in display order, no repeats.
 * Left out on edit = the pictures stay as they are; [] removes them all.
 */
export const materialPictureIds = z
  .array(idSchema)
  .max(MATERIAL_PICTURE_MAX, `最多${MATERIAL_PICTURE_MAX}张图片|at most ${MATERIAL_PICTURE_MAX} pictures`)
  .refine((v) => new Set(v).size === v.length, { message: '图片不能重复|pictures must not repeat' })
  .optional();

/** One of pictureIds; blank = the first picture. */
export const materialMainPictureId = idSchema.nullish();

export const materialPictureQuery = z.object({ commonMaterialsId: idSchema });

export interface MaterialPicture {
  /** The stored file's id. */
  id: string;
  url: string;
  isMain: boolean;
}
