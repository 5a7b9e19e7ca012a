import { currentZoneName } from '@/calendar/zone-names'

import { COMMON_ZONES, ZONE_TEXT } from './booking-copy'
import { offsetMinutes, zoneOffset } from './booking-times'

export type ZoneOption = { zone: string; label: string }

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires': a zone's own place, for a zone not in the list. */
const placeOf = (zone: string) => zone.split('/').pop()!.replaceAll('_', ' ')

/**
 * The place a zone is named by on the pages, by its current name: the list's ('Asia/Kolkata' and 'Asia/Calcutta' →
 * 'India'), else the zone's own.
 */
export function zonePlace(name: string): string {
  const zone = currentZoneName(name)
  return COMMON_ZONES.find((known) => known.zone === zone)?.place ?? placeOf(zone)
}

/**
 * The zones of the list, with the shown zone and the office's added by their current names when missing (never
 * 'Calcutta' beside 'India'), ordered by their offset at `now` (west to east), each labelled with its place and
 * offset: "London (GMT+1)".
 */
export function zoneOptions(shown: string, officeZone: string, now: number): ZoneOption[] {
  const zones = [...COMMON_ZONES]
  for (const zone of [shown, officeZone].map(currentZoneName)) {
    if (!zones.some((known) => known.zone === zone)) zones.push({ zone, place: placeOf(zone) })
  }
  return zones
    .map(({ zone, place }) => ({ zone, place, offset: offsetMinutes(zone, now) }))
    .sort((a, b) => a.offset - b.offset || a.place.localeCompare(b.place))
    .map(({ zone, place }) => ({ zone, label: ZONE_TEXT.option(place, zoneOffset(zone, now)) }))
}
