import type { z } from 'zod'

import { consultationSchema, enquirySchema, newsletterSchema } from '@/forms/form-schema'

import { blogsByCategoryRequest, pagingRequest, relatedBlogsRequest, relatedNewsRequest, slugRequest } from './requests'
import * as answer from './responses'

// The sixteen calls of site-spec §7: method, exact path, request body and answer. Route handlers, the
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
    path: '/api/GetInTouch/ContactUs',
    tag: 'Leads',
    summary: 'Send an enquiry (the popup and the contact form)',
    request: enquirySchema.meta({ id: 'EnquiryRequest' }),
    answer: answer.submissionAnswer,
  },
  subscribeToNewsletter: {
    method: 'POST',
    path: '/api/Newsletter/SubscribeToNewsletter',
    tag: 'Leads',
    summary: 'Subscribe an address to the newsletter',
    request: newsletterSchema.meta({ id: 'NewsletterRequest' }),
    answer: answer.submissionAnswer,
  },
  getFreeConsultation: {
    method: 'POST',
    path: '/api/Consultation/GetFreeConsultation',
    tag: 'Leads',
    summary: 'Book a free consultation',
    request: consultationSchema.meta({ id: 'ConsultationRequest' }),
    answer: answer.submissionAnswer,
  },
  announcements: {
    method: 'POST',
    path: '/api/Announcement/GetAllAnnouncementList',
    tag: 'Announcements',
    summary: 'Announcements, newest first',
    request: pagingRequest,
    answer: answer.listAnswer(answer.announcement),
  },
  universityLogos: {
    method: 'POST',
    path: '/api/UniversityLogo/GetUniversityLogoAllLogo',
    tag: 'Universities',
    summary: 'University logos',
    request: pagingRequest,
    answer: answer.listAnswer(answer.universityLogo),
  },
  successStories: {
    method: 'POST',
    path: '/api/Testimonial/GetAllSuccessStories',
    tag: 'Testimonials',
    summary: 'Testimonials flagged as success stories',
    request: pagingRequest,
    answer: answer.listAnswer(answer.testimonial),
  },
  testimonials: {
    method: 'POST',
    path: '/api/Testimonial/GetAllTestimonials',
    tag: 'Testimonials',
    summary: 'Every testimonial, paged',
    request: pagingRequest,
    answer: answer.pagedAnswer(answer.testimonial),
  },
  trendingBlogs: {
    method: 'POST',
    path: '/api/Blog/GetTrendingBlogList',
    tag: 'Blogs',
    summary: 'Blogs flagged as trending, newest first',
    request: pagingRequest,
    answer: answer.listAnswer(answer.blogListItem),
  },
  blogsByCategory: {
    method: 'POST',
    path: '/api/Blog/GetBlogsByCategory',
    tag: 'Blogs',
    summary: 'Blogs of one category (0 for all), newest first, paged',
    request: blogsByCategoryRequest,
    answer: answer.pagedAnswer(answer.blogListItem),
  },
  blogCategories: {
    method: 'GET',
    path: '/api/Blog/GetCategoryDropDownList',
    tag: 'Blogs',
    summary: 'Every blog category (any request headers are accepted and ignored)',
    answer: answer.categoryListAnswer,
  },
  blogBySlug: {
    method: 'POST',
    path: '/api/Blog/GetBlogDetailsBySlugName',
    tag: 'Blogs',
    summary: 'One published blog by its slug',
    request: slugRequest,
    answer: answer.detailAnswer(answer.blogDetail),
    detail: true,
  },
  relatedBlogs: {
    method: 'POST',
    path: '/api/Blog/GetExploredBlogList',
    tag: 'Blogs',
    summary: 'Other blogs to explore: the same category first, then newest',
    request: relatedBlogsRequest,
    answer: answer.listAnswer(answer.blogListItem),
  },
  teamMembers: {
    method: 'POST',
    path: '/api/OurTeam/GetAllTeamMembers',
    tag: 'Team',
    summary: 'The team, in the editors’ order',
    request: pagingRequest,
    answer: answer.listAnswer(answer.teamMember),
  },
  newsList: {
    method: 'POST',
    path: '/api/Newsroom/GetNewsList',
    tag: 'News',
    summary: 'News, newest first, paged',
    request: pagingRequest,
    answer: answer.pagedAnswer(answer.newsListItem),
  },
  newsBySlug: {
    method: 'POST',
    path: '/api/Newsroom/GetNewsBYSlugName',
    tag: 'News',
    summary: 'One published news item by its slug',
    request: slugRequest,
    answer: answer.detailAnswer(answer.newsDetail),
    detail: true,
  },
  relatedNews: {
    method: 'POST',
    path: '/api/Newsroom/GetExploredNewsList',
    tag: 'News',
    summary: 'Other news to explore, newest first',
    request: relatedNewsRequest,
    answer: answer.listAnswer(answer.newsListItem),
  },
} as const satisfies Record<string, Call>

export type CallName = keyof typeof CALLS

/** The parsed body of a call. */
export type CallBody<N extends CallName> = (typeof CALLS)[N] extends { request: z.ZodType } ? z.output<(typeof CALLS)[N]['request']> : undefined
