import type { Endpoint, PayloadRequest } from 'payload'

import { isLeadStaff } from '../access/roles'
import { CONTACT_CHANNELS, type ContactChannel } from '../fields/lead-contact'

type LeadCollection = 'enquiries' | 'consultations'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * POST /cms-api/<collection>/<id>/contact `{ "channel": "call" | "whatsapp" | "email" }`: a counsellor started a
 * call, a WhatsApp chat or an email from the lead's buttons. Logged with who and when; the first one answers the
 * lead (its response clock stops), and a New lead becomes Contacted (no other status changes). Lead staff only, and
 * only on a lead they may update.
 */
export const leadContactEndpoint = (collection: LeadCollection): Endpoint => ({
  path: '/:id/contact',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isLeadStaff({ req }) || !req.user) return refuse(403, 'Only staff who work leads can log a contact.')
    const body = (await req.json?.().catch(() => null)) as { channel?: unknown } | null
    const channel = body?.channel
    if (!CONTACT_CHANNELS.includes(channel as ContactChannel)) {
      return refuse(400, `channel must be one of ${CONTACT_CHANNELS.join(', ')}`)
    }
    const id = String(req.routeParams?.id ?? '')
    const lead = await req.payload
      .findByID({ collection, id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
      .catch(() => null)
    if (!lead) return refuse(404, 'No such lead.')
    const at = new Date().toISOString()
    const updated = await req.payload.update({
      collection,
      id: lead.id,
      data: {
        contactLog: [...(lead.contactLog ?? []), { channel: channel as ContactChannel, by: req.user.id, at }],
        ...(lead.firstResponseAt ? {} : { firstResponseAt: at }),
        ...(lead.status === 'new' ? { status: 'contacted' as const } : {}),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return Response.json({
      status: updated.status,
      firstResponseAt: updated.firstResponseAt,
      responseMinutes: updated.responseMinutes,
    })
  },
})
