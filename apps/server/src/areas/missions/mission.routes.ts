import {
  MissionPermission as P,
  missionCancelInput,
  missionCreateInput,
  missionPriorityPath,
  missionStatusBody,
  missionStatusPath,
  missionUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { cancelMission, changeMissionPriority, changeMissionStatus } from './mission-status.service.js';
import { createMission, updateMission } from './mission-write.service.js';

/** Mission writes: create (on its own or 转工单), edit, status, priority, revoke. */
export function registerMissionRoutes(app: FastifyInstance): void {
  const tags = ['missions'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'fac/mission/addMission',
    summary: 'Create a mission (blank number: the numbering rule); with productionOrderGoodsId, 转工单 from a reviewed order',
    tags,
    permission: P.add,
    body: missionCreateInput,
    handler: ({ body, ctx }) => createMission(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/updateMission',
    summary: 'Edit a mission: fields, SKU quantities, node rows (a delivery-date change is logged)',
    tags,
    permission: P.update,
    body: missionUpdateInput,
    handler: ({ body, ctx }) => updateMission(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/mission/:missionId/status/:missionStatus',
    summary: 'Change a mission status (0, 1, 2); finishing answers the unfinished node count first unless confirm',
    tags,
    permission: P.manage,
    params: missionStatusPath,
    body: missionStatusBody,
    handler: ({ params, body, ctx }) =>
      changeMissionStatus(db, ctx, params.missionId, params.missionStatus, body?.confirm ?? false),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/mission/:missionId/priority/:priorityId',
    summary: 'Change a mission priority (0 普通, 1 加急, 2 特急)',
    tags,
    permission: P.priority,
    params: missionPriorityPath,
    handler: ({ params, ctx }) => changeMissionPriority(db, ctx, params.missionId, params.priorityId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/cancelMission',
    summary: 'Revoke a mission (refused while reviewed node reports exist)',
    tags,
    permission: P.manage,
    body: missionCancelInput,
    handler: ({ body, ctx }) => cancelMission(db, ctx, body.missionId, body.reason),
  });
}
