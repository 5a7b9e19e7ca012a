import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_figure_tone" AS ENUM('plain', 'tint');
  CREATE TYPE "public"."enum__pages_v_blocks_figure_tone" AS ENUM('plain', 'tint');
  CREATE TABLE "pages_blocks_figure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"tone" "enum_pages_blocks_figure_tone",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_home_banner_reassurance" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_home_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"lead" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_announcements_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hiring_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hiring_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"body" varchar,
  	"hiring_badge" varchar,
  	"hiring_role" varchar,
  	"hiring_cta" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_university_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_core_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_destinations_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_success_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trending_blogs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_consultation_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_consultation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_office_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_terms_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_policy_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_policy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"tone" "enum__pages_v_blocks_figure_tone",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_banner_reassurance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"lead" varchar,
  	"image_alt" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_announcements_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hiring_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hiring_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"body" varchar,
  	"hiring_badge" varchar,
  	"hiring_role" varchar,
  	"hiring_cta" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_university_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_alt" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_core_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_destinations_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_success_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trending_blogs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consultation_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consultation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_office_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_terms_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_policy_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_policy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "seed_state" ADD COLUMN "site_pages_round" numeric;
  ALTER TABLE "pages_blocks_figure" ADD CONSTRAINT "pages_blocks_figure_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure" ADD CONSTRAINT "pages_blocks_figure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_banner_reassurance" ADD CONSTRAINT "pages_blocks_home_banner_reassurance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_banner" ADD CONSTRAINT "pages_blocks_home_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_announcements_strip" ADD CONSTRAINT "pages_blocks_announcements_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hiring_hero_points" ADD CONSTRAINT "pages_blocks_hiring_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hiring_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hiring_hero" ADD CONSTRAINT "pages_blocks_hiring_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_university_logos" ADD CONSTRAINT "pages_blocks_university_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_figures" ADD CONSTRAINT "pages_blocks_story_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story" ADD CONSTRAINT "pages_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_core_services" ADD CONSTRAINT "pages_blocks_core_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works_steps" ADD CONSTRAINT "pages_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works" ADD CONSTRAINT "pages_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_destinations_items" ADD CONSTRAINT "pages_blocks_destinations_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_destinations" ADD CONSTRAINT "pages_blocks_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_success_stories" ADD CONSTRAINT "pages_blocks_success_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trending_blogs" ADD CONSTRAINT "pages_blocks_trending_blogs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation_points" ADD CONSTRAINT "pages_blocks_consultation_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation" ADD CONSTRAINT "pages_blocks_consultation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details" ADD CONSTRAINT "pages_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_office_map" ADD CONSTRAINT "pages_blocks_office_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_terms_statements" ADD CONSTRAINT "pages_blocks_terms_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_terms" ADD CONSTRAINT "pages_blocks_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy_sections_points" ADD CONSTRAINT "pages_blocks_policy_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy_sections" ADD CONSTRAINT "pages_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy" ADD CONSTRAINT "pages_blocks_policy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure" ADD CONSTRAINT "_pages_v_blocks_figure_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure" ADD CONSTRAINT "_pages_v_blocks_figure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_banner_reassurance" ADD CONSTRAINT "_pages_v_blocks_home_banner_reassurance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_banner" ADD CONSTRAINT "_pages_v_blocks_home_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_announcements_strip" ADD CONSTRAINT "_pages_v_blocks_announcements_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hiring_hero_points" ADD CONSTRAINT "_pages_v_blocks_hiring_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hiring_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hiring_hero" ADD CONSTRAINT "_pages_v_blocks_hiring_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_university_logos" ADD CONSTRAINT "_pages_v_blocks_university_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_figures" ADD CONSTRAINT "_pages_v_blocks_story_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story" ADD CONSTRAINT "_pages_v_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_core_services" ADD CONSTRAINT "_pages_v_blocks_core_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works_steps" ADD CONSTRAINT "_pages_v_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works" ADD CONSTRAINT "_pages_v_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_destinations_items" ADD CONSTRAINT "_pages_v_blocks_destinations_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_destinations" ADD CONSTRAINT "_pages_v_blocks_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_success_stories" ADD CONSTRAINT "_pages_v_blocks_success_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trending_blogs" ADD CONSTRAINT "_pages_v_blocks_trending_blogs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation_points" ADD CONSTRAINT "_pages_v_blocks_consultation_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation" ADD CONSTRAINT "_pages_v_blocks_consultation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD CONSTRAINT "_pages_v_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_office_map" ADD CONSTRAINT "_pages_v_blocks_office_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_terms_statements" ADD CONSTRAINT "_pages_v_blocks_terms_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_terms" ADD CONSTRAINT "_pages_v_blocks_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy_sections_points" ADD CONSTRAINT "_pages_v_blocks_policy_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy_sections" ADD CONSTRAINT "_pages_v_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy" ADD CONSTRAINT "_pages_v_blocks_policy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_figure_order_idx" ON "pages_blocks_figure" USING btree ("_order");
  CREATE INDEX "pages_blocks_figure_parent_id_idx" ON "pages_blocks_figure" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figure_path_idx" ON "pages_blocks_figure" USING btree ("_path");
  CREATE INDEX "pages_blocks_figure_image_idx" ON "pages_blocks_figure" USING btree ("image_id");
  CREATE INDEX "pages_blocks_home_banner_reassurance_order_idx" ON "pages_blocks_home_banner_reassurance" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_banner_reassurance_parent_id_idx" ON "pages_blocks_home_banner_reassurance" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_banner_order_idx" ON "pages_blocks_home_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_banner_parent_id_idx" ON "pages_blocks_home_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_banner_path_idx" ON "pages_blocks_home_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_announcements_strip_order_idx" ON "pages_blocks_announcements_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_announcements_strip_parent_id_idx" ON "pages_blocks_announcements_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_announcements_strip_path_idx" ON "pages_blocks_announcements_strip" USING btree ("_path");
  CREATE INDEX "pages_blocks_hiring_hero_points_order_idx" ON "pages_blocks_hiring_hero_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_hiring_hero_points_parent_id_idx" ON "pages_blocks_hiring_hero_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hiring_hero_order_idx" ON "pages_blocks_hiring_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hiring_hero_parent_id_idx" ON "pages_blocks_hiring_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hiring_hero_path_idx" ON "pages_blocks_hiring_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_university_logos_order_idx" ON "pages_blocks_university_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_university_logos_parent_id_idx" ON "pages_blocks_university_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_university_logos_path_idx" ON "pages_blocks_university_logos" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_figures_order_idx" ON "pages_blocks_story_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_figures_parent_id_idx" ON "pages_blocks_story_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_order_idx" ON "pages_blocks_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_parent_id_idx" ON "pages_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_path_idx" ON "pages_blocks_story" USING btree ("_path");
  CREATE INDEX "pages_blocks_core_services_order_idx" ON "pages_blocks_core_services" USING btree ("_order");
  CREATE INDEX "pages_blocks_core_services_parent_id_idx" ON "pages_blocks_core_services" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_core_services_path_idx" ON "pages_blocks_core_services" USING btree ("_path");
  CREATE INDEX "pages_blocks_how_it_works_steps_order_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_steps_parent_id_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_order_idx" ON "pages_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_parent_id_idx" ON "pages_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_path_idx" ON "pages_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "pages_blocks_destinations_items_order_idx" ON "pages_blocks_destinations_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_destinations_items_parent_id_idx" ON "pages_blocks_destinations_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_destinations_order_idx" ON "pages_blocks_destinations" USING btree ("_order");
  CREATE INDEX "pages_blocks_destinations_parent_id_idx" ON "pages_blocks_destinations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_destinations_path_idx" ON "pages_blocks_destinations" USING btree ("_path");
  CREATE INDEX "pages_blocks_success_stories_order_idx" ON "pages_blocks_success_stories" USING btree ("_order");
  CREATE INDEX "pages_blocks_success_stories_parent_id_idx" ON "pages_blocks_success_stories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_success_stories_path_idx" ON "pages_blocks_success_stories" USING btree ("_path");
  CREATE INDEX "pages_blocks_trending_blogs_order_idx" ON "pages_blocks_trending_blogs" USING btree ("_order");
  CREATE INDEX "pages_blocks_trending_blogs_parent_id_idx" ON "pages_blocks_trending_blogs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trending_blogs_path_idx" ON "pages_blocks_trending_blogs" USING btree ("_path");
  CREATE INDEX "pages_blocks_consultation_points_order_idx" ON "pages_blocks_consultation_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_consultation_points_parent_id_idx" ON "pages_blocks_consultation_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consultation_order_idx" ON "pages_blocks_consultation" USING btree ("_order");
  CREATE INDEX "pages_blocks_consultation_parent_id_idx" ON "pages_blocks_consultation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consultation_path_idx" ON "pages_blocks_consultation" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_details_order_idx" ON "pages_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_details_parent_id_idx" ON "pages_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_details_path_idx" ON "pages_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_office_map_order_idx" ON "pages_blocks_office_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_office_map_parent_id_idx" ON "pages_blocks_office_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_office_map_path_idx" ON "pages_blocks_office_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_terms_statements_order_idx" ON "pages_blocks_terms_statements" USING btree ("_order");
  CREATE INDEX "pages_blocks_terms_statements_parent_id_idx" ON "pages_blocks_terms_statements" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_terms_order_idx" ON "pages_blocks_terms" USING btree ("_order");
  CREATE INDEX "pages_blocks_terms_parent_id_idx" ON "pages_blocks_terms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_terms_path_idx" ON "pages_blocks_terms" USING btree ("_path");
  CREATE INDEX "pages_blocks_policy_sections_points_order_idx" ON "pages_blocks_policy_sections_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_policy_sections_points_parent_id_idx" ON "pages_blocks_policy_sections_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_policy_sections_order_idx" ON "pages_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_policy_sections_parent_id_idx" ON "pages_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_policy_order_idx" ON "pages_blocks_policy" USING btree ("_order");
  CREATE INDEX "pages_blocks_policy_parent_id_idx" ON "pages_blocks_policy" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_policy_path_idx" ON "pages_blocks_policy" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figure_order_idx" ON "_pages_v_blocks_figure" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figure_parent_id_idx" ON "_pages_v_blocks_figure" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_path_idx" ON "_pages_v_blocks_figure" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figure_image_idx" ON "_pages_v_blocks_figure" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_home_banner_reassurance_order_idx" ON "_pages_v_blocks_home_banner_reassurance" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_banner_reassurance_parent_id_idx" ON "_pages_v_blocks_home_banner_reassurance" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_banner_order_idx" ON "_pages_v_blocks_home_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_banner_parent_id_idx" ON "_pages_v_blocks_home_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_banner_path_idx" ON "_pages_v_blocks_home_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_announcements_strip_order_idx" ON "_pages_v_blocks_announcements_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_announcements_strip_parent_id_idx" ON "_pages_v_blocks_announcements_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_announcements_strip_path_idx" ON "_pages_v_blocks_announcements_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hiring_hero_points_order_idx" ON "_pages_v_blocks_hiring_hero_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hiring_hero_points_parent_id_idx" ON "_pages_v_blocks_hiring_hero_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hiring_hero_order_idx" ON "_pages_v_blocks_hiring_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hiring_hero_parent_id_idx" ON "_pages_v_blocks_hiring_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hiring_hero_path_idx" ON "_pages_v_blocks_hiring_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_university_logos_order_idx" ON "_pages_v_blocks_university_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_university_logos_parent_id_idx" ON "_pages_v_blocks_university_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_university_logos_path_idx" ON "_pages_v_blocks_university_logos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_figures_order_idx" ON "_pages_v_blocks_story_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_figures_parent_id_idx" ON "_pages_v_blocks_story_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_order_idx" ON "_pages_v_blocks_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_parent_id_idx" ON "_pages_v_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_path_idx" ON "_pages_v_blocks_story" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_core_services_order_idx" ON "_pages_v_blocks_core_services" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_core_services_parent_id_idx" ON "_pages_v_blocks_core_services" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_core_services_path_idx" ON "_pages_v_blocks_core_services" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_order_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_parent_id_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_order_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_parent_id_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_path_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_destinations_items_order_idx" ON "_pages_v_blocks_destinations_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_destinations_items_parent_id_idx" ON "_pages_v_blocks_destinations_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_destinations_order_idx" ON "_pages_v_blocks_destinations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_destinations_parent_id_idx" ON "_pages_v_blocks_destinations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_destinations_path_idx" ON "_pages_v_blocks_destinations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_success_stories_order_idx" ON "_pages_v_blocks_success_stories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_success_stories_parent_id_idx" ON "_pages_v_blocks_success_stories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_success_stories_path_idx" ON "_pages_v_blocks_success_stories" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trending_blogs_order_idx" ON "_pages_v_blocks_trending_blogs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trending_blogs_parent_id_idx" ON "_pages_v_blocks_trending_blogs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trending_blogs_path_idx" ON "_pages_v_blocks_trending_blogs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consultation_points_order_idx" ON "_pages_v_blocks_consultation_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consultation_points_parent_id_idx" ON "_pages_v_blocks_consultation_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consultation_order_idx" ON "_pages_v_blocks_consultation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consultation_parent_id_idx" ON "_pages_v_blocks_consultation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consultation_path_idx" ON "_pages_v_blocks_consultation" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_details_order_idx" ON "_pages_v_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_details_parent_id_idx" ON "_pages_v_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_path_idx" ON "_pages_v_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_office_map_order_idx" ON "_pages_v_blocks_office_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_office_map_parent_id_idx" ON "_pages_v_blocks_office_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_office_map_path_idx" ON "_pages_v_blocks_office_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_terms_statements_order_idx" ON "_pages_v_blocks_terms_statements" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_terms_statements_parent_id_idx" ON "_pages_v_blocks_terms_statements" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_terms_order_idx" ON "_pages_v_blocks_terms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_terms_parent_id_idx" ON "_pages_v_blocks_terms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_terms_path_idx" ON "_pages_v_blocks_terms" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_policy_sections_points_order_idx" ON "_pages_v_blocks_policy_sections_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_policy_sections_points_parent_id_idx" ON "_pages_v_blocks_policy_sections_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_sections_order_idx" ON "_pages_v_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_policy_sections_parent_id_idx" ON "_pages_v_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_order_idx" ON "_pages_v_blocks_policy" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_policy_parent_id_idx" ON "_pages_v_blocks_policy" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_path_idx" ON "_pages_v_blocks_policy" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_figure" CASCADE;
  DROP TABLE "pages_blocks_home_banner_reassurance" CASCADE;
  DROP TABLE "pages_blocks_home_banner" CASCADE;
  DROP TABLE "pages_blocks_announcements_strip" CASCADE;
  DROP TABLE "pages_blocks_hiring_hero_points" CASCADE;
  DROP TABLE "pages_blocks_hiring_hero" CASCADE;
  DROP TABLE "pages_blocks_university_logos" CASCADE;
  DROP TABLE "pages_blocks_story_figures" CASCADE;
  DROP TABLE "pages_blocks_story" CASCADE;
  DROP TABLE "pages_blocks_core_services" CASCADE;
  DROP TABLE "pages_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "pages_blocks_how_it_works" CASCADE;
  DROP TABLE "pages_blocks_destinations_items" CASCADE;
  DROP TABLE "pages_blocks_destinations" CASCADE;
  DROP TABLE "pages_blocks_success_stories" CASCADE;
  DROP TABLE "pages_blocks_trending_blogs" CASCADE;
  DROP TABLE "pages_blocks_consultation_points" CASCADE;
  DROP TABLE "pages_blocks_consultation" CASCADE;
  DROP TABLE "pages_blocks_contact_details" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_office_map" CASCADE;
  DROP TABLE "pages_blocks_terms_statements" CASCADE;
  DROP TABLE "pages_blocks_terms" CASCADE;
  DROP TABLE "pages_blocks_policy_sections_points" CASCADE;
  DROP TABLE "pages_blocks_policy_sections" CASCADE;
  DROP TABLE "pages_blocks_policy" CASCADE;
  DROP TABLE "_pages_v_blocks_figure" CASCADE;
  DROP TABLE "_pages_v_blocks_home_banner_reassurance" CASCADE;
  DROP TABLE "_pages_v_blocks_home_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_announcements_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_hiring_hero_points" CASCADE;
  DROP TABLE "_pages_v_blocks_hiring_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_university_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_story_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_story" CASCADE;
  DROP TABLE "_pages_v_blocks_core_services" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works" CASCADE;
  DROP TABLE "_pages_v_blocks_destinations_items" CASCADE;
  DROP TABLE "_pages_v_blocks_destinations" CASCADE;
  DROP TABLE "_pages_v_blocks_success_stories" CASCADE;
  DROP TABLE "_pages_v_blocks_trending_blogs" CASCADE;
  DROP TABLE "_pages_v_blocks_consultation_points" CASCADE;
  DROP TABLE "_pages_v_blocks_consultation" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_office_map" CASCADE;
  DROP TABLE "_pages_v_blocks_terms_statements" CASCADE;
  DROP TABLE "_pages_v_blocks_terms" CASCADE;
  DROP TABLE "_pages_v_blocks_policy_sections_points" CASCADE;
  DROP TABLE "_pages_v_blocks_policy_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_policy" CASCADE;
  ALTER TABLE "seed_state" DROP COLUMN "site_pages_round";
  DROP TYPE "public"."enum_pages_blocks_figure_tone";
  DROP TYPE "public"."enum__pages_v_blocks_figure_tone";`)
}
