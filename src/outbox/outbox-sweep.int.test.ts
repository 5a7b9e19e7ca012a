import { describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// The outbox sweep on a real database: each case writes what an intake cut off by a crash (or run without
// SMTP_URL) leaves behind, and the sweep must mend exactly that, once.
process.env.CAPTCHA_REQUIRED = 'false'
delete process.env.SMTP_URL
delete process.env.MAIL_ACKNOWLEDGE_VISITORS

const { migratedPayload } = await import('../../tests/support/payload')
const { receiveLead } = await import('@/leads/intake.server')
const { STUCK_JOB_MS, SWEEP_GRACE_MS, SWEEP_LOOKBACK_MS, sweepOutbox } = await import('./outbox-sweep.server')
const { MAIL_TASK } = await import('./enqueue.server')
const { SWEEP_TASK } = await import('./outbox-sweep-task')

const payload = await migratedPayload()
const STAFF = 'admissions.desk@example.org'
await payload.updateGlobal({
  slug: 'site-settings',
  data: { ...siteSettingsData(siteSettings), leadNotificationRecipients: [{ email: STAFF }] },
  overrideAccess: true,
})

/** A moment when everything written so far is past the intake's grace period. */
const settledNow = () => new Date(Date.now() + SWEEP_GRACE_MS + 1000)
const NOTHING = { restored: 0, requeued: 0, jobsQueued: 0, jobsReleased: 0 }

const enquiry = (email: string) => ({
  name: 'Asha Verma',
  organization: 'Delhi Public School',
  city: 'Delhi',
  email,
  contactNumber: '9810000001',
  source: 'contact' as const,
})

/** A lead as an intake that died before writing its message leaves it. */
const strandedEnquiry = (email: string, status = 'new') =>
  payload.create({
    collection: 'enquiries',
    data: { ...enquiry(email), status, attribution: { pagePath: '/contact' } } as never,
    overrideAccess: true,
  })

const messagesOf = async (relationTo: string, id: number | string) =>
  (
    await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ 'lead.relationTo': { equals: relationTo } }, { 'lead.value': { equals: id } }] },
      overrideAccess: true,
    })
  ).docs

const mailJobsFor = async (messageId: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: MAIL_TASK } }, { completedAt: { exists: false } }] },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { messageId?: string }).messageId === String(messageId))

describe('the outbox sweep', () => {
  it('gives a lead stored without its notification one staff notification with a delivery job, and only once', async () => {
    const stranded = await strandedEnquiry('stranded.lead@example.com')
    const spam = await strandedEnquiry('spam.lead@example.com', 'spam')
    const whole = await receiveLead(
      payload,
      { collection: 'enquiries', body: enquiry('whole.lead@example.com') },
      new Request('http://localhost/api/GetInTouch/ContactUs', { method: 'POST' }),
    )
    expect(whole.kind).toBe('stored')

    const result = await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })
    expect(result).toEqual({ ...NOTHING, restored: 1 })

    const [notification, ...others] = await messagesOf('enquiries', stranded.id)
    expect(others).toEqual([])
    expect(notification).toMatchObject({ kind: 'lead-notification', to: STAFF, status: 'queued' })
    expect(notification!.text).toContain('Email: stranded.lead@example.com')
    expect(notification!.text).toContain('Form: Contact page form')
    expect(await mailJobsFor(notification!.id)).toHaveLength(1)
    expect(await messagesOf('enquiries', spam.id)).toEqual([])
    expect(await messagesOf('enquiries', (whole as { id: number }).id)).toHaveLength(1)

    expect(await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })).toEqual(NOTHING)
  })

  it('leaves a lead younger than the grace period to its intake, and one older than the look-back or swept already alone', async () => {
    const fresh = await strandedEnquiry('fresh.lead@example.com')
    expect(await sweepOutbox(payload, { now: new Date(), mailConfigured: false })).toEqual(NOTHING)
    expect(await messagesOf('enquiries', fresh.id)).toEqual([])

    const muchLater = new Date(Date.now() + SWEEP_LOOKBACK_MS['lead-notification'] + 60_000)
    expect(await sweepOutbox(payload, { now: muchLater, mailConfigured: false })).toEqual(NOTHING)
    expect(await messagesOf('enquiries', fresh.id)).toEqual([])

    const sweptAlready = new Date(Date.now() + 1000)
    expect(await sweepOutbox(payload, { now: settledNow(), after: sweptAlready, mailConfigured: false })).toEqual(
      NOTHING,
    )
    expect(await messagesOf('enquiries', fresh.id)).toEqual([])

    expect((await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })).restored).toBe(1)
    expect(await messagesOf('enquiries', fresh.id)).toHaveLength(1)
  })

  it('gives a pending subscriber whose confirmation mail was never written a confirmation', async () => {
    const subscriber = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: 'stranded.reader@example.com', status: 'pending', confirmationSentAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })).toEqual({
      ...NOTHING,
      restored: 1,
    })
    const [confirmation, ...others] = await messagesOf('newsletter-subscribers', subscriber.id)
    expect(others).toEqual([])
    expect(confirmation).toMatchObject({ kind: 'newsletter-confirmation', to: 'stranded.reader@example.com' })
    expect(confirmation!.text).toContain('/api/newsletter/confirm')
  })

  it('queues messages kept as not sent again once a mail server is configured, and not before', async () => {
    await payload.jobs.run({ overrideAccess: true } as never)
    const notSent = await payload.find({
      collection: 'outbox-messages',
      where: { status: { equals: 'not-sent' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(notSent.docs.length).toBeGreaterThanOrEqual(3)

    expect(await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })).toEqual(NOTHING)
    const result = await sweepOutbox(payload, { now: settledNow(), mailConfigured: true })
    expect(result).toEqual({ ...NOTHING, requeued: notSent.docs.length })
    for (const message of notSent.docs) {
      const now = await payload.findByID({ collection: 'outbox-messages', id: message.id, overrideAccess: true })
      expect(now.status).toBe('queued')
      expect(await mailJobsFor(message.id)).toHaveLength(1)
    }
    expect(await sweepOutbox(payload, { now: settledNow(), mailConfigured: true })).toEqual(NOTHING)
  })

  it('gives a queued message without a delivery job a job, and frees a job a dead server left running', async () => {
    const orphan = await payload.create({
      collection: 'outbox-messages',
      data: { kind: 'acknowledgement', to: 'orphan@example.com', subject: 'Orphan', text: 'No job', status: 'queued' },
      overrideAccess: true,
    })
    const stuckMessage = await payload.create({
      collection: 'outbox-messages',
      data: {
        kind: 'acknowledgement',
        to: 'stuck@example.com',
        subject: 'Stuck',
        text: 'Job running',
        status: 'queued',
      },
      overrideAccess: true,
    })
    const stuckJob = (await payload.jobs.queue({
      task: MAIL_TASK as never,
      input: { messageId: String(stuckMessage.id) } as never,
    })) as { id: number }
    await payload.update({
      collection: 'payload-jobs',
      id: stuckJob.id,
      data: { processing: true },
      overrideAccess: true,
    })

    expect(await sweepOutbox(payload, { now: settledNow(), mailConfigured: false })).toEqual({
      ...NOTHING,
      jobsQueued: 1,
    })
    expect(await mailJobsFor(orphan.id)).toHaveLength(1)

    const later = new Date(Date.now() + STUCK_JOB_MS + 60_000)
    expect(await sweepOutbox(payload, { now: later, mailConfigured: false })).toEqual({ ...NOTHING, jobsReleased: 1 })
    const freed = await payload.findByID({ collection: 'payload-jobs', id: stuckJob.id, overrideAccess: true })
    expect(freed.processing).toBe(false)
    expect(await mailJobsFor(stuckMessage.id)).toHaveLength(1)
  })

  it('frees a sweep job a dead server left running, so sweeps go on being scheduled', async () => {
    // As the scheduler queues it, then marked as running long ago, as a server killed during a sweep leaves it.
    const job = (await payload.jobs.queue({
      task: SWEEP_TASK as never,
      input: {} as never,
      meta: { scheduled: true },
    })) as { id: number }
    const longAgo = new Date(Date.now() - STUCK_JOB_MS - 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true, updatedAt: longAgo },
      returning: false,
    } as never)

    const whileStuck = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(whileStuck.queued).toEqual([])
    const freed = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    expect(freed).toMatchObject({ processing: false, taskSlug: SWEEP_TASK })

    await payload.jobs.run({ queue: 'default', where: { id: { equals: job.id } }, overrideAccess: true } as never)
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    const scheduled = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(scheduled.queued.map((queued) => queued.taskConfig?.slug)).toEqual([SWEEP_TASK])
  })
})
