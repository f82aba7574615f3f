import { Code, GROUP_MAX_DEPTH, type FacGroupNode, type FacGroupWithUsers } from '@gf/contracts';
import { listUnitUsers } from '../accounts/index.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './group.repository.js';

export const groupNotFound = () => notFound({ zh: '分组', en: 'Group' });
const groupName = { zh: '分组名称', en: 'Group name' };

/** The grade of a new child: one below its parent, refused past the fifth level. */
export function childGrade(parent: { grade: number } | undefined): number | null {
  const grade = parent ? parent.grade + 1 : 1;
  return grade > GROUP_MAX_DEPTH ? null : grade;
}

/** Flat rows (any order) to a tree, siblings by sort then id. Rows whose parent is missing become roots. */
export function buildGroupTree(rows: readonly repo.GroupRecord[]): FacGroupNode[] {
  const nodes = new Map<string, FacGroupNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      groupId: r.id,
      groupName: r.name,
      name: r.name,
      parentId: r.parentId,
      grade: r.grade,
      sort: r.sort,
      children: [],
    });
  const roots: FacGroupNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: FacGroupNode[]) => {
    list.sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** Depth-first order of a tree: the order of flat lists and dropdowns. */
export function flattenTree(tree: readonly FacGroupNode[]): FacGroupNode[] {
  return tree.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/** Sorting only reorders siblings: every id must share one parent. */
export function sameParent(groups: readonly { parentId: string | null }[]): boolean {
  return groups.every((g) => g.parentId === groups[0]?.parentId);
}

export async function groupTree(db: Db, ctx: RequestContext): Promise<FacGroupNode[]> {
  return buildGroupTree(await repo.listGroups(db, ctx.unitId));
}

export async function easyGroups(db: Db, ctx: RequestContext) {
  return flattenTree(await groupTree(db, ctx)).map((g) => ({
    groupId: g.id,
    groupName: g.name,
    parentId: g.parentId,
    grade: g.grade,
  }));
}

/** fac/queryFactoryGroupList: the tree, and the flat facGroupDTOS each with its members. */
export async function groupsWithUsers(
  db: Db,
  ctx: RequestContext,
): Promise<{ groups: FacGroupNode[]; facGroupDTOS: FacGroupWithUsers[] }> {
  const [tree, members] = await Promise.all([groupTree(db, ctx), repo.listMemberships(db, ctx.unitId)]);
  const facGroupDTOS = flattenTree(tree).map((g) => ({
    groupId: g.id,
    groupName: g.name,
    parentId: g.parentId,
    grade: g.grade,
    facUserDTOS: members.filter((m) => m.groupId === g.id).map((m) => ({ userId: m.userId, userName: m.userName })),
  }));
  return { groups: tree, facGroupDTOS };
}

export async function addGroup(db: Db, ctx: RequestContext, input: { name: string; parentId?: string | null | undefined }) {
  const parentId = input.parentId ?? null;
  return db.transaction().execute(async (trx) => {
    const parent = parentId ? await repo.lockGroup(trx, ctx.unitId, parentId) : undefined;
    if (parentId && !parent) throw groupNotFound();
    const grade = childGrade(parent);
    if (grade === null)
      throw invalid('parentId', { zh: `分组最多${GROUP_MAX_DEPTH}级`, en: `Groups nest at most ${GROUP_MAX_DEPTH} levels` });
    if (await repo.siblingByName(trx, ctx.unitId, parentId, input.name)) throw duplicate('name', groupName);
    const sort = await repo.nextSort(trx, ctx.unitId, parentId);
    const id = await repo.insertGroup(trx, ctx.unitId, { parentId, name: input.name, grade, sort });
    return { groupId: id, id };
  });
}

export async function renameGroup(db: Db, ctx: RequestContext, input: { groupId: string; name: string }) {
  await db.transaction().execute(async (trx) => {
    const group = await repo.lockGroup(trx, ctx.unitId, input.groupId);
    if (!group) throw groupNotFound();
    const same = await repo.siblingByName(trx, ctx.unitId, group.parentId, input.name);
    if (same && same !== group.id) throw duplicate('name', groupName);
    await repo.renameGroup(trx, ctx.unitId, group.id, input.name);
  });
}

/** Delete: only a group without sub-groups and without members. */
export async function removeGroup(db: Db, ctx: RequestContext, groupId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const group = await repo.lockGroup(trx, ctx.unitId, groupId);
    if (!group) throw groupNotFound();
    const [children, members] = await Promise.all([
      repo.countChildren(trx, ctx.unitId, groupId),
      repo.countMembers(trx, ctx.unitId, groupId),
    ]);
    if (children || members)
      throw new AppError(
        Code.inUse,
        {
          zh: children ? '该分组下还有子分组，不能删除' : '该分组下还有人员，不能删除',
          en: children ? 'The group still has sub-groups' : 'The group still has members',
        },
        { children, members },
      );
    await repo.deleteGroup(trx, ctx.unitId, groupId);
  });
}

export async function sortGroups(db: Db, ctx: RequestContext, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const groups = [];
    for (const id of unique) {
      const g = await repo.lockGroup(trx, ctx.unitId, id);
      if (!g) throw groupNotFound();
      groups.push(g);
    }
    if (!sameParent(groups))
      throw invalid('ids', { zh: '只能对同一级的分组排序', en: 'Only groups of one parent can be sorted together' });
    for (const [i, id] of unique.entries()) await repo.setSort(trx, ctx.unitId, id, i);
  });
}

/** Sets a group's members: every user must belong to the factory. */
export async function setGroupMembers(db: Db, ctx: RequestContext, input: { groupId: string; userIds: string[] }): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  const members = new Set((await listUnitUsers(db, ctx, { includeDisabled: true })).map((u) => u.userId));
  const stranger = userIds.find((id) => !members.has(id));
  if (stranger) throw notFound({ zh: '用户', en: 'User' });
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockGroup(trx, ctx.unitId, input.groupId))) throw groupNotFound();
    await repo.replaceGroupMembers(trx, ctx.unitId, input.groupId, userIds);
  });
}
