import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { lexicalElement, lexicalText, richText } from '@/seed/rich-text'

import { newCategory, newImage } from '../../tests/support/content-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { blogBySlug } from './blogs.server'
import { newsBySlug } from './news.server'

type StoredNode = Record<string, unknown>

const internalLink = (text: string, relationTo: string, value: number) =>
  lexicalElement('link', [lexicalText(text)], {
    version: 3,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
  })
const heading = (tag: string, text: string) => lexicalElement('heading', [lexicalText(text)], { tag })
const paragraph = (...children: StoredNode[]) => lexicalElement('paragraph', children, { textFormat: 0, textStyle: '' })
const body = (...children: StoredNode[]) => {
  const value = richText([])
  value.root.children = children as typeof value.root.children
  return value
}

describe('rich-text bodies as read for the public pages and the editor', () => {
  let payload: Payload
  let category: number
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    category = await newCategory(payload, 'Visas')
    image = await newImage(payload, 'link-target.png')
  })

  const createBlog = (title: string, content = body(paragraph(lexicalText('Body'))), draft = false) =>
    payload.create({
      collection: 'blogs',
      data: {
        title,
        date: '2026-10-01',
        category,
        image,
        description: 'Card',
        body: content,
        _status: draft ? 'draft' : 'published',
      },
      draft,
    })
  const createNews = (title: string, content = body(paragraph(lexicalText('Body')))) =>
    payload.create({
      collection: 'news',
      data: { title, date: '2026-10-02', image, shortDescription: 'Card', body: content, _status: 'published' },
    })

  it('link a news item to a published blog, and keep only the text for draft, unpublished and deleted blogs', async () => {
    const target = await createBlog('Visa checklist')
    const draft = await createBlog('Scholarship draft', undefined, true)
    const unpublished = await createBlog('Withdrawn guide')
    await payload.update({ collection: 'blogs', id: unpublished.id, data: { _status: 'draft' } })
    const deleted = await createBlog('Deleted guide')
    const item = await createNews(
      'Visa rules change',
      body(
        paragraph(
          internalLink('checklist', 'blogs', target.id),
          internalLink(' draft', 'blogs', draft.id),
          internalLink(' withdrawn', 'blogs', unpublished.id),
          internalLink(' deleted', 'blogs', deleted.id),
        ),
      ),
    )
    await payload.delete({ collection: 'blogs', id: deleted.id })

    const html = (await newsBySlug(item.slug!))!.html
    expect(html).toBe(`<p><a href="/blogs/${target.slug}">checklist</a> draft withdrawn deleted</p>`)
  })

  it('link a blog to a published news item', async () => {
    const target = await createNews('Education fair 2026')
    const blog = await createBlog('Fair guide', body(paragraph(internalLink('the fair', 'news', target.id))))
    expect((await blogBySlug(blog.slug!))!.html).toBe(`<p><a href="/newsroom/${target.slug}">the fair</a></p>`)
  })

  it('refuse a heading outside h2 to h4', async () => {
    await expect(createBlog('A big heading', body(heading('h1', 'Big')))).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'body', message: expect.stringMatching(/h2, h3, h4/) })] },
    })
  })

  it('fit a body stored by the old editor as it is read, so it renders, opens and saves again', async () => {
    const blog = await createBlog('Old editor blog')
    const user = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'a long enough password', role: 'editor' },
    })
    const stored = body(
      heading('h1', 'Big'),
      { type: 'relationship', version: 2, format: '', relationTo: 'blogs', value: blog.id },
      paragraph(lexicalText('See '), internalLink('someone', 'users', user.id)),
      { type: 'upload', version: 3, format: '', id: 'pdf', fields: null, relationTo: 'documents', value: 1 },
      heading('h6', 'Small'),
    )
    // Straight to the database, past validation, as bodies were stored before the editor changed.
    await payload.db.updateOne({ collection: 'blogs', id: blog.id, data: { body: stored } })

    expect((await blogBySlug(blog.slug!))!.html).toBe('<h2>Big</h2><p>See someone</p><h4>Small</h4>')
    const read = await payload.findByID({ collection: 'blogs', id: blog.id, depth: 0 })
    expect(read.body.root.children.map((node) => node.tag ?? node.type)).toEqual(['h2', 'paragraph', 'h4'])
    const saved = await payload.update({ collection: 'blogs', id: blog.id, data: { _status: 'draft' } })
    expect(saved._status).toBe('draft')
  })
})
