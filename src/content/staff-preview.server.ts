import { headers } from 'next/headers'
import { cache } from 'react'

import { isContentStaff } from '@/cms/access/roles'
import { payloadClient } from '@/payload/payload.server'
import { PREVIEW_PARAM } from '@/config/item-paths'
import { carriesStaffSession } from '@/security/staff-session'

type SearchParams = Record<string, string | string[] | undefined>

/** Whether the browser is signed in to the admin as an admin or editor; checked once per request (metadata and page). */
const contentStaffSignedIn = cache(async (): Promise<boolean> => {
  const requestHeaders = await headers()
  if (!carriesStaffSession(requestHeaders.get('cookie'))) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders }).catch(() => ({ user: null }))
  return isContentStaff({ req: { user } })
})

/**
 * Whether this request is content staff previewing a draft: the address asks for the preview and the browser is
 * signed in to the admin as an admin or editor. Anyone else asking gets the published page, as if they had not.
 */
export async function isStaffPreview(searchParams: SearchParams): Promise<boolean> {
  return searchParams[PREVIEW_PARAM] !== undefined && contentStaffSignedIn()
}
