import {
  idSchema,
  missionNodeParams,
  MissionNodeInfoPermission as P,
  nodeAlertCancelInput,
  nodeAlertInput,
  nodeNoteAddInput,
  nodeNoteDeleteInput,
  nodeNoteUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  addAlert,
  addNote,
  cancelAlert,
  deleteNote,
  dismissDifference,
  getNodeReminders,
  updateNote,
} from './reminders.service.js';

const base = 'fac-mission-prcd-nodes/:id';

/** 节点提醒: the reference's calls under fac-mission-prcd-nodes/{instanceId}/… plus the panel's read. */
export function registerReminderRoutes(app: FastifyInstance): void {
  const tags = ['mission-node-info'];
  const db = app.db;
  const params = missionNodeParams;

  route(app, {
    method: 'GET',
    url: `${base}/reminders`,
    summary: "A node's reminders: pre-warning and difference (automatic), alerts and remarks",
    tags,
    permission: P.details,
    params,
    handler: ({ params: p, ctx }) => getNodeReminders(db, ctx, p.id),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/alert`,
    summary: 'Set a manual alert (延误警报) on a node with its text and the people told',
    tags,
    permission: P.remarkAdd,
    params,
    body: nodeAlertInput,
    handler: ({ params: p, body, ctx }) => addAlert(db, ctx, p.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/alert-cancel`,
    summary: "Cancel a node's alert (messageId) with a reason",
    tags,
    permission: P.remarkDelete,
    params,
    body: nodeAlertCancelInput,
    handler: ({ params: p, body, ctx }) => cancelAlert(db, ctx, p.id, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/notify-note-add`,
    summary: 'Add a remark (节点备注) with related people and up to 8 pictures (jpg / png, 5 MB)',
    tags,
    permission: P.remarkAdd,
    params,
    body: nodeNoteAddInput,
    handler: ({ params: p, body, ctx }) => addNote(db, ctx, p.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/notify-note-update`,
    summary: "Edit a node's remark",
    tags,
    permission: P.remarkEdit,
    params,
    body: nodeNoteUpdateInput,
    handler: ({ params: p, body, ctx }) => updateNote(db, ctx, p.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/notify-note-delete`,
    summary: "Delete a node's remark with a reason",
    tags,
    permission: P.remarkDelete,
    params,
    body: nodeNoteDeleteInput,
    handler: ({ params: p, body, ctx }) => deleteNote(db, ctx, p.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/notify-difference-warning-delete`,
    summary: "Dismiss a node's difference warning at its current completed quantity",
    tags,
    permission: P.remarkDelete,
    params,
    body: z.object({ id: idSchema.optional() }),
    handler: ({ params: p, ctx }) => dismissDifference(db, ctx, p.id),
  });
}
