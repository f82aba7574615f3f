import {
  idSchema,
  MaterialPermission,
  materialAddInput,
  materialEditInput,
  materialListInput,
  materialRenumberInput,
  previewNameInput,
  defaultSkusInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import {
  defaultSkus,
  fixedMaterialSkus,
  judgeRepeatNo,
  listMaterials,
  previewName,
  renumberMaterials,
} from './material-archive.service.js';
import { checkIsEdit, createMaterial, deleteMaterial, editMaterial, getMaterialDetail, undoReview } from './material.service.js';

const byId = z.object({ id: idSchema });

export function registerMaterialRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/materials/listMaterials',
    summary: 'Material archive, one row per SKU; filters keyword, kinds, suppliers, review status, stop-use, sample',
    tags,
    permission: MaterialPermission.list,
    body: materialListInput,
    handler: ({ body, ctx }) => listMaterials(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/getMaterialDetail',
    summary: 'One material with its SKUs and their suppliers',
    tags,
    permission: MaterialPermission.list,
    query: byId,
    handler: ({ query, ctx }) => getMaterialDetail(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/addMaterials',
    summary: 'Create a draft material with SKUs and supplier prices; blank number = generated',
    tags,
    permission: MaterialPermission.add,
    body: materialAddInput,
    handler: ({ body, ctx }) => createMaterial(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/editMaterials',
    summary: 'Edit a draft or rejected material (its SKU list becomes the one sent)',
    tags,
    permission: MaterialPermission.update,
    body: materialEditInput,
    handler: ({ body, ctx }) => editMaterial(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/judgeRepeatMaterialNo',
    summary: 'Is this material number taken in the factory? (commonMaterialId: the material being edited)',
    tags,
    permission: MaterialPermission.list,
    query: z.object({ no: z.string().trim().min(1).max(30), commonMaterialId: idSchema.optional(), id: idSchema.optional() }),
    handler: ({ query, ctx }) => judgeRepeatNo(db, ctx, query.no, query.commonMaterialId ?? query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/updateMaterialsNos',
    summary: 'Renumber the listed (or all filtered) materials from the numbering rule; optionally rebuild names',
    tags,
    permission: MaterialPermission.update,
    body: materialRenumberInput,
    handler: ({ body, ctx }) => renumberMaterials(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/previewMaterialsName',
    summary: 'The name 自动生成物料名称 gives: kind, composition, specification, colour',
    tags,
    permission: MaterialPermission.list,
    body: previewNameInput,
    handler: ({ body, ctx }) => previewName(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/generateSkus',
    summary: 'SKU rows for colours x specifications, skipping the existing pairs',
    tags,
    permission: MaterialPermission.list,
    body: defaultSkusInput,
    handler: ({ body, ctx }) => defaultSkus(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/defaultMaterialsSkus',
    summary:
      'The SKUs of the materials flagged 固定物料 (reviewed, in use) with 标准用量 and 默认损耗: what a new BOM starts with',
    tags,
    permission: MaterialPermission.list,
    // The reference sends userId / unitId only (the session decides; a foreign unitId is refused by the frame).
    body: z.object({}).passthrough().optional(),
    handler: ({ ctx }) => fixedMaterialSkus(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/checkMaterialsIsEdit',
    summary: 'May the material be edited now? (isEdit, reason)',
    tags,
    permission: MaterialPermission.list,
    query: byId,
    handler: ({ query, ctx }) => checkIsEdit(db, ctx, query.id),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/materials/deleteMaterial',
      changesData: true,
      summary: 'Delete a draft material whose SKUs nothing uses',
      tags,
      permission: MaterialPermission.delete,
      ...(method === 'GET' ? { query: byId } : { body: byId }),
      handler: async ({ body, query, ctx }) => {
        await deleteMaterial(db, bills, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
  route(app, {
    method: 'GET',
    url: 'uflo/common/materials/undo-review',
    changesData: true,
    summary: 'Without a review config: result=true 生成档案 (draft to reviewed), false 申请驳回 (reviewed to draft)',
    tags: ['workflow'],
    permission: null,
    query: z.object({
      id: idSchema,
      result: z.enum(['true', 'false']).transform((v) => v === 'true'),
      message: z.string().trim().max(500).optional(),
    }),
    handler: ({ query, ctx }) => undoReview(db, bills, ctx, query.id, query.result, query.message),
  });
}
