import { describe, expect, it } from 'vitest'

import { announcements } from './announcements'
import { blogCategories } from './blog-categories'
import { blogs } from './blogs'
import { news } from './news'
import { siteSettings } from './site-settings'
import { team } from './team'
import { testimonials } from './testimonials'
import { universityLogos } from './university-logos'

// The demo content has to fill every list page beyond one page of results and exercise every variant
// the site renders (video testimonials, members without LinkedIn, items without SEO fields).

const isoDate = /^\d{4}-\d{2}-\d{2}$/

describe('demo content', () => {
  it('fills more than two pages of blogs in every category', () => {
    expect(blogs.length).toBeGreaterThan(24)
    const names = new Set(blogCategories.map((category) => category.name))
    expect(names.size).toBe(blogCategories.length)
    for (const blog of blogs) expect(names.has(blog.category), blog.category).toBe(true)
    for (const name of names)
      expect(
        blogs.some((blog) => blog.category === name),
        name,
      ).toBe(true)
    expect(blogs.filter((blog) => blog.trending).length).toBeGreaterThanOrEqual(4)
  })

  it('gives each blog and news item a unique title, a valid date, alt text and a body with an image', () => {
    for (const items of [blogs, news]) {
      expect(new Set(items.map((item) => item.title)).size).toBe(items.length)
      for (const item of items) {
        expect(item.date).toMatch(isoDate)
        expect(item.image.alt.length).toBeGreaterThan(5)
        expect(item.body.filter((block) => block.type === 'image')).toHaveLength(1)
        expect(item.body.some((block) => block.type === 'h2')).toBe(true)
      }
    }
    expect(news.length).toBeGreaterThan(24)
  })

  it('leaves some items without SEO fields so the fallbacks are exercised', () => {
    expect(blogs.filter((blog) => !blog.seo.metaTitle).length).toBeGreaterThanOrEqual(3)
    expect(blogs.filter((blog) => blog.seo.metaTitle).length).toBeGreaterThanOrEqual(3)
  })

  it('has a team with one member without a LinkedIn profile', () => {
    expect(team.length).toBeGreaterThanOrEqual(2)
    expect(team.filter((member) => !member.linkedUrl)).toHaveLength(1)
    for (const member of team) expect(member.qualifications.length).toBeGreaterThan(0)
  })

  it('has testimonials with either an image or a privacy-friendly video, and success stories', () => {
    expect(testimonials.length).toBeGreaterThan(12)
    for (const testimonial of testimonials) {
      expect(Boolean(testimonial.image) !== Boolean(testimonial.videoUrl), testimonial.name).toBe(true)
      if (testimonial.videoUrl)
        expect(testimonial.videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/)
    }
    expect(testimonials.some((testimonial) => testimonial.videoUrl)).toBe(true)
    expect(testimonials.filter((testimonial) => testimonial.successStory).length).toBeGreaterThanOrEqual(2)
  })

  it('has announcements and invented university logos', () => {
    expect(announcements.length).toBeGreaterThan(2)
    for (const announcement of announcements) expect(announcement.date).toMatch(isoDate)
    expect(universityLogos.length).toBeGreaterThan(8)
    for (const logo of universityLogos) expect(logo.logo.art.kind).toBe('wordmark')
  })

  it('carries the brand identity and the spec’s ticker and FAQ', () => {
    expect(siteSettings.name).toBe('Brighter Bridge Education')
    expect(siteSettings.tagline).toBe('Bridging you to a brighter future')
    expect(siteSettings.phones.map((phone) => phone.number)).toEqual(['+91 98100 00001', '+91 98100 00002'])
    expect(siteSettings.tickerItems).toEqual([
      'High-school internships',
      'Resume/CV building',
      'Profile building',
      'Writing a letter of recommendation',
      'Writing a statement of purpose',
    ])
    expect(siteSettings.faq).toHaveLength(8)
  })
})
