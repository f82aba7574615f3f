import type { PermissionGroup } from './permission-catalogue-types.js';

// Apart from number-rule.ts (zod schemas): the web's route table names this code, and the login screen loads the
// route table, not zod (ADR 0007).

/**
 * Numbering is set once for the company (ADR 0011, company menu 自动编号设置), under a company-level code
 * (migration 202611260300 gave it to every role that held the former fac.numbering.rule).
 */
export const NumberingPermission = { manage: 'company.numbering.manage' } as const;
export const numberingPermissionGroups: readonly PermissionGroup[] = [
  { key: 'companyNumbering', zh: '集团：自动编号设置', en: 'Company: auto-numbering', codes: [NumberingPermission.manage] },
];
