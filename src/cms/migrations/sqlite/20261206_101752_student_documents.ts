import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`checklist_templates_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`scope\` text DEFAULT 'application' NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`help\` text,
  	\`due_days_before\` numeric DEFAULT 21,
  	\`validity\` text DEFAULT 'none',
  	\`validity_months\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checklist_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checklist_templates_items_order_idx\` ON \`checklist_templates_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checklist_templates_items_parent_id_idx\` ON \`checklist_templates_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checklist_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`destination\` text NOT NULL,
  	\`level\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`checklist_templates_destination_idx\` ON \`checklist_templates\` (\`destination\`);`)
  await db.run(sql`CREATE INDEX \`checklist_templates_updated_at_idx\` ON \`checklist_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checklist_templates_created_at_idx\` ON \`checklist_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`destination_level_idx\` ON \`checklist_templates\` (\`destination\`,\`level\`);`)
  await db.run(sql`CREATE TABLE \`requested_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`scope\` text DEFAULT 'application' NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`help\` text,
  	\`due_days_before\` numeric DEFAULT 21,
  	\`validity\` text DEFAULT 'none',
  	\`validity_months\` numeric,
  	\`due_at\` text,
  	\`status\` text DEFAULT 'missing' NOT NULL,
  	\`latest_version\` numeric DEFAULT 0,
  	\`last_upload_at\` text,
  	\`rejection_reason\` text,
  	\`valid_until\` text,
  	\`issued_on\` text,
  	\`reviewed_by_id\` integer,
  	\`reviewed_at\` text,
  	\`from_checklist_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`from_checklist_id\`) REFERENCES \`checklist_templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`requested_documents_student_idx\` ON \`requested_documents\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_due_at_idx\` ON \`requested_documents\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_status_idx\` ON \`requested_documents\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_last_upload_at_idx\` ON \`requested_documents\` (\`last_upload_at\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_reviewed_by_idx\` ON \`requested_documents\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_from_checklist_idx\` ON \`requested_documents\` (\`from_checklist_id\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_updated_at_idx\` ON \`requested_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_created_at_idx\` ON \`requested_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`requested_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`applications_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`requested_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`requested_documents_rels_order_idx\` ON \`requested_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_rels_parent_idx\` ON \`requested_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_rels_path_idx\` ON \`requested_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`requested_documents_rels_applications_id_idx\` ON \`requested_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE TABLE \`document_versions_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file\` text NOT NULL,
  	\`key_id\` text NOT NULL,
  	\`content_type\` text NOT NULL,
  	\`file_name\` text NOT NULL,
  	\`bytes\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`document_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`document_versions_pages_order_idx\` ON \`document_versions_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_pages_parent_id_idx\` ON \`document_versions_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`document_versions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`file_names\` text,
  	\`uploaded_by\` text NOT NULL,
  	\`guardian_id\` integer,
  	\`staff_author_id\` integer,
  	\`status\` text DEFAULT 'to-review' NOT NULL,
  	\`reason\` text,
  	\`reviewed_by_id\` integer,
  	\`reviewed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`requested_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guardian_id\`) REFERENCES \`guardians\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`document_versions_request_idx\` ON \`document_versions\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_student_idx\` ON \`document_versions\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_guardian_idx\` ON \`document_versions\` (\`guardian_id\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_staff_author_idx\` ON \`document_versions\` (\`staff_author_id\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_status_idx\` ON \`document_versions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_reviewed_by_idx\` ON \`document_versions\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_updated_at_idx\` ON \`document_versions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_versions_created_at_idx\` ON \`document_versions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`request_version_idx\` ON \`document_versions\` (\`request_id\`,\`version\`);`)
  await db.run(sql`ALTER TABLE \`students\` ADD \`guardians_may_upload\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checklist_templates_id\` integer REFERENCES checklist_templates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`requested_documents_id\` integer REFERENCES requested_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`document_versions_id\` integer REFERENCES document_versions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checklist_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`checklist_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requested_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`requested_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`document_versions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`checklist_templates_items\`;`)
  await db.run(sql`DROP TABLE \`checklist_templates\`;`)
  await db.run(sql`DROP TABLE \`requested_documents\`;`)
  await db.run(sql`DROP TABLE \`requested_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`document_versions_pages\`;`)
  await db.run(sql`DROP TABLE \`document_versions\`;`)
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
  	\`events_id\` integer,
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
  	\`event_registrations_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "events_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "students_id", "applications_id", "universities_id", "guardians_id", "student_messages_id", "student_audit_log_id", "portal_sign_in_links_id", "portal_sessions_id", "web_vital_days_id", "event_registrations_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "events_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "students_id", "applications_id", "universities_id", "guardians_id", "student_messages_id", "student_audit_log_id", "portal_sign_in_links_id", "portal_sessions_id", "web_vital_days_id", "event_registrations_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`students\` DROP COLUMN \`guardians_may_upload\`;`)
}
