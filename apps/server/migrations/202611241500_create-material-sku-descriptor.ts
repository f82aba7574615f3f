import { sql, type Kysely } from 'kysely';

/**
 * material_sku_descriptor: what names a material SKU, published by the materials area so that other areas read it
 * through one relation instead of joining material_sku, material, material_kind and material_spec themselves (the
 * join was copied in about 28 queries). A plain view: PostgreSQL inlines it, so a query joining it on `id` plans like
 * the joins it replaces. The spec's display name (specNoName) stays in TypeScript (`withSpecNoName`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view material_sku_descriptor as
    select s.id, s.unit_id, s.material_id, s.color_id, s.color_name, s.material_spec_id, s.sample_material,
           s.stock_unit, s.purchase_unit, s.conversion_rate, s.is_stop_use, s.is_deleted, s.sort,
           m.no as material_no, m.name as material_name, m.material_kind_id, m.is_deleted as material_is_deleted,
           k.name as kind_name, sp.no as spec_no, sp.remark as spec_remark
    from material_sku s
    join material m on m.id = s.material_id
    join material_kind k on k.id = m.material_kind_id
    join material_spec sp on sp.id = s.material_spec_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view material_sku_descriptor`.execute(db);
}
