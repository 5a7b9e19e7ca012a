import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_categories" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "team_members" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "testimonials" ALTER COLUMN "order" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_categories" ALTER COLUMN "order" SET DEFAULT 0;
  ALTER TABLE "team_members" ALTER COLUMN "order" SET DEFAULT 0;
  ALTER TABLE "testimonials" ALTER COLUMN "order" SET DEFAULT 0;`)
}
