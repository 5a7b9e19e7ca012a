import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_team_members_v_version_qualifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`qualification\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_qualifications_order_idx\` ON \`_team_members_v_version_qualifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_qualifications_parent_id_idx\` ON \`_team_members_v_version_qualifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_image_id\` integer,
  	\`version_linked_url\` text,
  	\`version_order\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_image_idx\` ON \`_team_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_short_tagline\` text,
  	\`version_image_id\` integer,
  	\`version_video_url\` text,
  	\`version_message\` text,
  	\`version_success_story\` integer DEFAULT false,
  	\`version_order\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_image_idx\` ON \`_testimonials_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_success_story_idx\` ON \`_testimonials_v\` (\`version_success_story\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_date_idx\` ON \`_announcements_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version__status_idx\` ON \`_announcements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_latest_idx\` ON \`_announcements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_university_logos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`university_logos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_university_logos_v_parent_idx\` ON \`_university_logos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_version_version_logo_idx\` ON \`_university_logos_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_version_version_updated_at_idx\` ON \`_university_logos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_version_version_created_at_idx\` ON \`_university_logos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_version_version__status_idx\` ON \`_university_logos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_created_at_idx\` ON \`_university_logos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_updated_at_idx\` ON \`_university_logos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_university_logos_v_latest_idx\` ON \`_university_logos_v\` (\`latest\`);`)
  // Written by hand: the generated statements rebuilt the four tables to drop their NOT NULL constraints (drafts
  // may leave required fields empty), and dropping `team_members` inside the migration's transaction, where
  // PRAGMA foreign_keys is a no-op, deletes every member's qualifications in cascade (decisions 0119, 0123). The
  // constraints stay: drafts of these collections are validated as published items are (`versions.drafts.validate`).
  // Every existing row was live before drafts existed, so it is marked published.
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`team_members\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`testimonials\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`announcements\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`announcements__status_idx\` ON \`announcements\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`university_logos\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`university_logos\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`university_logos__status_idx\` ON \`university_logos\` (\`_status\`);`)
  // Each existing item gets its first version, as a save would make: the admin lists a collection with drafts from
  // its versions, and showed none of them without it.
  await db.run(sql`INSERT INTO \`_team_members_v\` (\`parent_id\`, \`version_name\`, \`version_designation\`, \`version_image_id\`, \`version_linked_url\`, \`version_order\`, \`version_updated_at\`, \`version_created_at\`, \`version__status\`, \`created_at\`, \`updated_at\`, \`latest\`) SELECT \`id\`, \`name\`, \`designation\`, \`image_id\`, \`linked_url\`, \`order\`, \`updated_at\`, \`created_at\`, 'published', \`updated_at\`, \`updated_at\`, 1 FROM \`team_members\`;`)
  await db.run(sql`INSERT INTO \`_testimonials_v\` (\`parent_id\`, \`version_name\`, \`version_short_tagline\`, \`version_image_id\`, \`version_video_url\`, \`version_message\`, \`version_success_story\`, \`version_order\`, \`version_updated_at\`, \`version_created_at\`, \`version__status\`, \`created_at\`, \`updated_at\`, \`latest\`) SELECT \`id\`, \`name\`, \`short_tagline\`, \`image_id\`, \`video_url\`, \`message\`, \`success_story\`, \`order\`, \`updated_at\`, \`created_at\`, 'published', \`updated_at\`, \`updated_at\`, 1 FROM \`testimonials\`;`)
  await db.run(sql`INSERT INTO \`_announcements_v\` (\`parent_id\`, \`version_title\`, \`version_date\`, \`version_updated_at\`, \`version_created_at\`, \`version__status\`, \`created_at\`, \`updated_at\`, \`latest\`) SELECT \`id\`, \`title\`, \`date\`, \`updated_at\`, \`created_at\`, 'published', \`updated_at\`, \`updated_at\`, 1 FROM \`announcements\`;`)
  await db.run(sql`INSERT INTO \`_university_logos_v\` (\`parent_id\`, \`version_name\`, \`version_logo_id\`, \`version_updated_at\`, \`version_created_at\`, \`version__status\`, \`created_at\`, \`updated_at\`, \`latest\`) SELECT \`id\`, \`name\`, \`logo_id\`, \`updated_at\`, \`created_at\`, 'published', \`updated_at\`, \`updated_at\`, 1 FROM \`university_logos\`;`)
  await db.run(sql`INSERT INTO \`_team_members_v_version_qualifications\` (\`_order\`, \`_parent_id\`, \`qualification\`, \`_uuid\`) SELECT q.\`_order\`, v.\`id\`, q.\`qualification\`, q.\`id\` FROM \`team_members_qualifications\` q JOIN \`_team_members_v\` v ON v.\`parent_id\` = q.\`_parent_id\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_team_members_v_version_qualifications\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_university_logos_v\`;`)
  await db.run(sql`DROP INDEX \`team_members__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`testimonials__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`announcements__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`announcements\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`university_logos__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`university_logos\` DROP COLUMN \`_status\`;`)
}
