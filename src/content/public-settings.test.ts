import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/cms/payload-types'
import { siteSettings as seed } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { toPublicSettings } from './public-settings'

const stored = (changes: Partial<SiteSetting> = {}): SiteSetting =>
  ({ id: 1, ...siteSettingsData(seed), ...changes }) as SiteSetting

describe('the site settings the public site shows', () => {
  it('shows the demo settings as they are', () => {
    const settings = toPublicSettings(stored())
    expect(settings.social).toEqual(seed.social)
    expect(settings.chatNumber).toBe(seed.chatNumber)
    expect(settings.phones.map((phone) => phone.chat)).toEqual([true, true])
  })

  it('leaves out a network whose stored address is not a full https one', () => {
    const settings = toPublicSettings(
      stored({ social: { ...seed.social, facebook: 'javascript:alert(document.domain)', youtube: 'youtube' } }),
    )
    expect(settings.social).toEqual({ instagram: seed.social.instagram, linkedin: seed.social.linkedin })
  })

  it('chats with the first chat phone when the chat number has no digits to dial, and with no one without one', () => {
    expect(toPublicSettings(stored({ chatNumber: 'ask at reception' })).chatNumber).toBe('+919810000001')
    const noChat = toPublicSettings(
      stored({
        chatNumber: '',
        phones: [
          { label: 'Front desk', number: 'extension 12', chat: true },
          { label: 'Admissions', number: '+91 98100 00001', chat: false },
        ],
      }),
    )
    expect(noChat.chatNumber).toBeNull()
    expect(noChat.phones.map((phone) => phone.chat)).toEqual([false, false])
  })

  it('calls and chats with the office’s numbers in international form, read in the country of its address', () => {
    const settings = toPublicSettings(
      stored({
        address: { ...siteSettingsData(seed).address, country: 'United Kingdom' },
        chatNumber: '07911 123456',
        phones: [
          { label: 'Office', number: '020 7946 0958', chat: false },
          { label: 'India desk', number: '+91 98100 00001', chat: true },
        ],
      }),
    )
    expect(settings.phones.map((phone) => [phone.number, phone.dial])).toEqual([
      ['020 7946 0958', '+442079460958'],
      ['+91 98100 00001', '+919810000001'],
    ])
    expect(settings.chatNumber).toBe('+447911123456')
  })
})
