import type { z } from 'zod'

import { consultationRequestSchema, enquiryRequestSchema, newsletterRequestSchema } from '@/schema/form-schema'

import { API_PATHS } from './api-paths'
import { blogsByCategoryRequest, pagingRequest, relatedBlogsRequest, relatedNewsRequest, slugRequest } from './requests'
import * as answer from './responses'

// The sixteen calls of docs/product.md §7: method, exact path, request body and answer. Route handlers, the
// OpenAPI document and the tests all read this table.

export type Call = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  tag: 'Announcements' | 'Universities' | 'Testimonials' | 'Blogs' | 'Team' | 'News' | 'Leads'
  summary: string
  /** Absent for the GET call, which takes no body. */
  request?: z.ZodType
  answer: z.ZodType
  /** Detail calls answer 404 `{ data: [] }` for an unknown slug. */
  detail?: true
}

export const CALLS = {
  contactUs: {
    method: 'POST',
    path: API_PATHS.contactUs,
    tag: 'Leads',
    summary: 'Send an enquiry (the popup and the contact form)',
    request: enquiryRequestSchema.meta({ id: 'EnquiryRequest' }),
    answer: answer.submissionAnswer,
  },
  subscribeToNewsletter: {
    method: 'POST',
    path: API_PATHS.subscribeToNewsletter,
    tag: 'Leads',
    summary: 'Subscribe an address to the newsletter',
    request: newsletterRequestSchema.meta({ id: 'NewsletterRequest' }),
    answer: answer.submissionAnswer,
  },
  getFreeConsultation: {
    method: 'POST',
    path: API_PATHS.getFreeConsultation,
    tag: 'Leads',
    summary: 'Book a free consultation',
    request: consultationRequestSchema.meta({ id: 'ConsultationRequest' }),
    answer: answer.submissionAnswer,
  },
  announcements: {
    method: 'POST',
    path: API_PATHS.announcements,
    tag: 'Announcements',
    summary: 'Announcements, newest first',
    request: pagingRequest,
    answer: answer.listAnswer(answer.announcement),
  },
  universityLogos: {
    method: 'POST',
    path: API_PATHS.universityLogos,
    tag: 'Universities',
    summary: 'University logos',
    request: pagingRequest,
    answer: answer.listAnswer(answer.universityLogo),
  },
  successStories: {
    method: 'POST',
    path: API_PATHS.successStories,
    tag: 'Testimonials',
    summary: 'Testimonials flagged as success stories',
    request: pagingRequest,
    answer: answer.listAnswer(answer.testimonial),
  },
  testimonials: {
    method: 'POST',
    path: API_PATHS.testimonials,
    tag: 'Testimonials',
    summary: 'Every testimonial, paged',
    request: pagingRequest,
    answer: answer.pagedAnswer(answer.testimonial),
  },
  trendingBlogs: {
    method: 'POST',
    path: API_PATHS.trendingBlogs,
    tag: 'Blogs',
    summary: 'Blogs flagged as trending, newest first',
    request: pagingRequest,
    answer: answer.listAnswer(answer.blogListItem),
  },
  blogsByCategory: {
    method: 'POST',
    path: API_PATHS.blogsByCategory,
    tag: 'Blogs',
    summary: 'Blogs of one category (0 for all), newest first, paged',
    request: blogsByCategoryRequest,
    answer: answer.pagedAnswer(answer.blogListItem),
  },
  blogCategories: {
    method: 'GET',
    path: API_PATHS.blogCategories,
    tag: 'Blogs',
    summary: 'Every blog category (any request headers are accepted and ignored)',
    answer: answer.categoryListAnswer,
  },
  blogBySlug: {
    method: 'POST',
    path: API_PATHS.blogBySlug,
    tag: 'Blogs',
    summary: 'One published blog by its slug',
    request: slugRequest,
    answer: answer.detailAnswer(answer.blogDetail),
    detail: true,
  },
  relatedBlogs: {
    method: 'POST',
    path: API_PATHS.relatedBlogs,
    tag: 'Blogs',
    summary: 'Other blogs to explore: the same category first, then newest',
    request: relatedBlogsRequest,
    answer: answer.listAnswer(answer.blogListItem),
  },
  teamMembers: {
    method: 'POST',
    path: API_PATHS.teamMembers,
    tag: 'Team',
    summary: 'The team, in the editors’ order',
    request: pagingRequest,
    answer: answer.listAnswer(answer.teamMember),
  },
  newsList: {
    method: 'POST',
    path: API_PATHS.newsList,
    tag: 'News',
    summary: 'News, newest first, paged',
    request: pagingRequest,
    answer: answer.pagedAnswer(answer.newsListItem),
  },
  newsBySlug: {
    method: 'POST',
    path: API_PATHS.newsBySlug,
    tag: 'News',
    summary: 'One published news item by its slug',
    request: slugRequest,
    answer: answer.detailAnswer(answer.newsDetail),
    detail: true,
  },
  relatedNews: {
    method: 'POST',
    path: API_PATHS.relatedNews,
    tag: 'News',
    summary: 'Other news to explore, newest first',
    request: relatedNewsRequest,
    answer: answer.listAnswer(answer.newsListItem),
  },
} as const satisfies Record<string, Call>

export type CallName = keyof typeof CALLS

/** The parsed body of a call. */
export type CallBody<N extends CallName> = (typeof CALLS)[N] extends { request: z.ZodType }
  ? z.output<(typeof CALLS)[N]['request']>
  : undefined
