import { payloadClient } from '@/payload/payload.server'
import { siteUrl } from '@/config/env.server'
import { confirmSubscription } from '@/leads/newsletter.server'
import { verifyLink } from '@/outbox/newsletter-tokens.server'

export const dynamic = 'force-dynamic'

/** Where each outcome of a confirmation link lands: the confirmation page, or one of its other views. */
const LANDING = { confirmed: '', unsubscribed: '?unsubscribed=1', unknown: '?invalid=1' } as const

/** The link in the confirmation mail: confirms the address, then shows the confirmation page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const email = verifyLink('confirm', url.searchParams.get('e'), url.searchParams.get('t'))
  const outcome = email ? await confirmSubscription(await payloadClient(), email) : 'unknown'
  return Response.redirect(`${siteUrl()}/newsletter/confirmed${LANDING[outcome]}`, 303)
}
