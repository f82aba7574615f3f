import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

// The purchase bill tests' shared world (a factory with a boss, another factory, a staff member without codes, two
// suppliers, three SKUs bought in 卷 of 50, a sample SKU and a storehouse) and their helpers. The tests import the
// bindings and run `startPurchaseWorld` in beforeAll; ES module bindings are live, so they see the values it sets.

export let h: Harness;
export let boss: Client;
export let intruder: Client;
export let powerless: Client;
export let unitId: string;
export let supplierId: string;
export let supplier2: string;
export let skuIds: string[];
export let sampleSku: string;
export let storehouseId: string;
export let bossUserId: string;

export async function startPurchaseWorld(): Promise<void> {
  h = await startHarness();
  const factory = await createFactory(h.db, 'purchase');
  unitId = factory.unitId;
  bossUserId = factory.boss.userId;
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `布行${Date.now()}` })).data.id;
  supplier2 = (await boss.call('POST', 'supplier/insert', { name: `辅料${Date.now()}` })).data.id;
  ({ skuIds } = await makeMaterialSkus(boss, ['红', '蓝', '白'], {
    supplierId,
    price: '10',
    purchaseUnit: '卷',
    conversionRate: '50',
  }));
  sampleSku = (await makeMaterialSkus(boss, ['样'], { supplierId, sample: true })).skuIds[0]!;
  storehouseId = await makeStorehouse(boss);
}

let n = 0;
export const demand = async (quantity: string, sku = skuIds[0]) =>
  (await boss.call('POST', 'material/purchase-demand/add', { orderNo: `SC${++n}`, materialSkuId: sku, demandQuantity: quantity }))
    .data.id as string;
export const waiting = async (id: string) =>
  (await boss.call('POST', 'purchase/purchase-demand-bill-list-v3', { ids: [id], includeCompleted: true })).data.list[0];
export const head = (over: Record<string, unknown> = {}) => ({
  supplierId,
  purchaserId: boss.userId,
  datePurchase: '2026-11-22',
  expectDateEnd: '2026-12-01',
  arriveStorehouseId: storehouseId,
  ...over,
});
export const line = (over: Record<string, unknown> = {}) => ({
  materialSkuId: skuIds[0],
  conversionRate: '50',
  quantity: '2',
  unitPrice: '500',
  ...over,
});
export const add = async (body: Record<string, unknown>, c: Client = boss) => c.call('POST', 'purchase/add', body);
export const detail = async (id: string, c: Client = boss) =>
  c.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: id });
export const countBills = async () =>
  Number(
    (
      await h.db
        .selectFrom('purchaseBill')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
