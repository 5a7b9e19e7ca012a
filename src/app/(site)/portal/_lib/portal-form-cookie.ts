import { cookies } from 'next/headers'

import { decodeKeptForm, encodeKeptForm, KEPT_FORM_MAX_AGE_SECONDS } from '@/forms/kept-form-cookie'
import type { KeptForm } from '@/forms/lead-fields'
import { PORTAL_PATH } from '@/students/portal-sign-in.server'

import { seeOther } from '../../_lib/see-other'

/**
 * A portal form refused comes back on its page with what was typed and the messages (docs/decisions/0132), in a
 * five-minute cookie of the portal's paths; `pagePath` names the page whose form it is, so no other page shows it.
 */
const PORTAL_FORM_COOKIE = 'portal-form'
const PORTAL_FORM_NAMES = ['email', 'body', 'name', 'relationship', 'files'] as const

/** 303 back to `page` of the portal with its form kept; or, with null, clears what was kept and goes on to `next`. */
export const backToForm = (page: string, kept: Omit<KeptForm, 'pagePath'> | null, next = page) =>
  seeOther(kept ? page : next, {
    name: PORTAL_FORM_COOKIE,
    value: kept ? encodeKeptForm({ ...kept, pagePath: page }) : null,
    path: PORTAL_PATH,
    maxAgeSeconds: KEPT_FORM_MAX_AGE_SECONDS,
  })

/** The form kept for `page`, or an empty one. */
export async function keptPortalForm(page: string): Promise<KeptForm> {
  const kept = decodeKeptForm((await cookies()).get(PORTAL_FORM_COOKIE)?.value, PORTAL_FORM_NAMES)
  return kept && kept.pagePath === page ? kept : { values: {}, errors: {} }
}
