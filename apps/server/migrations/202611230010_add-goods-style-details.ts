import { sql, type Kysely } from 'kysely';

/**
 * The goods style's long-tail fields of the reference form (screens 04 section 1): factory article no, national
 * code, sales mode, launch date, the attribute texts (brand, season, year, wave, designer) and the prices
 * (numeric, exact money). The attribute texts stay plain text until a goods attribute library exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table goods_style
      add column plant_article_number text,
      add column international_code text,
      add column sales_mode smallint check (sales_mode in (0, 1, 2)),
      add column date_listing date,
      add column brand text,
      add column season text,
      add column year text,
      add column wave text,
      add column designer text,
      add column price numeric(14, 2),
      add column retail_price numeric(14, 2),
      add column cost numeric(14, 2),
      add column material_cost numeric(14, 2),
      add column processing_cost numeric(14, 2),
      add column first_supply_price numeric(14, 2),
      add column accounting_price numeric(14, 2),
      add column last_supply_price numeric(14, 2);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table goods_style
      drop column plant_article_number, drop column international_code, drop column sales_mode, drop column date_listing,
      drop column brand, drop column season, drop column year, drop column wave, drop column designer,
      drop column price, drop column retail_price, drop column cost, drop column material_cost, drop column processing_cost,
      drop column first_supply_price, drop column accounting_price, drop column last_supply_price;
  `.execute(db);
}
