import { describe, expect, it } from 'vitest'

import { article } from './article-json-ld'

const post = (datePublished: string, dateModified?: string) =>
  article({
    type: 'BlogPosting',
    base: 'https://www.brighterbridge.example',
    path: '/blogs/visa-checklist',
    headline: 'Visa checklist',
    description: 'What to bring',
    datePublished,
    dateModified,
    imagePath: null,
    publisher: { name: 'Brighter Bridge Education' },
  })

describe('an article’s dates', () => {
  it('give the last edit as dateModified', () => {
    expect(post('2026-10-01', '2026-11-20T09:30:00.000Z')).toMatchObject({
      datePublished: '2026-10-01',
      dateModified: '2026-11-20T09:30:00.000Z',
    })
  })

  it('never put the last edit before publication: a post dated ahead, or none known', () => {
    expect(post('2026-12-01', '2026-11-20T09:30:00.000Z').dateModified).toBe('2026-12-01')
    expect(post('2026-10-01').dateModified).toBe('2026-10-01')
  })
})
