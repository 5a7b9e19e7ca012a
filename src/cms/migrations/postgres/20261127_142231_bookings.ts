import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_messages_calendar_method" AS ENUM('REQUEST', 'CANCEL');
  CREATE TYPE "public"."enum_meeting_types_mode" AS ENUM('phone', 'video', 'office');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'cancelled', 'attended', 'no-show');
  CREATE TYPE "public"."enum_users_weekly_hours_day" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_users_exceptions_kind" AS ENUM('unavailable', 'extra');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-confirmation';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-update';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-cancellation';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-reminder';
  CREATE TABLE "meeting_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"duration_minutes" numeric DEFAULT 30 NOT NULL,
  	"mode" "enum_meeting_types_mode" DEFAULT 'video' NOT NULL,
  	"buffer_before_minutes" numeric DEFAULT 0,
  	"buffer_after_minutes" numeric DEFAULT 15,
  	"minimum_notice_minutes" numeric DEFAULT 240 NOT NULL,
  	"horizon_days" numeric DEFAULT 21 NOT NULL,
  	"daily_cap" numeric,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"counsellor_id" integer NOT NULL,
  	"meeting_type_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"contact_number" varchar NOT NULL,
  	"visitor_time_zone" varchar,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"enquiries_id" integer,
  	"consultations_id" integer
  );
  
  CREATE TABLE "booking_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"counsellor" numeric NOT NULL,
  	"cell" varchar NOT NULL,
  	"booking" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_weekly_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_users_weekly_hours_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "users_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_users_exceptions_kind" DEFAULT 'unavailable' NOT NULL,
  	"from" varchar,
  	"until" varchar
  );
  
  ALTER TABLE "outbox_messages" ADD COLUMN "calendar" varchar;
  ALTER TABLE "outbox_messages" ADD COLUMN "calendar_method" "enum_outbox_messages_calendar_method";
  ALTER TABLE "users" ADD COLUMN "time_zone" varchar DEFAULT 'Asia/Kolkata';
  ALTER TABLE "users" ADD COLUMN "video_link" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "meeting_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_holds_id" integer;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meeting_type_id_meeting_types_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."meeting_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_rels" ADD CONSTRAINT "bookings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_rels" ADD CONSTRAINT "bookings_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_rels" ADD CONSTRAINT "bookings_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_weekly_hours" ADD CONSTRAINT "users_weekly_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_exceptions" ADD CONSTRAINT "users_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "meeting_types_slug_idx" ON "meeting_types" USING btree ("slug");
  CREATE INDEX "meeting_types_updated_at_idx" ON "meeting_types" USING btree ("updated_at");
  CREATE INDEX "meeting_types_created_at_idx" ON "meeting_types" USING btree ("created_at");
  CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_counsellor_idx" ON "bookings" USING btree ("counsellor_id");
  CREATE INDEX "bookings_meeting_type_idx" ON "bookings" USING btree ("meeting_type_id");
  CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "bookings_rels_order_idx" ON "bookings_rels" USING btree ("order");
  CREATE INDEX "bookings_rels_parent_idx" ON "bookings_rels" USING btree ("parent_id");
  CREATE INDEX "bookings_rels_path_idx" ON "bookings_rels" USING btree ("path");
  CREATE INDEX "bookings_rels_enquiries_id_idx" ON "bookings_rels" USING btree ("enquiries_id");
  CREATE INDEX "bookings_rels_consultations_id_idx" ON "bookings_rels" USING btree ("consultations_id");
  CREATE INDEX "booking_holds_booking_idx" ON "booking_holds" USING btree ("booking");
  CREATE INDEX "booking_holds_updated_at_idx" ON "booking_holds" USING btree ("updated_at");
  CREATE INDEX "booking_holds_created_at_idx" ON "booking_holds" USING btree ("created_at");
  CREATE UNIQUE INDEX "counsellor_cell_idx" ON "booking_holds" USING btree ("counsellor","cell");
  CREATE INDEX "users_weekly_hours_order_idx" ON "users_weekly_hours" USING btree ("_order");
  CREATE INDEX "users_weekly_hours_parent_id_idx" ON "users_weekly_hours" USING btree ("_parent_id");
  CREATE INDEX "users_exceptions_order_idx" ON "users_exceptions" USING btree ("_order");
  CREATE INDEX "users_exceptions_parent_id_idx" ON "users_exceptions" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meeting_types_fk" FOREIGN KEY ("meeting_types_id") REFERENCES "public"."meeting_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_holds_fk" FOREIGN KEY ("booking_holds_id") REFERENCES "public"."booking_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_meeting_types_id_idx" ON "payload_locked_documents_rels" USING btree ("meeting_types_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_booking_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_holds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "meeting_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_holds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_weekly_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_exceptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "meeting_types" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "bookings_rels" CASCADE;
  DROP TABLE "booking_holds" CASCADE;
  DROP TABLE "users_weekly_hours" CASCADE;
  DROP TABLE "users_exceptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_meeting_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_holds_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-notification', 'acknowledgement', 'newsletter-confirmation', 'staff-account', 'response-reminder', 'response-overdue');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "payload_locked_documents_rels_meeting_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_holds_id_idx";
  ALTER TABLE "outbox_messages" DROP COLUMN "calendar";
  ALTER TABLE "outbox_messages" DROP COLUMN "calendar_method";
  ALTER TABLE "users" DROP COLUMN "time_zone";
  ALTER TABLE "users" DROP COLUMN "video_link";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "meeting_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_holds_id";
  DROP TYPE "public"."enum_outbox_messages_calendar_method";
  DROP TYPE "public"."enum_meeting_types_mode";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_users_weekly_hours_day";
  DROP TYPE "public"."enum_users_exceptions_kind";`)
}
