import type { AnnouncementItem } from '@/content/announcements.server'
import type { BlogCategorySummary } from '@/content/blog-categories.server'
import type { BlogDetail, BlogSummary } from '@/content/blogs.server'
import type { NewsDetail, NewsSummary } from '@/content/news.server'
import { type Picture, type PictureSize, pictureUrl } from '@/content/picture'
import type { TeamMemberItem } from '@/content/team.server'
import type { TestimonialItem } from '@/content/testimonials.server'
import type { UniversityLogoItem } from '@/content/university-logos.server'

import type { z } from 'zod'
import type * as answers from './responses'

// The one place where content becomes the spec's shapes (§3 field names, relative image paths).

type Shape<T extends z.ZodType> = z.infer<T>

/** "images/{file}" (relative), the form §3 gives image paths in. */
export const imagePath = (picture: Picture | null, size: PictureSize): string | null =>
  picture ? pictureUrl(picture, size).replace(/^\//, '') : null

export const toAnnouncement = ({ id, title, date }: AnnouncementItem): Shape<typeof answers.announcement> => ({
  id,
  title,
  date,
})

export const toUniversityLogo = ({ id, logo }: UniversityLogoItem): Shape<typeof answers.universityLogo> => ({
  id,
  logo: imagePath(logo, 'card'),
})

export const toTestimonial = (item: TestimonialItem): Shape<typeof answers.testimonial> => ({
  id: item.id,
  name: item.name,
  shortTagline: item.shortTagline,
  image: imagePath(item.image, 'card'),
  videoUrl: item.videoUrl,
  message: item.message,
})

export const toBlogListItem = (blog: BlogSummary): Shape<typeof answers.blogListItem> => ({
  id: blog.id,
  slug: blog.slug,
  image: imagePath(blog.image, 'card'),
  blogCategory: blog.category?.name ?? '',
  date: blog.date,
  title: blog.title,
  description: blog.description,
})

export const toBlogDetail = (blog: BlogDetail): Shape<typeof answers.blogDetail> => ({
  id: blog.id,
  image: imagePath(blog.image, 'hero'),
  blogCategory: blog.category?.name ?? '',
  date: blog.date,
  title: blog.title,
  description: blog.html,
  seo: blog.seo,
})

export const toBlogCategory = ({ id, name }: BlogCategorySummary): Shape<typeof answers.blogCategory> => ({ id, name })

export const toTeamMember = (member: TeamMemberItem): Shape<typeof answers.teamMember> => ({
  id: member.id,
  name: member.name,
  designation: member.designation,
  image: imagePath(member.image, 'card'),
  linkedUrl: member.linkedUrl,
  qualifications: member.qualifications,
})

export const toNewsListItem = (item: NewsSummary): Shape<typeof answers.newsListItem> => ({
  id: item.id,
  slug: item.slug,
  image: imagePath(item.image, 'card'),
  date: item.date,
  title: item.title,
  shortDescription: item.shortDescription,
})

export const toNewsDetail = (item: NewsDetail): Shape<typeof answers.newsDetail> => ({
  id: item.id,
  image: imagePath(item.image, 'hero'),
  date: item.date,
  title: item.title,
  description: item.html,
  seo: item.seo,
})
