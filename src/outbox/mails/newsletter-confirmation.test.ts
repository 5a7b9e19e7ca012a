import { describe, expect, it } from 'vitest'

import { verifyLink } from '../newsletter-tokens.server'
import { newsletterConfirmation } from './newsletter-confirmation'

/** The address a newsletter link in the text names, when its signature is right for its purpose. */
function addressIn(text: string, purpose: 'confirm' | 'unsubscribe') {
  const link = new URL(new RegExp(`https?://[^\\s>]+/api/newsletter/${purpose}\\?[^\\s>]+`).exec(text)![0])
  return verifyLink(purpose, link.searchParams.get('e'), link.searchParams.get('t'))
}

describe('the newsletter confirmation', () => {
  const draft = newsletterConfirmation({ id: 3, email: 'reader@example.org' }, 'Northgate Study Partners')

  it('goes to the subscriber, about their subscription, named after the consultancy', () => {
    expect(draft).toMatchObject({
      kind: 'newsletter-confirmation',
      to: 'reader@example.org',
      subject: 'Please confirm your newsletter subscription',
      lead: { relationTo: 'newsletter-subscribers', value: 3 },
    })
    expect(draft.text).toContain('Thank you for subscribing to the Northgate Study Partners newsletter.')
  })

  it('carries a signed link to confirm the address and one to unsubscribe it', () => {
    expect(addressIn(draft.text, 'confirm')).toBe('reader@example.org')
    expect(addressIn(draft.text, 'unsubscribe')).toBe('reader@example.org')
  })

  it('offers a one-click unsubscribe in its headers', () => {
    expect(draft.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(addressIn(draft.headers?.['List-Unsubscribe'] ?? '', 'unsubscribe')).toBe('reader@example.org')
  })
})
