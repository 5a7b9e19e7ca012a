import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_checklist_templates_items_scope" AS ENUM('student', 'application');
  CREATE TYPE "public"."enum_checklist_templates_items_validity" AS ENUM('none', 'valid-after-intake', 'issued-within');
  CREATE TYPE "public"."enum_checklist_templates_destination" AS ENUM('GB', 'US', 'CA', 'AU', 'IE', 'NZ', 'DE');
  CREATE TYPE "public"."enum_checklist_templates_level" AS ENUM('foundation', 'diploma', 'undergraduate', 'postgraduate-taught', 'postgraduate-research');
  CREATE TYPE "public"."enum_requested_documents_scope" AS ENUM('student', 'application');
  CREATE TYPE "public"."enum_requested_documents_validity" AS ENUM('none', 'valid-after-intake', 'issued-within');
  CREATE TYPE "public"."enum_requested_documents_status" AS ENUM('missing', 'to-review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_document_versions_uploaded_by" AS ENUM('student', 'guardian', 'staff');
  CREATE TYPE "public"."enum_document_versions_status" AS ENUM('to-review', 'approved', 'rejected', 'superseded');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'document-review';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'document-reminder';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindDocument' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindDocument' BEFORE 'schedulePublish';
  CREATE TABLE "checklist_templates_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"scope" "enum_checklist_templates_items_scope" DEFAULT 'application' NOT NULL,
  	"required" boolean DEFAULT true,
  	"help" varchar,
  	"due_days_before" numeric DEFAULT 21,
  	"validity" "enum_checklist_templates_items_validity" DEFAULT 'none',
  	"validity_months" numeric
  );
  
  CREATE TABLE "checklist_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"destination" "enum_checklist_templates_destination" NOT NULL,
  	"level" "enum_checklist_templates_level" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "requested_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"scope" "enum_requested_documents_scope" DEFAULT 'application' NOT NULL,
  	"required" boolean DEFAULT true,
  	"help" varchar,
  	"due_days_before" numeric DEFAULT 21,
  	"validity" "enum_requested_documents_validity" DEFAULT 'none',
  	"validity_months" numeric,
  	"due_at" timestamp(3) with time zone,
  	"status" "enum_requested_documents_status" DEFAULT 'missing' NOT NULL,
  	"latest_version" numeric DEFAULT 0,
  	"last_upload_at" timestamp(3) with time zone,
  	"rejection_reason" varchar,
  	"valid_until" timestamp(3) with time zone,
  	"issued_on" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"from_checklist_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "requested_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"applications_id" integer
  );
  
  CREATE TABLE "document_versions_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file" varchar NOT NULL,
  	"key_id" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"file_name" varchar NOT NULL,
  	"bytes" numeric NOT NULL
  );
  
  CREATE TABLE "document_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"student_id" integer NOT NULL,
  	"version" numeric NOT NULL,
  	"file_names" varchar,
  	"uploaded_by" "enum_document_versions_uploaded_by" NOT NULL,
  	"guardian_id" integer,
  	"staff_author_id" integer,
  	"status" "enum_document_versions_status" DEFAULT 'to-review' NOT NULL,
  	"reason" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "students" ADD COLUMN "guardians_may_upload" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checklist_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "requested_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_versions_id" integer;
  ALTER TABLE "checklist_templates_items" ADD CONSTRAINT "checklist_templates_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checklist_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requested_documents" ADD CONSTRAINT "requested_documents_from_checklist_id_checklist_templates_id_fk" FOREIGN KEY ("from_checklist_id") REFERENCES "public"."checklist_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requested_documents_rels" ADD CONSTRAINT "requested_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."requested_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "requested_documents_rels" ADD CONSTRAINT "requested_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_versions_pages" ADD CONSTRAINT "document_versions_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_request_id_requested_documents_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requested_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_staff_author_id_users_id_fk" FOREIGN KEY ("staff_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "checklist_templates_items_order_idx" ON "checklist_templates_items" USING btree ("_order");
  CREATE INDEX "checklist_templates_items_parent_id_idx" ON "checklist_templates_items" USING btree ("_parent_id");
  CREATE INDEX "checklist_templates_destination_idx" ON "checklist_templates" USING btree ("destination");
  CREATE INDEX "checklist_templates_updated_at_idx" ON "checklist_templates" USING btree ("updated_at");
  CREATE INDEX "checklist_templates_created_at_idx" ON "checklist_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "destination_level_idx" ON "checklist_templates" USING btree ("destination","level");
  CREATE INDEX "requested_documents_student_idx" ON "requested_documents" USING btree ("student_id");
  CREATE INDEX "requested_documents_due_at_idx" ON "requested_documents" USING btree ("due_at");
  CREATE INDEX "requested_documents_status_idx" ON "requested_documents" USING btree ("status");
  CREATE INDEX "requested_documents_last_upload_at_idx" ON "requested_documents" USING btree ("last_upload_at");
  CREATE INDEX "requested_documents_reviewed_by_idx" ON "requested_documents" USING btree ("reviewed_by_id");
  CREATE INDEX "requested_documents_from_checklist_idx" ON "requested_documents" USING btree ("from_checklist_id");
  CREATE INDEX "requested_documents_updated_at_idx" ON "requested_documents" USING btree ("updated_at");
  CREATE INDEX "requested_documents_created_at_idx" ON "requested_documents" USING btree ("created_at");
  CREATE INDEX "requested_documents_rels_order_idx" ON "requested_documents_rels" USING btree ("order");
  CREATE INDEX "requested_documents_rels_parent_idx" ON "requested_documents_rels" USING btree ("parent_id");
  CREATE INDEX "requested_documents_rels_path_idx" ON "requested_documents_rels" USING btree ("path");
  CREATE INDEX "requested_documents_rels_applications_id_idx" ON "requested_documents_rels" USING btree ("applications_id");
  CREATE INDEX "document_versions_pages_order_idx" ON "document_versions_pages" USING btree ("_order");
  CREATE INDEX "document_versions_pages_parent_id_idx" ON "document_versions_pages" USING btree ("_parent_id");
  CREATE INDEX "document_versions_request_idx" ON "document_versions" USING btree ("request_id");
  CREATE INDEX "document_versions_student_idx" ON "document_versions" USING btree ("student_id");
  CREATE INDEX "document_versions_guardian_idx" ON "document_versions" USING btree ("guardian_id");
  CREATE INDEX "document_versions_staff_author_idx" ON "document_versions" USING btree ("staff_author_id");
  CREATE INDEX "document_versions_status_idx" ON "document_versions" USING btree ("status");
  CREATE INDEX "document_versions_reviewed_by_idx" ON "document_versions" USING btree ("reviewed_by_id");
  CREATE INDEX "document_versions_updated_at_idx" ON "document_versions" USING btree ("updated_at");
  CREATE INDEX "document_versions_created_at_idx" ON "document_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_version_idx" ON "document_versions" USING btree ("request_id","version");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checklist_templates_fk" FOREIGN KEY ("checklist_templates_id") REFERENCES "public"."checklist_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_requested_documents_fk" FOREIGN KEY ("requested_documents_id") REFERENCES "public"."requested_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_versions_fk" FOREIGN KEY ("document_versions_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checklist_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("checklist_templates_id");
  CREATE INDEX "payload_locked_documents_rels_requested_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("requested_documents_id");
  CREATE INDEX "payload_locked_documents_rels_document_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("document_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checklist_templates_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checklist_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requested_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requested_documents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_versions_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "checklist_templates_items" CASCADE;
  DROP TABLE "checklist_templates" CASCADE;
  DROP TABLE "requested_documents" CASCADE;
  DROP TABLE "requested_documents_rels" CASCADE;
  DROP TABLE "document_versions_pages" CASCADE;
  DROP TABLE "document_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checklist_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_requested_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_versions_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation', 'staff-account', 'response-reminder', 'response-overdue', 'booking-confirmation', 'booking-update', 'booking-cancellation', 'booking-reminder', 'portal-sign-in', 'portal-invitation', 'application-stage', 'deadline-reminder', 'portal-message', 'deletion-request', 'event-confirmation', 'event-waiting', 'event-offer', 'event-cancellation', 'event-reminder', 'event-follow-up');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'sweepOutbox', 'checkLeadResponse', 'remindBooking', 'remindDeadline', 'lapseEventOffer', 'remindEventRegistration', 'followUpEventRegistration', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'sweepOutbox', 'checkLeadResponse', 'remindBooking', 'remindDeadline', 'lapseEventOffer', 'remindEventRegistration', 'followUpEventRegistration', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_checklist_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_requested_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_versions_id_idx";
  ALTER TABLE "students" DROP COLUMN "guardians_may_upload";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checklist_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "requested_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_versions_id";
  DROP TYPE "public"."enum_checklist_templates_items_scope";
  DROP TYPE "public"."enum_checklist_templates_items_validity";
  DROP TYPE "public"."enum_checklist_templates_destination";
  DROP TYPE "public"."enum_checklist_templates_level";
  DROP TYPE "public"."enum_requested_documents_scope";
  DROP TYPE "public"."enum_requested_documents_validity";
  DROP TYPE "public"."enum_requested_documents_status";
  DROP TYPE "public"."enum_document_versions_uploaded_by";
  DROP TYPE "public"."enum_document_versions_status";`)
}
