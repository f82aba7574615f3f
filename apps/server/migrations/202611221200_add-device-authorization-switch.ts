import { sql, type Kysely } from 'kysely';

// Per factory: sign-ins of staff and workbay accounts only from authorised devices (SPEC section 6).
// Off by default, so existing factories keep working until a manager turns it on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table unit add column require_device_authorization boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table unit drop column require_device_authorization`.execute(db);
}
