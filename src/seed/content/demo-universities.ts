import type { Destination } from '@/schema/destinations'

/** Where the demo's invented universities (the home page's logos, ./university-logos.ts) stand, and their sites. */
export type DemoUniversity = { name: string; country: Destination; city: string; website: string }

const university = (name: string, country: Destination, city: string, site: string): DemoUniversity => ({
  name,
  country,
  city,
  website: `https://www.${site}.example`,
})

export const demoUniversities: DemoUniversity[] = [
  university('Northbridge University', 'GB', 'Manchester', 'northbridge'),
  university('Royal Thamesford College', 'GB', 'London', 'thamesford'),
  university('University of Eastmere', 'GB', 'Norwich', 'eastmere'),
  university('Kingsvale Institute of Technology', 'US', 'Boston', 'kingsvale'),
  university('Harbourline University', 'CA', 'Vancouver', 'harbourline'),
  university('St Aldwyn’s College', 'GB', 'Oxford', 'staldwyns'),
  university('Wexcombe School of Economics', 'GB', 'London', 'wexcombe'),
  university('Glenmoor University', 'GB', 'Edinburgh', 'glenmoor'),
  university('Dublin Quay University', 'IE', 'Dublin', 'dublinquay'),
  university('Southern Cross Metropolitan University', 'AU', 'Melbourne', 'southerncross'),
  university('Ashgrove Business School', 'DE', 'Berlin', 'ashgrove'),
  university('Riverton University', 'NZ', 'Christchurch', 'riverton'),
]
