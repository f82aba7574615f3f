import type { Db } from '../../platform/db/database.js';

export interface Link360Record {
  urlOf360: string | null;
  settingUrl: string | null;
  loginNameOf360: string | null;
  passwordCipher: string | null;
}

export async function findLink360(db: Db, unitId: string): Promise<Link360Record | undefined> {
  return db
    .selectFrom('outsideLink360')
    .select(['urlOf360', 'settingUrl', 'loginNameOf360', 'passwordCipher'])
    .where('unitId', '=', unitId)
    .executeTakeFirst();
}

export async function saveLink360(trx: Db, unitId: string, link: Link360Record): Promise<void> {
  await trx
    .insertInto('outsideLink360')
    .values({ unitId, ...link })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ ...link, updatedAt: new Date() }))
    .execute();
}
