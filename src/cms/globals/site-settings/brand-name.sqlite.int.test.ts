import { describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

// A consultancy renamed in the admin: its next mails and the admin's titles carry the new name, with no deploy.
process.env.CAPTCHA_REQUIRED = 'false'
process.env.MAIL_ACKNOWLEDGE_VISITORS = 'true'

const { migratedPayload } = await import('../../../../tests/support/payload')
const { readBrandName } = await import('./brand-name.server')
const { receiveLead } = await import('@/leads/intake.server')
const { subscribe } = await import('@/leads/newsletter.server')
const { siteBrand } = await import('@/content/site-settings.server')
const { adminTitleSuffix } = await import('@/payload/admin-title')

const payload = await migratedPayload()

const RENAMED = { name: 'Northgate Study Partners', shortName: 'Northgate' }

const request = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' })

const queuedMail = async (kind: string, to: string) => {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ kind: { equals: kind } }, { to: { equals: to } }] },
    overrideAccess: true,
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

describe('the consultancy’s name from the site settings', () => {
  it('is the site’s host name on a new database, before the settings are first saved', async () => {
    expect(await readBrandName(payload)).toEqual({ name: 'localhost', shortName: 'localhost' })
    expect(adminTitleSuffix((await siteBrand()).shortName)).toBe('· localhost admin')
  })

  it('is the new name in the mails queued after a rename', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
    await payload.updateGlobal({ slug: 'site-settings', data: RENAMED })

    const body = {
      name: 'Ravi Kumar',
      currentlyPursuing: 'BSc Physics',
      previousScore: '8.4 CGPA',
      preferredCourse: 'MSc Data Science',
      contactNumber: '9810000002',
      email: 'ravi@example.org',
    }
    const outcome = await receiveLead(
      payload,
      { collection: 'consultations', body },
      request('/api/Consultation/GetFreeConsultation'),
    )
    expect(outcome.kind).toBe('stored')
    const thanks = await queuedMail('acknowledgement', 'ravi@example.org')
    expect(thanks.text).toContain('Thank you for contacting Northgate Study Partners.')
    expect(thanks.text).not.toContain(siteSettings.name)

    await subscribe(payload, { email: 'reader@example.org' }, request('/api/Newsletter/SubscribeToNewsletter'))
    const confirmation = await queuedMail('newsletter-confirmation', 'reader@example.org')
    expect(confirmation.text).toContain('Thank you for subscribing to the Northgate Study Partners newsletter.')

    await payload.create({
      collection: 'users',
      data: { email: 'counsellor@example.org', password: 'a-long-password-123', role: 'counsellor' },
    })
    await payload.forgotPassword({ collection: 'users', data: { email: 'counsellor@example.org' } })
    const reset = await queuedMail('staff-account', 'counsellor@example.org')
    expect(reset.subject).toBe('Reset your Northgate staff password')
    expect(reset.text).toContain('of the Northgate Study Partners website.')
  })

  it('is the new short name at the end of the admin’s page titles', async () => {
    expect(await siteBrand()).toEqual(RENAMED)
    expect(`Dashboard ${adminTitleSuffix((await siteBrand()).shortName)}`).toBe('Dashboard · Northgate admin')
  })
})
