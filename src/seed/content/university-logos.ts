import type { SeedUniversityLogo, WordmarkArt } from './types'

// Invented universities: the demo never shows a real university's mark.

const logo = (name: string, emblem: WordmarkArt['emblem'], hue: number, motto?: string): SeedUniversityLogo => ({
  name,
  logo: { art: { kind: 'wordmark', name, motto, hue, emblem }, alt: `${name} logo` },
})

export const universityLogos: SeedUniversityLogo[] = [
  logo('Northbridge University', 'shield', 0, 'Knowledge and service'),
  logo('Royal Thamesford College', 'tower', 30, 'Since 1826'),
  logo('University of Eastmere', 'book', 200),
  logo('Kingsvale Institute of Technology', 'star', 160, 'Make it real'),
  logo('Harbourline University', 'wave', 190),
  logo('St Aldwyn’s College', 'shield', 320, 'Lux et veritas'),
  logo('Wexcombe School of Economics', 'circle', 100),
  logo('Glenmoor University', 'tower', 60, 'Per ardua'),
  logo('Dublin Quay University', 'wave', 140),
  logo('Southern Cross Metropolitan University', 'star', 260),
  logo('Ashgrove Business School', 'circle', 20, 'Lead with purpose'),
  logo('Riverton University', 'book', 240),
]
