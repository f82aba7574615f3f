import { Code, type CustomerGroupRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './customer-group.repository.js';

const groupName = { zh: '客户分组', en: 'Customer group' };
const groupNotFound = () => notFound(groupName);

export function listCustomerGroups(db: Db, ctx: RequestContext): Promise<CustomerGroupRow[]> {
  return repo.listGroupsWithCustomers(db, ctx.unitId);
}

export async function addCustomerGroup(db: Db, ctx: RequestContext, name: string) {
  if (await repo.findGroupByName(db, ctx.unitId, name)) throw duplicate('groupName', groupName);
  return repo.insertGroup(db, ctx.unitId, name);
}

export async function renameCustomerGroup(db: Db, ctx: RequestContext, groupId: string, name: string) {
  const same = await repo.findGroupByName(db, ctx.unitId, name);
  if (same && same !== groupId) throw duplicate('groupName', groupName);
  if (!(await repo.renameGroup(db, ctx.unitId, groupId, name))) throw groupNotFound();
  return { groupId, groupName: name };
}

/** A group is deleted only when no customer is in it. */
export async function deleteCustomerGroup(db: Db, ctx: RequestContext, groupId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const members = await repo.countMembersForUpdate(trx, ctx.unitId, groupId);
    if (members === undefined) throw groupNotFound();
    if (members > 0)
      throw new AppError(Code.inUse, {
        zh: `该分组下还有 ${members} 个客户，不能删除`,
        en: `${members} customers are in this group; it cannot be deleted`,
      });
    await repo.deleteGroup(trx, ctx.unitId, groupId);
  });
}

/** A customer's group must be one of the unit's own groups. */
export async function assertGroupOfUnit(db: Db, ctx: RequestContext, groupId: string | null): Promise<void> {
  if (groupId && !(await repo.findGroup(db, ctx.unitId, groupId)))
    throw invalid('groupId', { zh: '客户分组不存在', en: 'no such customer group' });
}
