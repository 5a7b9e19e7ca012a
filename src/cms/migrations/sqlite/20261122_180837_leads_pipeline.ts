import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_notes_order_idx\` ON \`enquiries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_parent_id_idx\` ON \`enquiries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_author_idx\` ON \`enquiries_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_status_history_order_idx\` ON \`enquiries_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_history_parent_id_idx\` ON \`enquiries_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_history_by_idx\` ON \`enquiries_status_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_repeats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`fields\` text,
  	\`page_path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_repeats_order_idx\` ON \`enquiries_repeats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_repeats_parent_id_idx\` ON \`enquiries_repeats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consultations_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultations_notes_order_idx\` ON \`consultations_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultations_notes_parent_id_idx\` ON \`consultations_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_notes_author_idx\` ON \`consultations_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`consultations_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultations_status_history_order_idx\` ON \`consultations_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_history_parent_id_idx\` ON \`consultations_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_history_by_idx\` ON \`consultations_status_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`consultations_repeats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`fields\` text,
  	\`page_path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultations_repeats_order_idx\` ON \`consultations_repeats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultations_repeats_parent_id_idx\` ON \`consultations_repeats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`outbox_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`headers\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_messages_kind_idx\` ON \`outbox_messages\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_status_idx\` ON \`outbox_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_updated_at_idx\` ON \`outbox_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_created_at_idx\` ON \`outbox_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`enquiries_id\` integer,
  	\`consultations_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_order_idx\` ON \`outbox_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_parent_idx\` ON \`outbox_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_path_idx\` ON \`outbox_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_enquiries_id_idx\` ON \`outbox_messages_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_consultations_id_idx\` ON \`outbox_messages_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_rels_newsletter_subscribers_id_idx\` ON \`outbox_messages_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE TABLE \`captcha_nonces\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nonce\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`captcha_nonces_nonce_idx\` ON \`captcha_nonces\` (\`nonce\`);`)
  await db.run(sql`CREATE INDEX \`captcha_nonces_expires_at_idx\` ON \`captcha_nonces\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_nonces_updated_at_idx\` ON \`captcha_nonces\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_nonces_created_at_idx\` ON \`captcha_nonces\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_page_path\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_referrer\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`attribution_user_agent\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_messages_id\` integer REFERENCES outbox_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`captcha_nonces_id\` integer REFERENCES captcha_nonces(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_nonces_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_nonces_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_notes\`;`)
  await db.run(sql`DROP TABLE \`enquiries_status_history\`;`)
  await db.run(sql`DROP TABLE \`enquiries_repeats\`;`)
  await db.run(sql`DROP TABLE \`consultations_notes\`;`)
  await db.run(sql`DROP TABLE \`consultations_status_history\`;`)
  await db.run(sql`DROP TABLE \`consultations_repeats\`;`)
  await db.run(sql`DROP TABLE \`outbox_messages\`;`)
  await db.run(sql`DROP TABLE \`outbox_messages_rels\`;`)
  await db.run(sql`DROP TABLE \`captcha_nonces\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`news_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`announcements_id\` integer,
  	\`university_logos_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`enquiries_id\` integer,
  	\`consultations_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`university_logos_id\`) REFERENCES \`university_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "users_id") SELECT "id", "order", "parent_id", "path", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_university_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`university_logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultations_id_idx\` ON \`payload_locked_documents_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`attribution_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`consultations\` DROP COLUMN \`attribution_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_page_path\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_referrer\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_utm_source\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_utm_term\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_utm_content\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`attribution_user_agent\`;`)
}
