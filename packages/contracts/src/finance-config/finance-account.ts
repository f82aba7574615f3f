import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';
import { decimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** 资金账户 (config/finance/account): a COMPANY row, read by every factory of the company. */
export const FINANCE_ACCOUNT_NAME_MAX = 50;

const accountName = z
  .string()
  .trim()
  .min(1, '请输入账户名称|account name is required')
  .max(
    FINANCE_ACCOUNT_NAME_MAX,
    `账户名称不能超过${FINANCE_ACCOUNT_NAME_MAX}个字|at most ${FINANCE_ACCOUNT_NAME_MAX} characters`,
  );

/** config/finance/account/add and /update: `remitMethodName` is the reference's name of the account. */
export const financeAccountSaveInput = z.object({
  remitMethodName: accountName,
  accountNo: optionalText(40),
  bankName: optionalText(50),
  openingBalance: decimalInput({ scale: 2, intDigits: 16, allowNegative: true, label: '期初余额|Opening balance' })
    .optional()
    .transform((v) => v ?? '0'),
  remark: optionalText(200),
});
export type FinanceAccountSaveInput = z.infer<typeof financeAccountSaveInput>;

export const financeAccountUpdateInput = financeAccountSaveInput.extend({ id: idSchema });
export type FinanceAccountUpdateInput = z.infer<typeof financeAccountUpdateInput>;

/** config/finance/account/page: deleted accounts only when asked (their history stays readable). */
export const financeAccountPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  includeDeleted: flagInput.optional(),
});
export type FinanceAccountPageInput = z.infer<typeof financeAccountPageInput>;

export const financeAccountIdInput = z.object({ id: idSchema });

/** config/finance/account/flow: the account's CASH lines in the caller's factory, newest first. */
export const financeAccountFlowInput = pagingInput.extend({
  id: idSchema,
  startDate: z.string().trim().max(10).optional(),
  endDate: z.string().trim().max(10).optional(),
});
export type FinanceAccountFlowInput = z.infer<typeof financeAccountFlowInput>;

/** An option of the dropdown (config/finance/account/queryList): live accounts only. */
export interface FinanceAccountOption {
  id: string;
  name: string;
  remitMethodName: string;
}

export interface FinanceAccountRow extends FinanceAccountOption {
  accountNo: string | null;
  bankName: string | null;
  openingBalance: string;
  remark: string | null;
  isDeleted: boolean;
  /** Σ of the caller's factory's CASH lines on the account (debit − credit). */
  factoryAmount: string;
  /**
   * Opening balance + Σ CASH lines of every factory of the company: the account is the company's, so its balance is
   * one number for the group. Given only to a caller who may see the company's accounts (boss or
   * company.financeAccount.view); null for a factory user, who never sees another factory's amounts.
   */
  balance: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A line of the flow of funds: one CASH line with the document it came from. */
export interface FinanceAccountFlowRow {
  lineId: string;
  entryId: string;
  entryDate: string;
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  memo: string | null;
  income: string;
  expense: string;
  createdAt: string;
}
