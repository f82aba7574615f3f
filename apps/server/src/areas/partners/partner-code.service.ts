import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';

/**
 * A blank partner code takes the next number of the unit's rule, skipping numbers someone typed in by
 * hand. Call it inside the saving transaction (the counter is allocated under its row lock).
 */
export async function nextFreeCode(
  trx: Db,
  unitId: string,
  billType: string,
  isTaken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = await allocateNumber(trx, { unitId, billType });
    if (!(await isTaken(code))) return code;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动编号已被占用，请手动填写编号',
    en: 'Generated codes are taken; please enter a code',
  });
}
