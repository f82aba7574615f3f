import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';
import { TABLE_SCOPES, type ScopedTable, type TableScope } from '../src/platform/tenancy/scope.js';
import { makeLibrary } from './goods-library.js';
import { addFactory, createFactory, signIn, type Answer, type Client, type FactoryFixture, type Harness } from './harness.js';
import { uploadTo } from './multipart.js';

/**
 * The world of the tenancy sweep (ADR 0011): company X with factories A and B, and company C. A holds one record of
 * every kind the API creates, each named with A's private marker. Ids are laid out so that an answer can be read for
 * A's ids without knowing which table a number came from:
 * - A's rows of FACTORY, COMPANY_AND_FACTORY and CHILD tables take ids from PRIVATE_BASE, so A's
 *   first row of every such table has the same id (PRIVATE_BASE), its second PRIVATE_BASE + 1 ...: one id put into
 *   every id-like field of a call names an A row of whatever table the call looks in;
 * - A's storehouse that is not linked to B, and its ledger rows, take ids from STORE_BASE;
 * - COMPANY rows B may see (material kinds ...) and accounts take ids from COMPANY_BASE;
 * - everything made during the walk takes ids from WALK_BASE.
 * So every id below COMPANY_BASE and at or above PRIVATE_BASE is A's own, and nothing else ever has such an id.
 */
export const PRIVATE_BASE = 7_000_000_000;
export const STORE_BASE = 7_500_000_000;
export const COMPANY_BASE = 8_000_000_000;
export const WALK_BASE = 9_000_000_000;
const date = '2026-11-25';

export interface World {
  company: FactoryFixture;
  factoryA: string;
  factoryB: string;
  other: FactoryFixture;
  /** Text in the name of every FACTORY record of A: no answer to B or C may contain it. */
  mark: string;
  /** A's rows (FACTORY, COMPANY_AND_FACTORY, CHILD, its unlinked storehouse and ledger): their ids. */
  privateIds: Set<string>;
  /** A's storehouses not linked to B (the ids of STORE_BASE's storehouse rows). */
  storeIds: string[];
  /** The company's storehouse linked to A and B (a COMPANY row B may use). */
  sharedStoreId: string;
  /** The bill types of the engine (uflo/{orderType}). */
  billTypes: string[];
}

const camel = (table: string) => table.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const scopeOfTable = (table: string): TableScope | undefined => TABLE_SCOPES[camel(table) as ScopedTable];

/** The tables (snake_case) whose `id` is an identity column. */
export async function identityTables(db: Db): Promise<string[]> {
  const rows = await sql<{ tableName: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
    order by table_name`.execute(db);
  return rows.rows.map((r) => r.tableName);
}

const isLedger = (table: string) => table === 'storehouse' || table.startsWith('stock_');

/** Restarts each identity at the base `pick` answers for its table (none: left alone). */
async function restartIds(db: Db, pick: (table: string, scope: TableScope | undefined) => number | null): Promise<void> {
  for (const table of await identityTables(db)) {
    const base = pick(table, scopeOfTable(table));
    if (base !== null)
      await sql`alter table ${sql.table(table)} alter column id restart with ${sql.raw(String(base))}`.execute(db);
  }
}

const isPrivateScope = (scope: TableScope | undefined) =>
  scope === 'FACTORY' || scope === 'COMPANY_AND_FACTORY' || scope === 'CHILD';

/** The answer's data; throws with the call and its message unless it succeeded. */
export function must<T = any>(label: string, res: Answer<T>): T {
  if (res.code !== 0) throw new Error(`${label}: ${res.code} ${res.msg} ${JSON.stringify(res.data)?.slice(0, 300)}`);
  return res.data;
}

export async function buildWorld(h: Harness): Promise<World> {
  const company = await createFactory(h.db, 'tenancy');
  const factoryA = company.unitId;
  const factoryB = await addFactory(h.db, company, 'tenancy B');
  const other = await createFactory(h.db, 'tenancy C');
  const mark = `QZ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const a = await signIn(h.app, company.boss.loginName, company.boss.password);
  if (a.unitId !== factoryA) throw new Error('the boss should start in factory A');

  await restartIds(h.db, (_, scope) => (scope === 'FACTORY' ? PRIVATE_BASE : COMPANY_BASE));
  const shared = await companyRecords(a, factoryA, factoryB);
  await restartIds(h.db, (table, scope) => (isLedger(table) ? STORE_BASE : isPrivateScope(scope) ? PRIVATE_BASE : null));
  await factoryRecords(h, a, mark, shared);
  await restartIds(h.db, () => WALK_BASE);

  const privateIds = new Set<string>();
  for (const table of await identityTables(h.db)) {
    const rows = await sql<{ id: string }>`
      select id::text as id from ${sql.table(table)} where id >= ${PRIVATE_BASE} and id < ${COMPANY_BASE}`.execute(h.db);
    for (const r of rows.rows) privateIds.add(r.id);
  }
  const billTypes = (must('bill types', await a.call('GET', 'bill-report/billTypes')) as { billType?: string; value?: string }[])
    .map((t) => t.billType ?? t.value ?? String(t))
    .filter(Boolean);
  const stores = await h.db
    .selectFrom('storehouse')
    .select('id')
    .where('id', '>=', String(STORE_BASE))
    .where('id', '<', String(COMPANY_BASE))
    .execute();
  const storeIds = stores.map((s) => String(s.id)).sort();
  return { company, factoryA, factoryB, other, mark, privateIds, storeIds, sharedStoreId: shared.sharedStoreId, billTypes };
}

interface CompanyRecords {
  kindId: string;
  sharedStoreId: string;
}

/**
 * What the company defines once and every factory reads (COMPANY rows, no marker): B may see these. Made by the boss
 * at company level from A's session: a material kind, library values, a defect label, a specification, and a
 * storehouse shared by A and B.
 */
async function companyRecords(a: Client, factoryA: string, factoryB: string): Promise<CompanyRecords> {
  const post = (label: string, url: string, body: unknown) => a.call('POST', url, body).then((r) => must(label, r));
  const kind = await post('kind', 'fac/materials/kinds/add', { no: 'K1', name: '公司大类' });
  const group = await post('company colour group', 'fac/common/settings/Category', { name: '公司色组', level: 'COMPANY' });
  await post('company colour', 'fac/common/settings/addCommonSkuAttr', {
    type: 'COLOR',
    name: '公司红',
    categoryId: group.id,
    level: 'COMPANY',
  });
  await post('company size', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name: '公司XL', level: 'COMPANY' });
  await post('company defect', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '公司破洞', level: 'COMPANY' });
  await post('company spec', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'C150', level: 'COMPANY' });
  const store = await post('shared storehouse', 'fac/storehouse/addBossStorehouse', {
    name: '公司共用仓',
    setUpStorehouseUnit: [
      { unitId: factoryA, linkKind: 'SHARED' },
      { unitId: factoryB, linkKind: 'SHARED' },
    ],
  });
  return { kindId: kind.id, sharedStoreId: store.id };
}

/** One record of every kind A can make, each named (and each bill numbered) with the marker. */
async function factoryRecords(h: Harness, a: Client, mark: string, shared: CompanyRecords): Promise<void> {
  const n = (label: string) => `${mark}${label}`;
  const post = (label: string, url: string, body: unknown) => a.call('POST', url, body).then((r) => must(label, r));
  const put = (label: string, url: string, body: unknown) => a.call('PUT', url, body).then((r) => must(label, r));
  // A's storehouse, not linked to B: the first row of STORE_BASE
  const store = (await post('storehouse', 'fac/storehouse/addStorehouse', { name: n('仓'), notAllowNegative: false })).id;
  await post('storehouse 2', 'fac/storehouse/addStorehouse', { name: n('仓二'), notAllowNegative: false });

  // partners
  const supplier = (await post('supplier', 'supplier/insert', { name: n('布行'), code: `S${mark}` })).id;
  await post('supplier 2', 'supplier/insert', { name: n('布行二') });
  const group = (await post('customer group', 'fac/customer/addCustomerGroup', { groupName: n('客户组') })).id;
  await post('customer', 'fac/customer/add', { name: n('客户'), groupId: group });
  const rate = (await post('rate', 'outside/factory/rate/add', { name: n('等级') })).id;
  await post('brand', 'outside/factory/brand/add', { name: n('品牌') });
  const outside = (await post('outside factory', 'outside/factory/insert', { name: n('加工厂'), factoryRateIds: [rate] })).id;

  // people and set-up
  const role = (await post('role', 'role/add', { roleName: n('角色'), permissionCodes: ['fac.review.desk'] })).id;
  const facGroup = (await post('group', 'fac/addFacGroups', { name: n('车间') })).id;
  await post('workbay', 'fac/facWorkBay/addFacWorkBay', {
    no: `W${mark}`,
    name: '工位',
    password: 'pass123',
    roleList: [role],
    groupList: [facGroup],
  });
  await post('device', 'device/add', { deviceCode: n('设备'), deviceName: n('设备') });
  await post('defect label', 'fac/defectiveLabel/addDefectiveLabel', { labelName: n('疵点') });
  const label = (await post('bill label', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: n('标签') })).id;
  const field = await post('custom field', 'custom-field', {
    module: 'COMMON_MATERIALS',
    customFieldName: n('字段'),
    customFieldType: 'TEXT',
  });
  await post('select field', 'custom-field', {
    module: 'COMMON_MATERIALS',
    customFieldName: n('选择'),
    customFieldType: 'SINGLE_SELECT',
    options: [n('选项')],
  });
  await put('column setting', 'column-settings/tenancy.sweep', { columns: [{ key: n('列'), visible: true }] });
  await post('last operate', 'businessOrder/lastOperate/set', { businessKey: 'tenancy', value: n('上次') });
  await post('measure unit', 'fac/measureUnit/add', { name: n('匹') });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(n('图片'))]);
  const file = await uploadTo(h.app, 'file/upload', a.sid, { content: png, name: `${mark}.png`, type: 'image/png' });
  must('file', file);

  // libraries: A's own additions (colours, sizes, lengths, a size category), goods
  const lib = await makeLibrary(a, 2, 2, 1);
  const colourGroup = (await post('colour group', 'fac/common/settings/Category', { name: n('色组') })).id;
  await post('colour', 'fac/common/settings/addCommonSkuAttr', { type: 'COLOR', name: n('色'), categoryId: colourGroup });
  const ratio = {
    name: n('配比'),
    sizeCategoryId: lib.sizeCategoryId,
    sizeCodeRatioCateList: [{ sizeId: lib.sizeIds[0], ratio: 1 }],
  };
  await post('code ratio', 'codeRatioCategory/config/add', ratio);
  const point = { name: n('衣长'), tolerance: '1', values: {} };
  await post('size table template', 'size-table/template', {
    name: n('尺寸模板'),
    sizeCategoryId: lib.sizeCategoryId,
    points: [point],
  });
  const category = (await post('goods category', 'fac/goods/category/add', { name: n('品类') })).id;
  const style = await post('goods', 'fac/goods/addFacGoodsStyle', {
    styleNo: n('款'),
    styleName: n('款名'),
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    categoryId: category,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: lib.standardIds,
    pictureIds: [file.data.id],
  });
  const styleId = style.goodsId ?? style.id;
  await post('size table', 'size-table', { name: n('尺寸表'), sizeCategoryId: lib.sizeCategoryId, points: [point], styleId });
  await post('goods part', 'common-goods-style/part', { styleId, name: n('部位') });
  await post('barcodes', 'fac/barcode/generatorSkuBarcodes', { styleIds: [styleId] });
  const goodsSkus = must('goods skus', await a.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId })) as { id: string }[];
  await post('goods stock', 'fac/inventoryItem/batchInStorageInventoryItem', {
    storehouseId: store,
    opDate: date,
    items: [{ goodsSkuId: goodsSkus[0]!.id, quantity: '5' }],
  });

  // materials
  const spec = (await post('spec', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: mark, remark: n('幅宽') })).id;
  const material = await post('material', 'fac/materials/addMaterials', {
    kindId: shared.kindId,
    name: n('府绸'),
    customFields: { [field.id ?? field.customFieldId]: n('值') },
    skus: [
      {
        colorName: n('卡其'),
        specificationsId: spec,
        stockUnit: '米',
        conversionRate: '1',
        suppliers: [{ supplierId: supplier, isDefault: true }],
      },
      { colorName: n('藏青'), specificationsId: spec, stockUnit: '米', conversionRate: '1' },
    ],
    styleIds: [styleId],
  });
  const detail = must('material detail', await a.call('GET', 'fac/materials/getMaterialDetail', { id: material.id }));
  const sku = detail.commonMaterialsSkuList[0].id as string;
  // goods BOMs (areas/bom): a BOM with a size override and a colour mapping, a template, the column choice
  const bomRow = {
    materialSkuId: sku,
    singleDosage: '1.2',
    lossRate: '3',
    remark: n('BOM行'),
    sizeDosages: [{ sizeId: lib.sizeIds[0], singleDosage: '1.5' }],
    colorMappings: [{ styleColorId: lib.colorIds[1], materialSkuId: detail.commonMaterialsSkuList[1].id }],
  };
  await post('bom', 'fac/commonBom/addCommonBom', { styleId, name: n('BOM'), commonMaterialsSkuList: [bomRow] });
  await post('bom template', 'common/bom/template', { name: n('BOM模板'), rows: [{ materialSkuId: sku, singleDosage: '1' }] });
  await post('bom columns', 'businessfield/updateCommonBomConfig', { fieldIds: ['supplierStyleNo'] });
  await put('stock in', 'fac/stock/single', {
    storehouseId: store,
    materialsSkuId: sku,
    inventoryType: 'IN',
    stock: '500',
    opDate: date,
  });
  await put('roll kinds', 'fac/materials/configRollKinds', { kindIds: [shared.kindId] });
  // production orders (areas/production-orders): a 下单类型, an order filled per customer, the goods-info columns
  const orderType = (await post('order category', 'common-goods-attr/placeOrderType', { attrVal: n('下单类型') })).attrId;
  await post('production order', 'facPrdOrder/add', {
    placeorderAt: date,
    placeOrderTypeId: orderType,
    chargerIds: [a.userId],
    facPrdOrderGoodsList: [
      {
        styleId,
        deliveryAt: date,
        fillType: 1,
        facPrdOrderGoodsCustomerList: [
          { customerId: lib.customerId, facPrdOrderGoodsDetailList: [{ goodsSkuId: goodsSkus[0]!.id, num: 5 }] },
        ],
      },
    ],
  });
  await post('order columns', 'facPrdOrder/updateFieldConfig', { fieldIds: ['styleName'] });

  // purchasing to stock: demand → purchase → notice → arrival → check, quality, rolls → return → refund; delivery, remnant
  const me = a.userId;
  await post('demand', 'material/purchase-demand/add', {
    orderNo: n('订单'),
    materialSkuId: sku,
    supplierId: supplier,
    demandQuantity: '10',
  });
  const line = { materialSkuId: sku, conversionRate: '1', quantity: '100', unitPrice: '10' };
  const purchase = await post('purchase', 'purchase/add', {
    orderNo: n('CG'),
    supplierId: supplier,
    purchaserId: me,
    datePurchase: date,
    arriveStorehouseId: store,
    remark: n('采购'),
    materialsSkus: [line],
  });
  await post('purchase submit', 'uflo/MATERIALS_PURCHASE/submit', { id: purchase.id });
  await post('purchase labels', 'purchase/billLabels', { billMaterialPurchaseId: purchase.id, labelIds: [label] });
  await post('remit', 'purchase/remit', {
    billMaterialPurchaseId: purchase.id,
    amount: '50',
    dateOperated: date,
    operatorId: me,
  });
  await post('notice', 'receiveInform/add', {
    orderNo: n('TZ'),
    supplierId: supplier,
    dateArrive: date,
    storehouseId: store,
    remark: n('通知'),
    materialsSkus: [{ materialSkuId: sku, quantity: '4' }],
  });
  const purchaseLine = must(
    'purchase detail',
    await a.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchase.id }),
  ).lines[0].id;
  const arrival = await post('arrival', 'arrive/add', {
    orderNo: n('DL'),
    supplierId: supplier,
    creatorId: me,
    dateArrive: date,
    storehouseId: store,
    remark: n('到货'),
    materialsSkus: [{ materialSkuId: sku, purchaseLineId: purchaseLine, quantity: '40', unitPrice: '10' }],
  });
  await post('arrival submit', 'uflo/MATERIALS_ARRIVE/submit', { id: arrival.id });
  const arrivalLine = must('arrival detail', await a.call('GET', `arrive/detail/${arrival.id}`)).lines[0].id;
  const roll = await post('roll', 'material/sku/roll/add', {
    materialSkuId: sku,
    rollNo: `R${mark}`,
    storehouseId: store,
    length: '30',
  });
  await post('cloth check', 'arrive/checkAndShrunk/addOrUpdate', {
    arriveId: arrival.id,
    lines: [{ arriveLineId: arrivalLine, checkedLength: '30', checkerId: me, checkDate: date, remark: n('验布') }],
  });
  await post('quality check', 'qualityCheck/create', {
    sourceType: 'ARRIVE',
    sourceId: arrival.id,
    supplierId: supplier,
    checkerId: me,
    checkDate: date,
    remark: n('质检'),
    lines: [
      { materialSkuId: sku, materialRollId: roll.id, checkedQuantity: '2', qualifiedQuantity: '2', unqualifiedQuantity: '0' },
    ],
  });
  const ret = await post('return', 'return/add', {
    orderNo: n('TH'),
    supplierId: supplier,
    returnerId: me,
    dateReturn: date,
    storehouseId: store,
    remark: n('退货'),
    lines: [{ materialSkuId: sku, arriveLineId: arrivalLine, conversionRate: '1', quantity: '1' }],
  });
  await post('return submit', 'return/examine', { id: ret.id, result: true });
  await post('refund', 'refund/add', {
    orderNo: n('TK'),
    supplierId: supplier,
    salesmanId: me,
    dateRefund: date,
    remark: n('退款'),
    returns: [{ billReturnId: ret.id, amount: '5' }],
  });
  const delivery = await post('delivery', 'delivery/material/create', {
    orderNo: n('FL'),
    storehouseId: store,
    deliveryCreatorId: me,
    dateDelivery: date,
    outsideFactoryId: outside,
    remark: n('发料'),
    skus: [{ materialsSkuId: sku, quantity: '2' }],
  });
  await post('delivery review', 'delivery/material/examine', { id: delivery.id });
  await post('remnant', '/v1/bill/remaind/add', {
    orderNo: n('YL'),
    storehouseId: store,
    dateOperate: date,
    operaterId: me,
    commonOutsideFactoryId: outside,
    remark: n('余料'),
    skus: [{ materialsSkuId: sku, quantity: '1' }],
  });
  await post('purchase config', 'material/purchase/config/update', { oneStepEnabled: true });
  await post('pickup', 'purchase/addPickUpDelivery', {
    purchaserId: me,
    datePurchase: date,
    storehouseId: store,
    outsideFactoryId: outside,
    remark: n('采到送'),
    materialsSkus: [{ ...line, quantity: '3', supplierId: supplier, quantityArrive: '3', quantityDelivery: '3' }],
  });
  await post('review config', 'bill-review-config/updateOneConfig', { billType: 'MATERIALS_RETURN', isUse: false });
}
