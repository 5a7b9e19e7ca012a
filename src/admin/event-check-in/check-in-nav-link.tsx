'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { ADMIN_PATH } from '@/config/cms-paths'

const HREF = `${ADMIN_PATH}/event-check-in`

/** "Event check-in" in the admin's navigation, for the staff who work leads. */
export function CheckInNavLink() {
  const { user } = useAuth<{ role?: string }>()
  const pathname = usePathname()
  if (user?.role !== 'counsellor' && user?.role !== 'admin') return null
  return (
    <Link className="nav__link my-leads-nav-link" href={HREF} aria-current={pathname === HREF ? 'page' : undefined}>
      <span className="nav__link-label">Event check-in</span>
    </Link>
  )
}
