import type { QualitySourceBill, QualitySourceLine } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { materialSkuSqlColumns } from '../materials/index.js';

// What this area publishes (index.ts) for documents that start from an arrival or an arrival notice (quality
// checks, cloth checks): a head summary and the lines with their SKU. Other areas read these, never the tables.

/** The unit's arrival notice (not deleted) by id or number. */
export async function findNoticeSummary(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; no?: string | undefined },
): Promise<QualitySourceBill | undefined> {
  const { rows } = await sql<QualitySourceBill>`
    select b.id, 'MATERIALS_ARRIVE_NOTIFY' as "billType", b.no, b.supplier_id as "supplierId", sup.name as "supplierName",
      to_char(b.date_arrive, 'YYYY-MM-DD') as date, b.status
    from arrival_notice b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and ${by.id ? sql`b.id = ${by.id}` : sql`b.no = ${by.no ?? ''}`}
    limit 1`.execute(db);
  return rows[0];
}

/** A notice's lines in order, quantity in the stock unit. */
export async function listNoticeSourceLines(db: Db, unitId: string, noticeId: string): Promise<QualitySourceLine[]> {
  const { rows } = await sql<QualitySourceLine>`
    select l.id as "sourceLineId", l.material_sku_id as "materialSkuId", ${materialSkuSqlColumns}, l.stock_quantity::text as quantity
    from arrival_notice_line l join material_sku_descriptor s on s.id = l.material_sku_id
    where l.unit_id = ${unitId} and l.arrival_notice_id = ${noticeId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

/** The unit's arrival (not deleted) by id. */
export async function findArrivalSummary(db: Db, unitId: string, id: string): Promise<QualitySourceBill | undefined> {
  const { rows } = await sql<QualitySourceBill>`
    select b.id, case when b.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end as "billType", b.no,
      b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_arrive, 'YYYY-MM-DD') as date, b.status
    from arrival b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and b.id = ${id}
    limit 1`.execute(db);
  return rows[0];
}
