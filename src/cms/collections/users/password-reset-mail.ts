import type { PayloadRequest } from 'payload'

import { ADMIN_PATH } from '../../../config/cms-paths'
import { siteUrl } from '../../../config/env.server'
import { escapeHtml } from '../../../security/escape-html'

/** How long a reset link works (Payload's default, stated in the message). */
export const RESET_LINK_MS = 60 * 60 * 1000

export const RESET_SUBJECT = 'Reset your Brighter Bridge staff password'

export const resetLink = (token: string) => `${siteUrl()}${ADMIN_PATH}/reset/${token}`

/** The reset message: who asked, the link (shown as its address, so the plain text keeps it), what to do if not you. */
export function resetMailHtml(args?: { req?: PayloadRequest; token?: string; user?: { email?: string } }) {
  const { token = '', user } = args ?? {}
  const link = escapeHtml(resetLink(token))
  return [
    `<p>Someone asked to reset the password of the staff account ${escapeHtml(user?.email ?? '')} of the Brighter Bridge Education website.</p>`,
    `<p>To choose a new password, open this link within an hour:</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  ].join('\n')
}
