import { logError, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { richText } from '@/seed/rich-text'

import { newCategory, newImage } from '../../../tests/support/content-fixtures'
import { migratedPayload } from '../../../tests/support/payload'

const body = richText([{ type: 'p', text: 'Body' }])

/** A body with a picture inside it, as the editor stores an upload node. */
const withPicture = (id: number) => {
  const value = richText([{ type: 'p', text: 'Look:' }])
  const upload = {
    type: 'upload',
    version: 3,
    format: '',
    id: `picture-${id}`,
    fields: null,
    relationTo: 'media',
    value: id,
  }
  value.root.children.push(upload as never)
  return value
}

const refused = (message: RegExp) => ({ status: 409, message: expect.stringMatching(message) })

describe('deleting a category or an image that content still uses', () => {
  let payload: Payload
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    image = await newImage(payload, 'in-use.png')
  })

  const newBlog = (title: string, category: number, { draft = false, picture = image } = {}) =>
    payload.create({
      collection: 'blogs',
      data: {
        title,
        date: '2026-10-01',
        category,
        image: picture,
        description: 'Card',
        body,
        _status: draft ? 'draft' : 'published',
      },
      draft,
    })
  const exists = async (collection: 'blog-categories' | 'media', id: number) =>
    (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs === 1

  it('refuses a category that a published blog uses, naming the count, and the blog still saves', async () => {
    const category = await newCategory(payload, 'Scholarships')
    const blog = await newBlog('Scholarships in 2027', category)
    await newBlog('Scholarships for engineers', category, { draft: true })

    await expect(payload.delete({ collection: 'blog-categories', id: category })).rejects.toMatchObject(
      refused(/^This category is still used by 2 blogs, drafts included\./),
    )
    expect(await exists('blog-categories', category)).toBe(true)
    await payload.update({ collection: 'blogs', id: blog.id, data: { title: 'Scholarships in 2027 and 2028' } })
  })

  it('logs a refusal as information, as Payload logs the refusals of a REST call, not as an error', async () => {
    const category = await newCategory(payload, 'Internships')
    await newBlog('Internships abroad', category)
    const refusal = await payload
      .delete({ collection: 'blog-categories', id: category })
      .catch((error: unknown) => error)
    const info = vi.spyOn(payload.logger, 'info').mockImplementation(() => undefined)
    const error = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      logError({ err: refusal, payload })
      expect(info).toHaveBeenCalledWith({ msg: expect.stringMatching(/^This category is still used by 1 blog,/) })
      expect(error).not.toHaveBeenCalled()
    } finally {
      info.mockRestore()
      error.mockRestore()
    }
  })

  it("refuses a category that only a blog's newest draft uses", async () => {
    const [published, drafted] = [await newCategory(payload, 'Visas'), await newCategory(payload, 'Visa interviews')]
    const blog = await newBlog('Visa checklist', published)
    await payload.update({ collection: 'blogs', id: blog.id, data: { category: drafted }, draft: true })

    await expect(payload.delete({ collection: 'blog-categories', id: drafted })).rejects.toMatchObject(
      refused(/used by 1 blog,/),
    )
    const live = await payload.update({ collection: 'blogs', id: blog.id, data: { _status: 'published' }, depth: 0 })
    expect(live.category).toBe(drafted)
  })

  it('deletes a category that nothing uses, or only an older version did', async () => {
    const [before, after, unused] = [
      await newCategory(payload, 'Loans'),
      await newCategory(payload, 'Finance'),
      await newCategory(payload, 'Empty'),
    ]
    const blog = await newBlog('Education loans', before)
    await payload.update({ collection: 'blogs', id: blog.id, data: { category: after } })

    await payload.delete({ collection: 'blog-categories', id: before })
    await payload.delete({ collection: 'blog-categories', id: unused })
    expect(await exists('blog-categories', before)).toBe(false)
    expect(await exists('blog-categories', unused)).toBe(false)
  })

  it('refuses the used ones in a bulk delete and deletes the rest', async () => {
    const [used, unused] = [await newCategory(payload, 'Bulk used'), await newCategory(payload, 'Bulk unused')]
    await newBlog('Bulk blog', used)

    const result = await payload.delete({ collection: 'blog-categories', where: { id: { in: [used, unused] } } })
    expect(result.docs.map((doc) => doc.id)).toEqual([unused])
    expect(result.errors).toEqual([expect.objectContaining({ id: used, message: expect.stringMatching(/1 blog,/) })])
  })

  it('refuses an image that blogs, news, team members, testimonials or university logos use', async () => {
    const picture = await newImage(payload, 'everywhere.png')
    const category = await newCategory(payload, 'Pictures')
    await newBlog('Picture one', category, { picture })
    await newBlog('Picture two', category, { picture, draft: true })
    await payload.create({
      collection: 'news',
      data: {
        title: 'Open day',
        date: '2026-10-01',
        image: picture,
        shortDescription: 'Short',
        body,
        _status: 'draft',
      },
      draft: true,
    })
    await payload.create({
      collection: 'team-members',
      data: { name: 'Asha', designation: 'Counsellor', image: picture, order: 1 },
    })
    await payload.create({
      collection: 'testimonials',
      data: { name: 'Ravi', shortTagline: 'MSc', message: 'Thanks', image: picture, order: 1 },
    })
    await payload.create({ collection: 'university-logos', data: { name: 'A university', logo: picture } })

    await expect(payload.delete({ collection: 'media', id: picture })).rejects.toMatchObject(
      refused(
        /^This image is still used by 2 blogs, 1 news item, 1 team member, 1 testimonial and 1 university logo, drafts included\./,
      ),
    )
    expect(await exists('media', picture)).toBe(true)

    const unused = await newImage(payload, 'unused.png')
    await payload.delete({ collection: 'media', id: unused })
    expect(await exists('media', unused)).toBe(false)
  })

  it("refuses an image shown inside a blog's or a news item's body, a draft's too", async () => {
    const inBlog = await newImage(payload, 'inside-blog.png')
    const inDraft = await newImage(payload, 'inside-news-draft.png')
    const category = await newCategory(payload, 'Bodies')
    await payload.create({
      collection: 'blogs',
      data: {
        title: 'A picture inside',
        date: '2026-10-01',
        category,
        image,
        description: 'Card',
        body: withPicture(inBlog),
        _status: 'published',
      },
    })
    await payload.create({
      collection: 'news',
      data: {
        title: 'A draft with a picture',
        date: '2026-10-01',
        image,
        shortDescription: 'Short',
        body: withPicture(inDraft),
        _status: 'draft',
      },
      draft: true,
    })

    await expect(payload.delete({ collection: 'media', id: inBlog })).rejects.toMatchObject(
      refused(/^This image is still used by 1 blog, drafts included\./),
    )
    await expect(payload.delete({ collection: 'media', id: inDraft })).rejects.toMatchObject(
      refused(/^This image is still used by 1 news item, drafts included\./),
    )
    expect([await exists('media', inBlog), await exists('media', inDraft)]).toEqual([true, true])
  })
})
