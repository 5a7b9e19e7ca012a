import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`map_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`map_longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_map_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_map_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`map_latitude\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`map_longitude\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_map_latitude\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_map_longitude\`;`)
}
