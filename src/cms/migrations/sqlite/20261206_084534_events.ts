import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_upcoming_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_order_idx\` ON \`pages_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_parent_id_idx\` ON \`pages_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_path_idx\` ON \`pages_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_upcoming_events\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_order_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_parent_id_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_path_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`events_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_questions_order_idx\` ON \`events_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_questions_parent_id_idx\` ON \`events_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'webinar',
  	\`start\` text,
  	\`start_tz\` text DEFAULT 'Asia/Kolkata',
  	\`end\` text,
  	\`end_tz\` text DEFAULT 'Asia/Kolkata',
  	\`summary\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`capacity\` numeric,
  	\`attendance\` text DEFAULT 'online',
  	\`join_link\` text,
  	\`venue\` text,
  	\`address\` text,
  	\`recording_link\` text,
  	\`cancelled\` integer DEFAULT false,
  	\`sequence\` numeric DEFAULT 0,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_meta_keywords\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_kind_idx\` ON \`events\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`events_start_idx\` ON \`events\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`team_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_team_members_id_idx\` ON \`events_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_order_idx\` ON \`_events_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_parent_id_idx\` ON \`_events_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'webinar',
  	\`version_start\` text,
  	\`version_start_tz\` text DEFAULT 'Asia/Kolkata',
  	\`version_end\` text,
  	\`version_end_tz\` text DEFAULT 'Asia/Kolkata',
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_capacity\` numeric,
  	\`version_attendance\` text DEFAULT 'online',
  	\`version_join_link\` text,
  	\`version_venue\` text,
  	\`version_address\` text,
  	\`version_recording_link\` text,
  	\`version_cancelled\` integer DEFAULT false,
  	\`version_sequence\` numeric DEFAULT 0,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_meta_keywords\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_kind_idx\` ON \`_events_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_start_idx\` ON \`_events_v\` (\`version_start\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`team_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_team_members_id_idx\` ON \`_events_v_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_answers_order_idx\` ON \`event_registrations_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_answers_parent_id_idx\` ON \`event_registrations_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'seat' NOT NULL,
  	\`attended\` integer DEFAULT false,
  	\`seat\` numeric,
  	\`queue_order\` numeric,
  	\`offer_expires_at\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`contact_number\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_status_idx\` ON \`event_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_attended_idx\` ON \`event_registrations\` (\`attended\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_queue_order_idx\` ON \`event_registrations\` (\`queue_order\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_email_idx\` ON \`event_registrations\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_registrations_token_idx\` ON \`event_registrations\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_seat_idx\` ON \`event_registrations\` (\`event_id\`,\`seat\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`enquiries_id\` integer,
  	\`consultations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_rels_order_idx\` ON \`event_registrations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_rels_parent_idx\` ON \`event_registrations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_rels_path_idx\` ON \`event_registrations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_rels_enquiries_id_idx\` ON \`event_registrations_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_rels_consultations_id_idx\` ON \`event_registrations_rels\` (\`consultations_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_registrations_id\` integer REFERENCES event_registrations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`events_questions\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`event_registrations_answers\`;`)
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`DROP TABLE \`event_registrations_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`news_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`announcements_id\` integer,
  	\`university_logos_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`redirects_id\` integer,
  	\`search_queries_id\` integer,
  	\`enquiries_id\` integer,
  	\`consultations_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`outbox_messages_id\` integer,
  	\`captcha_nonces_id\` integer,
  	\`intake_queue_id\` integer,
  	\`meeting_types_id\` integer,
  	\`bookings_id\` integer,
  	\`booking_holds_id\` integer,
  	\`students_id\` integer,
  	\`applications_id\` integer,
  	\`universities_id\` integer,
  	\`guardians_id\` integer,
  	\`student_messages_id\` integer,
  	\`student_audit_log_id\` integer,
  	\`portal_sign_in_links_id\` integer,
  	\`portal_sessions_id\` integer,
  	\`web_vital_days_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`university_logos_id\`) REFERENCES \`university_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_nonces_id\`) REFERENCES \`captcha_nonces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`intake_queue_id\`) REFERENCES \`intake_queue\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meeting_types_id\`) REFERENCES \`meeting_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_holds_id\`) REFERENCES \`booking_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`universities_id\`) REFERENCES \`universities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guardians_id\`) REFERENCES \`guardians\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_messages_id\`) REFERENCES \`student_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_audit_log_id\`) REFERENCES \`student_audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_sign_in_links_id\`) REFERENCES \`portal_sign_in_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_sessions_id\`) REFERENCES \`portal_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_vital_days_id\`) REFERENCES \`web_vital_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "students_id", "applications_id", "universities_id", "guardians_id", "student_messages_id", "student_audit_log_id", "portal_sign_in_links_id", "portal_sessions_id", "web_vital_days_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "students_id", "applications_id", "universities_id", "guardians_id", "student_messages_id", "student_audit_log_id", "portal_sign_in_links_id", "portal_sessions_id", "web_vital_days_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_university_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`university_logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultations_id_idx\` ON \`payload_locked_documents_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_nonces_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_nonces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_intake_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`intake_queue_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meeting_types_id_idx\` ON \`payload_locked_documents_rels\` (\`meeting_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_holds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_universities_id_idx\` ON \`payload_locked_documents_rels\` (\`universities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guardians_id_idx\` ON \`payload_locked_documents_rels\` (\`guardians_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`student_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`student_audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_sign_in_links_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_sign_in_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vital_days_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vital_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
