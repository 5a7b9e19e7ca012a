import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/payload/payload.server'
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
