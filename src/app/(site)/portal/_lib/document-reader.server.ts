import { headers } from 'next/headers'

import type { DocumentReader } from '@/documents/document-readers.server'
import { payloadClient } from '@/payload/payload.server'
import { carriesStaffSession } from '@/security/staff-session'

import { currentViewer } from './viewer.server'

/** Who asks for a private file: the portal's session and the admin's, each checked, whichever the browser sent. */
export async function currentDocumentReader(): Promise<DocumentReader> {
  const requestHeaders = await headers()
  const viewer = await currentViewer()
  if (!carriesStaffSession(requestHeaders.get('cookie'))) return { viewer, staff: null }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders }).catch(() => ({ user: null }))
  const staff =
    user && user.collection === 'users' ? { id: user.id as number, role: (user as { role?: string }).role } : null
  return { viewer, staff }
}
