import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { siteBrand } from '@/content/site-settings.server'
import { withAdminTitle } from '@/payload/admin-title'

export type AdminPageArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** Payload's metadata of an admin page, its title ending in the short name from the site settings. */
export async function adminPageMetadata({ params, searchParams }: AdminPageArgs): Promise<Metadata> {
  const [sanitized, { shortName }] = await Promise.all([config, siteBrand()])
  return generatePageMetadata({ config: Promise.resolve(withAdminTitle(sanitized, shortName)), params, searchParams })
}
