import { payloadClient } from '@/payload/payload.server'
import { siteUrl } from '@/config/env.server'
import { unsubscribe } from '@/leads/newsletter.server'
import { verifyLink } from '@/outbox/newsletter-tokens.server'

import { errorAnswer, json } from '../../_lib/answers'

export const dynamic = 'force-dynamic'

/**
 * The unsubscribe link of every newsletter mail. GET (a person following the link, or a mail scanner)
 * only shows the page with its button; POST unsubscribes: the page's button, and the one-click
 * `List-Unsubscribe=One-Click` POST of RFC 8058, which answers 200 with no redirect.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const e = url.searchParams.get('e') ?? ''
  const t = url.searchParams.get('t') ?? ''
  return Response.redirect(
    `${siteUrl()}/newsletter/unsubscribe?e=${encodeURIComponent(e)}&t=${encodeURIComponent(t)}`,
    303,
  )
}

export async function POST(request: Request) {
  const url = new URL(request.url)
  let e = url.searchParams.get('e')
  let t = url.searchParams.get('t')
  let oneClick = false
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    oneClick = form?.get('List-Unsubscribe') === 'One-Click'
    e = (form?.get('e') as string | null) ?? e
    t = (form?.get('t') as string | null) ?? t
  }
  const email = verifyLink('unsubscribe', e, t)
  if (!email) {
    return oneClick
      ? errorAnswer(400, 'This unsubscribe link is not valid.')
      : Response.redirect(`${siteUrl()}/newsletter/unsubscribe?invalid=1`, 303)
  }
  await unsubscribe(await payloadClient(), email)
  return oneClick
    ? json({ data: { message: 'Unsubscribed.' } })
    : Response.redirect(`${siteUrl()}/newsletter/unsubscribe?done=1`, 303)
}
