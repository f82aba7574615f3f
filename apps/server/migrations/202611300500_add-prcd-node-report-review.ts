import { sql, type Kysely } from 'kysely';

/**
 * 上报需审核 per node (issue 11 part 3, "review configured per node"): a node definition follows its mission's template
 * switch (inherit, the default for every existing node) or asks for review always / never, whatever the template says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table prcd_node add column report_review varchar(10) not null default 'inherit'
      constraint prcd_node_report_review_check check (report_review in ('inherit', 'always', 'never'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prcd_node drop column report_review;`.execute(db);
}
