import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vital_days_template" AS ENUM('home', 'blog-list', 'blog', 'news-list', 'news', 'contact', 'team', 'testimonials', 'announcements', 'booking', 'search', 'events', 'event', 'portal', 'page');
  CREATE TYPE "public"."enum_web_vital_days_device" AS ENUM('phone', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_web_vital_days_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'deletion-request';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindDeadline' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindDeadline' BEFORE 'schedulePublish';
  CREATE TABLE "web_vital_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"template" "enum_web_vital_days_template" NOT NULL,
  	"device" "enum_web_vital_days_device" NOT NULL,
  	"metric" "enum_web_vital_days_metric" NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vital_days_id" integer;
  CREATE INDEX "web_vital_days_day_idx" ON "web_vital_days" USING btree ("day");
  CREATE INDEX "web_vital_days_updated_at_idx" ON "web_vital_days" USING btree ("updated_at");
  CREATE INDEX "web_vital_days_created_at_idx" ON "web_vital_days" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_template_device_metric_bucket_idx" ON "web_vital_days" USING btree ("day","template","device","metric","bucket");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk" FOREIGN KEY ("web_vital_days_id") REFERENCES "public"."web_vital_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vital_days_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vital_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vital_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vital_days" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation', 'staff-account', 'response-reminder', 'response-overdue', 'booking-confirmation', 'booking-update', 'booking-cancellation', 'booking-reminder', 'portal-sign-in', 'portal-invitation', 'application-stage', 'deadline-reminder', 'portal-message');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'sweepOutbox', 'checkLeadResponse', 'remindBooking', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'sweepOutbox', 'checkLeadResponse', 'remindBooking', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_web_vital_days_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vital_days_id";
  DROP TYPE "public"."enum_web_vital_days_template";
  DROP TYPE "public"."enum_web_vital_days_device";
  DROP TYPE "public"."enum_web_vital_days_metric";`)
}
