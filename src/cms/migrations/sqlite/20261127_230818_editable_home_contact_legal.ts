import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_figure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`tone\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_order_idx\` ON \`pages_blocks_figure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_parent_id_idx\` ON \`pages_blocks_figure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_path_idx\` ON \`pages_blocks_figure\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_image_idx\` ON \`pages_blocks_figure\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_banner_reassurance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_banner_reassurance_order_idx\` ON \`pages_blocks_home_banner_reassurance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_banner_reassurance_parent_id_idx\` ON \`pages_blocks_home_banner_reassurance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`lead\` text,
  	\`image_alt\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_banner_order_idx\` ON \`pages_blocks_home_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_banner_parent_id_idx\` ON \`pages_blocks_home_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_banner_path_idx\` ON \`pages_blocks_home_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_announcements_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_strip_order_idx\` ON \`pages_blocks_announcements_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_strip_parent_id_idx\` ON \`pages_blocks_announcements_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_announcements_strip_path_idx\` ON \`pages_blocks_announcements_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hiring_hero_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hiring_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hiring_hero_points_order_idx\` ON \`pages_blocks_hiring_hero_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hiring_hero_points_parent_id_idx\` ON \`pages_blocks_hiring_hero_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hiring_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`body\` text,
  	\`hiring_badge\` text,
  	\`hiring_role\` text,
  	\`hiring_cta\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hiring_hero_order_idx\` ON \`pages_blocks_hiring_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hiring_hero_parent_id_idx\` ON \`pages_blocks_hiring_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hiring_hero_path_idx\` ON \`pages_blocks_hiring_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_university_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_university_logos_order_idx\` ON \`pages_blocks_university_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_university_logos_parent_id_idx\` ON \`pages_blocks_university_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_university_logos_path_idx\` ON \`pages_blocks_university_logos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_figures_order_idx\` ON \`pages_blocks_story_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_figures_parent_id_idx\` ON \`pages_blocks_story_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_alt\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_order_idx\` ON \`pages_blocks_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_parent_id_idx\` ON \`pages_blocks_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_story_path_idx\` ON \`pages_blocks_story\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_core_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_core_services_order_idx\` ON \`pages_blocks_core_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_core_services_parent_id_idx\` ON \`pages_blocks_core_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_core_services_path_idx\` ON \`pages_blocks_core_services\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_steps_order_idx\` ON \`pages_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_steps_parent_id_idx\` ON \`pages_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_order_idx\` ON \`pages_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_parent_id_idx\` ON \`pages_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_path_idx\` ON \`pages_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_destinations_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_destinations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_destinations_items_order_idx\` ON \`pages_blocks_destinations_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_destinations_items_parent_id_idx\` ON \`pages_blocks_destinations_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_destinations_order_idx\` ON \`pages_blocks_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_destinations_parent_id_idx\` ON \`pages_blocks_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_destinations_path_idx\` ON \`pages_blocks_destinations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_stories_order_idx\` ON \`pages_blocks_success_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_stories_parent_id_idx\` ON \`pages_blocks_success_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_stories_path_idx\` ON \`pages_blocks_success_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trending_blogs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trending_blogs_order_idx\` ON \`pages_blocks_trending_blogs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trending_blogs_parent_id_idx\` ON \`pages_blocks_trending_blogs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trending_blogs_path_idx\` ON \`pages_blocks_trending_blogs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_consultation_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_points_order_idx\` ON \`pages_blocks_consultation_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_points_parent_id_idx\` ON \`pages_blocks_consultation_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_consultation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_order_idx\` ON \`pages_blocks_consultation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_parent_id_idx\` ON \`pages_blocks_consultation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_path_idx\` ON \`pages_blocks_consultation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_order_idx\` ON \`pages_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_parent_id_idx\` ON \`pages_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_path_idx\` ON \`pages_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_office_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_office_map_order_idx\` ON \`pages_blocks_office_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_office_map_parent_id_idx\` ON \`pages_blocks_office_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_office_map_path_idx\` ON \`pages_blocks_office_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_terms_statements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_statements_order_idx\` ON \`pages_blocks_terms_statements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_statements_parent_id_idx\` ON \`pages_blocks_terms_statements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_order_idx\` ON \`pages_blocks_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_parent_id_idx\` ON \`pages_blocks_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_path_idx\` ON \`pages_blocks_terms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy_sections_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_points_order_idx\` ON \`pages_blocks_policy_sections_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_points_parent_id_idx\` ON \`pages_blocks_policy_sections_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_order_idx\` ON \`pages_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_parent_id_idx\` ON \`pages_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_order_idx\` ON \`pages_blocks_policy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_parent_id_idx\` ON \`pages_blocks_policy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_path_idx\` ON \`pages_blocks_policy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`tone\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_order_idx\` ON \`_pages_v_blocks_figure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_parent_id_idx\` ON \`_pages_v_blocks_figure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_path_idx\` ON \`_pages_v_blocks_figure\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_image_idx\` ON \`_pages_v_blocks_figure\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_banner_reassurance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_banner_reassurance_order_idx\` ON \`_pages_v_blocks_home_banner_reassurance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_banner_reassurance_parent_id_idx\` ON \`_pages_v_blocks_home_banner_reassurance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`lead\` text,
  	\`image_alt\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_banner_order_idx\` ON \`_pages_v_blocks_home_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_banner_parent_id_idx\` ON \`_pages_v_blocks_home_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_banner_path_idx\` ON \`_pages_v_blocks_home_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_announcements_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_strip_order_idx\` ON \`_pages_v_blocks_announcements_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_strip_parent_id_idx\` ON \`_pages_v_blocks_announcements_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_announcements_strip_path_idx\` ON \`_pages_v_blocks_announcements_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hiring_hero_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hiring_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hiring_hero_points_order_idx\` ON \`_pages_v_blocks_hiring_hero_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hiring_hero_points_parent_id_idx\` ON \`_pages_v_blocks_hiring_hero_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hiring_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`body\` text,
  	\`hiring_badge\` text,
  	\`hiring_role\` text,
  	\`hiring_cta\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hiring_hero_order_idx\` ON \`_pages_v_blocks_hiring_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hiring_hero_parent_id_idx\` ON \`_pages_v_blocks_hiring_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hiring_hero_path_idx\` ON \`_pages_v_blocks_hiring_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_university_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_university_logos_order_idx\` ON \`_pages_v_blocks_university_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_university_logos_parent_id_idx\` ON \`_pages_v_blocks_university_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_university_logos_path_idx\` ON \`_pages_v_blocks_university_logos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_figures_order_idx\` ON \`_pages_v_blocks_story_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_figures_parent_id_idx\` ON \`_pages_v_blocks_story_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_alt\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_order_idx\` ON \`_pages_v_blocks_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_parent_id_idx\` ON \`_pages_v_blocks_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_story_path_idx\` ON \`_pages_v_blocks_story\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_core_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_core_services_order_idx\` ON \`_pages_v_blocks_core_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_core_services_parent_id_idx\` ON \`_pages_v_blocks_core_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_core_services_path_idx\` ON \`_pages_v_blocks_core_services\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_steps_order_idx\` ON \`_pages_v_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_steps_parent_id_idx\` ON \`_pages_v_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_order_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_parent_id_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_path_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_destinations_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_destinations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_destinations_items_order_idx\` ON \`_pages_v_blocks_destinations_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_destinations_items_parent_id_idx\` ON \`_pages_v_blocks_destinations_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_destinations_order_idx\` ON \`_pages_v_blocks_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_destinations_parent_id_idx\` ON \`_pages_v_blocks_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_destinations_path_idx\` ON \`_pages_v_blocks_destinations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_stories_order_idx\` ON \`_pages_v_blocks_success_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_stories_parent_id_idx\` ON \`_pages_v_blocks_success_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_stories_path_idx\` ON \`_pages_v_blocks_success_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trending_blogs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trending_blogs_order_idx\` ON \`_pages_v_blocks_trending_blogs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trending_blogs_parent_id_idx\` ON \`_pages_v_blocks_trending_blogs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trending_blogs_path_idx\` ON \`_pages_v_blocks_trending_blogs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_consultation_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_points_order_idx\` ON \`_pages_v_blocks_consultation_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_points_parent_id_idx\` ON \`_pages_v_blocks_consultation_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_consultation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_order_idx\` ON \`_pages_v_blocks_consultation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_parent_id_idx\` ON \`_pages_v_blocks_consultation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_path_idx\` ON \`_pages_v_blocks_consultation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_order_idx\` ON \`_pages_v_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_parent_id_idx\` ON \`_pages_v_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_path_idx\` ON \`_pages_v_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_office_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_office_map_order_idx\` ON \`_pages_v_blocks_office_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_office_map_parent_id_idx\` ON \`_pages_v_blocks_office_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_office_map_path_idx\` ON \`_pages_v_blocks_office_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_terms_statements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_statements_order_idx\` ON \`_pages_v_blocks_terms_statements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_statements_parent_id_idx\` ON \`_pages_v_blocks_terms_statements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_order_idx\` ON \`_pages_v_blocks_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_parent_id_idx\` ON \`_pages_v_blocks_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_path_idx\` ON \`_pages_v_blocks_terms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy_sections_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_points_order_idx\` ON \`_pages_v_blocks_policy_sections_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_points_parent_id_idx\` ON \`_pages_v_blocks_policy_sections_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_order_idx\` ON \`_pages_v_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_parent_id_idx\` ON \`_pages_v_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_order_idx\` ON \`_pages_v_blocks_policy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_parent_id_idx\` ON \`_pages_v_blocks_policy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_path_idx\` ON \`_pages_v_blocks_policy\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`seed_state\` ADD \`site_pages_round\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_figure\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_banner_reassurance\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_announcements_strip\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hiring_hero_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hiring_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_university_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_story\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_core_services\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_destinations_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_destinations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_stories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trending_blogs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_consultation_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_office_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_terms_statements\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy_sections_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figure\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_banner_reassurance\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_announcements_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hiring_hero_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hiring_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_university_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_story\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_core_services\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_destinations_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_destinations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_stories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trending_blogs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consultation_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_office_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_terms_statements\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy_sections_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy\`;`)
  await db.run(sql`ALTER TABLE \`seed_state\` DROP COLUMN \`site_pages_round\`;`)
}
