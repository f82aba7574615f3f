import {
  kindAttrAddInput,
  kindAttrDeleteInput,
  kindAttrListInput,
  kindAttrRequiredInput,
  kindAttrSortInput,
  MaterialPermission,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { addKindAttrs, deleteKindAttr, listKindAttrs, setKindAttrRequired, sortKindAttrs } from './material-kind-attr.service.js';

/** 资料档案配置: the attributes each material kind uses (reference 05 §5; api/07 rows 1, 10, 37). Each answers the kind's list. */
export function registerMaterialKindAttrRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'GET',
    url: 'fac/materials/listMaterialsKindsAttrs',
    summary: 'The attributes a material kind uses, in order, with type, options and the mandatory flag',
    tags,
    permission: MaterialPermission.list,
    query: kindAttrListInput,
    handler: ({ query, ctx }) => listKindAttrs(db, ctx, query.commonMaterialsKindsId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/addCommonMaterialsKindsAttrs',
    summary: 'Attach attributes (custom fields of materials) to a kind; already attached ones are kept',
    tags,
    permission: MaterialPermission.kinds,
    body: kindAttrAddInput,
    handler: ({ body, ctx }) => addKindAttrs(db, ctx, body.commonMaterialsKindsId, body.commonAttrstoreIdsList),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/materials/deleteCommonMaterialsKindsAttrs',
      changesData: true,
      summary: 'Detach one attribute from its kind',
      tags,
      permission: MaterialPermission.kinds,
      ...(method === 'GET' ? { query: kindAttrDeleteInput } : { body: kindAttrDeleteInput }),
      handler: ({ body, query, ctx }) => deleteKindAttr(db, ctx, (body ?? query)!.id),
    });
  }
  route(app, {
    method: 'POST',
    url: 'fac/materials/updateCommonMaterialsKindsAttrsSort',
    summary: "Reorder a kind's attributes (all of them, in the new order)",
    tags,
    permission: MaterialPermission.kinds,
    body: kindAttrSortInput,
    handler: ({ body, ctx }) => sortKindAttrs(db, ctx, body.commonMaterialsKindsAttrsIdsList),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/updateCommonMaterialsKindsAttrRequired',
    summary: 'Make an attribute mandatory (or not) for materials of its kind',
    tags,
    permission: MaterialPermission.kinds,
    body: kindAttrRequiredInput,
    handler: ({ body, ctx }) => setKindAttrRequired(db, ctx, body.id, body.isRequired),
  });
}
