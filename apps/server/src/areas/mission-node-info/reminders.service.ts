import {
  dec,
  NOTE_PICTURE_BYTES_MAX,
  NOTE_PICTURE_TYPES,
  nodeAlertCancelInput,
  nodeAlertInput,
  nodeNoteAddInput,
  nodeNoteDeleteInput,
  nodeNoteUpdateInput,
  type NodeReminderBadge,
  type NodeReminders,
  type ReminderKind,
} from '@gf/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { fileUrl } from '../../platform/files/index.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import { lockMissionNode } from '../missions/index.js';
import { dayOf } from './late.js';
import * as nodes from './node-info.repository.js';
import { NODE, requireNode } from './node-info.service.js';
import * as repo from './reminders.repository.js';

const KINDS: ReminderKind[] = ['preWarning', 'alert', 'difference', 'note'];
const today = () => dayOf(new Date());

/**
 * Each node's active reminder kinds for these missions (the mission list's badges), one query for the whole page.
 * Published by the area's index for the missions list.
 */
export async function nodeRemindersFor(db: Db, tenant: Tenant, missionIds: readonly string[]): Promise<NodeReminderBadge[]> {
  const flags = await repo.reminderFlags(db, tenant, { missionIds }, today());
  return flags.map((f) => ({ missionId: f.missionId, missionNodeId: f.missionNodeId, kinds: KINDS.filter((k) => f[k]) }));
}

/** The node panel's 节点提醒: the automatic reminders with their figures, the alerts and the remarks. */
export async function getNodeReminders(db: Db, ctx: RequestContext, id: string): Promise<NodeReminders> {
  const node = await requireNode(db, ctx, id);
  const [flags] = await repo.reminderFlags(db, ctx, { nodeId: id }, today());
  const [alerts, notes] = await Promise.all([repo.listAlerts(db, ctx, id), repo.listNotes(db, ctx, id)]);
  const people = await nodes.factoryUsers(db, ctx, [
    ...alerts.flatMap((a) => [a.createdBy, ...a.notifyUserIds]),
    ...notes.flatMap((n) => [n.createdBy, ...n.relatedUserIds]),
  ]);
  const pictures = new Map(
    (
      await repo.picturesByIds(
        db,
        ctx,
        notes.flatMap((n) => n.pictureIds),
      )
    ).map((p) => [p.id, p]),
  );
  const person = (uid: string) => ({ id: uid, name: people.get(uid) ?? '' });
  const daysLeft = node.planEndAt
    ? Math.round((Date.parse(`${node.planEndAt}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / 86_400_000)
    : 0;
  return {
    preWarning:
      flags?.preWarning && node.planEndAt && node.warnDays !== null
        ? { planEndAt: node.planEndAt, warnDays: node.warnDays, daysLeft }
        : null,
    difference: flags?.difference
      ? {
          targetNum: node.targetNum,
          completedNum: node.completedNum,
          low: node.diffMin === null ? '' : dec.add(node.targetNum, node.diffMin),
          high: node.diffMax === null ? '' : dec.add(node.targetNum, node.diffMax),
        }
      : null,
    alerts: alerts.map((a) => ({
      id: a.id,
      message: a.message,
      notifyUsers: a.notifyUserIds.map(person),
      createdBy: person(a.createdBy),
      createdAt: a.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      content: n.content,
      relatedUsers: n.relatedUserIds.map(person),
      pictures: n.pictureIds.flatMap((pid) => {
        const p = pictures.get(pid);
        return p ? [{ id: p.id, url: fileUrl(p.id), name: p.originalName }] : [];
      }),
      createdBy: person(n.createdBy),
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    })),
  };
}

/** The node locked (with its mission) for a reminder change; another factory's node is not found. */
async function lockNode(trx: Db, ctx: RequestContext, id: string) {
  const locked = await lockMissionNode(trx, ctx, id);
  if (!locked) throw notFound(NODE);
  return locked;
}

async function checkPeople(db: Db, ctx: RequestContext, ids: readonly string[], field: string): Promise<void> {
  const known = await nodes.factoryUsers(db, ctx, ids);
  ids.forEach((uid, i) => {
    if (!known.has(uid)) throw invalid(`${field}.${i}`, { zh: '人员不存在', en: 'no such person in this factory' });
  });
}

async function checkPictures(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<void> {
  const found = new Map((await repo.picturesByIds(db, ctx, ids)).map((p) => [p.id, p]));
  ids.forEach((pid, i) => {
    const p = found.get(pid);
    const field = `notePictureList.${i}`;
    if (!p) throw invalid(field, { zh: '图片不存在', en: 'picture not found' });
    if (!(NOTE_PICTURE_TYPES as readonly string[]).includes(p.mimeType))
      throw invalid(field, { zh: '图片只能是 jpg 或 png', en: 'a picture must be jpg or png' });
    if (Number(p.size) > NOTE_PICTURE_BYTES_MAX)
      throw invalid(field, { zh: '图片不能超过 5MB', en: 'a picture must be at most 5 MB' });
  });
}

export async function addAlert(db: Db, ctx: RequestContext, id: string, input: z.output<typeof nodeAlertInput>) {
  await checkPeople(db, ctx, input.notifyUserIds, 'notifyUserIds');
  return db.transaction().execute(async (trx) => {
    const node = await lockNode(trx, ctx, id);
    const alertId = await repo.insertAlert(trx, ctx, {
      missionId: node.missionId,
      missionNodeId: id,
      message: input.message,
      notifyUserIds: input.notifyUserIds,
      createdBy: ctx.userId,
    });
    return { id: alertId };
  });
}

export async function cancelAlert(db: Db, ctx: RequestContext, id: string, input: z.output<typeof nodeAlertCancelInput>) {
  return db.transaction().execute(async (trx) => {
    await lockNode(trx, ctx, id);
    const done = await repo.cancelAlert(trx, ctx, id, input.messageId, { userId: ctx.userId, reason: input.reason });
    if (!done) throw invalid('messageId', { zh: '警报不存在或已取消', en: 'no active alert of this node' });
    return null;
  });
}

export async function addNote(db: Db, ctx: RequestContext, id: string, input: z.output<typeof nodeNoteAddInput>) {
  await checkPeople(db, ctx, input.chargers, 'chargers');
  await checkPictures(db, ctx, input.notePictureList);
  return db.transaction().execute(async (trx) => {
    const node = await lockNode(trx, ctx, id);
    const noteId = await repo.insertNote(trx, ctx, {
      missionId: node.missionId,
      missionNodeId: id,
      content: input.content,
      relatedUserIds: input.chargers,
      pictureIds: input.notePictureList,
      createdBy: ctx.userId,
    });
    return { id: noteId };
  });
}

export async function updateNote(db: Db, ctx: RequestContext, id: string, input: z.output<typeof nodeNoteUpdateInput>) {
  await checkPeople(db, ctx, input.chargers, 'chargers');
  await checkPictures(db, ctx, input.notePictureList);
  return db.transaction().execute(async (trx) => {
    await lockNode(trx, ctx, id);
    const done = await repo.updateNote(trx, ctx, id, input.id, {
      content: input.content,
      relatedUserIds: input.chargers,
      pictureIds: input.notePictureList,
      updatedBy: ctx.userId,
    });
    if (!done) throw invalid('id', { zh: '备注不存在', en: 'no such remark of this node' });
    return null;
  });
}

export async function deleteNote(db: Db, ctx: RequestContext, id: string, input: z.output<typeof nodeNoteDeleteInput>) {
  return db.transaction().execute(async (trx) => {
    await lockNode(trx, ctx, id);
    const done = await repo.updateNote(trx, ctx, id, input.id, {
      isDeleted: true,
      deleteReason: input.deleteReason,
      deletedBy: ctx.userId,
    });
    if (!done) throw invalid('id', { zh: '备注不存在', en: 'no such remark of this node' });
    return null;
  });
}

/** 删除差额提醒: dismissed at the completed quantity of now; it shows again when the quantity moves. */
export async function dismissDifference(db: Db, ctx: RequestContext, id: string) {
  return db.transaction().execute(async (trx) => {
    const node = await lockNode(trx, ctx, id);
    const [flags] = await repo.reminderFlags(trx, ctx, { nodeId: id }, today());
    if (!flags?.difference) throw badState({ zh: '节点没有差额提醒', en: 'The node has no difference warning' });
    await repo.dismissDifference(trx, ctx, id, node.completedNum, ctx.userId);
    return null;
  });
}
