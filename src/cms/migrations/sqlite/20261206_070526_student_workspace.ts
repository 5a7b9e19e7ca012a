import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`students_destinations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`students_destinations_order_idx\` ON \`students_destinations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`students_destinations_parent_idx\` ON \`students_destinations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`students_test_scores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`test\` text NOT NULL,
  	\`score\` text NOT NULL,
  	\`taken_on\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`students_test_scores_order_idx\` ON \`students_test_scores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`students_test_scores_parent_id_idx\` ON \`students_test_scores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`students_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`students_notes_order_idx\` ON \`students_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`students_notes_parent_id_idx\` ON \`students_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`students_notes_author_idx\` ON \`students_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`students\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`contact_number\` text,
  	\`date_of_birth\` text,
  	\`nationality\` text,
  	\`city\` text,
  	\`intake\` text,
  	\`study_level\` text,
  	\`portal_invited_at\` text,
  	\`deletion_requested_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`students_email_idx\` ON \`students\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`students_intake_idx\` ON \`students\` (\`intake\`);`)
  await db.run(sql`CREATE INDEX \`students_updated_at_idx\` ON \`students\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`students_created_at_idx\` ON \`students\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`students_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`enquiries_id\` integer,
  	\`consultations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`students_rels_order_idx\` ON \`students_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`students_rels_parent_idx\` ON \`students_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`students_rels_path_idx\` ON \`students_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`students_rels_users_id_idx\` ON \`students_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`students_rels_enquiries_id_idx\` ON \`students_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`students_rels_consultations_id_idx\` ON \`students_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_deadlines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`met\` integer DEFAULT false,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_deadlines_order_idx\` ON \`applications_deadlines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_deadlines_parent_id_idx\` ON \`applications_deadlines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_stage_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` text,
  	\`from\` text,
  	\`reason\` text,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_stage_history_order_idx\` ON \`applications_stage_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_stage_history_parent_id_idx\` ON \`applications_stage_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_stage_history_by_idx\` ON \`applications_stage_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`university_id\` integer NOT NULL,
  	\`programme\` text NOT NULL,
  	\`level\` text,
  	\`intake\` text NOT NULL,
  	\`stage\` text DEFAULT 'shortlisted' NOT NULL,
  	\`stage_changed_at\` text,
  	\`tuition_fee_amount\` numeric,
  	\`tuition_fee_currency\` text DEFAULT 'GBP',
  	\`commission_basis\` text DEFAULT 'percent',
  	\`commission_percent\` numeric,
  	\`commission_amount\` numeric,
  	\`commission_currency\` text DEFAULT 'GBP',
  	\`commission_expected_amount\` numeric,
  	\`commission_status\` text DEFAULT 'not-due',
  	\`commission_invoiced_at\` text,
  	\`commission_received_at\` text,
  	\`commission_received_amount\` numeric,
  	\`commission_written_off_at\` text,
  	\`service_fee_amount\` numeric,
  	\`service_fee_currency\` text DEFAULT 'GBP',
  	\`service_fee_paid_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`university_id\`) REFERENCES \`universities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_student_idx\` ON \`applications\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_university_idx\` ON \`applications\` (\`university_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_intake_idx\` ON \`applications\` (\`intake\`);`)
  await db.run(sql`CREATE INDEX \`applications_stage_idx\` ON \`applications\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`applications_stage_changed_at_idx\` ON \`applications\` (\`stage_changed_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_commission_commission_status_idx\` ON \`applications\` (\`commission_status\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`universities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`city\` text,
  	\`website\` text,
  	\`logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`universities_name_idx\` ON \`universities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`universities_country_idx\` ON \`universities\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`universities_logo_idx\` ON \`universities\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`universities_updated_at_idx\` ON \`universities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`universities_created_at_idx\` ON \`universities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`guardians\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`relationship\` text,
  	\`invited_by\` text DEFAULT 'staff',
  	\`invited_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`guardians_student_idx\` ON \`guardians\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`guardians_email_idx\` ON \`guardians\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`guardians_updated_at_idx\` ON \`guardians\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guardians_created_at_idx\` ON \`guardians\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`sender\` text DEFAULT 'staff' NOT NULL,
  	\`staff_author_id\` integer,
  	\`guardian_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guardian_id\`) REFERENCES \`guardians\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`student_messages_student_idx\` ON \`student_messages\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`student_messages_staff_author_idx\` ON \`student_messages\` (\`staff_author_id\`);`)
  await db.run(sql`CREATE INDEX \`student_messages_guardian_idx\` ON \`student_messages\` (\`guardian_id\`);`)
  await db.run(sql`CREATE INDEX \`student_messages_updated_at_idx\` ON \`student_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_messages_created_at_idx\` ON \`student_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`student_id\` text NOT NULL,
  	\`student_name\` text,
  	\`user_id\` integer,
  	\`fields\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`student_audit_log_action_idx\` ON \`student_audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`student_audit_log_student_id_idx\` ON \`student_audit_log\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`student_audit_log_user_idx\` ON \`student_audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`student_audit_log_updated_at_idx\` ON \`student_audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_audit_log_created_at_idx\` ON \`student_audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portal_sign_in_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`guardian_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guardian_id\`) REFERENCES \`guardians\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_sign_in_links_token_hash_idx\` ON \`portal_sign_in_links\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`portal_sign_in_links_student_idx\` ON \`portal_sign_in_links\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_sign_in_links_guardian_idx\` ON \`portal_sign_in_links\` (\`guardian_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_sign_in_links_expires_at_idx\` ON \`portal_sign_in_links\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_sign_in_links_updated_at_idx\` ON \`portal_sign_in_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_sign_in_links_created_at_idx\` ON \`portal_sign_in_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portal_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`guardian_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`guardian_id\`) REFERENCES \`guardians\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_sessions_token_hash_idx\` ON \`portal_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_student_idx\` ON \`portal_sessions\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_guardian_idx\` ON \`portal_sessions\` (\`guardian_id\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_expires_at_idx\` ON \`portal_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_updated_at_idx\` ON \`portal_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_created_at_idx\` ON \`portal_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`students_id\` integer REFERENCES students(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`universities_id\` integer REFERENCES universities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`guardians_id\` integer REFERENCES guardians(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`student_messages_id\` integer REFERENCES student_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`student_audit_log_id\` integer REFERENCES student_audit_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portal_sign_in_links_id\` integer REFERENCES portal_sign_in_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portal_sessions_id\` integer REFERENCES portal_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_universities_id_idx\` ON \`payload_locked_documents_rels\` (\`universities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guardians_id_idx\` ON \`payload_locked_documents_rels\` (\`guardians_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`student_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`student_audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_sign_in_links_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_sign_in_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`students_destinations\`;`)
  await db.run(sql`DROP TABLE \`students_test_scores\`;`)
  await db.run(sql`DROP TABLE \`students_notes\`;`)
  await db.run(sql`DROP TABLE \`students\`;`)
  await db.run(sql`DROP TABLE \`students_rels\`;`)
  await db.run(sql`DROP TABLE \`applications_deadlines\`;`)
  await db.run(sql`DROP TABLE \`applications_stage_history\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`universities\`;`)
  await db.run(sql`DROP TABLE \`guardians\`;`)
  await db.run(sql`DROP TABLE \`student_messages\`;`)
  await db.run(sql`DROP TABLE \`student_audit_log\`;`)
  await db.run(sql`DROP TABLE \`portal_sign_in_links\`;`)
  await db.run(sql`DROP TABLE \`portal_sessions\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "blogs_id", "blog_categories_id", "news_id", "team_members_id", "testimonials_id", "announcements_id", "university_logos_id", "media_id", "documents_id", "redirects_id", "search_queries_id", "enquiries_id", "consultations_id", "newsletter_subscribers_id", "outbox_messages_id", "captcha_nonces_id", "intake_queue_id", "meeting_types_id", "bookings_id", "booking_holds_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
