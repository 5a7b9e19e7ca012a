import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { migratedPayload } from '../../../../tests/support/payload'
import { PHONE_NUMBER_MESSAGE } from '../../fields/phone-number'
import { WEB_ADDRESS_MESSAGE } from '../../fields/web-address'

describe('site settings', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(siteSettings) })
  })

  const refusal = (data: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'site-settings', data }).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) =>
        (error.data?.errors ?? [])
          .map(({ path, message }) => ({ path, message }))
          .sort((a, b) => a.path.localeCompare(b.path)),
    )

  it('refuses a social address that is not a full https one, and keeps the one stored', async () => {
    const errors = await refusal({
      social: { ...siteSettings.social, facebook: 'javascript:alert(document.domain)', youtube: 'youtube.com/x' },
    })
    expect(errors).toEqual([
      { path: 'social.facebook', message: WEB_ADDRESS_MESSAGE },
      { path: 'social.youtube', message: WEB_ADDRESS_MESSAGE },
    ])
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.social).toEqual(siteSettings.social)
  })

  it('refuses a chat number or a phone number without 7 to 15 digits', async () => {
    const errors = await refusal({
      chatNumber: 'ask at reception',
      phones: [{ label: 'Admissions', number: '+91 981', chat: true }],
    })
    expect(errors).toEqual([
      { path: 'chatNumber', message: PHONE_NUMBER_MESSAGE },
      { path: 'phones.0.number', message: PHONE_NUMBER_MESSAGE },
    ])
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.chatNumber).toBe(siteSettings.chatNumber)
  })

  it('refuses a map location off the globe', async () => {
    const errors = await refusal({ map: { ...siteSettings.map, latitude: 999, longitude: -181 } })
    expect(errors?.map((error) => error.path)).toEqual(['map.latitude', 'map.longitude'])
    expect((await payload.findGlobal({ slug: 'site-settings' })).map).toEqual(siteSettings.map)
  })

  it('saves well-formed addresses and numbers', async () => {
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        social: { ...siteSettings.social, facebook: 'https://www.facebook.com/another.page' },
        chatNumber: '+91 98100 00002',
      },
    })
    expect(saved.social.facebook).toBe('https://www.facebook.com/another.page')
    expect(saved.chatNumber).toBe('+91 98100 00002')
  })
})
