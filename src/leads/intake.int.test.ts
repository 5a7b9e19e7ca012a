import { describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// The intake through the Local API with CAPTCHA_REQUIRED=false (clients that send only the spec's bodies), and
// the mail job without SMTP_URL: the message stays in the outbox as not sent.
process.env.CAPTCHA_REQUIRED = 'false'
delete process.env.SMTP_URL
// No site settings here, so no staff recipients: the visitor's acknowledgement is the outbox message.
process.env.MAIL_ACKNOWLEDGE_VISITORS = 'true'

const { migratedPayload } = await import('../../tests/support/payload')
const { receiveLead } = await import('./intake.server')

const payload = await migratedPayload()
const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/Consultation/GetFreeConsultation', {
    method: 'POST',
    headers: { 'user-agent': 'IntakeTest/1.0', referer: 'http://localhost/summer-school', ...headers },
  })

const body = {
  name: 'Ravi Kumar',
  currentlyPursuing: 'BSc Physics',
  previousScore: '8.4 CGPA',
  preferredCourse: 'MSc Data Science',
  contactNumber: '9810000002',
  email: 'Ravi@Example.org',
}

describe('lead intake with the captcha check off', () => {
  it('stores a body of only the spec’s fields, with its page from the Referer, and queues its mail', async () => {
    const outcome = await receiveLead(payload, { collection: 'consultations', body }, request())
    expect(outcome.kind).toBe('stored')
    const lead = await payload.findByID({ collection: 'consultations', id: (outcome as { id: number }).id })
    expect(lead).toMatchObject({
      email: 'ravi@example.org',
      status: 'new',
      attribution: { pagePath: '/summer-school', userAgent: 'IntakeTest/1.0' },
    })
    expect(lead.terms?.acceptedAt ?? null).toBeNull()

    const repeat = await receiveLead(payload, { collection: 'consultations', body }, request())
    expect(repeat).toEqual({ kind: 'repeat', id: lead.id })

    const outbox = await payload.find({ collection: 'outbox-messages', where: { 'lead.value': { equals: lead.id } } })
    expect(outbox.totalDocs).toBe(1)
    expect(outbox.docs[0]).toMatchObject({ status: 'queued', kind: 'acknowledgement', to: 'ravi@example.org' })
  })

  it('without SMTP_URL the mail job leaves the message in the outbox as not sent', async () => {
    await payload.jobs.run({ overrideAccess: true } as never)
    const outbox = await payload.find({ collection: 'outbox-messages' })
    expect(outbox.docs.length).toBeGreaterThan(0)
    for (const message of outbox.docs) expect(message.status).toBe('not-sent')
  })

  it('counts a repeat per form and never against a lead flagged as spam', async () => {
    const enquiry = (source: 'popup' | 'contact', website?: string) => ({
      name: 'Asha Verma',
      organization: 'Delhi Public School',
      city: 'Delhi',
      email: 'asha.repeat@example.org',
      contactNumber: '9810000001',
      source,
      ...(website ? { website } : {}),
    })
    const spam = await receiveLead(
      payload,
      { collection: 'enquiries', body: enquiry('popup', 'bot.example') },
      request(),
    )
    expect(spam.kind).toBe('spam')
    const popup = await receiveLead(payload, { collection: 'enquiries', body: enquiry('popup') }, request())
    expect(popup.kind).toBe('stored')
    const contact = await receiveLead(payload, { collection: 'enquiries', body: enquiry('contact') }, request())
    expect(contact.kind).toBe('stored')
    expect(await receiveLead(payload, { collection: 'enquiries', body: enquiry('contact') }, request())).toEqual({
      kind: 'repeat',
      id: (contact as { id: number }).id,
    })
    expect(await receiveLead(payload, { collection: 'enquiries', body: enquiry('popup') }, request())).toEqual({
      kind: 'repeat',
      id: (popup as { id: number }).id,
    })
  })

  it('takes a different request from the same address as a new lead; the same details resent are a repeat', async () => {
    const first = { ...body, name: 'Sibling One', email: 'family.repeat@example.org' }
    const second = { ...first, name: 'Sibling Two', preferredCourse: 'MBA London' }
    const one = await receiveLead(payload, { collection: 'consultations', body: first }, request())
    const two = await receiveLead(payload, { collection: 'consultations', body: second }, request())
    expect([one.kind, two.kind]).toEqual(['stored', 'stored'])
    const secondId = (two as { id: number }).id
    expect(secondId).not.toBe((one as { id: number }).id)
    const mail = await payload.find({
      collection: 'outbox-messages',
      where: { 'lead.relationTo': { equals: 'consultations' }, 'lead.value': { equals: secondId } },
    })
    expect(mail.totalDocs).toBe(1)

    const resent = { ...second, name: '  sibling   two ', email: 'Family.Repeat@example.org' }
    expect(await receiveLead(payload, { collection: 'consultations', body: resent }, request())).toEqual({
      kind: 'repeat',
      id: secondId,
    })
  })
})

describe('staff recipients', () => {
  const notifiedFor = async (email: string) => {
    const enquiry = { name: 'Meera Shah', organization: 'DPS', city: 'Pune', email, contactNumber: '9810000003' }
    const outcome = await receiveLead(payload, { collection: 'enquiries', body: enquiry }, request())
    expect(outcome.kind).toBe('stored')
    const outbox = await payload.find({
      collection: 'outbox-messages',
      where: { 'lead.value': { equals: (outcome as { id: number }).id }, kind: { equals: 'lead-notification' } },
    })
    // Times are given as staff read them: in their time zone (India by default), then in UTC.
    for (const message of outbox.docs) {
      expect(message.text).toMatch(/^Received: \d{1,2} \w{3} \d{4}, \d\d:\d\d GMT\+5:30 \(\d\d:\d\d UTC\)$/m)
    }
    return outbox.docs.map((message) => message.to)
  }
  const setRecipients = (email: string) =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettingsData(siteSettings), leadNotificationRecipients: [{ email }] },
      overrideAccess: true,
    })

  it('a change saved in the site settings reaches the very next lead, though recipients are remembered', async () => {
    await setRecipients('first.desk@example.org')
    expect(await notifiedFor('meera.one@example.org')).toEqual(['first.desk@example.org'])
    await setRecipients('second.desk@example.org')
    expect(await notifiedFor('meera.two@example.org')).toEqual(['second.desk@example.org'])
  })
})
