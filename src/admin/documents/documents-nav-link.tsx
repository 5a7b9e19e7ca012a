'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { DOCUMENTS_PATH as HREF } from './documents-path'

/** "Documents to review" in the admin's navigation, for the staff who look after students. */
export function DocumentsNavLink() {
  const { user } = useAuth<{ role?: string }>()
  const pathname = usePathname()
  if (user?.role !== 'counsellor' && user?.role !== 'admin') return null
  return (
    <Link className="nav__link board-nav-link" href={HREF} aria-current={pathname === HREF ? 'page' : undefined}>
      <span className="nav__link-label">Documents to review</span>
    </Link>
  )
}
