import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'
import { EVENT_TEXT } from '@/schema/event-registration-schema'
import { MESSAGES } from '@/schema/form-schema'
import { issueChallenge } from '@/security/captcha.server'

import { newEvent } from '../../tests/support/event-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { registerVisitor } from './register-visitor.server'

// A visitor's registration as the page's form and the API send it: the shared rules and messages, the event's own
// questions, the captcha and the honeypot, and the lead it makes or joins, assigned and timed by the intake.

const request = () =>
  new Request('http://localhost/api/events/x/registrations', {
    method: 'POST',
    headers: { referer: 'http://localhost/events/x', 'user-agent': 'test' },
  })

describe('a visitor registering', () => {
  let payload: Payload
  const NOW = Date.now()

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    // The first account is made an admin, whatever it asks for: the counsellor comes second.
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    await payload.create({
      collection: 'users',
      data: { email: 'asha@example.org', password: 'a-long-password-123', role: 'counsellor' },
    })
  })

  /** A captcha solved long enough ago to pass the fill time. */
  const solved = () => {
    const challenge = issueChallenge(NOW - 60_000)
    return { captchaToken: challenge.token, captchaAnswer: String(challenge.a + challenge.b) }
  }
  const details = (email: string) => ({
    name: 'Asha Verma',
    email,
    contactNumber: '98100 00005',
    ...solved(),
  })

  it('names each field that breaks the shared rules, with the forms’ messages', async () => {
    const event = await newEvent(payload, { slug: 'rules', questions: [{ question: 'Which course?', required: true }] })
    const outcome = await registerVisitor(
      payload,
      event.slug!,
      { ...solved(), email: 'not-an-address' },
      request(),
      NOW,
    )
    expect(outcome).toEqual({
      kind: 'invalid',
      fields: { name: MESSAGES.name, email: MESSAGES.emailFormat, contactNumber: MESSAGES.contactNumberEmpty },
    })
    const unanswered = await registerVisitor(payload, event.slug!, details('q@example.org'), request(), NOW)
    expect(unanswered).toEqual({ kind: 'invalid', fields: { 'answers.0': EVENT_TEXT.answerRequired } })
    const wrong = await registerVisitor(
      payload,
      event.slug!,
      { ...details('c@example.org'), answers: ['MSc'], captchaAnswer: '99' },
      request(),
      NOW,
    )
    expect(wrong).toEqual({ kind: 'invalid', fields: { captchaAnswer: MESSAGES.captchaWrong } })
  })

  it('stores the registration with its answers and a new event lead, assigned and timed by the intake', async () => {
    await newEvent(payload, {
      slug: 'open-day',
      title: 'Open day in Noida',
      attendance: 'in-person',
      venue: 'Noida office',
      questions: [{ question: 'Which course?', required: true }],
    })
    const outcome = await registerVisitor(
      payload,
      'open-day',
      { ...details('new.visitor@example.org'), answers: ['MSc Data Science'] },
      request(),
      NOW,
    )
    expect(outcome).toMatchObject({
      kind: 'seat',
      registration: {
        contactNumber: '+919810000005',
        answers: [{ question: 'Which course?', answer: 'MSc Data Science' }],
        lead: { relationTo: 'enquiries' },
      },
    })
    const leadId = (outcome as { registration: { lead: { value: number } } }).registration.lead.value
    const lead = await payload.findByID({ collection: 'enquiries', id: leadId, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({
      source: 'event',
      status: 'new',
      organization: 'Open day in Noida',
      city: 'Noida office',
      contactNumber: '919810000005',
      attribution: { pagePath: '/events/x' },
    })
    expect(lead.assignee).toBeTruthy()
    expect(lead.responseDueAt).toBeTruthy()
  })

  it('joins the visitor’s existing lead instead of making another', async () => {
    const existing = await payload.create({
      collection: 'consultations',
      data: {
        name: 'Ravi Kumar',
        currentlyPursuing: 'BSc',
        previousScore: '8',
        preferredCourse: 'MSc',
        contactNumber: '9810000002',
        email: 'ravi@example.org',
        status: 'contacted',
      },
      overrideAccess: true,
    })
    await newEvent(payload, { slug: 'joins' })
    const outcome = await registerVisitor(payload, 'joins', details('Ravi@Example.org'), request(), NOW)
    expect(outcome).toMatchObject({
      kind: 'seat',
      registration: { email: 'ravi@example.org', lead: { relationTo: 'consultations', value: existing.id } },
    })
    const { totalDocs } = await payload.count({
      collection: 'enquiries',
      where: { email: { equals: 'ravi@example.org' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('stores a bot’s lead flagged as spam, and no registration', async () => {
    const event = await newEvent(payload, { slug: 'bots' })
    const outcome = await registerVisitor(
      payload,
      'bots',
      { ...details('bot@example.org'), website: 'http://spam.example' },
      request(),
      NOW,
    )
    expect(outcome).toEqual({ kind: 'spam' })
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { email: { equals: 'bot@example.org' } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.status)).toEqual(['spam'])
    const registrations = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: event.id } },
      overrideAccess: true,
    })
    expect(registrations.totalDocs).toBe(0)
  })

  it('refuses unknown, draft, started and called-off events', async () => {
    await newEvent(payload, { slug: 'a-draft', _status: 'draft' })
    await newEvent(payload, { slug: 'started', startsIn: -60_000 })
    await newEvent(payload, { slug: 'called-off', cancelled: true })
    const body = details('late@example.org')
    expect(await registerVisitor(payload, 'nothing-here', body, request(), NOW)).toEqual({ kind: 'unknown' })
    expect(await registerVisitor(payload, 'a-draft', body, request(), NOW)).toEqual({ kind: 'unknown' })
    expect(await registerVisitor(payload, 'started', body, request(), NOW)).toEqual({ kind: 'closed' })
    expect(await registerVisitor(payload, 'called-off', body, request(), NOW)).toEqual({ kind: 'closed' })
  })

  it('stores nothing for a full event unless the visitor asks to wait, then gives their place', async () => {
    await newEvent(payload, { slug: 'full', capacity: 1 })
    const first = await registerVisitor(payload, 'full', details('first@example.org'), request(), NOW)
    expect(first).toMatchObject({ kind: 'seat', registration: { seat: 1 } })
    expect((first as { registration: { token: string } }).registration.token).toMatch(/^[\w-]{32}$/)
    expect(await registerVisitor(payload, 'full', details('second@example.org'), request(), NOW)).toEqual({
      kind: 'full',
    })
    const waiting = await registerVisitor(
      payload,
      'full',
      { ...details('second@example.org'), joinWaitingList: true },
      request(),
      NOW,
    )
    expect(waiting).toMatchObject({ kind: 'waiting', place: 1, registration: { status: 'waiting' } })
  })
})
