import type { APIRequestContext } from '@playwright/test'

import { FIXED_PAGES, SITE_PAGES } from '../../src/seed/content/site-pages'
import { STATIC_ROUTES as SITEMAP_ROUTES } from '../../src/seo/static-routes'
import { list } from './http-api'

// Every route of docs/product.md §2, for the checks that must hold on all of them (accessibility, valid HTML,
// security headers, stored-content probes). Detail routes take real slugs from the site's own §7 calls.

/** The routes that answer with the not-found page and HTTP 404: its own address and any unknown one. */
export const NOT_FOUND_ROUTES = ['/404', '/no-such-page'] as const

/**
 * /book/booked and /book/manage without a token, which say the link is not valid and offer /book (with one they
 * show the booking, and manage offers to cancel or move it).
 * /book itself, at its first step, is in the sitemap; its later steps are the same page with a query.
 */
export const BOOKING_ROUTES = ['/book/booked', '/book/manage'] as const

/**
 * The pages that show a form sent without a script again (docs/decisions/0132); visited directly, each shows its form
 * empty, the lead forms with a captcha drawn by the server.
 */
export const FORM_AGAIN_ROUTES = ['/enquiry', '/consultation', '/newsletter'] as const

/**
 * The portal's pages a signed-out visitor meets: the sign-in form, the answer to every request for a link, and a
 * mailed link's page without a valid link (which says so, with the form). Signed-in pages are swept by
 * tests/e2e/portal.spec.ts, which signs in.
 */
export const PORTAL_ROUTES = ['/portal', '/portal/sign-in/sent', '/portal/sign-in/confirm'] as const

/** The search page, empty, with results, and with a search that finds nothing; never indexed, so not in the sitemap. */
export const SEARCH_ROUTES = ['/search', '/search?q=scholarships', '/search?q=qqxyzzy'] as const

/**
 * Home, contact, terms, privacy, About us and the eleven service pages, which the CMS serves (src/seed/site-pages.ts
 * adds them to every database).
 */
export const CMS_PAGE_ROUTES = [...FIXED_PAGES, ...SITE_PAGES].map((page) => page.path)

/**
 * The fixed routes: the sitemap's (the routes of its own and the service pages), and those kept out of it (the thank-you page, the booking pages, the forms shown
 * again, the portal's sign-in, not-found).
 */
export const STATIC_ROUTES = [
  ...CMS_PAGE_ROUTES,
  ...SITEMAP_ROUTES,
  '/thankyou',
  ...BOOKING_ROUTES,
  ...FORM_AGAIN_ROUTES,
  ...SEARCH_ROUTES,
  ...PORTAL_ROUTES,
  ...NOT_FOUND_ROUTES,
] as const

/** The detail routes, named by kind; `routeUrl` gives each its newest published item's address. */
export const DETAIL_ROUTES = ['/blogs/{slug}', '/newsroom/{slug}', '/events/{slug}'] as const

/** Every route of §2, detail routes by their pattern. */
export const SITE_ROUTES = [...STATIC_ROUTES, ...DETAIL_ROUTES] as const

/** The address to visit for a route of SITE_ROUTES. */
export async function routeUrl(request: APIRequestContext, route: string): Promise<string> {
  if (!route.includes('{slug}')) return route
  const [blog, news, event] = await detailRoutes(request)
  return route.startsWith('/blogs/') ? blog! : route.startsWith('/events/') ? event! : news!
}

/** The newest published blog's and news item's detail routes, and the first event to come (the demo seeds some). */
export async function detailRoutes(request: APIRequestContext): Promise<string[]> {
  const blogs = await list<{ slug: string }>(request, '/api/Blog/GetBlogsByCategory', {
    categoryId: 0,
    pageIndex: 1,
    pageSize: 1,
  })
  const news = await list<{ slug: string }>(request, '/api/Newsroom/GetNewsList', { pageIndex: 1, pageSize: 1 })
  const events = (await (await request.get('/api/events')).json()) as { data: { url: string }[] }
  return [`/blogs/${blogs.list[0]!.slug}`, `/newsroom/${news.list[0]!.slug}`, events.data[0]!.url]
}

/** Every route of §2: the static ones and one real detail route of each kind. */
export const siteRoutes = async (request: APIRequestContext) => [...STATIC_ROUTES, ...(await detailRoutes(request))]
