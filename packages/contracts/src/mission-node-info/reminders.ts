import { z } from 'zod';
import { idSchema, optionalText } from '../platform/paging.js';

/** A remark carries up to 8 pictures (jpg / png, at most 5 MB each: the reference's remark dialog). */
export const NOTE_PICTURES_MAX = 8;
export const NOTE_PICTURE_BYTES_MAX = 5 * 1024 * 1024;
export const NOTE_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Reminder kinds as the mission list's 节点提醒 filter codes them: 0 延期预警 (automatic, warn_days before the planned
 * end), 1 延误警报 (manual alert), 2 差额提醒 (automatic, completed outside the band), 3 节点备注 (remark).
 */
export const REMINDER_KINDS = { preWarning: 0, alert: 1, difference: 2, note: 3 } as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

const people = z
  .array(idSchema)
  .max(50)
  .transform((ids) => [...new Set(ids)]);

/** PUT fac-mission-prcd-nodes/{id}/alert: a manual alert with its text and the people told. */
export const nodeAlertInput = z.object({
  message: z.string().trim().min(1, '请输入警报内容|enter the alert text').max(200),
  notifyUserIds: people.optional().default([]),
});

/** PUT fac-mission-prcd-nodes/{id}/alert-cancel. */
export const nodeAlertCancelInput = z.object({ messageId: idSchema, reason: optionalText(200) });

const noteFields = {
  content: z.string().trim().min(1, '请输入备注内容|enter the remark').max(500),
  /** 相关人员. */
  chargers: people.optional().default([]),
  notePictureList: z
    .array(idSchema)
    .max(NOTE_PICTURES_MAX, `最多${NOTE_PICTURES_MAX}张图片|at most ${NOTE_PICTURES_MAX} pictures`)
    .optional()
    .default([]),
};

/** POST fac-mission-prcd-nodes/{id}/notify-note-add. */
export const nodeNoteAddInput = z.object(noteFields);
/** PUT fac-mission-prcd-nodes/{id}/notify-note-update. */
export const nodeNoteUpdateInput = z.object({ id: idSchema, ...noteFields });
/** PUT fac-mission-prcd-nodes/{id}/notify-note-delete. */
export const nodeNoteDeleteInput = z.object({ id: idSchema, deleteReason: optionalText(200) });
export type NodeNoteAddInput = z.input<typeof nodeNoteAddInput>;

export interface ReminderPerson {
  id: string;
  name: string;
}

export interface NodeAlert {
  id: string;
  message: string;
  notifyUsers: ReminderPerson[];
  createdBy: ReminderPerson;
  createdAt: string;
}

export interface NodeNote {
  id: string;
  content: string;
  relatedUsers: ReminderPerson[];
  pictures: { id: string; url: string; name: string }[];
  createdBy: ReminderPerson;
  createdAt: string;
  updatedAt: string;
}

/** GET fac-mission-prcd-nodes/{id}/reminders: the node's active reminders. */
export interface NodeReminders {
  /** Planned end within warn_days (or passed) and the node not finished. */
  preWarning: { planEndAt: string; warnDays: number; daysLeft: number } | null;
  /** Completed outside target + diffMin .. target + diffMax (after the node finished or once reports exist). */
  difference: { targetNum: string; completedNum: string; low: string; high: string } | null;
  alerts: NodeAlert[];
  notes: NodeNote[];
}

/** One node's active reminder kinds (the mission list's badges): nodeRemindersFor on the server. */
export interface NodeReminderBadge {
  missionId: string;
  missionNodeId: string;
  kinds: ReminderKind[];
}
