import type { BlocksFieldValidation } from 'payload'

import { HOME_PAGE_PATH } from '@/config/page-paths'

import { COMPANY_BLOCKS } from './blocks/company-blocks'
import { HOME_BLOCKS } from './blocks/home-blocks'

// The site's own sections carry fixed ids (their headings' anchors, the forms' fields), so each may appear once on a
// page; the home banner holds the home page's one h1, so it belongs there alone; and a page holds one consultation
// form, whether as a block or as its enquiry block.

const ONCE_PER_PAGE = new Set([...HOME_BLOCKS, ...COMPANY_BLOCKS].map((block) => block.slug))

const LABELS = new Map(
  [...HOME_BLOCKS, ...COMPANY_BLOCKS].map((block) => [block.slug, String(block.labels?.singular ?? block.slug)]),
)

type Data = { path?: unknown; enquiry?: { title?: unknown } | null }

export const layoutRules: BlocksFieldValidation = (value, { data }) => {
  const types = (Array.isArray(value) ? value : []).map((block) => String(block.blockType))
  const page = (data ?? {}) as Data
  if (!types.length) return 'Add at least one section.'
  const repeated = [...new Set(types.filter((type, index) => ONCE_PER_PAGE.has(type) && types.indexOf(type) !== index))]
  if (repeated.length)
    return `A page may hold each of these sections once: ${repeated.map((type) => LABELS.get(type)).join(', ')}.`
  if (types.includes('homeBanner') && page.path !== HOME_PAGE_PATH)
    return 'The home banner belongs on the home page only.'
  if (types.includes('consultation') && page.enquiry?.title)
    return 'This page already ends with the consultation form (its enquiry block): remove one of the two.'
  return true
}
