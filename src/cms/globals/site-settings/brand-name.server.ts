import type { Payload, PayloadRequest } from 'payload'

import { siteHost } from '@/config/env.server'

import { brandName, type BrandName } from './brand-name'

/** The consultancy's names from the site settings; inside a transaction pass its `req`. */
export async function readBrandName(payload: Payload, req?: Partial<PayloadRequest>): Promise<BrandName> {
  const stored = await payload.findGlobal({
    slug: 'site-settings',
    select: { name: true, shortName: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return brandName(stored, siteHost())
}
