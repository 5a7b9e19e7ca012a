import cldrZones from 'cldr-bcp47/bcp47/timezone.json'

type CldrZone = { _alias?: string; _iana?: string }

/**
 * Every IANA name CLDR knows, mapped to the zone's current name: CLDR keeps one entry per zone with all its names
 * (`_alias`, the first being ICU's own, often an old one such as Asia/Calcutta) and its current IANA name (`_iana`)
 * when that differs from the first. Links IANA made across countries (Europe/Amsterdam → Europe/Brussels) are
 * entries of their own in CLDR, so a visitor in Amsterdam keeps Amsterdam. The names of UTC read 'UTC', as ECMA-402
 * has it.
 */
const CURRENT_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>()
  for (const [key, entry] of Object.entries(cldrZones.keyword.u.tz as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) continue
    const { _alias: aliases, _iana: iana } = entry as CldrZone
    if (!aliases) continue
    const all = aliases.split(' ')
    const current = key === 'utc' ? 'UTC' : (iana ?? all[0]!)
    for (const name of all) names.set(name, current)
  }
  return names
})()

/**
 * A zone's current IANA name, for any of its names: 'Asia/Calcutta' → 'Asia/Kolkata', 'Europe/Kiev' → 'Europe/Kyiv',
 * 'Etc/UTC' → 'UTC'. Node's ICU still answers the old names (the zone it resolves for 'Asia/Kolkata' is
 * 'Asia/Calcutta', and Intl.supportedValuesOf lists the old ones), so the names come from CLDR's table instead
 * (docs/decisions/0163). A name CLDR does not list is given back as it is.
 */
export const currentZoneName = (name: string): string => CURRENT_NAMES.get(name) ?? name
