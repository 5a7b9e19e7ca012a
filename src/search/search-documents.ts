import type { Payload } from 'payload'

import { itemPath } from '@/config/item-paths'
import { HOME_PAGE_PATH } from '@/config/page-paths'
import { PUBLISHED } from '@/content/published'

import { lexicalText } from './lexical-text'
import type { SearchDocument } from './search-types'

// Everything a visitor can find: the published blogs, news, CMS pages, team members and the FAQ's answers, each as
// a title, its headings and its text.

/** A page's sections hold the editor's words under these keys; the rest are settings (anchors, links, tones). */
const HEADING_KEYS = new Set(['title', 'name', 'question'])
const SKIPPED_KEYS = new Set(['id', 'blockType', 'blockName', 'anchor', 'art', 'href', 'tone', 'columns', 'imageAlt'])

function pageWords(value: unknown, headings: string[], body: string[], key = ''): void {
  if (typeof value === 'string') {
    if (value.trim()) (HEADING_KEYS.has(key) ? headings : body).push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) pageWords(item, headings, body, key)
  } else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value))
      if (!SKIPPED_KEYS.has(name)) pageWords(child, headings, body, name)
  }
}

export async function searchDocuments(payload: Payload): Promise<SearchDocument[]> {
  const read = { where: PUBLISHED, pagination: false, depth: 0, overrideAccess: true } as const
  const [blogs, news, pages, team, settings] = await Promise.all([
    payload.find({
      collection: 'blogs',
      ...read,
      sort: '-date',
      select: { title: true, slug: true, date: true, description: true, body: true },
    }),
    payload.find({
      collection: 'news',
      ...read,
      sort: '-date',
      select: { title: true, slug: true, date: true, shortDescription: true, body: true },
    }),
    payload.find({
      collection: 'pages',
      ...read,
      sort: 'path',
      select: { title: true, path: true, hero: true, layout: true },
    }),
    payload.find({
      collection: 'team-members',
      ...read,
      sort: 'order',
      select: { name: true, designation: true, qualifications: true },
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const documents: SearchDocument[] = []
  for (const blog of blogs.docs) {
    const { headings, text } = lexicalText(blog.body)
    documents.push({
      id: `blog:${blog.id}`,
      type: 'blog',
      title: blog.title,
      headings: headings.join(' · '),
      body: [blog.description, text].filter(Boolean).join(' '),
      url: itemPath('blogs', blog.slug ?? ''),
      date: blog.date,
    })
  }
  for (const item of news.docs) {
    const { headings, text } = lexicalText(item.body)
    documents.push({
      id: `news:${item.id}`,
      type: 'news',
      title: item.title,
      headings: headings.join(' · '),
      body: [item.shortDescription, text].filter(Boolean).join(' '),
      url: itemPath('news', item.slug ?? ''),
      date: item.date,
    })
  }
  for (const page of pages.docs) {
    // The home page is the whole site's summary, not an answer to a search.
    if (page.path === HOME_PAGE_PATH) continue
    const headings: string[] = []
    const body: string[] = []
    pageWords(page.hero?.lead, headings, body, 'lead')
    pageWords(page.layout, headings, body)
    documents.push({
      id: `page:${page.id}`,
      type: 'page',
      title: page.title,
      headings: headings.join(' · '),
      body: body.join(' '),
      url: page.path,
      date: null,
    })
  }
  for (const member of team.docs) {
    documents.push({
      id: `team:${member.id}`,
      type: 'team',
      title: member.name,
      headings: member.designation,
      body: (member.qualifications ?? []).map((row) => row.qualification).join(' · '),
      url: `/team#team-member-${member.id}`,
      date: null,
    })
  }
  ;(settings.faq ?? []).forEach((item, index) => {
    documents.push({
      id: `faq:${index}`,
      type: 'faq',
      title: item.question,
      headings: '',
      body: item.answer,
      url: '/contact#faq',
      date: null,
    })
  })
  return documents
}
