import type { Payload } from 'payload'

import { isLocalSite, type Env } from '@/config/env.server'
import { createSignInLink } from '@/students/portal-sign-in.server'

export type PortalLinkOutcome = { kind: 'link'; url: string } | { kind: 'no-account' } | { kind: 'not-local' }

/**
 * What `npm run portal:link -- EMAIL` does: a portal sign-in link for the student (or guardian) of that address,
 * returned rather than mailed, so a newcomer signs in to the local demo as a demo student. A link is a key to a
 * student's file: on a site with a public SITE_URL it is refused unless forced (the operator helping a student).
 */
export async function portalLink(
  payload: Payload,
  env: Pick<Env, 'SITE_URL'>,
  email: string,
  { force = false }: { force?: boolean } = {},
): Promise<PortalLinkOutcome> {
  if (!force && !isLocalSite(env.SITE_URL)) return { kind: 'not-local' }
  const url = await createSignInLink(payload, email)
  return url ? { kind: 'link', url } : { kind: 'no-account' }
}
