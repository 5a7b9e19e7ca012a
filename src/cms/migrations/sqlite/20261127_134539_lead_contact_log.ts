import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_contact_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_contact_log_order_idx\` ON \`enquiries_contact_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_contact_log_parent_id_idx\` ON \`enquiries_contact_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_contact_log_by_idx\` ON \`enquiries_contact_log\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`consultations_contact_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text,
  	\`by_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultations_contact_log_order_idx\` ON \`consultations_contact_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultations_contact_log_parent_id_idx\` ON \`consultations_contact_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_contact_log_by_idx\` ON \`consultations_contact_log\` (\`by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_contact_log\`;`)
  await db.run(sql`DROP TABLE \`consultations_contact_log\`;`)
}
