import { addGroupInput, groupIdInput, groupMembersInput, groupSortInput, updateGroupInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { addGroup, easyGroups, groupsWithUsers, removeGroup, renameGroup, setGroupMembers, sortGroups } from './group.service.js';

/** Workbay groups (工位分组): a tree of up to five levels per factory. */
export function registerGroupRoutes(app: FastifyInstance): void {
  const tags = ['groups'];
  const db = app.db;
  const manage = 'fac.factory.group.manage';

  route(app, {
    method: 'POST',
    url: 'fac/addFacGroups',
    summary: 'Add a group (under parentId, at most 5 levels)',
    tags,
    permission: manage,
    body: addGroupInput,
    handler: ({ body, ctx }) => addGroup(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/updateFacGroups',
    summary: 'Rename a group',
    tags,
    permission: manage,
    body: updateGroupInput,
    handler: async ({ body, ctx }) => {
      await renameGroup(db, ctx, body);
      return null;
    },
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/deleteFacGroups',
      changesData: true,
      summary: 'Delete a group without sub-groups and members',
      tags,
      permission: manage,
      ...(method === 'POST' ? { body: groupIdInput } : { query: groupIdInput }),
      handler: async ({ body, query, ctx }) => {
        await removeGroup(db, ctx, (body ?? query)!.groupId);
        return null;
      },
    });
  }
  route(app, {
    method: ['GET', 'POST'],
    url: 'fac/getEasyGroups',
    summary: 'Group option list (groupId, groupName), tree order',
    tags,
    permission: null,
    handler: ({ ctx }) => easyGroups(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'fac/queryFactoryGroupList',
    summary: 'The group tree and facGroupDTOS, each with facUserDTOS (userId, userName)',
    tags,
    permission: null,
    handler: ({ ctx }) => groupsWithUsers(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'fac/updateFactoryGroupSort',
    summary: 'Re-order sibling groups: ids in the new order',
    tags,
    permission: manage,
    body: groupSortInput,
    handler: async ({ body, ctx }) => {
      await sortGroups(db, ctx, body.ids);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/updateFacGroupUsers',
    summary: 'Set the members of a group (users of this factory)',
    tags,
    permission: manage,
    body: groupMembersInput,
    handler: async ({ body, ctx }) => {
      await setGroupMembers(db, ctx, body);
      return null;
    },
  });
}
