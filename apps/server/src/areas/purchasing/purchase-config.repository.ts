import type { PurchaseConfig } from '@gf/contracts';
import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PurchaseConfigTable } from '../../schema/purchasing.js';

/** The defaults a unit has before anyone saves its purchase configuration. */
export const defaultPurchaseConfig: PurchaseConfig = {
  demandSource: 'PRODUCTION_ORDER',
  generatePlanOnSubmit: false,
  preuseType: 1,
  canManualModify: true,
  unitPriceRequired: false,
  purchasingAmountEditable: true,
  deliveringAmountShown: false,
  overDeliveryLimit: null,
  lackDeliveryLimit: null,
  oneStepEnabled: false,
};

export async function findPurchaseConfig(db: Db, unitId: string): Promise<PurchaseConfig> {
  const row = await db
    .selectFrom('purchaseConfig')
    .select([
      'demandSource',
      'generatePlanOnSubmit',
      'preuseType',
      'canManualModify',
      'unitPriceRequired',
      'purchasingAmountEditable',
      'deliveringAmountShown',
      'overDeliveryLimit',
      'lackDeliveryLimit',
      'oneStepEnabled',
    ])
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  if (!row) return { ...defaultPurchaseConfig };
  return { ...row, demandSource: row.demandSource as PurchaseConfig['demandSource'], preuseType: row.preuseType === 2 ? 2 : 1 };
}

type Changes = Omit<Updateable<PurchaseConfigTable>, 'unitId' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

/** Creates the unit's row on first save; later saves change only the given fields. */
export async function savePurchaseConfig(db: Db, unitId: string, userId: string, changes: Changes): Promise<void> {
  await db
    .insertInto('purchaseConfig')
    .values({ unitId, updatedBy: userId, ...changes })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ ...changes, updatedBy: userId, updatedAt: new Date() }))
    .execute();
}
