import type { QualitySourceBill, QualitySourceLine } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { materialSkuSqlColumns } from '../materials/index.js';

// What this area publishes (index.ts) for documents that start from a purchase bill (quality checks): the head
// summary and the lines with their SKU. Other areas read these, never the purchase tables.

/** The unit's purchase bill (not deleted) by id or number. */
export async function findPurchaseSummary(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; no?: string | undefined },
): Promise<QualitySourceBill | undefined> {
  const { rows } = await sql<QualitySourceBill>`
    select b.id, case when b.is_sample then 'SAMPLE_PURCHASE' else 'MATERIALS_PURCHASE' end as "billType", b.no,
      b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_purchase, 'YYYY-MM-DD') as date, b.status
    from purchase_bill b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and ${by.id ? sql`b.id = ${by.id}` : sql`b.no = ${by.no ?? ''}`}
    limit 1`.execute(db);
  return rows[0];
}

/** A purchase bill's lines in order. */
export async function listPurchaseSourceLines(db: Db, unitId: string, billId: string): Promise<QualitySourceLine[]> {
  const { rows } = await sql<QualitySourceLine>`
    select l.id as "sourceLineId", l.material_sku_id as "materialSkuId", ${materialSkuSqlColumns}, l.total_quantity::text as quantity
    from purchase_line l join material_sku_descriptor s on s.id = l.material_sku_id
    where l.unit_id = ${unitId} and l.purchase_bill_id = ${billId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

/** The ids of a purchase bill's lines (what other areas' lines point at through purchase_line_id). */
export async function listPurchaseLineIds(db: Db, unitId: string, billId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('purchaseLine')
    .select('id')
    .where('unitId', '=', unitId)
    .where('purchaseBillId', '=', billId)
    .execute();
  return rows.map((r) => r.id);
}
