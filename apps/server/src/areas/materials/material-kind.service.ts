import { Code, pageOf, type MaterialKindInput, type MaterialKindNode, type MaterialKindRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './material-kind.repository.js';

const kindText = { zh: '物料分类', en: 'Material kind' };
export const kindNotFound = () => notFound(kindText);

export async function listKinds(
  db: Db,
  ctx: RequestContext,
  input: {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    key?: string | undefined;
    keyword?: string | undefined;
    upDown: number;
    parentId?: string | undefined;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageKinds(
    db,
    ctx,
    { keyword: input.key ?? input.keyword, parentId: input.parentId, descending: input.upDown === 1 },
    pageSize,
    offset,
  );
  return { ...page, pageNo, pageSize };
}

/** Nests the flat rows under their parents; rows whose parent is gone become roots. */
export function toTree(rows: MaterialKindRow[]): MaterialKindNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as MaterialKindNode[] }]));
  const roots: MaterialKindNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function kindTree(db: Db, ctx: RequestContext): Promise<MaterialKindNode[]> {
  return toTree(await repo.allKinds(db, ctx));
}

export async function getKind(db: Db, ctx: RequestContext, id: string): Promise<MaterialKindRow> {
  const row = await repo.findKind(db, ctx, id);
  if (!row) throw kindNotFound();
  return row;
}

async function checkKind(db: Db, ctx: RequestContext, input: MaterialKindInput): Promise<void> {
  const sameNo = await repo.findKindIdByNo(db, ctx, input.no);
  if (sameNo && sameNo !== input.id) throw duplicate('no', { zh: '分类号', en: 'Kind no' });
  const sameName = await repo.findKindIdByName(db, ctx, input.name);
  if (sameName && sameName !== input.id) throw duplicate('name', { zh: '分类名称', en: 'Kind name' });
  if (input.parentId) {
    const chain = await repo.ancestorIds(db, ctx, input.parentId);
    if (chain.length === 0) throw invalid('parentId', { zh: '上级分类不存在', en: 'the parent kind does not exist' });
    if (input.id && chain.includes(input.id))
      throw invalid('parentId', { zh: '不能挂在自己或下级分类下', en: 'a kind cannot sit under itself or its children' });
  }
}

/** addOrUpdateMaterialsKinds: with an id it edits that kind, else it adds one. */
export async function saveKind(db: Db, ctx: RequestContext, input: MaterialKindInput): Promise<{ id: string }> {
  if (input.id) await getKind(db, ctx, input.id);
  await checkKind(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    if (!input.id) return repo.insertKind(trx, ctx, ctx.userId, input);
    if (!(await repo.updateKind(trx, ctx, input.id, input))) throw kindNotFound();
    return { id: input.id };
  });
}

/** A kind in use (materials of any factory of the company filed under it, or child kinds) is not deleted. */
export async function removeKind(db: Db, ctx: RequestContext, id: string): Promise<void> {
  const kind = await getKind(db, ctx, id);
  const materials = await repo.countMaterialsOfKind(db, id);
  if (materials > 0 || kind.childCount > 0)
    throw new AppError(
      Code.inUse,
      {
        zh: `该分类下有 ${materials} 个物料（集团各工厂）、${kind.childCount} 个下级分类，不能删除`,
        en: `${materials} materials (in all factories of the company) and ${kind.childCount} child kinds use this kind; it cannot be deleted`,
      },
      { materialCount: materials, childCount: kind.childCount, skuCount: kind.skuCount },
    );
  await db.transaction().execute((trx) => repo.deleteKind(trx, ctx, id));
}
