import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { isLeadStaff } from '@/cms/access/roles'
import type { EventRegistration } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'

import { eventsChanged } from './notices.server'
import { admit, moveToFront } from './waiting-list.server'

/** The admin's check-in list (src/admin/event-check-in/), where the endpoint's forms send staff back to. */
export const CHECK_IN_PATH = `${ADMIN_PATH}/event-check-in`

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi

/** Every address in a pasted list or a webinar platform's attendee export (CSV of any columns), lower-cased, once. */
export const emailsIn = (text: string): string[] => [...new Set((text.match(EMAIL) ?? []).map((e) => e.toLowerCase()))]

/** Marks attended everyone registered for the event with a seat whose address is in `emails`; says who was not found. */
export async function markAttendedByEmail(
  payload: Payload,
  event: number,
  emails: string[],
  req?: Partial<PayloadRequest>,
): Promise<{ marked: number; unknown: string[] }> {
  if (!emails.length) return { marked: 0, unknown: [] }
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event } }, { email: { in: emails } }, { status: { equals: 'seat' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const registration of docs.filter((doc) => !doc.attended)) {
    await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data: { attended: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  const found = new Set(docs.map((doc) => doc.email.toLowerCase()))
  return { marked: docs.length, unknown: emails.filter((email) => !found.has(email)) }
}

const ACTIONS = ['attend', 'unattend', 'move-up', 'admit', 'bulk'] as const
type Action = (typeof ACTIONS)[number]

const back = (event: string, query: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${CHECK_IN_PATH}?${new URLSearchParams({ event, ...query })}`, 'Cache-Control': 'no-store' },
  })

async function act(req: PayloadRequest, action: Action, registration: EventRegistration): Promise<void> {
  const { payload } = req
  if (action === 'attend' || action === 'unattend') {
    // As the signed-in staff member, so the lead's status history names who marked it.
    await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data: { attended: action === 'attend' },
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    eventsChanged()
  } else if (action === 'move-up') await moveToFront(payload, registration.id)
  else if (action === 'admit') await admit(payload, registration.id)
}

/**
 * POST /cms-api/event-registrations/check-in: the check-in list's buttons, plain forms that work with one tap and
 * without a script: mark attended (or undo), move to the front of the waiting list, admit (beyond the capacity when
 * full), and the bulk "attended" from a pasted list or an uploaded attendee export. Lead staff only; answered with a
 * 303 back to the list.
 */
export const checkInEndpoint: Endpoint = {
  path: '/check-in',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isLeadStaff({ req }) || !req.user)
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const form = await req.formData?.().catch(() => null)
    const text = (name: string) => {
      const value = form?.get(name)
      return typeof value === 'string' ? value : ''
    }
    const action = ACTIONS.find((each) => each === text('action'))
    const event = String(Number(text('event')) || '')
    if (!action || !event) return Response.json({ errors: [{ message: 'Unknown action' }] }, { status: 400 })
    const q = text('q').slice(0, 100)
    if (action === 'bulk') {
      const file = form?.get('file')
      const uploaded = file && typeof file === 'object' && 'text' in file ? await (file as Blob).text() : ''
      const result = await markAttendedByEmail(
        req.payload,
        Number(event),
        emailsIn(`${text('emails')}\n${uploaded}`),
        req,
      )
      eventsChanged()
      return back(event, {
        marked: String(result.marked),
        ...(result.unknown.length ? { unknown: result.unknown.slice(0, 20).join(' ') } : {}),
      })
    }
    const registration = await req.payload.findByID({
      collection: 'event-registrations',
      id: Number(text('id')) || 0,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!registration) return back(event, q ? { q } : {})
    await act(req, action, registration)
    return back(event, q ? { q } : {})
  },
}
