import { Code, type CustomFieldValuesInput, type MaterialKindAttr } from '@gf/contracts';
import { listCustomFields } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './material-kind-attr.repository.js';
import { getKind } from './material-kind.service.js';
import { MATERIAL_BILL_TYPE } from './material.bill-type.js';
import { notFoundAt } from './material-spec.service.js';

const attrText = { zh: '属性', en: 'Attribute' };
const linkNotFound = () => notFound({ zh: '分类属性', en: 'Kind attribute' });

/**
 * The kind's links (company rows, ADR 0011) to the attribute store the session factory reads: the custom fields of
 * materials (platform/custom-fields, COMPANY_AND_FACTORY), the company's (属性库 /archives) and the factory's own;
 * a link to another factory's field is neither shown nor touched.
 */
async function storeLinks(db: Db, ctx: RequestContext, kindId: string) {
  const [links, fields] = await Promise.all([
    repo.linksOfKind(db, ctx, kindId),
    listCustomFields(db, ctx, MATERIAL_BILL_TYPE, true),
  ]);
  const byId = new Map(fields.map((f) => [f.customFieldId, f]));
  return { links: links.filter((l) => byId.has(l.customFieldId)), byId };
}

/** The attributes (custom fields of materials) a kind uses, in order, with their types, options and mandatory flag. */
export async function listKindAttrs(db: Db, ctx: RequestContext, kindId: string): Promise<MaterialKindAttr[]> {
  await getKind(db, ctx, kindId);
  const { links, byId } = await storeLinks(db, ctx, kindId);
  return links.flatMap((l) => {
    const f = byId.get(l.customFieldId);
    if (!f) return [];
    return [
      {
        id: l.id,
        kindId: l.materialKindId,
        customFieldId: l.customFieldId,
        name: f.customFieldName,
        type: f.customFieldType,
        options: f.options,
        enabled: f.enabled,
        isRequired: l.isRequired,
        sort: l.sort,
      },
    ];
  });
}

/** addCommonMaterialsKindsAttrs: attaches attributes of this factory's attribute store (40402 naming the list otherwise). */
export async function addKindAttrs(db: Db, ctx: RequestContext, kindId: string, fieldIds: string[]): Promise<MaterialKindAttr[]> {
  await getKind(db, ctx, kindId);
  const known = new Set((await listCustomFields(db, ctx, MATERIAL_BILL_TYPE, true)).map((f) => f.customFieldId));
  if (fieldIds.some((id) => !known.has(id))) throw notFoundAt('commonAttrstoreIdsList', attrText);
  await db.transaction().execute((trx) => repo.addLinks(trx, ctx, kindId, [...new Set(fieldIds)]));
  return listKindAttrs(db, ctx, kindId);
}

async function requireLink(db: Db, ctx: RequestContext, id: string) {
  const [found] = await repo.findLinks(db, ctx, [id]);
  const link = found && (await storeLinks(db, ctx, found.materialKindId)).links.find((l) => l.id === id);
  if (!link) throw linkNotFound();
  return link;
}

/** deleteCommonMaterialsKindsAttrs: detaches one attribute from its kind (values already saved stay on the materials). */
export async function deleteKindAttr(db: Db, ctx: RequestContext, id: string): Promise<MaterialKindAttr[]> {
  const link = await requireLink(db, ctx, id);
  await db.transaction().execute((trx) => repo.deleteLink(trx, ctx, id));
  return listKindAttrs(db, ctx, link.materialKindId);
}

/** updateCommonMaterialsKindsAttrsSort: every link of one kind, in the new order. */
export async function sortKindAttrs(db: Db, ctx: RequestContext, ids: string[]): Promise<MaterialKindAttr[]> {
  const field = 'commonMaterialsKindsAttrsIdsList';
  if (new Set(ids).size !== ids.length) throw invalid(field, { zh: '排序中有重复', en: 'the order repeats an attribute' });
  const found = await repo.findLinks(db, ctx, ids);
  if (found.length !== ids.length) throw linkNotFound();
  const kindId = found[0]!.materialKindId;
  const everyOne = invalid(field, { zh: '需提供同一分类的全部属性', en: 'give every attribute of one kind' });
  if (found.some((l) => l.materialKindId !== kindId)) throw everyOne;
  const all = (await storeLinks(db, ctx, kindId)).links;
  if (found.some((l) => !all.some((a) => a.id === l.id))) throw linkNotFound();
  if (all.length !== ids.length) throw everyOne;
  await db.transaction().execute((trx) => repo.setSort(trx, ctx, ids));
  return listKindAttrs(db, ctx, kindId);
}

/** The per-kind 是否必填 switch. */
export async function setKindAttrRequired(
  db: Db,
  ctx: RequestContext,
  id: string,
  isRequired: boolean,
): Promise<MaterialKindAttr[]> {
  const link = await requireLink(db, ctx, id);
  await db.transaction().execute((trx) => repo.setRequired(trx, ctx, id, isRequired));
  return listKindAttrs(db, ctx, link.materialKindId);
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * A material of a kind must fill the attributes the kind marks mandatory (enabled fields only): 40001 naming
 * `customFields.<field id>` for each one left blank.
 */
export async function assertKindAttrsFilled(
  db: Db,
  ctx: RequestContext,
  kindId: string,
  values: CustomFieldValuesInput | undefined,
) {
  const missing = (await listKindAttrs(db, ctx, kindId)).filter(
    (a) => a.isRequired && a.enabled && isBlank(values?.[a.customFieldId]),
  );
  if (missing.length === 0) return;
  const names = missing.map((a) => a.name).join('、');
  throw new AppError(
    Code.invalidInput,
    { zh: `该物料分类要求填写：${names}`, en: `This material kind requires: ${missing.map((a) => a.name).join(', ')}` },
    {
      errors: missing.map((a) => ({ field: `customFields.${a.customFieldId}`, message: `${a.name} is required for this kind` })),
    },
  );
}
