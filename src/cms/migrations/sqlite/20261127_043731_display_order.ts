import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// The `order` columns of blog_categories, team_members and testimonials lose their DEFAULT 0 in the schema: a new
// item's position now comes from the field's default function (src/cms/fields/display-order.ts). SQLite cannot drop
// a column default in place, and the generated rebuild (new table, copy, drop, rename) deleted every team member's
// qualifications: dropping the old table cascades to the tables that reference it once foreign keys are back on. So
// on SQLite the stored default stays; Payload always writes `order`, so it is never used. The snapshot beside this
// file records the schema without it, for the next generated migration (docs/decisions/0119).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
