import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'

import { CALLS, type Call } from './calls'
import { openApiDocument } from './openapi'

const document = openApiDocument('Northgate Study Partners', 'https://www.example.org')
const calls = Object.entries(CALLS as Record<string, Call>)

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('is titled with the consultancy’s name it is given, for the server it is given', () => {
    expect(document.info.title).toBe('Northgate Study Partners public API')
    expect(document.servers).toEqual([{ url: 'https://www.example.org' }])
  })

  it('documents all sixteen calls at their exact paths and methods, the two booking calls, the search, the Web Vitals beacon and the two event calls', () => {
    expect(calls).toHaveLength(16)
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(
      [
        ...calls.map(([, call]) => call.path),
        '/api/bookings',
        '/api/bookings/slots',
        '/api/search',
        '/api/vitals',
        '/api/events',
        '/api/events/{slug}/registrations',
      ].sort(),
    )
    expect(document.paths?.['/api/search']?.get?.operationId).toBe('search')
    expect(Object.keys(document.paths?.['/api/search']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '429']),
    )
    expect(Object.keys(document.paths?.['/api/bookings']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '409', '429']),
    )
    expect(document.paths?.['/api/bookings/slots']?.get?.operationId).toBe('bookingSlots')
    expect(Object.keys(document.paths?.['/api/vitals']?.post?.responses ?? {})).toEqual(['200', '400', '429'])
    expect(document.paths?.['/api/events']?.get?.operationId).toBe('events')
    expect(Object.keys(document.paths?.['/api/events/{slug}/registrations']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '409', '429']),
    )
    expect(document.paths?.['/api/Newsroom/GetNewsBYSlugName']?.post).toBeDefined()
    expect(document.paths?.['/api/Blog/GetCategoryDropDownList']?.get).toBeDefined()
    for (const [name, call] of calls) {
      const operation = document.paths?.[call.path]?.[call.method.toLowerCase() as 'get' | 'post']
      expect(operation?.operationId, call.path).toBe(name)
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '405']))
      if (call.request) expect(Object.keys(operation?.responses ?? {})).toContain('400')
      if (call.detail) expect(Object.keys(operation?.responses ?? {})).toContain('404')
    }
  })

  it('takes the submission bodies from the shared form schema', () => {
    const schemas = document.components?.schemas ?? {}
    expect(schemas.EnquiryRequest).toMatchObject({
      required: ['name', 'organization', 'city', 'email', 'contactNumber'],
    })
    expect(schemas.ConsultationRequest).toMatchObject({
      required: ['name', 'currentlyPursuing', 'previousScore', 'preferredCourse', 'contactNumber', 'email'],
    })
    expect(JSON.stringify(schemas.EnquiryRequest)).toContain('"maxLength":100')
  })
})
