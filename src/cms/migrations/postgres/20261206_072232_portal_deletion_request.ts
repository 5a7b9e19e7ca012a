import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'deletion-request';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation', 'staff-account', 'response-reminder', 'response-overdue', 'booking-confirmation', 'booking-update', 'booking-cancellation', 'booking-reminder', 'portal-sign-in', 'portal-invitation', 'application-stage', 'deadline-reminder', 'portal-message');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";`)
}
