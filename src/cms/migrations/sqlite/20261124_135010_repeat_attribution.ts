import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` ADD \`user_agent\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` ADD \`user_agent\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`enquiries_repeats\` DROP COLUMN \`user_agent\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`consultations_repeats\` DROP COLUMN \`user_agent\`;`)
}
