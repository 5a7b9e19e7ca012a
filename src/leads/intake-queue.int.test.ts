import { describe, expect, it, vi } from 'vitest'

// The queue's drain through the Local API, on SQLite and again on PostgreSQL (TEST_DATABASE_URL).
process.env.CAPTCHA_REQUIRED = 'false'
process.env.MAIL_ACKNOWLEDGE_VISITORS = 'true'

const { migratedPayload } = await import('../../tests/support/payload')
const { INTAKE_QUEUE } = await import('@/cms/collections/intake-queue/config')
const { receiveLead, storeLead, storeQueued } = await import('./intake.server')
const { CLAIM_LEASE_MS, drainQueue, noteArrival, queueLead } = await import('./intake-queue.server')
const { drizzleTable } = await import('@/database/drizzle-table.server')
const { STORES_AT_ONCE } = await import('./store-slots.server')
const { connectionRead, noteConnection } = await import('@/observability/requests-in-flight')

const payload = await migratedPayload()

const request = () =>
  new Request('http://localhost/api/GetInTouch/ContactUs', {
    method: 'POST',
    headers: { 'user-agent': 'QueueTest/1.0', referer: 'http://localhost/contact' },
  })
const enquiry = (tag: string, n: number) => ({
  name: `Queued visitor ${n}`,
  organization: tag,
  city: 'Pune',
  email: `queued${n}.${tag}@example.org`,
  contactNumber: '9810000003',
  source: 'contact' as const,
})

const storedWith = async (tag: string) =>
  (
    await payload.find({
      collection: 'enquiries',
      where: { organization: { equals: tag } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const queueRows = async () => (await payload.db.find({ collection: INTAKE_QUEUE, pagination: false, limit: 0 })).docs

/** A checked lead as the intake would queue it, received at `receivedAt`. */
const checked = (tag: string, n: number, receivedAt = new Date()) => ({
  collection: 'enquiries' as const,
  fields: { ...enquiry(tag, n), source: undefined },
  source: 'contact',
  attribution: { pagePath: '/contact', referrer: null, landingPage: null, utm: {}, userAgent: 'QueueTest/1.0' },
  spam: { honeypot: false, tooFast: false },
  receivedAt: receivedAt.toISOString(),
})

describe('the intake queue', () => {
  it('takes a surge of submissions into the queue, and every one becomes a lead', async () => {
    const tag = `burst-${Date.now()}`
    const count = 70 // INTAKE_SURGE_ABOVE is 50 by default
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        receiveLead(payload, { collection: 'enquiries', body: enquiry(tag, n) }, request()),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.kind === 'queued').length).toBeGreaterThan(0)
    await drainQueue(payload, storeQueued)

    const leads = await storedWith(tag)
    expect(leads.map((lead) => lead.name).sort()).toEqual(
      Array.from({ length: count }, (_, n) => `Queued visitor ${n}`).sort(),
    )
    expect(await queueRows()).toEqual([])
    const notices = await payload.find({
      collection: 'outbox-messages',
      where: { 'lead.value': { in: leads.map((lead) => lead.id) } },
      pagination: false,
      overrideAccess: true,
    })
    expect(notices.totalDocs).toBe(count)
  })

  it('stores a few submissions at once directly and queues the ones beyond them, below the surge rate too', async () => {
    const tag = `at-once-${Date.now()}`
    const count = STORES_AT_ONCE + 10 // far below INTAKE_SURGE_ABOVE
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        receiveLead(payload, { collection: 'enquiries', body: enquiry(tag, n) }, request()),
      ),
    )
    const direct = outcomes.filter((outcome) => outcome.kind !== 'queued')
    expect(direct.length).toBeGreaterThan(0)
    expect(direct.length).toBeLessThanOrEqual(STORES_AT_ONCE)
    await drainQueue(payload, storeQueued)
    expect((await storedWith(tag)).map((lead) => lead.name).sort()).toEqual(
      Array.from({ length: count }, (_, n) => `Queued visitor ${n}`).sort(),
    )
  })

  it('queues the leads of a burst’s beginning while other visitors wait to be read, and stores directly once nobody does', async () => {
    const tag = `waiting-${Date.now()}`
    // A tenth of INTAKE_SURGE_ABOVE (50): five arrivals, then a sixth while another connection waits to be read.
    for (let n = 0; n < 5; n++) noteArrival()
    const waiting = {}
    noteConnection(waiting)
    try {
      const queued = await receiveLead(payload, { collection: 'enquiries', body: enquiry(tag, 1) }, request())
      expect(queued.kind).toBe('queued')
    } finally {
      connectionRead(waiting)
    }
    await drainQueue(payload, storeQueued)
    // Once the arrivals are a second old, nobody waiting, the next lead is stored at once.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const direct = await receiveLead(payload, { collection: 'enquiries', body: enquiry(tag, 2) }, request())
    expect(direct.kind).not.toBe('queued')
    expect((await storedWith(tag)).map((lead) => lead.name).sort()).toEqual(['Queued visitor 1', 'Queued visitor 2'])
  })

  it('writes the leads queued in one turn with one statement, each answered with its own row', async () => {
    const tag = `turn-${Date.now()}`
    const { drizzle, table } = drizzleTable(payload, INTAKE_QUEUE)
    const inserts = vi.spyOn(drizzle, 'insert')
    try {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, n) => queueLead(payload, checked(tag, n), storeQueued)),
      )
      expect(inserts.mock.calls.filter(([into]) => into === table)).toHaveLength(1)
      expect(new Set(ids).size).toBe(20)
    } finally {
      inserts.mockRestore()
    }
    await drainQueue(payload, storeQueued)
    expect((await storedWith(tag)).map((lead) => lead.name).sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => `Queued visitor ${n}`).sort(),
    )
  })

  it('answers every lead of a turn with the error when their insert fails, and keeps none of them', async () => {
    const tag = `failed-${Date.now()}`
    const { drizzle, table } = drizzleTable(payload, INTAKE_QUEUE)
    const insert = drizzle.insert.bind(drizzle)
    const inserts = vi.spyOn(drizzle, 'insert').mockImplementation((into: unknown) => {
      if (into === table) throw new Error('disk full')
      return insert(into)
    })
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, n) => queueLead(payload, checked(tag, n), storeQueued)),
      )
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill('rejected'))
    } finally {
      inserts.mockRestore()
    }
    await drainQueue(payload, storeQueued)
    expect(await storedWith(tag)).toEqual([])
  })

  it('gives a queued lead the time it was received, not the time it was stored', async () => {
    const tag = `time-${Date.now()}`
    const receivedAt = new Date(Date.now() - 90_000)
    await payload.db.create({ collection: INTAKE_QUEUE, data: { lead: checked(tag, 1, receivedAt) } })
    await drainQueue(payload, storeQueued)
    const [lead] = await storedWith(tag)
    expect(new Date(lead!.createdAt).toISOString()).toBe(receivedAt.toISOString())
    expect(lead).toMatchObject({ status: 'new', source: 'contact', attribution: { pagePath: '/contact' } })
  })

  it('stores a queued lead once when its process died after storing it and before deleting its row', async () => {
    const tag = `replay-${Date.now()}`
    const lead = checked(tag, 1)
    const repeat = { ...checked(tag, 1, new Date(Date.now() + 1000)) }
    await storeLead(payload, lead, { fromQueue: true })
    await storeLead(payload, repeat, { fromQueue: true })
    // The claims of the dead process ran out long ago.
    const stale = new Date(Date.now() - CLAIM_LEASE_MS - 1000).toISOString()
    await payload.db.create({ collection: INTAKE_QUEUE, data: { lead, claimedAt: stale } })
    await payload.db.create({ collection: INTAKE_QUEUE, data: { lead: repeat, claimedAt: stale } })
    await drainQueue(payload, storeQueued)

    const leads = await storedWith(tag)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.repeats).toHaveLength(1)
    expect(await queueRows()).toEqual([])
  })

  it('leaves a row another process claimed within the lease, and takes it over when the lease ran out', async () => {
    const tag = `lease-${Date.now()}`
    const row = await payload.db.create({
      collection: INTAKE_QUEUE,
      data: { lead: checked(tag, 1), claimedAt: new Date().toISOString() },
    })
    await drainQueue(payload, storeQueued)
    expect(await storedWith(tag)).toEqual([])
    expect((await queueRows()).map((queued) => queued.id)).toEqual([row.id])

    await payload.db.updateOne({
      collection: INTAKE_QUEUE,
      id: row.id,
      data: { claimedAt: new Date(Date.now() - CLAIM_LEASE_MS - 1000).toISOString() },
    })
    await drainQueue(payload, storeQueued)
    expect(await storedWith(tag)).toHaveLength(1)
    expect(await queueRows()).toEqual([])
  })

  it('stores each queued lead once when two drains run at once, as two processes would', async () => {
    const tag = `two-${Date.now()}`
    for (let n = 0; n < 12; n++) await payload.db.create({ collection: INTAKE_QUEUE, data: { lead: checked(tag, n) } })
    await Promise.all([drainQueue(payload, storeQueued), drainQueue(payload, storeQueued)])
    const leads = await storedWith(tag)
    expect(leads).toHaveLength(12)
    expect(new Set(leads.map((lead) => lead.email)).size).toBe(12)
    expect(await queueRows()).toEqual([])
  })

  it('drains while submissions keep arriving below the surge rate, and lets the server answer between leads', async () => {
    const tag = `stream-${Date.now()}`
    const count = 150
    for (let n = 0; n < count; n++)
      await payload.db.create({ collection: INTAKE_QUEUE, data: { lead: checked(tag, n) } })
    // A submission every 50 ms (20 a second, below INTAKE_SURGE_ABOVE), each keeping the event loop busy for 2 ms,
    // until the queue is drained, for 90 s at most. Draining one lead a second while they arrive (150 s) would still
    // be at it when the stream stops; draining without letting the event loop turn would leave them unanswered until
    // the queue is empty. The full-speed drain takes 3–27 s, depending on the machine's load and the database.
    const STREAM_MS = 90_000
    const started = Date.now()
    let [streaming, last, longestGap] = [true, Date.now(), 0]
    const stream = setInterval(() => {
      const now = Date.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
      if (now - started > STREAM_MS) {
        streaming = false
        clearInterval(stream)
        return
      }
      noteArrival()
      const busyUntil = performance.now() + 2
      while (performance.now() < busyUntil);
    }, 50)
    try {
      await drainQueue(payload, storeQueued)
      expect(streaming).toBe(true)
      expect(Math.max(longestGap, Date.now() - last)).toBeLessThan(1000)
    } finally {
      clearInterval(stream)
    }
    expect(await storedWith(tag)).toHaveLength(count)
    expect(await queueRows()).toEqual([])
  })
})
