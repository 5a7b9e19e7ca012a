import { describe, expect, it } from 'vitest'

import { isTimeZone } from './time-zone'
import { currentZoneName } from './zone-names'

describe('a zone’s current name', () => {
  it('replaces the names IANA has renamed', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(currentZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh')
    expect(currentZoneName('Asia/Katmandu')).toBe('Asia/Kathmandu')
    expect(currentZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires')
    expect(currentZoneName('US/Eastern')).toBe('America/New_York')
  })

  it('keeps current names, and a country’s own zone where IANA links it to another country’s', () => {
    expect(currentZoneName('Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(currentZoneName('Europe/London')).toBe('Europe/London')
    expect(currentZoneName('Europe/Amsterdam')).toBe('Europe/Amsterdam')
    expect(currentZoneName('Asia/Kuala_Lumpur')).toBe('Asia/Kuala_Lumpur')
  })

  it('names UTC by its short name, and gives back a name it does not list', () => {
    expect(currentZoneName('Etc/UTC')).toBe('UTC')
    expect(currentZoneName('UTC')).toBe('UTC')
    expect(currentZoneName('Nowhere/Else')).toBe('Nowhere/Else')
  })

  it('turns every zone the runtime lists into a name the runtime knows', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(isTimeZone(currentZoneName(zone)), zone).toBe(true)
  })
})
