import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/payload/payload.server'
import { portalTimeZone } from '@/students/portal-home.server'
import { PORTAL_PATH, PORTAL_SESSION_COOKIE, portalViewer, type PortalViewer } from '@/students/portal-sign-in.server'

/** The signed-in student or parent of this request, or null: read from the portal's cookie on every request. */
export async function currentViewer(): Promise<PortalViewer | null> {
  const secret = (await cookies()).get(PORTAL_SESSION_COOKIE)?.value
  if (!secret) return null
  return portalViewer(await payloadClient(), secret)
}

/** The viewer of a page that needs one; a visitor who is not signed in goes to the sign-in form. */
export async function requireViewer(): Promise<PortalViewer> {
  const viewer = await currentViewer()
  if (!viewer) redirect(PORTAL_PATH)
  return viewer
}

/**
 * For a page about one record of the viewer's own (an application, a document): the record `find` answers for the
 * address's id, with the viewer and the office's time zone, or null when no one is signed in or the record is not
 * theirs (or is none). Read once a request, so the page's metadata and the page share the lookup.
 */
export function viewersOwn<T>(find: (payload: Payload, viewer: PortalViewer, id: string) => Promise<T | null>) {
  return cache(async (id: string) => {
    const viewer = await currentViewer()
    if (!viewer) return null
    const payload = await payloadClient()
    const [found, timeZone] = await Promise.all([find(payload, viewer, id), portalTimeZone(payload)])
    return found ? { viewer, found, timeZone } : null
  })
}
