import type { PayloadRequest } from 'payload'

import { readBrandName } from '@/cms/globals/site-settings/brand-name.server'
import { ADMIN_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'
import { escapeHtml } from '@/security/escape-html'

export const resetSubject = (shortName: string) => `Reset your ${shortName} staff password`

export const resetLink = (token: string) => `${siteUrl()}${ADMIN_PATH}/reset/${token}`

/** The reset message: who asked, the link (shown as its address, so the plain text keeps it), what to do if not you. */
export function resetMailHtml(consultancy: string, args?: { token?: string; user?: { email?: string } }) {
  const { token = '', user } = args ?? {}
  const link = escapeHtml(resetLink(token))
  return [
    `<p>Someone asked to reset the password of the staff account ${escapeHtml(user?.email ?? '')} of the ${escapeHtml(consultancy)} website.</p>`,
    `<p>To choose a new password, open this link within an hour:</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  ].join('\n')
}

type ResetArgs = { req?: PayloadRequest; token?: string; user?: { email?: string } }

// Payload always passes the request; the names are read inside its transaction, once for the subject and the body.
const namesByRequest = new WeakMap<PayloadRequest, ReturnType<typeof readBrandName>>()
function namesOf(req?: PayloadRequest) {
  let names = namesByRequest.get(req!)
  if (!names) {
    names = readBrandName(req!.payload, req)
    namesByRequest.set(req!, names)
  }
  return names
}

/**
 * Payload's forgot-password hooks: the subject and message named after the consultancy in the site settings.
 * `payload.config.ts` gives them to the users collection, which says how long the link works (an hour, as the message
 * says).
 */
export const resetMail = {
  generateEmailSubject: async (args?: ResetArgs) => resetSubject((await namesOf(args?.req)).shortName),
  generateEmailHTML: async (args?: ResetArgs) => resetMailHtml((await namesOf(args?.req)).name, args),
}
