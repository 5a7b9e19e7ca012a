import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "map_latitude" numeric;
  ALTER TABLE "events" ADD COLUMN "map_longitude" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_map_latitude" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_map_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "map_latitude";
  ALTER TABLE "events" DROP COLUMN "map_longitude";
  ALTER TABLE "_events_v" DROP COLUMN "version_map_latitude";
  ALTER TABLE "_events_v" DROP COLUMN "version_map_longitude";`)
}
