import type { Field } from 'payload'

import { PAGE_ART_NAMES } from '@/brand/page-art'

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ')

/** One of the site's drawn illustrations (decorative, so it needs no alt text). */
export const artField = (required = false): Field => ({
  name: 'art',
  label: 'Illustration',
  type: 'select',
  required,
  options: PAGE_ART_NAMES.map((name) => ({ label: label(name), value: name })),
})
