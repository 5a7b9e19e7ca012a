import { describe, expect, it } from 'vitest'

import { zoneOptions, zonePlace } from './zone-options'

const DECEMBER = Date.parse('2026-12-03T00:00:00Z')

describe('the zones of the list', () => {
  it('are ordered west to east and labelled with their place and offset', () => {
    const options = zoneOptions('Asia/Kolkata', 'Asia/Kolkata', DECEMBER)
    expect(options[0]).toEqual({ zone: 'America/Los_Angeles', label: 'Los Angeles (GMT-8)' })
    expect(options.find((option) => option.zone === 'Asia/Kolkata')?.label).toBe('India (GMT+5:30)')
    expect(options.find((option) => option.zone === 'UTC')?.label).toBe('UTC (GMT)')
    expect(options.at(-1)?.zone).toBe('Pacific/Auckland')
  })

  it('add the shown zone and the office’s when they are not among them, once', () => {
    const options = zoneOptions('America/Argentina/Buenos_Aires', 'Asia/Colombo', DECEMBER)
    expect(options.filter((option) => option.zone === 'America/Argentina/Buenos_Aires')).toEqual([
      { zone: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires (GMT-3)' },
    ])
    expect(options.some((option) => option.zone === 'Asia/Colombo')).toBe(true)
    expect(new Set(options.map((option) => option.zone)).size).toBe(options.length)
  })

  it('name each zone by its current name, once: India is Asia/Kolkata, never Calcutta beside it', () => {
    for (const [shown, office] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Asia/Kolkata', 'Asia/Calcutta'],
    ] as const) {
      const options = zoneOptions(shown, office, DECEMBER)
      expect(options.map((option) => option.zone)).not.toContain('Asia/Calcutta')
      expect(options.filter((option) => option.zone === 'Asia/Kolkata')).toEqual([
        { zone: 'Asia/Kolkata', label: 'India (GMT+5:30)' },
      ])
      expect(options.some((option) => option.label.includes('Calcutta'))).toBe(false)
    }
    const kyiv = zoneOptions('Europe/Kiev', 'Asia/Kolkata', DECEMBER)
    expect(kyiv.map((option) => option.zone)).toContain('Europe/Kyiv')
    expect(kyiv.map((option) => option.zone)).not.toContain('Europe/Kiev')
  })
})

describe('a zone’s place', () => {
  it('is the list’s name for it, else the last part of the zone', () => {
    expect(zonePlace('Asia/Kolkata')).toBe('India')
    expect(zonePlace('Europe/London')).toBe('London')
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
  })

  it('is read from the zone’s current name', () => {
    expect(zonePlace('Asia/Calcutta')).toBe('India')
    expect(zonePlace('Europe/Kiev')).toBe('Kyiv')
  })
})
