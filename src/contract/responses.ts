import { z } from 'zod'

// Answer shapes of docs/product.md §7, with the entity fields of §3. Image fields are paths relative to the
// site root ("images/{file}"); clients prefix "{host}/".

const imagePath = z
  .string()
  .meta({ description: 'Relative image path; prefix with "{host}/".', example: 'images/uk-visa-card.webp' })
const isoDate = z.string().meta({ description: 'ISO 8601 date-time.', example: '2026-10-03T00:00:00.000Z' })
const html = z.string().meta({ description: 'Sanitised HTML; images load from /images/...' })

export const seo = z
  .object({
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    metaKeywords: z.string().nullable(),
  })
  .meta({ id: 'Seo' })

export const announcement = z
  .object({ id: z.number().int(), title: z.string(), date: isoDate })
  .meta({ id: 'Announcement' })

export const universityLogo = z
  .object({ id: z.number().int(), logo: imagePath.nullable() })
  .meta({ id: 'UniversityLogo' })

export const testimonial = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shortTagline: z.string(),
    image: imagePath.nullable().meta({ description: 'Null means the video is shown.' }),
    videoUrl: z.string().nullable().meta({ description: 'Embeddable video address.' }),
    message: z.string(),
  })
  .meta({ id: 'Testimonial' })

export const blogListItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    image: imagePath.nullable(),
    blogCategory: z.string().meta({ description: 'The category name.' }),
    date: isoDate,
    title: z.string(),
    description: z.string().meta({ description: 'The short text of list cards.' }),
  })
  .meta({ id: 'BlogListItem' })

export const blogDetail = z
  .object({
    id: z.number().int(),
    image: imagePath.nullable(),
    blogCategory: z.string(),
    date: isoDate,
    title: z.string(),
    description: html,
    seo,
  })
  .meta({ id: 'BlogDetail' })

export const blogCategory = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'BlogCategory' })

/** `{ data: [{ id, name }] }`: the category call answers a bare array. */
export const categoryListAnswer = z.object({ data: z.array(blogCategory) })

export const teamMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    designation: z.string(),
    image: imagePath.nullable(),
    linkedUrl: z.string().nullable(),
    qualifications: z.array(z.string()),
  })
  .meta({ id: 'TeamMember' })

export const newsListItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    image: imagePath.nullable(),
    date: isoDate,
    title: z.string(),
    shortDescription: z.string(),
  })
  .meta({ id: 'NewsListItem' })

export const newsDetail = z
  .object({
    id: z.number().int(),
    image: imagePath.nullable(),
    date: isoDate,
    title: z.string(),
    description: html,
    seo,
  })
  .meta({ id: 'NewsDetail' })

/** `{ data: { list } }` */
export const listAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ list: z.array(item) }) })

/** `{ data: { list, nextPageAvailable } }` for the paged news, blog and testimonial lists. */
export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), nextPageAvailable: z.boolean() }) })

/** `{ data: [item] }`; 404 answers `{ data: [] }`. */
export const detailAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item).max(1) })

export const submissionAnswer = z
  .object({ data: z.object({ message: z.string().meta({ example: 'Thank you. We will be in touch soon.' }) }) })
  .meta({ id: 'SubmissionAnswer' })

export const errorAnswer = z
  .object({
    error: z.object({
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'One message per invalid field.' }),
      requestId: z
        .string()
        .optional()
        .meta({ description: 'On a 5xx: the id of the request, also in the x-request-id header and the server log.' }),
    }),
  })
  .meta({ id: 'Error' })

export type ErrorAnswer = z.infer<typeof errorAnswer>
