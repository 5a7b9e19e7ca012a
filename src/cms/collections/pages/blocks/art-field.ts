import type { Field } from 'payload'

import { PAGE_ART_NAMES } from '@/brand/page-art'

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ')

type Data = Record<string, unknown> | undefined

/**
 * One of the site's drawn illustrations (decorative, so it needs no alt text); a required one may be left out on the
 * pages `optionalFor` names.
 */
export const artField = (required = false, optionalFor?: (data: Data) => boolean): Field => ({
  name: 'art',
  label: 'Illustration',
  type: 'select',
  options: PAGE_ART_NAMES.map((name) => ({ label: label(name), value: name })),
  ...(required && optionalFor
    ? {
        validate: (value: unknown, { data }: { data: Data }) =>
          (typeof value === 'string' && (PAGE_ART_NAMES as readonly string[]).includes(value)) || optionalFor(data)
            ? true
            : 'Choose an illustration.',
      }
    : { required }),
})
