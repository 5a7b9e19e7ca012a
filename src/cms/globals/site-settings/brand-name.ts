import type { SiteSetting } from '../../payload-types'

/** The consultancy's name and short name, as its mails, page titles and the admin give them. */
export type BrandName = { name: string; shortName: string }

/**
 * The names saved in the site settings. Settings never saved (a new database before the seed) have none: the site's
 * host name stands in for both, so nothing ever goes out under a made-up brand.
 */
export function brandName(
  stored: Partial<Pick<SiteSetting, 'name' | 'shortName'>> | null | undefined,
  host: string,
): BrandName {
  const name = stored?.name?.trim() || host
  return { name, shortName: stored?.shortName?.trim() || name }
}
