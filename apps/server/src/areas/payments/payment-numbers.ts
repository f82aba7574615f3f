import { PAYMENT, PAYMENT_APPLY, PREPAY, PREPAY_TRANSFER } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, duplicate, type LocalText } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

const rule = (billType: string, prefix: string, zh: string, en: string) =>
  registerNumberRule({
    billType,
    kind: 'BILL',
    zh,
    en,
    segments: [
      { type: 'TEXT', value: prefix },
      { type: 'DATE', format: 'yyMMdd' },
      { type: 'SERIAL', length: 4, reset: 'DAY' },
    ],
  });
rule(PAYMENT, 'FK', '付款单', 'Payment');
rule(PAYMENT_APPLY, 'FKSQ', '付款申请单', 'Payment application');
rule(PREPAY, 'YF', '预付款单', 'Prepayment');
rule(PREPAY_TRANSFER, 'YFZY', '预付款转移单', 'Prepayment transfer');

/** The next number of the bill type (allocated in the saving transaction: no gaps on rollback). */
export const nextNumber = (trx: Db, ctx: RequestContext, billType: string) =>
  allocateNumber(trx, { unitId: ctx.unitId, billType });

/** A unique-index race on a bill number answers as the duplicate it is. */
export async function guardDuplicate<T>(index: string, field: string, what: LocalText, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes(index))
      throw duplicate(field, what);
    throw error;
  }
}

export const notFoundOf = (what: LocalText) =>
  new AppError(Code.notFound, { zh: `${what.zh}不存在`, en: `${what.en} not found` });
