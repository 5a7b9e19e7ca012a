import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_working_hours_day" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_site_settings_lead_assignment" AS ENUM('rotation', 'manual');
  CREATE TYPE "public"."enum_site_settings_on_deadline" AS ENUM('tell-admins', 'tell-admins-and-reassign');
  CREATE TABLE "enquiries_assignment_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"assignee_id" integer,
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultations_assignment_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"assignee_id" integer,
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_leave" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"until" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "site_settings_working_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_site_settings_working_hours_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "response_due_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "response_minutes" numeric;
  ALTER TABLE "consultations" ADD COLUMN "response_due_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "response_minutes" numeric;
  ALTER TABLE "users" ADD COLUMN "takes_new_leads" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "lead_share" numeric DEFAULT 1;
  ALTER TABLE "users" ADD COLUMN "rotation_pass" numeric DEFAULT 0;
  ALTER TABLE "site_settings" ADD COLUMN "office_time_zone" varchar DEFAULT 'Asia/Kolkata' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_target_minutes" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "lead_assignment" "enum_site_settings_lead_assignment" DEFAULT 'rotation' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "on_deadline" "enum_site_settings_on_deadline" DEFAULT 'tell-admins' NOT NULL;
  ALTER TABLE "enquiries_assignment_history" ADD CONSTRAINT "enquiries_assignment_history_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_assignment_history" ADD CONSTRAINT "enquiries_assignment_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_assignment_history" ADD CONSTRAINT "enquiries_assignment_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations_assignment_history" ADD CONSTRAINT "consultations_assignment_history_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations_assignment_history" ADD CONSTRAINT "consultations_assignment_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations_assignment_history" ADD CONSTRAINT "consultations_assignment_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_leave" ADD CONSTRAINT "users_leave_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_working_hours" ADD CONSTRAINT "site_settings_working_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_assignment_history_order_idx" ON "enquiries_assignment_history" USING btree ("_order");
  CREATE INDEX "enquiries_assignment_history_parent_id_idx" ON "enquiries_assignment_history" USING btree ("_parent_id");
  CREATE INDEX "enquiries_assignment_history_assignee_idx" ON "enquiries_assignment_history" USING btree ("assignee_id");
  CREATE INDEX "enquiries_assignment_history_by_idx" ON "enquiries_assignment_history" USING btree ("by_id");
  CREATE INDEX "consultations_assignment_history_order_idx" ON "consultations_assignment_history" USING btree ("_order");
  CREATE INDEX "consultations_assignment_history_parent_id_idx" ON "consultations_assignment_history" USING btree ("_parent_id");
  CREATE INDEX "consultations_assignment_history_assignee_idx" ON "consultations_assignment_history" USING btree ("assignee_id");
  CREATE INDEX "consultations_assignment_history_by_idx" ON "consultations_assignment_history" USING btree ("by_id");
  CREATE INDEX "users_leave_order_idx" ON "users_leave" USING btree ("_order");
  CREATE INDEX "users_leave_parent_id_idx" ON "users_leave" USING btree ("_parent_id");
  CREATE INDEX "site_settings_working_hours_order_idx" ON "site_settings_working_hours" USING btree ("_order");
  CREATE INDEX "site_settings_working_hours_parent_id_idx" ON "site_settings_working_hours" USING btree ("_parent_id");
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");
  CREATE INDEX "enquiries_response_due_at_idx" ON "enquiries" USING btree ("response_due_at");
  CREATE INDEX "consultations_response_due_at_idx" ON "consultations" USING btree ("response_due_at");`)
  // Written by hand: settings saved before this migration get the demo office's week (the field's default), so their
  // response clocks run at once rather than never.
  await db.execute(sql`INSERT INTO "site_settings_working_hours" ("_order", "_parent_id", "id", "day", "opens", "closes")
    SELECT w.o, s."id", substr(md5(random()::text), 1, 24), w.d::"enum_site_settings_working_hours_day", w.a, w.b
    FROM "site_settings" s, (SELECT 1 AS o, 'mon' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 2 AS o, 'tue' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 3 AS o, 'wed' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 4 AS o, 'thu' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 5 AS o, 'fri' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 6 AS o, 'sat' AS d, '10:00' AS a, '14:00' AS b) w;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_assignment_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations_assignment_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_leave" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_working_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_holidays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_assignment_history" CASCADE;
  DROP TABLE "consultations_assignment_history" CASCADE;
  DROP TABLE "users_leave" CASCADE;
  DROP TABLE "site_settings_working_hours" CASCADE;
  DROP TABLE "site_settings_holidays" CASCADE;
  DROP INDEX "enquiries_response_due_at_idx";
  DROP INDEX "consultations_response_due_at_idx";
  ALTER TABLE "enquiries" DROP COLUMN "response_due_at";
  ALTER TABLE "enquiries" DROP COLUMN "first_response_at";
  ALTER TABLE "enquiries" DROP COLUMN "response_minutes";
  ALTER TABLE "consultations" DROP COLUMN "response_due_at";
  ALTER TABLE "consultations" DROP COLUMN "first_response_at";
  ALTER TABLE "consultations" DROP COLUMN "response_minutes";
  ALTER TABLE "users" DROP COLUMN "takes_new_leads";
  ALTER TABLE "users" DROP COLUMN "lead_share";
  ALTER TABLE "users" DROP COLUMN "rotation_pass";
  ALTER TABLE "site_settings" DROP COLUMN "office_time_zone";
  ALTER TABLE "site_settings" DROP COLUMN "response_target_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "lead_assignment";
  ALTER TABLE "site_settings" DROP COLUMN "on_deadline";
  DROP TYPE "public"."enum_site_settings_working_hours_day";
  DROP TYPE "public"."enum_site_settings_lead_assignment";
  DROP TYPE "public"."enum_site_settings_on_deadline";`)
}
