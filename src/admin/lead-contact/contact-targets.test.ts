import { describe, expect, it } from 'vitest'

import { contactTargets, openingMessage } from './contact-targets'

const lead = {
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  contactNumber: '98100 00002',
  preferredCourse: 'MSc Data',
}
const office = { name: 'Brighter Bridge', country: 'IN' as const }

describe('one-click contact', () => {
  it('opens the WhatsApp chat with the international number and a message filled in from the lead', () => {
    expect(openingMessage(lead, 'Asha', 'Brighter Bridge')).toBe(
      'Hello Ravi, this is Asha from Brighter Bridge. Thank you for your request for a free consultation about MSc Data. When would be a good time to talk?',
    )
    const whatsapp = contactTargets(lead, 'Asha', office).find((target) => target.channel === 'whatsapp')
    expect(whatsapp?.href).toMatch(/^https:\/\/wa\.me\/919810000002\?text=Hello%20Ravi%2C/)
  })

  it('calls the number in international form and mails the address', () => {
    const targets = contactTargets({ ...lead, preferredCourse: null }, 'Asha', office)
    expect(targets.map((target) => target.channel)).toEqual(['call', 'whatsapp', 'email'])
    expect(targets[0]!.href).toBe('tel:+919810000002')
    expect(targets[2]!.href).toMatch(
      /^mailto:ravi@example\.org\?subject=Your%20enquiry%20with%20Brighter%20Bridge&body=/,
    )
    expect(decodeURIComponent(targets[2]!.href)).toContain('Thank you for your enquiry.')
  })

  it('reaches a number from abroad in its own country, whatever the office’s', () => {
    const targets = contactTargets({ ...lead, contactNumber: '+44 20 7946 0958' }, 'Asha', office)
    expect(targets[0]!.href).toBe('tel:+442079460958')
    expect(targets[1]!.href).toMatch(/^https:\/\/wa\.me\/442079460958\?/)
  })

  it('offers only what the lead gave', () => {
    expect(contactTargets({ name: 'A', email: 'a@example.org' }, 'Asha', office).map((t) => t.channel)).toEqual([
      'email',
    ])
  })
})
