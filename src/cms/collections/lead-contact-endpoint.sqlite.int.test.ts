import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../../tests/support/payload'
import { LEAD_STATUSES, type LeadStatus } from '../fields/lead-fields'
import type { User } from '../payload-types'
import { leadContactEndpoint } from './lead-contact-endpoint'

// A contact logged from a lead's buttons, through the endpoint the buttons post to, as a counsellor signed in.

describe('a logged contact', () => {
  let payload: Payload
  let counsellor: User & { collection: 'users' }

  beforeAll(async () => {
    payload = await migratedPayload()
    // The first account is made an admin whatever it asks for.
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'asha@example.org', password: 'a-long-password-123', role: 'counsellor', name: 'Asha' },
    })
    counsellor = { ...user, collection: 'users' }
  })

  const leadIn = async (status: LeadStatus) => {
    const lead = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Meera Nair',
        organization: 'Delhi Public School',
        city: 'Noida',
        email: `meera.${status}@example.org`,
        contactNumber: '9810000003',
        source: 'popup',
        status,
        assignee: counsellor.id,
      },
    })
    return lead.id
  }

  const logContact = async (id: number, channel: string) => {
    const req = await createLocalReq(
      { user: counsellor, req: { routeParams: { id: String(id) }, json: async () => ({ channel }) } },
      payload,
    )
    return leadContactEndpoint('enquiries').handler(req)
  }

  it('moves a New lead to Contacted, in its status history under the counsellor, and answers it', async () => {
    const id = await leadIn('new')
    const response = await logContact(id, 'whatsapp')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'contacted' })

    const lead = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
    expect(lead.status).toBe('contacted')
    expect(lead.statusHistory?.map(({ status, by }) => [status, by])).toEqual([
      ['new', null],
      ['contacted', counsellor.id],
    ])
    expect(lead.contactLog).toMatchObject([{ channel: 'whatsapp', by: counsellor.id }])
    expect(lead.firstResponseAt).toBe(lead.contactLog![0]!.at)
    expect(lead.responseMinutes).toEqual(expect.any(Number))
  })

  it.each(LEAD_STATUSES.filter((status) => status !== 'new'))(
    'leaves a lead that is %s as it is, and logs the contact',
    async (status) => {
      const id = await leadIn(status)
      expect((await logContact(id, 'call')).status).toBe(200)

      const lead = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
      expect(lead.status).toBe(status)
      expect(lead.statusHistory).toHaveLength(1)
      expect(lead.contactLog).toMatchObject([{ channel: 'call', by: counsellor.id }])
    },
  )

  it('a second contact keeps the lead Contacted and its first answer', async () => {
    const id = await leadIn('new')
    await logContact(id, 'call')
    const answered = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
    await logContact(id, 'email')

    const lead = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
    expect(lead.status).toBe('contacted')
    expect(lead.statusHistory).toHaveLength(2)
    expect(lead.firstResponseAt).toBe(answered.firstResponseAt)
    expect(lead.contactLog?.map(({ channel }) => channel)).toEqual(['call', 'email'])
  })

  it('refuses a channel it does not know, and changes nothing', async () => {
    const id = await leadIn('new')
    expect((await logContact(id, 'fax')).status).toBe(400)
    const lead = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
    expect([lead.status, lead.contactLog, lead.firstResponseAt]).toEqual(['new', [], null])
  })
})
