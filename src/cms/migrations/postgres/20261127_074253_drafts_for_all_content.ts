import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__announcements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_university_logos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__university_logos_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_team_members_v_version_qualifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"qualification" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_image_id" integer,
  	"version_linked_url" varchar,
  	"version_order" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_short_tagline" varchar,
  	"version_image_id" integer,
  	"version_video_url" varchar,
  	"version_message" varchar,
  	"version_success_story" boolean DEFAULT false,
  	"version_order" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_announcements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__announcements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_university_logos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__university_logos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "team_members_qualifications" ALTER COLUMN "qualification" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "designation" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "short_tagline" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "university_logos" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "university_logos" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "announcements" ADD COLUMN "_status" "enum_announcements_status" DEFAULT 'draft';
  ALTER TABLE "university_logos" ADD COLUMN "_status" "enum_university_logos_status" DEFAULT 'draft';
  -- Every existing row was live before drafts existed (decision 0123).
  UPDATE "team_members" SET "_status" = 'published';
  UPDATE "testimonials" SET "_status" = 'published';
  UPDATE "announcements" SET "_status" = 'published';
  UPDATE "university_logos" SET "_status" = 'published';
  -- Each existing item gets its first version, as a save would make: the admin lists a collection with drafts from
  -- its versions.
  INSERT INTO "_team_members_v" ("parent_id", "version_name", "version_designation", "version_image_id", "version_linked_url", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "name", "designation", "image_id", "linked_url", "order", "updated_at", "created_at", 'published', "updated_at", "updated_at", true FROM "team_members";
  INSERT INTO "_testimonials_v" ("parent_id", "version_name", "version_short_tagline", "version_image_id", "version_video_url", "version_message", "version_success_story", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "name", "short_tagline", "image_id", "video_url", "message", "success_story", "order", "updated_at", "created_at", 'published', "updated_at", "updated_at", true FROM "testimonials";
  INSERT INTO "_announcements_v" ("parent_id", "version_title", "version_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "title", "date", "updated_at", "created_at", 'published', "updated_at", "updated_at", true FROM "announcements";
  INSERT INTO "_university_logos_v" ("parent_id", "version_name", "version_logo_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "name", "logo_id", "updated_at", "created_at", 'published', "updated_at", "updated_at", true FROM "university_logos";
  INSERT INTO "_team_members_v_version_qualifications" ("_order", "_parent_id", "qualification", "_uuid") SELECT q."_order", v."id", q."qualification", q."id" FROM "team_members_qualifications" q JOIN "_team_members_v" v ON v."parent_id" = q."_parent_id";
  ALTER TABLE "_team_members_v_version_qualifications" ADD CONSTRAINT "_team_members_v_version_qualifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_parent_id_announcements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_university_logos_v" ADD CONSTRAINT "_university_logos_v_parent_id_university_logos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."university_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_university_logos_v" ADD CONSTRAINT "_university_logos_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_team_members_v_version_qualifications_order_idx" ON "_team_members_v_version_qualifications" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_qualifications_parent_id_idx" ON "_team_members_v_version_qualifications" USING btree ("_parent_id");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_image_idx" ON "_team_members_v" USING btree ("version_image_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_success_story_idx" ON "_testimonials_v" USING btree ("version_success_story");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_announcements_v_parent_idx" ON "_announcements_v" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_version_version_date_idx" ON "_announcements_v" USING btree ("version_date");
  CREATE INDEX "_announcements_v_version_version_updated_at_idx" ON "_announcements_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcements_v_version_version_created_at_idx" ON "_announcements_v" USING btree ("version_created_at");
  CREATE INDEX "_announcements_v_version_version__status_idx" ON "_announcements_v" USING btree ("version__status");
  CREATE INDEX "_announcements_v_created_at_idx" ON "_announcements_v" USING btree ("created_at");
  CREATE INDEX "_announcements_v_updated_at_idx" ON "_announcements_v" USING btree ("updated_at");
  CREATE INDEX "_announcements_v_latest_idx" ON "_announcements_v" USING btree ("latest");
  CREATE INDEX "_university_logos_v_parent_idx" ON "_university_logos_v" USING btree ("parent_id");
  CREATE INDEX "_university_logos_v_version_version_logo_idx" ON "_university_logos_v" USING btree ("version_logo_id");
  CREATE INDEX "_university_logos_v_version_version_updated_at_idx" ON "_university_logos_v" USING btree ("version_updated_at");
  CREATE INDEX "_university_logos_v_version_version_created_at_idx" ON "_university_logos_v" USING btree ("version_created_at");
  CREATE INDEX "_university_logos_v_version_version__status_idx" ON "_university_logos_v" USING btree ("version__status");
  CREATE INDEX "_university_logos_v_created_at_idx" ON "_university_logos_v" USING btree ("created_at");
  CREATE INDEX "_university_logos_v_updated_at_idx" ON "_university_logos_v" USING btree ("updated_at");
  CREATE INDEX "_university_logos_v_latest_idx" ON "_university_logos_v" USING btree ("latest");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "announcements__status_idx" ON "announcements" USING btree ("_status");
  CREATE INDEX "university_logos__status_idx" ON "university_logos" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_team_members_v_version_qualifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_university_logos_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_team_members_v_version_qualifications" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_announcements_v" CASCADE;
  DROP TABLE "_university_logos_v" CASCADE;
  DROP INDEX "team_members__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "announcements__status_idx";
  DROP INDEX "university_logos__status_idx";
  ALTER TABLE "team_members_qualifications" ALTER COLUMN "qualification" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "designation" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "short_tagline" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "announcements" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "university_logos" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "university_logos" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "announcements" DROP COLUMN "_status";
  ALTER TABLE "university_logos" DROP COLUMN "_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_announcements_status";
  DROP TYPE "public"."enum__announcements_v_version_status";
  DROP TYPE "public"."enum_university_logos_status";
  DROP TYPE "public"."enum__university_logos_v_version_status";`)
}
