import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badState } from '../../platform/http/errors.js';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { addWorkbayCreationCheck } from './index.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
const seen: { bossUnitId: string; inTransaction: boolean }[] = [];
let refuse = false;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'wbcheck');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  addWorkbayCreationCheck(h.app, async (db, bossUnitId) => {
    seen.push({ bossUnitId, inTransaction: db.isTransaction });
    if (refuse) throw badState({ zh: '工位已达上限', en: 'Workbay limit reached' });
  });
});
afterAll(() => h.close());

const countWorkbays = async () =>
  Number(
    (
      await h.db
        .selectFrom('appUser')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('bossUnitId', '=', factory.bossUnitId)
        .where('kind', '=', 'WORKBAY')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('workbay creation checks', () => {
  it.each([
    ['fac/facWorkBay/addFacWorkBay', (no: string) => ({ no, name: 'A', password: 'pass123', roleList: [], groupList: [] })],
    ['facUser/addWorkbay', (no: string) => ({ loginName: no, userName: 'A', password: 'pass123', groupIds: [], roleList: [] })],
  ])('%s runs every registered check in its transaction; a refusal writes nothing', async (url, body) => {
    seen.length = 0;
    refuse = false;
    const before = await countWorkbays();
    expect((await boss.call('POST', url, body(`C-${Date.now() % 1e6}`))).code).toBe(0);
    expect(seen).toEqual([{ bossUnitId: factory.bossUnitId, inTransaction: true }]);
    expect(await countWorkbays()).toBe(before + 1);

    refuse = true;
    const refused = await boss.call('POST', url, body(`D-${Date.now() % 1e6}`));
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toMatch(/上限|limit/);
    expect(await countWorkbays()).toBe(before + 1);
  });
});
