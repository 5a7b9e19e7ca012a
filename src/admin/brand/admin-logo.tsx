import type { ServerProps } from 'payload'

import { BrandMark } from '@/brand/brand-mark'

import { consultancy } from './consultancy.server'

/** The sign-in page's logo: the consultancy's mark and name from the site settings, not Payload's. */
export async function AdminLogo({ payload }: ServerProps) {
  const { name } = await consultancy(payload)
  return (
    <span className="admin-brand">
      <BrandMark className="admin-brand__mark" size={48} />
      <span className="admin-brand__name">{name}</span>
    </span>
  )
}
