import type { Db } from '../../platform/db/database.js';
import type { FinanceConfigTable } from '../../schema/finance-config.js';

export type FinanceConfigType = FinanceConfigTable['type'];

/** The factory's finance switches that have a row (a missing one is off). */
export async function listConfigs(db: Db, unitId: string) {
  return db
    .selectFrom('financeConfig')
    .select(['type', 'isEnabled', 'relationOrderTypes', 'updatedAt'])
    .where('unitId', '=', unitId)
    .execute();
}

export async function findConfig(db: Db, unitId: string, type: FinanceConfigType) {
  return db
    .selectFrom('financeConfig')
    .select(['type', 'isEnabled', 'relationOrderTypes'])
    .where('unitId', '=', unitId)
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function saveConfig(
  trx: Db,
  unitId: string,
  values: { type: FinanceConfigType; isEnabled: boolean; relationOrderTypes: string[] },
  userId: string,
): Promise<void> {
  const set = { isEnabled: values.isEnabled, relationOrderTypes: values.relationOrderTypes, updatedBy: userId };
  await trx
    .insertInto('financeConfig')
    .values({ unitId, ...values, updatedBy: userId })
    .onConflict((oc) => oc.columns(['unitId', 'type']).doUpdateSet({ ...set, updatedAt: new Date() }))
    .execute();
}
