import type { Db } from '../platform/db/database.js';
import { hashPassword } from '../platform/auth/passwords.js';

export const DEMO = { bossCode: 'DEMO', loginName: 'demo', password: 'demo123456', factoryName: '演示服装厂' } as const;

export interface SeedResult {
  created: boolean;
  loginName: string;
  password: string;
}

/** First start: a boss unit, one factory and its administrator (a boss account holds every permission). */
export async function seedDemoFactory(db: Db): Promise<SeedResult> {
  const existing = await db
    .selectFrom('unit')
    .select('id')
    .where('kind', '=', 'BOSS')
    .where('code', '=', DEMO.bossCode)
    .executeTakeFirst();
  if (existing) return { created: false, loginName: DEMO.loginName, password: DEMO.password };
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction().execute(async (trx) => {
    const boss = await trx
      .insertInto('unit')
      .values({
        kind: 'BOSS',
        code: DEMO.bossCode,
        name: '演示服装集团',
        bossUnitId: null,
        contactName: null,
        mobilePhone: null,
        telephone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const factory = await trx
      .insertInto('unit')
      .values({
        kind: 'FACTORY',
        code: null,
        name: DEMO.factoryName,
        bossUnitId: boss.id,
        contactName: '管理员',
        mobilePhone: null,
        telephone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('appUser')
      .values({
        bossUnitId: boss.id,
        kind: 'BOSS',
        loginName: DEMO.loginName,
        phone: null,
        userName: '演示管理员',
        passwordHash,
        lastLoginUnitId: factory.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('userUnit').values({ userId: user.id, unitId: factory.id }).execute();
    // Suppliers go through review in the demo, with the administrator as reviewer, so the review desk
    // has something to show from the first supplier on. The desk's 审核配置 changes it.
    await trx
      .insertInto('reviewConfig')
      .values({
        unitId: factory.id,
        billType: 'COMMON_MATERIEL_SUPPLIER',
        isUse: true,
        steps: JSON.stringify([{ mode: 'ANY', userIds: [user.id], roleIds: [] }]),
        antiReviewerUserIds: JSON.stringify([user.id]),
        antiReviewerRoleIds: '[]',
      })
      .execute();
  });
  return { created: true, loginName: DEMO.loginName, password: DEMO.password };
}
