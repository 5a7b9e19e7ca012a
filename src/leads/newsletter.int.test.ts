import { afterEach, describe, expect, it } from 'vitest'

import type { NewsletterRequest } from '@/schema/form-schema'

// Subscriptions in a burst, through the Local API, on SQLite and again on PostgreSQL (TEST_DATABASE_URL).
process.env.CAPTCHA_REQUIRED = 'false'

const { migratedPayload } = await import('../../tests/support/payload')
const { subscribe } = await import('./newsletter.server')
const { receiveLead, storeQueued } = await import('./intake.server')
const { drainQueue } = await import('./intake-queue.server')
const { STORES_AT_ONCE } = await import('./store-slots.server')

const payload = await migratedPayload()
const request = () => new Request('http://localhost/api/Newsletter/SubscribeToNewsletter', { method: 'POST' })
const body = (email: string) => ({ email }) as NewsletterRequest

// Each new subscriber's insert takes a moment longer (INSERT_DELAY_MS), so the subscriptions of a burst overlap as
// they would on a busy database; the most inserts running at once is recorded.
const INSERT_DELAY_MS = 50
const create = payload.create.bind(payload)
let running = 0
let most = 0
let insertDelay = INSERT_DELAY_MS
payload.create = (async (args: Parameters<typeof create>[0]) => {
  if (args.collection !== 'newsletter-subscribers') return create(args)
  most = Math.max(most, ++running)
  try {
    if (insertDelay) await new Promise((resolve) => setTimeout(resolve, insertDelay))
    return await create(args)
  } finally {
    running -= 1
  }
}) as typeof payload.create
afterEach(() => {
  most = 0
  insertDelay = INSERT_DELAY_MS
})

const subscribersTagged = async (tag: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { like: tag } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('newsletter subscriptions in a burst', () => {
  it('are stored a few at a time, each address once, each with its confirmation mail queued', async () => {
    const tag = `burst${Date.now()}`
    const emails = Array.from({ length: STORES_AT_ONCE * 3 }, (_, n) => `reader${n}.${tag}@example.org`)
    await Promise.all(emails.map((email) => subscribe(payload, body(email), request())))

    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(STORES_AT_ONCE)
    const subscribers = await subscribersTagged(tag)
    expect(subscribers.map((subscriber) => subscriber.email).sort()).toEqual([...emails].sort())
    expect(subscribers.every((subscriber) => subscriber.status === 'pending')).toBe(true)
    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { kind: { equals: 'newsletter-confirmation' }, to: { like: tag } },
      pagination: false,
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(emails.length)
  })

  it('share the store slots with leads: a lead arriving while they hold every slot goes to the intake queue', async () => {
    const tag = `shared${Date.now()}`
    const subscribing = Array.from({ length: STORES_AT_ONCE * 2 }, (_, n) =>
      subscribe(payload, body(`reader${n}.${tag}@example.org`), request()),
    )
    const lead = await receiveLead(
      payload,
      {
        collection: 'enquiries',
        body: {
          name: 'Slot visitor',
          organization: tag,
          city: 'Pune',
          email: `visitor.${tag}@example.org`,
          contactNumber: '9810000004',
          source: 'contact',
        },
      },
      new Request('http://localhost/api/GetInTouch/ContactUs', { method: 'POST' }),
    )
    await Promise.all(subscribing)

    expect(lead.kind).toBe('queued')
    await drainQueue(payload, storeQueued)
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { organization: { equals: tag } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.name)).toEqual(['Slot visitor'])
    expect(await subscribersTagged(tag)).toHaveLength(STORES_AT_ONCE * 2)
  })

  it('let other requests in between: a line of them waiting for slots does not hold the server until it ends', async () => {
    // Inserts at the database's own speed: on SQLite the driver never yields, so only the slots can.
    insertDelay = 0
    const tag = `line${Date.now()}`
    const total = STORES_AT_ONCE * 3
    let stored = 0
    // Another request's turn: each turn of the event loop records how many subscriptions were stored by then.
    const turns: number[] = []
    let watching = true
    const turn = () => {
      turns.push(stored)
      if (watching) setImmediate(turn)
    }
    setImmediate(turn)
    await Promise.all(
      Array.from({ length: total }, (_, n) =>
        subscribe(payload, body(`reader${n}.${tag}@example.org`), request()).then(() => void (stored += 1)),
      ),
    )
    watching = false

    expect(turns.some((count) => count > 0 && count < total)).toBe(true)
    expect(await subscribersTagged(tag)).toHaveLength(total)
  })
})
