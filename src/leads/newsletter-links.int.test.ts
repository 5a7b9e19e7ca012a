import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { NewsletterRequest } from '@/schema/form-schema'

import { migratedPayload } from '../../tests/support/payload'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.server'

// What the newsletter's confirmation link does to a subscription, through the Local API. Its links never change, so
// the link of an earlier mail can be followed at any later state.

describe('a newsletter confirmation link', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const subscribeWithForm = (email: string) =>
    subscribe(
      payload,
      { email } as NewsletterRequest,
      new Request('http://localhost/api/Newsletter/SubscribeToNewsletter', { method: 'POST' }),
    )

  const statusOf = async (email: string) =>
    (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, depth: 0 }))
      .docs[0]?.status

  const confirmationMails = async (email: string) =>
    (
      await payload.count({
        collection: 'outbox-messages',
        where: { kind: { equals: 'newsletter-confirmation' }, to: { equals: email } },
      })
    ).totalDocs

  it('leaves an address unsubscribed since as it is; subscribing again with the form brings it back', async () => {
    const email = 'returning@example.org'
    await subscribeWithForm(email)
    expect(await confirmSubscription(payload, email)).toBe('confirmed')
    await unsubscribe(payload, email)

    expect(await confirmSubscription(payload, email)).toBe('unsubscribed')
    expect(await statusOf(email)).toBe('unsubscribed')

    await subscribeWithForm(email)
    expect(await statusOf(email)).toBe('pending')
    expect(await confirmationMails(email)).toBe(2)
    expect(await confirmSubscription(payload, email)).toBe('confirmed')
    expect(await statusOf(email)).toBe('confirmed')
  })
})
