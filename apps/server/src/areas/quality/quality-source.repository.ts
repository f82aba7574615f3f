import type { QualitySourceLine } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

// Read-only look-ups of the bills a quality check starts from. The arrival tables belong to
// areas/arrivals and are read with plain SQL here, so this area needs none of their table types.

export interface SourceHead {
  id: string;
  no: string;
  supplierId: string | null;
  supplierName: string | null;
  date: string;
  status: number;
}

const materialColumns = sql`m.no as "materialNo", m.name as "materialName", s.color_name as "colorName", sp.no as "specificationsNo", s.stock_unit as "stockUnit"`;
const materialJoins = sql`join material_sku s on s.id = l.material_sku_id join material m on m.id = s.material_id join material_spec sp on sp.id = s.material_spec_id`;

export async function purchaseHead(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; no?: string | undefined },
): Promise<SourceHead | undefined> {
  const { rows } = await sql<SourceHead>`
    select b.id, b.no, b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_purchase, 'YYYY-MM-DD') as date, b.status
    from purchase_bill b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and ${by.id ? sql`b.id = ${by.id}` : sql`b.no = ${by.no ?? ''}`}
    limit 1`.execute(db);
  return rows[0];
}

export async function purchaseLines(db: Db, unitId: string, billId: string): Promise<QualitySourceLine[]> {
  const { rows } = await sql<QualitySourceLine>`
    select l.id as "sourceLineId", l.material_sku_id as "materialSkuId", ${materialColumns}, l.total_quantity::text as quantity
    from purchase_line l ${materialJoins}
    where l.unit_id = ${unitId} and l.purchase_bill_id = ${billId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

export async function noticeHead(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; no?: string | undefined },
): Promise<SourceHead | undefined> {
  const { rows } = await sql<SourceHead>`
    select b.id, b.no, b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_arrive, 'YYYY-MM-DD') as date, b.status
    from arrival_notice b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and ${by.id ? sql`b.id = ${by.id}` : sql`b.no = ${by.no ?? ''}`}
    limit 1`.execute(db);
  return rows[0];
}

export async function noticeLines(db: Db, unitId: string, noticeId: string): Promise<QualitySourceLine[]> {
  const { rows } = await sql<QualitySourceLine>`
    select l.id as "sourceLineId", l.material_sku_id as "materialSkuId", ${materialColumns}, l.stock_quantity::text as quantity
    from arrival_notice_line l ${materialJoins}
    where l.unit_id = ${unitId} and l.arrival_notice_id = ${noticeId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

export async function arrivalHead(db: Db, unitId: string, id: string): Promise<SourceHead | undefined> {
  const { rows } = await sql<SourceHead>`
    select b.id, b.no, b.supplier_id as "supplierId", sup.name as "supplierName", to_char(b.date_arrive, 'YYYY-MM-DD') as date, b.status
    from arrival b left join supplier sup on sup.id = b.supplier_id
    where b.unit_id = ${unitId} and not b.is_deleted and b.id = ${id}
    limit 1`.execute(db);
  return rows[0];
}
