import { z } from 'zod'

// Request bodies of the §7 read calls. Numbers must be JSON numbers: a client that sends "1" gets a 400
// naming the field, never a guess.

const positiveInt = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be 1 or more.` })
    .max(1_000_000, { error: `${name} is too large.` })

const id = (name: string) => positiveInt(name).meta({ description: 'The id of the item, as list answers give it.' })

export const pagingRequest = z
  .object({
    pageIndex: positiveInt('pageIndex').meta({ description: 'Page number, from 1.', example: 1 }),
    pageSize: positiveInt('pageSize').meta({
      description: 'Items per page. "All" calls send 9999; the server caps every page at 100 items.',
      example: 12,
    }),
  })
  .meta({ id: 'PagingRequest' })

export const blogsByCategoryRequest = pagingRequest
  .extend({
    categoryId: z
      .number({ error: 'categoryId must be a whole number.' })
      .int({ error: 'categoryId must be a whole number.' })
      .min(0, { error: 'categoryId must be 0 (all) or a category id.' })
      .max(1_000_000, { error: 'categoryId is too large.' })
      .meta({ description: '0 for every category, else a category id.', example: 0 }),
  })
  .meta({ id: 'BlogsByCategoryRequest' })

export const slugRequest = z
  .object({
    slugName: z
      .string({ error: 'slugName must be text.' })
      .trim()
      .min(1, { error: 'slugName is required.' })
      .max(200, { error: 'slugName is too long.' })
      .meta({ description: 'The slug of the item, as list answers give it.', example: 'uk-student-visa-checklist' }),
  })
  .meta({ id: 'SlugRequest' })

export const relatedBlogsRequest = pagingRequest.extend({ blogId: id('blogId') }).meta({ id: 'RelatedBlogsRequest' })

export const relatedNewsRequest = pagingRequest.extend({ newsId: id('newsId') }).meta({ id: 'RelatedNewsRequest' })

export type PagingRequest = z.infer<typeof pagingRequest>
