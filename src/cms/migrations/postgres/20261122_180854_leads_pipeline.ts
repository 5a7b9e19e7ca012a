import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_status_history_status" AS ENUM('new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam');
  CREATE TYPE "public"."enum_consultations_status_history_status" AS ENUM('new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam');
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation');
  CREATE TYPE "public"."enum_outbox_messages_status" AS ENUM('queued', 'sent', 'retrying', 'failed', 'not-sent');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage');
  CREATE TABLE "enquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "enquiries_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_enquiries_status_history_status",
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "enquiries_repeats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"fields" jsonb,
  	"page_path" varchar
  );
  
  CREATE TABLE "consultations_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultations_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_consultations_status_history_status",
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultations_repeats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"fields" jsonb,
  	"page_path" varchar
  );
  
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_outbox_messages_kind" NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"headers" jsonb,
  	"status" "enum_outbox_messages_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"enquiries_id" integer,
  	"consultations_id" integer,
  	"newsletter_subscribers_id" integer
  );
  
  CREATE TABLE "captcha_nonces" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nonce" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "consultations" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_page_path" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_referrer" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution_user_agent" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_nonces_id" integer;
  ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_status_history" ADD CONSTRAINT "enquiries_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_status_history" ADD CONSTRAINT "enquiries_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_repeats" ADD CONSTRAINT "enquiries_repeats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations_notes" ADD CONSTRAINT "consultations_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations_notes" ADD CONSTRAINT "consultations_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations_status_history" ADD CONSTRAINT "consultations_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations_status_history" ADD CONSTRAINT "consultations_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations_repeats" ADD CONSTRAINT "consultations_repeats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_messages_rels" ADD CONSTRAINT "outbox_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_messages_rels" ADD CONSTRAINT "outbox_messages_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_messages_rels" ADD CONSTRAINT "outbox_messages_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_messages_rels" ADD CONSTRAINT "outbox_messages_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_notes_order_idx" ON "enquiries_notes" USING btree ("_order");
  CREATE INDEX "enquiries_notes_parent_id_idx" ON "enquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "enquiries_notes_author_idx" ON "enquiries_notes" USING btree ("author_id");
  CREATE INDEX "enquiries_status_history_order_idx" ON "enquiries_status_history" USING btree ("_order");
  CREATE INDEX "enquiries_status_history_parent_id_idx" ON "enquiries_status_history" USING btree ("_parent_id");
  CREATE INDEX "enquiries_status_history_by_idx" ON "enquiries_status_history" USING btree ("by_id");
  CREATE INDEX "enquiries_repeats_order_idx" ON "enquiries_repeats" USING btree ("_order");
  CREATE INDEX "enquiries_repeats_parent_id_idx" ON "enquiries_repeats" USING btree ("_parent_id");
  CREATE INDEX "consultations_notes_order_idx" ON "consultations_notes" USING btree ("_order");
  CREATE INDEX "consultations_notes_parent_id_idx" ON "consultations_notes" USING btree ("_parent_id");
  CREATE INDEX "consultations_notes_author_idx" ON "consultations_notes" USING btree ("author_id");
  CREATE INDEX "consultations_status_history_order_idx" ON "consultations_status_history" USING btree ("_order");
  CREATE INDEX "consultations_status_history_parent_id_idx" ON "consultations_status_history" USING btree ("_parent_id");
  CREATE INDEX "consultations_status_history_by_idx" ON "consultations_status_history" USING btree ("by_id");
  CREATE INDEX "consultations_repeats_order_idx" ON "consultations_repeats" USING btree ("_order");
  CREATE INDEX "consultations_repeats_parent_id_idx" ON "consultations_repeats" USING btree ("_parent_id");
  CREATE INDEX "outbox_messages_kind_idx" ON "outbox_messages" USING btree ("kind");
  CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  CREATE INDEX "outbox_messages_rels_order_idx" ON "outbox_messages_rels" USING btree ("order");
  CREATE INDEX "outbox_messages_rels_parent_idx" ON "outbox_messages_rels" USING btree ("parent_id");
  CREATE INDEX "outbox_messages_rels_path_idx" ON "outbox_messages_rels" USING btree ("path");
  CREATE INDEX "outbox_messages_rels_enquiries_id_idx" ON "outbox_messages_rels" USING btree ("enquiries_id");
  CREATE INDEX "outbox_messages_rels_consultations_id_idx" ON "outbox_messages_rels" USING btree ("consultations_id");
  CREATE INDEX "outbox_messages_rels_newsletter_subscribers_id_idx" ON "outbox_messages_rels" USING btree ("newsletter_subscribers_id");
  CREATE UNIQUE INDEX "captcha_nonces_nonce_idx" ON "captcha_nonces" USING btree ("nonce");
  CREATE INDEX "captcha_nonces_expires_at_idx" ON "captcha_nonces" USING btree ("expires_at");
  CREATE INDEX "captcha_nonces_updated_at_idx" ON "captcha_nonces" USING btree ("updated_at");
  CREATE INDEX "captcha_nonces_created_at_idx" ON "captcha_nonces" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_nonces_fk" FOREIGN KEY ("captcha_nonces_id") REFERENCES "public"."captcha_nonces"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_nonces_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_nonces_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_repeats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations_repeats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_nonces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_notes" CASCADE;
  DROP TABLE "enquiries_status_history" CASCADE;
  DROP TABLE "enquiries_repeats" CASCADE;
  DROP TABLE "consultations_notes" CASCADE;
  DROP TABLE "consultations_status_history" CASCADE;
  DROP TABLE "consultations_repeats" CASCADE;
  DROP TABLE "outbox_messages" CASCADE;
  DROP TABLE "outbox_messages_rels" CASCADE;
  DROP TABLE "captcha_nonces" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_nonces_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_nonces_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "consultations" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_page_path";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_referrer";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "attribution_user_agent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_nonces_id";
  DROP TYPE "public"."enum_enquiries_status_history_status";
  DROP TYPE "public"."enum_consultations_status_history_status";
  DROP TYPE "public"."enum_outbox_messages_kind";
  DROP TYPE "public"."enum_outbox_messages_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
