import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_contact_log_channel" AS ENUM('call', 'whatsapp', 'email');
  CREATE TYPE "public"."enum_consultations_contact_log_channel" AS ENUM('call', 'whatsapp', 'email');
  CREATE TABLE "enquiries_contact_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_enquiries_contact_log_channel",
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultations_contact_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_consultations_contact_log_channel",
  	"by_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  ALTER TABLE "enquiries_contact_log" ADD CONSTRAINT "enquiries_contact_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_contact_log" ADD CONSTRAINT "enquiries_contact_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations_contact_log" ADD CONSTRAINT "consultations_contact_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations_contact_log" ADD CONSTRAINT "consultations_contact_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_contact_log_order_idx" ON "enquiries_contact_log" USING btree ("_order");
  CREATE INDEX "enquiries_contact_log_parent_id_idx" ON "enquiries_contact_log" USING btree ("_parent_id");
  CREATE INDEX "enquiries_contact_log_by_idx" ON "enquiries_contact_log" USING btree ("by_id");
  CREATE INDEX "consultations_contact_log_order_idx" ON "consultations_contact_log" USING btree ("_order");
  CREATE INDEX "consultations_contact_log_parent_id_idx" ON "consultations_contact_log" USING btree ("_parent_id");
  CREATE INDEX "consultations_contact_log_by_idx" ON "consultations_contact_log" USING btree ("by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "enquiries_contact_log" CASCADE;
  DROP TABLE "consultations_contact_log" CASCADE;
  DROP TYPE "public"."enum_enquiries_contact_log_channel";
  DROP TYPE "public"."enum_consultations_contact_log_channel";`)
}
