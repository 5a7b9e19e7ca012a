import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_assignment_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`assignee_id\` integer,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_assignment_history_order_idx\` ON \`enquiries_assignment_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignment_history_parent_id_idx\` ON \`enquiries_assignment_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignment_history_assignee_idx\` ON \`enquiries_assignment_history\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignment_history_by_idx\` ON \`enquiries_assignment_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`consultations_assignment_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`assignee_id\` integer,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultations_assignment_history_order_idx\` ON \`consultations_assignment_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultations_assignment_history_parent_id_idx\` ON \`consultations_assignment_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_assignment_history_assignee_idx\` ON \`consultations_assignment_history\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_assignment_history_by_idx\` ON \`consultations_assignment_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`users_leave\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_leave_order_idx\` ON \`users_leave\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_leave_parent_id_idx\` ON \`users_leave\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_working_hours_order_idx\` ON \`site_settings_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_working_hours_parent_id_idx\` ON \`site_settings_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_order_idx\` ON \`site_settings_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_parent_id_idx\` ON \`site_settings_holidays\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`response_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`first_response_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`response_minutes\` numeric;`)
  await db.run(sql`CREATE INDEX \`enquiries_response_due_at_idx\` ON \`enquiries\` (\`response_due_at\`);`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`response_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`first_response_at\` text;`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`response_minutes\` numeric;`)
  await db.run(sql`CREATE INDEX \`consultations_response_due_at_idx\` ON \`consultations\` (\`response_due_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`takes_new_leads\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lead_share\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`rotation_pass\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`office_time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_target_minutes\` numeric DEFAULT 60 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`lead_assignment\` text DEFAULT 'rotation' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`on_deadline\` text DEFAULT 'tell-admins' NOT NULL;`)
  // Written by hand: settings saved before this migration get the demo office's week (the field's default), so their
  // response clocks run at once rather than never.
  await db.run(sql`INSERT INTO \`site_settings_working_hours\` (\`_order\`, \`_parent_id\`, \`id\`, \`day\`, \`opens\`, \`closes\`)
    SELECT w.o, s.\`id\`, lower(hex(randomblob(12))), w.d, w.a, w.b FROM \`site_settings\` s, (SELECT 1 AS o, 'mon' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 2 AS o, 'tue' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 3 AS o, 'wed' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 4 AS o, 'thu' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 5 AS o, 'fri' AS d, '09:30' AS a, '18:00' AS b UNION ALL SELECT 6 AS o, 'sat' AS d, '10:00' AS a, '14:00' AS b) w;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_assignment_history\`;`)
  await db.run(sql`DROP TABLE \`consultations_assignment_history\`;`)
  await db.run(sql`DROP TABLE \`users_leave\`;`)
  await db.run(sql`DROP TABLE \`site_settings_working_hours\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays\`;`)
  await db.run(sql`DROP INDEX \`enquiries_response_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`response_due_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`first_response_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`response_minutes\`;`)
  await db.run(sql`DROP INDEX \`consultations_response_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`consultations\` DROP COLUMN \`response_due_at\`;`)
  await db.run(sql`ALTER TABLE \`consultations\` DROP COLUMN \`first_response_at\`;`)
  await db.run(sql`ALTER TABLE \`consultations\` DROP COLUMN \`response_minutes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`takes_new_leads\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lead_share\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`rotation_pass\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`office_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_target_minutes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`lead_assignment\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`on_deadline\`;`)
}
