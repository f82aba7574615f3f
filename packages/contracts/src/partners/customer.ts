import { z } from 'zod';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** A customer's group: an id, or blank for "no group". */
const optionalGroupId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const customerInput = z.object({
  name: z.string().trim().min(1, '请输入客户名称|name is required').max(30),
  contacts: optionalText(20),
  phone: optionalText(20),
  address: optionalText(50),
  remark: optionalText(200),
  groupId: optionalGroupId,
});
export const customerUpdateInput = customerInput.extend({ id: idSchema });

/** Comma list or array of ids, as GET queries and JSON bodies send them. */
export const idListInput = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(idSchema).max(200))
  .optional();

export const customerPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  groupIds: idListInput,
});

export const customerGroupNameInput = z.object({
  groupName: z.string().trim().min(1, '请输入分组名称|groupName is required').max(20),
});
export const customerGroupRenameInput = customerGroupNameInput.extend({ groupId: idSchema });
export const customerGroupRefInput = z.object({ groupId: idSchema });

export interface CustomerRow {
  id: string;
  name: string;
  contacts: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
  groupId: string | null;
  groupName: string | null;
  createdAt: string;
}

/** getCustomerGroupLists: each group with its customers (the reference's left group list). */
export interface CustomerGroupRow {
  groupId: string;
  groupName: string;
  customerCount: number;
  customers: { id: string; name: string }[];
}
