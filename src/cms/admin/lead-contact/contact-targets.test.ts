import { describe, expect, it } from 'vitest'

import { contactTargets, openingMessage } from './contact-targets'

const lead = {
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  contactNumber: '98100 00002',
  preferredCourse: 'MSc Data',
}

describe('one-click contact', () => {
  it('opens the WhatsApp chat with a message filled in from the lead', () => {
    expect(openingMessage(lead, 'Asha', 'Brighter Bridge')).toBe(
      'Hello Ravi, this is Asha from Brighter Bridge. Thank you for your request for a free consultation about MSc Data. When would be a good time to talk?',
    )
    const whatsapp = contactTargets(lead, 'Asha', 'Brighter Bridge').find((target) => target.channel === 'whatsapp')
    expect(whatsapp?.href).toMatch(/^https:\/\/wa\.me\/9810000002\?text=Hello%20Ravi%2C/)
  })

  it('calls the number as dialable digits and mails the address', () => {
    const targets = contactTargets({ ...lead, preferredCourse: null }, 'Asha', 'Brighter Bridge')
    expect(targets.map((target) => target.channel)).toEqual(['call', 'whatsapp', 'email'])
    expect(targets[0]!.href).toBe('tel:9810000002')
    expect(targets[2]!.href).toMatch(
      /^mailto:ravi@example\.org\?subject=Your%20enquiry%20with%20Brighter%20Bridge&body=/,
    )
    expect(decodeURIComponent(targets[2]!.href)).toContain('Thank you for your enquiry.')
  })

  it('offers only what the lead gave', () => {
    expect(contactTargets({ name: 'A', email: 'a@example.org' }, 'Asha', 'BB').map((t) => t.channel)).toEqual(['email'])
  })
})
