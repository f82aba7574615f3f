import { MaterialPermission, materialPictureQuery } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getMaterialPictures } from './material.service.js';

/** Pictures of a material; they are written by addMaterials / editMaterials (pictureIds). */
export function registerMaterialPictureRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: 'fac/materials/getMaterialPicture',
    summary: "A material's pictures in display order: [{ id (file id), url, isMain }]",
    tags: ['materials'],
    permission: MaterialPermission.list,
    query: materialPictureQuery,
    handler: ({ query, ctx }) => getMaterialPictures(app.db, ctx, query.commonMaterialsId),
  });
}
