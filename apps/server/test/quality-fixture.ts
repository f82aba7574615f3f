import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';

// Test fixtures: source bills written straight into the purchasing and arrival tables (those areas own
// the calls that create them; these tests only need rows to read).

let n = 0;

export async function insertPurchase(
  db: Db,
  unitId: string,
  userId: string,
  supplierId: string,
  skuIds: string[],
): Promise<{ id: string; no: string; lineIds: string[] }> {
  const no = `CG-T${++n}`;
  const bill = await sql<{ id: string }>`
    insert into purchase_bill (unit_id, no, supplier_id, purchaser_id, date_purchase, status, created_by)
    values (${unitId}, ${no}, ${supplierId}, ${userId}, '2026-11-20', 2, ${userId}) returning id`.execute(db);
  const id = bill.rows[0]!.id;
  const lineIds: string[] = [];
  for (const skuId of skuIds) {
    const line = await sql<{ id: string }>`
      insert into purchase_line (unit_id, purchase_bill_id, material_sku_id, purchase_unit, stock_unit, conversion_rate, quantity, total_quantity)
      values (${unitId}, ${id}, ${skuId}, '米', '米', 1, 100, 100) returning id`.execute(db);
    lineIds.push(line.rows[0]!.id);
  }
  return { id, no, lineIds };
}

export async function insertNotice(
  db: Db,
  unitId: string,
  userId: string,
  supplierId: string,
  skuIds: string[],
): Promise<{ id: string; no: string }> {
  const no = `TZ-T${++n}`;
  const head = await sql<{ id: string }>`
    insert into arrival_notice (unit_id, no, supplier_id, date_arrive, status, created_by)
    values (${unitId}, ${no}, ${supplierId}, '2026-11-21', 2, ${userId}) returning id`.execute(db);
  const id = head.rows[0]!.id;
  for (const skuId of skuIds)
    await sql`
      insert into arrival_notice_line (unit_id, arrival_notice_id, material_sku_id, purchase_unit, stock_unit, conversion_rate, quantity, stock_quantity)
      values (${unitId}, ${id}, ${skuId}, '米', '米', 1, 40, 40)`.execute(db);
  return { id, no };
}

export async function insertArrival(
  db: Db,
  unitId: string,
  userId: string,
  supplierId: string,
  storehouseId: string,
  skuIds: string[],
  status = 2,
): Promise<{ id: string; no: string; lineIds: string[] }> {
  const no = `DL-T${++n}`;
  const head = await sql<{ id: string }>`
    insert into arrival (unit_id, no, supplier_id, creator_id, date_arrive, storehouse_id, status, created_by)
    values (${unitId}, ${no}, ${supplierId}, ${userId}, '2026-11-22', ${storehouseId}, ${status}, ${userId}) returning id`.execute(
    db,
  );
  const id = head.rows[0]!.id;
  const lineIds: string[] = [];
  for (const skuId of skuIds) {
    const line = await sql<{ id: string }>`
      insert into arrival_line (unit_id, arrival_id, material_sku_id, purchase_unit, stock_unit, conversion_rate, quantity, stock_quantity)
      values (${unitId}, ${id}, ${skuId}, '米', '米', 1, 120, 120) returning id`.execute(db);
    lineIds.push(line.rows[0]!.id);
  }
  return { id, no, lineIds };
}
