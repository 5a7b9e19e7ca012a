import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Data only (decision 0113): every staff account gets a name, the title colleagues now see it by. An account saved
// without one is named by its email, as the users' `nameOrEmail` hook names new ones.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`users\` SET \`name\` = \`email\` WHERE \`name\` IS NULL OR trim(\`name\`) = '';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
