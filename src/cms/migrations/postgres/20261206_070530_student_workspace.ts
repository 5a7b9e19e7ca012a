import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_students_destinations" AS ENUM('GB', 'US', 'CA', 'AU', 'IE', 'NZ', 'DE');
  CREATE TYPE "public"."enum_students_test_scores_test" AS ENUM('IELTS', 'TOEFL', 'PTE', 'Duolingo', 'SAT', 'ACT', 'GRE', 'GMAT', 'Other');
  CREATE TYPE "public"."enum_students_study_level" AS ENUM('foundation', 'diploma', 'undergraduate', 'postgraduate-taught', 'postgraduate-research');
  CREATE TYPE "public"."enum_applications_deadlines_kind" AS ENUM('application', 'offer-conditions', 'deposit', 'visa-appointment', 'other');
  CREATE TYPE "public"."enum_applications_stage_history_stage" AS ENUM('shortlisted', 'preparing', 'submitted', 'conditional-offer', 'unconditional-offer', 'offer-accepted', 'deposit-paid', 'confirmation-of-studies', 'visa-applied', 'visa-granted', 'enrolled', 'rejected', 'withdrawn', 'deferred', 'visa-refused');
  CREATE TYPE "public"."enum_applications_stage_history_from" AS ENUM('shortlisted', 'preparing', 'submitted', 'conditional-offer', 'unconditional-offer', 'offer-accepted', 'deposit-paid', 'confirmation-of-studies', 'visa-applied', 'visa-granted', 'enrolled', 'rejected', 'withdrawn', 'deferred', 'visa-refused');
  CREATE TYPE "public"."enum_applications_level" AS ENUM('foundation', 'diploma', 'undergraduate', 'postgraduate-taught', 'postgraduate-research');
  CREATE TYPE "public"."enum_applications_stage" AS ENUM('shortlisted', 'preparing', 'submitted', 'conditional-offer', 'unconditional-offer', 'offer-accepted', 'deposit-paid', 'confirmation-of-studies', 'visa-applied', 'visa-granted', 'enrolled', 'rejected', 'withdrawn', 'deferred', 'visa-refused');
  CREATE TYPE "public"."enum_applications_tuition_fee_currency" AS ENUM('GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD', 'INR');
  CREATE TYPE "public"."enum_applications_commission_basis" AS ENUM('percent', 'amount');
  CREATE TYPE "public"."enum_applications_commission_currency" AS ENUM('GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD', 'INR');
  CREATE TYPE "public"."enum_applications_commission_status" AS ENUM('not-due', 'invoiced', 'received', 'written-off');
  CREATE TYPE "public"."enum_applications_service_fee_currency" AS ENUM('GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD', 'INR');
  CREATE TYPE "public"."enum_universities_country" AS ENUM('GB', 'US', 'CA', 'AU', 'IE', 'NZ', 'DE');
  CREATE TYPE "public"."enum_guardians_invited_by" AS ENUM('student', 'staff');
  CREATE TYPE "public"."enum_student_messages_sender" AS ENUM('student', 'guardian', 'staff');
  CREATE TYPE "public"."enum_student_audit_log_action" AS ENUM('read', 'create', 'update', 'delete', 'export', 'deletion-requested');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'portal-sign-in';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'portal-invitation';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'application-stage';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'deadline-reminder';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'portal-message';
  CREATE TABLE "students_destinations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_students_destinations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "students_test_scores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"test" "enum_students_test_scores_test" NOT NULL,
  	"score" varchar NOT NULL,
  	"taken_on" timestamp(3) with time zone
  );
  
  CREATE TABLE "students_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "students" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"contact_number" varchar,
  	"date_of_birth" timestamp(3) with time zone,
  	"nationality" varchar,
  	"city" varchar,
  	"intake" varchar,
  	"study_level" "enum_students_study_level",
  	"portal_invited_at" timestamp(3) with time zone,
  	"deletion_requested_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "students_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"enquiries_id" integer,
  	"consultations_id" integer
  );
  
  CREATE TABLE "applications_deadlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_applications_deadlines_kind" NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"met" boolean DEFAULT false,
  	"note" varchar
  );
  
  CREATE TABLE "applications_stage_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" "enum_applications_stage_history_stage",
  	"from" "enum_applications_stage_history_from",
  	"reason" varchar,
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"university_id" integer NOT NULL,
  	"programme" varchar NOT NULL,
  	"level" "enum_applications_level",
  	"intake" varchar NOT NULL,
  	"stage" "enum_applications_stage" DEFAULT 'shortlisted' NOT NULL,
  	"stage_changed_at" timestamp(3) with time zone,
  	"tuition_fee_amount" numeric,
  	"tuition_fee_currency" "enum_applications_tuition_fee_currency" DEFAULT 'GBP',
  	"commission_basis" "enum_applications_commission_basis" DEFAULT 'percent',
  	"commission_percent" numeric,
  	"commission_amount" numeric,
  	"commission_currency" "enum_applications_commission_currency" DEFAULT 'GBP',
  	"commission_expected_amount" numeric,
  	"commission_status" "enum_applications_commission_status" DEFAULT 'not-due',
  	"commission_invoiced_at" timestamp(3) with time zone,
  	"commission_received_at" timestamp(3) with time zone,
  	"commission_received_amount" numeric,
  	"commission_written_off_at" timestamp(3) with time zone,
  	"service_fee_amount" numeric,
  	"service_fee_currency" "enum_applications_service_fee_currency" DEFAULT 'GBP',
  	"service_fee_paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "universities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"country" "enum_universities_country" NOT NULL,
  	"city" varchar,
  	"website" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guardians" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"relationship" varchar,
  	"invited_by" "enum_guardians_invited_by" DEFAULT 'staff',
  	"invited_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "student_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"sender" "enum_student_messages_sender" DEFAULT 'staff' NOT NULL,
  	"staff_author_id" integer,
  	"guardian_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "student_audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_student_audit_log_action" NOT NULL,
  	"student_id" varchar NOT NULL,
  	"student_name" varchar,
  	"user_id" integer,
  	"fields" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_sign_in_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"student_id" integer NOT NULL,
  	"guardian_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"student_id" integer NOT NULL,
  	"guardian_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "students_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "universities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guardians_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "student_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "student_audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_sign_in_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_sessions_id" integer;
  ALTER TABLE "students_destinations" ADD CONSTRAINT "students_destinations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_test_scores" ADD CONSTRAINT "students_test_scores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_notes" ADD CONSTRAINT "students_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "students_notes" ADD CONSTRAINT "students_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_rels" ADD CONSTRAINT "students_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_rels" ADD CONSTRAINT "students_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_rels" ADD CONSTRAINT "students_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_rels" ADD CONSTRAINT "students_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_deadlines" ADD CONSTRAINT "applications_deadlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_stage_history" ADD CONSTRAINT "applications_stage_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_stage_history" ADD CONSTRAINT "applications_stage_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "universities" ADD CONSTRAINT "universities_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_staff_author_id_users_id_fk" FOREIGN KEY ("staff_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_audit_log" ADD CONSTRAINT "student_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_sign_in_links" ADD CONSTRAINT "portal_sign_in_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_sign_in_links" ADD CONSTRAINT "portal_sign_in_links_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "students_destinations_order_idx" ON "students_destinations" USING btree ("order");
  CREATE INDEX "students_destinations_parent_idx" ON "students_destinations" USING btree ("parent_id");
  CREATE INDEX "students_test_scores_order_idx" ON "students_test_scores" USING btree ("_order");
  CREATE INDEX "students_test_scores_parent_id_idx" ON "students_test_scores" USING btree ("_parent_id");
  CREATE INDEX "students_notes_order_idx" ON "students_notes" USING btree ("_order");
  CREATE INDEX "students_notes_parent_id_idx" ON "students_notes" USING btree ("_parent_id");
  CREATE INDEX "students_notes_author_idx" ON "students_notes" USING btree ("author_id");
  CREATE UNIQUE INDEX "students_email_idx" ON "students" USING btree ("email");
  CREATE INDEX "students_intake_idx" ON "students" USING btree ("intake");
  CREATE INDEX "students_updated_at_idx" ON "students" USING btree ("updated_at");
  CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at");
  CREATE INDEX "students_rels_order_idx" ON "students_rels" USING btree ("order");
  CREATE INDEX "students_rels_parent_idx" ON "students_rels" USING btree ("parent_id");
  CREATE INDEX "students_rels_path_idx" ON "students_rels" USING btree ("path");
  CREATE INDEX "students_rels_users_id_idx" ON "students_rels" USING btree ("users_id");
  CREATE INDEX "students_rels_enquiries_id_idx" ON "students_rels" USING btree ("enquiries_id");
  CREATE INDEX "students_rels_consultations_id_idx" ON "students_rels" USING btree ("consultations_id");
  CREATE INDEX "applications_deadlines_order_idx" ON "applications_deadlines" USING btree ("_order");
  CREATE INDEX "applications_deadlines_parent_id_idx" ON "applications_deadlines" USING btree ("_parent_id");
  CREATE INDEX "applications_stage_history_order_idx" ON "applications_stage_history" USING btree ("_order");
  CREATE INDEX "applications_stage_history_parent_id_idx" ON "applications_stage_history" USING btree ("_parent_id");
  CREATE INDEX "applications_stage_history_by_idx" ON "applications_stage_history" USING btree ("by_id");
  CREATE INDEX "applications_student_idx" ON "applications" USING btree ("student_id");
  CREATE INDEX "applications_university_idx" ON "applications" USING btree ("university_id");
  CREATE INDEX "applications_intake_idx" ON "applications" USING btree ("intake");
  CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage");
  CREATE INDEX "applications_stage_changed_at_idx" ON "applications" USING btree ("stage_changed_at");
  CREATE INDEX "applications_commission_commission_status_idx" ON "applications" USING btree ("commission_status");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "universities_name_idx" ON "universities" USING btree ("name");
  CREATE INDEX "universities_country_idx" ON "universities" USING btree ("country");
  CREATE INDEX "universities_logo_idx" ON "universities" USING btree ("logo_id");
  CREATE INDEX "universities_updated_at_idx" ON "universities" USING btree ("updated_at");
  CREATE INDEX "universities_created_at_idx" ON "universities" USING btree ("created_at");
  CREATE INDEX "guardians_student_idx" ON "guardians" USING btree ("student_id");
  CREATE INDEX "guardians_email_idx" ON "guardians" USING btree ("email");
  CREATE INDEX "guardians_updated_at_idx" ON "guardians" USING btree ("updated_at");
  CREATE INDEX "guardians_created_at_idx" ON "guardians" USING btree ("created_at");
  CREATE INDEX "student_messages_student_idx" ON "student_messages" USING btree ("student_id");
  CREATE INDEX "student_messages_staff_author_idx" ON "student_messages" USING btree ("staff_author_id");
  CREATE INDEX "student_messages_guardian_idx" ON "student_messages" USING btree ("guardian_id");
  CREATE INDEX "student_messages_updated_at_idx" ON "student_messages" USING btree ("updated_at");
  CREATE INDEX "student_messages_created_at_idx" ON "student_messages" USING btree ("created_at");
  CREATE INDEX "student_audit_log_action_idx" ON "student_audit_log" USING btree ("action");
  CREATE INDEX "student_audit_log_student_id_idx" ON "student_audit_log" USING btree ("student_id");
  CREATE INDEX "student_audit_log_user_idx" ON "student_audit_log" USING btree ("user_id");
  CREATE INDEX "student_audit_log_updated_at_idx" ON "student_audit_log" USING btree ("updated_at");
  CREATE INDEX "student_audit_log_created_at_idx" ON "student_audit_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "portal_sign_in_links_token_hash_idx" ON "portal_sign_in_links" USING btree ("token_hash");
  CREATE INDEX "portal_sign_in_links_student_idx" ON "portal_sign_in_links" USING btree ("student_id");
  CREATE INDEX "portal_sign_in_links_guardian_idx" ON "portal_sign_in_links" USING btree ("guardian_id");
  CREATE INDEX "portal_sign_in_links_expires_at_idx" ON "portal_sign_in_links" USING btree ("expires_at");
  CREATE INDEX "portal_sign_in_links_updated_at_idx" ON "portal_sign_in_links" USING btree ("updated_at");
  CREATE INDEX "portal_sign_in_links_created_at_idx" ON "portal_sign_in_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "portal_sessions_token_hash_idx" ON "portal_sessions" USING btree ("token_hash");
  CREATE INDEX "portal_sessions_student_idx" ON "portal_sessions" USING btree ("student_id");
  CREATE INDEX "portal_sessions_guardian_idx" ON "portal_sessions" USING btree ("guardian_id");
  CREATE INDEX "portal_sessions_expires_at_idx" ON "portal_sessions" USING btree ("expires_at");
  CREATE INDEX "portal_sessions_updated_at_idx" ON "portal_sessions" USING btree ("updated_at");
  CREATE INDEX "portal_sessions_created_at_idx" ON "portal_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_students_fk" FOREIGN KEY ("students_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_universities_fk" FOREIGN KEY ("universities_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guardians_fk" FOREIGN KEY ("guardians_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_messages_fk" FOREIGN KEY ("student_messages_id") REFERENCES "public"."student_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_audit_log_fk" FOREIGN KEY ("student_audit_log_id") REFERENCES "public"."student_audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_sign_in_links_fk" FOREIGN KEY ("portal_sign_in_links_id") REFERENCES "public"."portal_sign_in_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_sessions_fk" FOREIGN KEY ("portal_sessions_id") REFERENCES "public"."portal_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_students_id_idx" ON "payload_locked_documents_rels" USING btree ("students_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_universities_id_idx" ON "payload_locked_documents_rels" USING btree ("universities_id");
  CREATE INDEX "payload_locked_documents_rels_guardians_id_idx" ON "payload_locked_documents_rels" USING btree ("guardians_id");
  CREATE INDEX "payload_locked_documents_rels_student_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("student_messages_id");
  CREATE INDEX "payload_locked_documents_rels_student_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("student_audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_portal_sign_in_links_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_sign_in_links_id");
  CREATE INDEX "payload_locked_documents_rels_portal_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "students_destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "students_test_scores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "students_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "students" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "students_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_deadlines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_stage_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "universities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guardians" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portal_sign_in_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portal_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "students_destinations" CASCADE;
  DROP TABLE "students_test_scores" CASCADE;
  DROP TABLE "students_notes" CASCADE;
  DROP TABLE "students" CASCADE;
  DROP TABLE "students_rels" CASCADE;
  DROP TABLE "applications_deadlines" CASCADE;
  DROP TABLE "applications_stage_history" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "universities" CASCADE;
  DROP TABLE "guardians" CASCADE;
  DROP TABLE "student_messages" CASCADE;
  DROP TABLE "student_audit_log" CASCADE;
  DROP TABLE "portal_sign_in_links" CASCADE;
  DROP TABLE "portal_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_students_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_universities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_guardians_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_student_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_student_audit_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_sign_in_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_sessions_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation', 'staff-account', 'response-reminder', 'response-overdue', 'booking-confirmation', 'booking-update', 'booking-cancellation', 'booking-reminder');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "payload_locked_documents_rels_students_id_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_universities_id_idx";
  DROP INDEX "payload_locked_documents_rels_guardians_id_idx";
  DROP INDEX "payload_locked_documents_rels_student_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_student_audit_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_portal_sign_in_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_portal_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "students_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "universities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guardians_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "student_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "student_audit_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_sign_in_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_sessions_id";
  DROP TYPE "public"."enum_students_destinations";
  DROP TYPE "public"."enum_students_test_scores_test";
  DROP TYPE "public"."enum_students_study_level";
  DROP TYPE "public"."enum_applications_deadlines_kind";
  DROP TYPE "public"."enum_applications_stage_history_stage";
  DROP TYPE "public"."enum_applications_stage_history_from";
  DROP TYPE "public"."enum_applications_level";
  DROP TYPE "public"."enum_applications_stage";
  DROP TYPE "public"."enum_applications_tuition_fee_currency";
  DROP TYPE "public"."enum_applications_commission_basis";
  DROP TYPE "public"."enum_applications_commission_currency";
  DROP TYPE "public"."enum_applications_commission_status";
  DROP TYPE "public"."enum_applications_service_fee_currency";
  DROP TYPE "public"."enum_universities_country";
  DROP TYPE "public"."enum_guardians_invited_by";
  DROP TYPE "public"."enum_student_messages_sender";
  DROP TYPE "public"."enum_student_audit_log_action";`)
}
