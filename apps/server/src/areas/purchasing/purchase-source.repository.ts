import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { materialSkuSqlColumns } from '../materials/index.js';

// What this area publishes (index.ts) for documents that start from a purchase bill (quality checks): the head
// summary and the lines with their SKU. Other areas read these, never the purchase tables.

/** A purchase bill's head as a checking document shows it: number, supplier, date (YYYY-MM-DD) and status. */
export interface PurchaseBillSummary {
  id: string;
  /** MATERIALS_PURCHASE or SAMPLE_PURCHASE: documents drawing on the bill name it by this in their lineage. */
  billType: string;
  no: string;
  supplierId: string | null;
  supplierName: string | null;
  date: string;
  status: number;
}

/** A purchase line to check: its SKU named and the total quantity. */
export interface PurchaseSourceLine {
  sourceLineId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specificationsNo: string | null;
  stockUnit: string;
  quantity: string;
}

/** The unit's purchase bill (not deleted) by id or number. */
export async function findPurchaseSummary(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; no?: string | undefined },
): Promise<PurchaseBillSummary | undefined> {
  const { rows } = await sql<PurchaseBillSummary>`
    select b.id, case when b.is_sample then 'SAMPLE_PURCHASE' else 'MATERIALS_PURCHASE' end as "billType", b.no,
      b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_purchase, 'YYYY-MM-DD') as date, b.status
    from purchase_bill b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and ${by.id ? sql`b.id = ${by.id}` : sql`b.no = ${by.no ?? ''}`}
    limit 1`.execute(db);
  return rows[0];
}

/** A purchase bill's lines in order. */
export async function listPurchaseSourceLines(db: Db, unitId: string, billId: string): Promise<PurchaseSourceLine[]> {
  const { rows } = await sql<PurchaseSourceLine>`
    select l.id as "sourceLineId", l.material_sku_id as "materialSkuId", ${materialSkuSqlColumns}, l.total_quantity::text as quantity
    from purchase_line l join material_sku_descriptor s on s.id = l.material_sku_id
    where l.unit_id = ${unitId} and l.purchase_bill_id = ${billId}
    order by l.sort, l.id`.execute(db);
  return rows;
}
