import { sql, type Kysely } from 'kysely';

/** Pictures of a material (物料图片): stored files of the unit, ordered, at most one main picture. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_picture (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_id bigint not null references material(id),
      file_id bigint not null references stored_file(id),
      sort integer not null default 0,
      is_main boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_picture_file_key on material_picture (material_id, file_id);
    create unique index material_picture_main_key on material_picture (material_id) where is_main;
    create index material_picture_unit_material_idx on material_picture (unit_id, material_id, sort);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table material_picture`.execute(db);
}
