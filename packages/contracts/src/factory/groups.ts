import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/** Workbay groups (工位分组): a tree of at most five levels per factory. */
export const GROUP_MAX_DEPTH = 5;

const groupName = z.string().trim().min(1, '请输入分组名称|group name is required').max(30);

export const addGroupInput = z.object({ name: groupName, parentId: idSchema.nullish() });
export const updateGroupInput = z.object({ groupId: idSchema, name: groupName });
export const groupIdInput = z.object({ groupId: idSchema });
/** The new order of sibling groups: ids in display order. */
export const groupSortInput = z.object({ ids: z.array(idSchema).min(1).max(500) });
/** Members of one group, replacing the previous list. */
export const groupMembersInput = z.object({ groupId: idSchema, userIds: z.array(idSchema).max(2000) });

export interface FacGroupNode {
  id: string;
  groupId: string;
  groupName: string;
  name: string;
  parentId: string | null;
  grade: number;
  sort: number;
  children: FacGroupNode[];
}

export interface FacGroupWithUsers {
  groupId: string;
  groupName: string;
  parentId: string | null;
  grade: number;
  facUserDTOS: { userId: string; userName: string }[];
}
