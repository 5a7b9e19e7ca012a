import { payloadClient } from '@/cms/payload.server'
import { siteUrl } from '@/config/env.server'
import { confirmSubscription } from '@/leads/newsletter.server'
import { verifyLink } from '@/leads/newsletter-tokens.server'

export const dynamic = 'force-dynamic'

/** The link in the confirmation mail: confirms the address, then shows the confirmation page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const email = verifyLink('confirm', url.searchParams.get('e'), url.searchParams.get('t'))
  const confirmed = email ? await confirmSubscription(await payloadClient(), email) : false
  return Response.redirect(`${siteUrl()}/newsletter/confirmed${confirmed ? '' : '?invalid=1'}`, 303)
}
