import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "intake_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" jsonb NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "intake_queue_id" integer;
  CREATE INDEX "intake_queue_claimed_at_idx" ON "intake_queue" USING btree ("claimed_at");
  CREATE INDEX "intake_queue_updated_at_idx" ON "intake_queue" USING btree ("updated_at");
  CREATE INDEX "intake_queue_created_at_idx" ON "intake_queue" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_intake_queue_fk" FOREIGN KEY ("intake_queue_id") REFERENCES "public"."intake_queue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_intake_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("intake_queue_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "intake_queue" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "intake_queue" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_intake_queue_fk";
  
  DROP INDEX "payload_locked_documents_rels_intake_queue_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "intake_queue_id";`)
}
