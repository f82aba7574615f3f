import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';

// Employees (员工管理, /workerMangement): the company's staff and workbay accounts and the factories linked to them.

export const employeeKinds = ['STAFF', 'WORKBAY'] as const;
export type EmployeeKind = (typeof employeeKinds)[number];

export const employeeListInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  facIds: z.array(idSchema).max(100).optional(),
  kind: z.enum(employeeKinds).optional(),
});

/**
 * The account's factories among those the caller may enter; the others it has stay. A factory left out is unlinked:
 * the account's roles and groups there go and its sessions there end.
 */
export const employeeFactoriesInput = z.object({
  userId: idSchema,
  facIds: z.array(idSchema).max(100),
});

export interface EmployeeRow {
  userId: string;
  userName: string;
  loginName: string;
  phone: string | null;
  kind: EmployeeKind;
  isEnabled: boolean;
  createdAt: string;
  /** Linked factories the caller may enter. */
  factories: { facId: string; facName: string }[];
}
