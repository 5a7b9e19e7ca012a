import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_repeats" ADD COLUMN "referrer" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "enquiries_repeats" ADD COLUMN "user_agent" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "referrer" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "consultations_repeats" ADD COLUMN "user_agent" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_repeats" DROP COLUMN "referrer";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "landing_page";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "utm_source";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "utm_medium";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "utm_campaign";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "utm_term";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "utm_content";
  ALTER TABLE "enquiries_repeats" DROP COLUMN "user_agent";
  ALTER TABLE "consultations_repeats" DROP COLUMN "referrer";
  ALTER TABLE "consultations_repeats" DROP COLUMN "landing_page";
  ALTER TABLE "consultations_repeats" DROP COLUMN "utm_source";
  ALTER TABLE "consultations_repeats" DROP COLUMN "utm_medium";
  ALTER TABLE "consultations_repeats" DROP COLUMN "utm_campaign";
  ALTER TABLE "consultations_repeats" DROP COLUMN "utm_term";
  ALTER TABLE "consultations_repeats" DROP COLUMN "utm_content";
  ALTER TABLE "consultations_repeats" DROP COLUMN "user_agent";`)
}
