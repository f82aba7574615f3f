import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/**
 * 财务成员 (config/members/*; the spellings menberDetail, menberUpdate, menberDelete are the original system's): the
 * company's accounts with the factories (facUnitList) and storehouses (storeUnitList) each may act for in finance, and
 * whether it belongs to the config centre (sysConfigCentre) and the finance centre (sysFinanceCentre).
 */
export const FINANCE_CENTRES = ['SYS_CONFIG_CENTRE', 'SYS_FINANCE_CENTRE'] as const;

/** A chosen factory or storehouse: its id, or `{id}` as the original client's option objects carry it. */
const unitRef = z.union([idSchema, z.object({ id: idSchema }).transform((v) => v.id)]);
/** A centre flag: a yes/no, or the original's `{type}` object (present = belongs). */
const centreFlag = z
  .union([flagInput, z.literal(0), z.literal(1), z.object({ type: z.enum(FINANCE_CENTRES) }), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? false : typeof v === 'object' ? true : Boolean(v)));

export const financeMemberPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  /** Only accounts that are finance members (true) or that are not (false); absent: every account. */
  isMember: flagInput.optional(),
});
export type FinanceMemberPageInput = z.infer<typeof financeMemberPageInput>;

/** menberDetail and menberDelete: `id` is the account's id (a member is an account of the company). */
export const financeMemberIdInput = z.object({ id: idSchema });

export const financeMemberUpdateInput = z.object({
  id: idSchema,
  facUnitList: z.array(unitRef).max(200).default([]),
  storeUnitList: z.array(unitRef).max(500).default([]),
  sysConfigCentre: centreFlag,
  sysFinanceCentre: centreFlag,
});
export type FinanceMemberUpdateInput = z.infer<typeof financeMemberUpdateInput>;

export interface FinanceMemberUnit {
  id: string;
  name: string;
}

/** One account of the memberPage: its membership (empty lists, false centres when it is not a member). */
export interface FinanceMemberRow {
  /** The account's id (menberDetail / menberUpdate / menberDelete take it). */
  id: string;
  userId: string;
  userName: string;
  loginName: string;
  phone: string | null;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  /** The factories the account is linked to (among those the caller may enter). */
  factories: FinanceMemberUnit[];
  isMember: boolean;
  facUnitList: FinanceMemberUnit[];
  storeUnitList: FinanceMemberUnit[];
  sysConfigCentre: boolean;
  sysFinanceCentre: boolean;
  updatedAt: string | null;
}

/** config/members/unitRelateGroup: what a membership may name. */
export interface FinanceMemberChoices {
  facUnitList: FinanceMemberUnit[];
  storeUnitList: FinanceMemberUnit[];
  sysConfigCentre: { type: 'SYS_CONFIG_CENTRE'; name: string };
  sysFinanceCentre: { type: 'SYS_FINANCE_CENTRE'; name: string };
}
