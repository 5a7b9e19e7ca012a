import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi'

import { BOOKING_CALLS } from './booking-calls'
import { EVENT_CALLS } from './event-calls'
import { SEARCH_CALL } from './search-call'
import { VITALS_CALL } from './vitals-call'
import { CALLS, type Call } from './calls'
import { errorAnswer } from './responses'

// The OpenAPI 3.1 document of the public API, generated from the same zod schemas the handlers parse with.

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...json(errorAnswer) })
const notFoundAnswer = z
  .object({ data: z.array(z.never()).max(0) })
  .meta({ id: 'NotFound', description: 'No published item has this slug.' })

function operation(name: string, call: Call): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {
    '200': { description: 'Success', ...json(call.answer) },
    ...(call.request
      ? {
          '400': error(
            'Invalid input: a body that is not JSON, over 16 KB, or with invalid fields (named in error.fields).',
          ),
        }
      : {}),
    ...(call.detail ? { '404': { description: 'Unknown, draft or unpublished slug.', ...json(notFoundAnswer) } } : {}),
    '405': error('Wrong method.'),
    ...(call.tag === 'Leads' ? { '429': error('Too many submissions from this address; try again later.') } : {}),
    '503': error('The database is briefly unavailable; nothing was stored.'),
  }
  return {
    operationId: name,
    tags: [call.tag],
    summary: call.summary,
    ...(call.request ? { requestBody: { required: true, ...json(call.request) } } : {}),
    responses,
  }
}

/** The document of the public calls, titled with `consultancy`, the name in the site settings. */
export function openApiDocument(consultancy: string, serverUrl?: string) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {}
  for (const [name, call] of Object.entries(CALLS as Record<string, Call>)) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(name, call) }
  }
  Object.assign(paths, bookingPaths(), searchPaths(), vitalsPaths(), eventPaths())
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${consultancy} public API`,
      version: '1.0.0',
      description:
        'The public calls of the website. Bodies are JSON of at most 16 KB; strings are trimmed. Image fields are relative paths: prefix them with the host. Lists page from pageIndex 1; every page holds at most 100 items.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: [
      'Leads',
      'Bookings',
      'Announcements',
      'Universities',
      'Testimonials',
      'Blogs',
      'Team',
      'News',
      'Search',
      'Events',
    ].map((tag) => ({
      name: tag,
    })),
    paths,
  })
}

/** The booking calls: our own, beside the §7 calls (docs/decisions/0129). */
function bookingPaths(): Record<string, Record<string, ZodOpenApiOperationObject>> {
  const { slots, book } = BOOKING_CALLS
  const tooMany = error('Too many requests from this address; try again later.')
  return {
    [slots.path]: {
      get: {
        operationId: 'bookingSlots',
        tags: ['Bookings'],
        summary: 'The free times of a meeting type, from a day, for some days',
        requestParams: { query: slots.query },
        responses: {
          '200': { description: 'Free times, in UTC, with the office’s time zone', ...json(slots.answer) },
          '400': error('Invalid query (named in error.fields), or a meeting type that cannot be booked.'),
          '429': tooMany,
          '503': error('The database is briefly unavailable.'),
        },
      },
    },
    [book.path]: {
      post: {
        operationId: 'book',
        tags: ['Bookings'],
        summary: 'Book a free time: with the visitor’s details and the captcha, or the token of their lead',
        requestBody: { required: true, ...json(book.request) },
        responses: {
          '200': { description: 'Booked and stored', ...json(book.answer) },
          '400': error('Invalid input, named in error.fields.'),
          '409': { description: 'The time is no longer free: choose another.', ...json(book.conflict) },
          '429': tooMany,
          '503': error('The database is briefly unavailable; nothing was stored.'),
        },
      },
    },
  }
}

/** The site search: our own, beside the §7 calls (docs/decisions/0137). */
function searchPaths(): Record<string, Record<string, ZodOpenApiOperationObject>> {
  return {
    [SEARCH_CALL.path]: {
      get: {
        operationId: 'search',
        tags: ['Search'],
        summary: 'Search the published blogs, news, pages, FAQ answers and team, best match first, ten a page',
        requestParams: { query: SEARCH_CALL.query },
        responses: {
          '200': { description: 'The results of the page asked for', ...json(SEARCH_CALL.answer) },
          '400': error('Invalid query (named in error.fields).'),
          '429': error('Too many requests from this address; try again later.'),
          '503': error('The database is briefly unavailable.'),
        },
      },
    },
  }
}

/** Real visitors' Web Vitals, sent by the site's pages (docs/decisions/0183). */
function vitalsPaths(): Record<string, Record<string, ZodOpenApiOperationObject>> {
  return {
    [VITALS_CALL.path]: {
      post: {
        operationId: 'countWebVitals',
        tags: ['Web Vitals'],
        summary:
          'Count the Web Vitals one page view measured: its template, device class and connection, never its address or visitor',
        requestBody: { required: true, ...json(VITALS_CALL.body) },
        responses: {
          '200': { description: 'The metrics were counted', ...json(VITALS_CALL.answer) },
          '400': error('A malformed beacon or a value out of range (named in error.fields); nothing was counted.'),
          '429': error('Too many requests from this address; try again later.'),
        },
      },
    },
  }
}

/** The event calls: our own, beside the §7 calls (docs/decisions/0172, 0174). */
function eventPaths(): Record<string, Record<string, ZodOpenApiOperationObject>> {
  const { list, register } = EVENT_CALLS
  const tooMany = error('Too many requests from this address; try again later.')
  return {
    [list.path]: {
      get: {
        operationId: 'events',
        tags: ['Events'],
        summary: 'The published events (webinars, open days, university visits, fairs) with their seats left',
        requestParams: { query: list.query },
        responses: {
          '200': { description: 'The events asked for', ...json(list.answer) },
          '400': error('Invalid query (named in error.fields).'),
          '429': tooMany,
          '503': error('The database is briefly unavailable.'),
        },
      },
    },
    [register.path]: {
      post: {
        operationId: 'registerForEvent',
        tags: ['Events'],
        summary: 'Register for an event: a seat, or with joinWaitingList a place on its waiting list when it is full',
        requestParams: { path: z.object({ slug: z.string().meta({ description: 'The event’s slug.' }) }) },
        requestBody: { required: true, ...json(register.request) },
        responses: {
          '200': { description: 'Stored: a seat, or a place on the waiting list', ...json(register.answer) },
          '400': error('Invalid input, named in error.fields.'),
          '404': { description: 'No published event has this slug.', ...json(notFoundAnswer) },
          '409': {
            description: 'Full (nothing stored: send again with joinWaitingList), or registration has closed.',
            ...json(register.conflict),
          },
          '429': tooMany,
          '503': error('The database is briefly unavailable; nothing was stored.'),
        },
      },
    },
  }
}
