import type { ServerProps } from 'payload'

import { BrandMark } from '@/brand/brand-mark'

import { consultancy } from './consultancy.server'

/** The mark at the top of the admin's navigation, named for screen readers by the consultancy's short name. */
export async function AdminIcon({ payload }: ServerProps) {
  const { shortName } = await consultancy(payload)
  return (
    <span className="admin-brand admin-brand--icon" role="img" aria-label={`${shortName} admin`}>
      <BrandMark size={18} />
    </span>
  )
}
