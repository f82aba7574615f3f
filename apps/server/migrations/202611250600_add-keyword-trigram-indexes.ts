import { sql, type Kysely } from 'kysely';

/**
 * Keyword search ("contains": LIKE / ILIKE '%…%') on the large lists reads trigram indexes (pg_trgm) instead of every
 * row, for keywords of three characters or more: the material archive (款号, name), suppliers (name, which the
 * material search also looks through, code, phones) and goods styles (款号, name). One GIN index per table holds all
 * of its searched columns; an OR over them is a BitmapOr of that index.
 *
 * pg_trgm is a trusted extension (PostgreSQL 13+): the app's own user may create it; PGlite loads it in
 * platform/db/database.ts. Chinese text is cut into trigrams only when the database's LC_CTYPE is a UTF-8 locale
 * (C.UTF-8, zh_CN.UTF-8, en_US.UTF-8...; PGlite's is C.UTF-8); under LC_CTYPE=C the indexes serve Latin letters and
 * digits (codes, phones) and a Chinese keyword reads every row, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;
    create index material_keyword_trgm_idx on material using gin (no gin_trgm_ops, name gin_trgm_ops);
    create index supplier_keyword_trgm_idx on supplier
      using gin (name gin_trgm_ops, code gin_trgm_ops, mobile_phone gin_trgm_ops, telephone gin_trgm_ops);
    create index goods_style_keyword_trgm_idx on goods_style using gin (style_no gin_trgm_ops, style_name gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index goods_style_keyword_trgm_idx;
    drop index supplier_keyword_trgm_idx;
    drop index material_keyword_trgm_idx;
  `.execute(db);
}
