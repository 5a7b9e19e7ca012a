import { describe, expect, it } from 'vitest'

const { migratedPayload } = await import('../../tests/support/payload')
const { inWriteTransaction } = await import('./write-transaction.server')

const payload = await migratedPayload()

const enquiry = (email: string) => ({
  name: 'Asha Verma',
  organization: 'Delhi Public School',
  city: 'Noida',
  email,
  contactNumber: '9810000001',
  source: 'contact',
  status: 'new',
})

const storedEnquiries = async (email: string) =>
  (await payload.find({ collection: 'enquiries', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

const messagesFor = async (id: number | string) =>
  (
    await payload.find({
      collection: 'outbox-messages',
      where: { 'lead.value': { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs

async function leadWithMessage(email: string, req: object) {
  const lead = await payload.create({
    collection: 'enquiries',
    data: enquiry(email) as never,
    overrideAccess: true,
    req,
  })
  await payload.create({
    collection: 'outbox-messages',
    data: {
      kind: 'acknowledgement',
      to: email,
      subject: 'We have received your enquiry',
      text: 'Thank you.',
      status: 'queued',
      attempts: 0,
      lead: { relationTo: 'enquiries', value: lead.id },
    } as never,
    overrideAccess: true,
    req,
  })
  return lead.id
}

describe('a write transaction', () => {
  it('stores nothing when its work fails after a write', async () => {
    const email = 'rolled.back@example.com'
    await expect(
      inWriteTransaction(payload, async (req) => {
        await leadWithMessage(email, req)
        throw new Error('the notification could not be queued')
      }),
    ).rejects.toThrow('the notification could not be queued')
    expect(await storedEnquiries(email)).toBe(0)
  })

  it('is invisible to other readers until it commits', async () => {
    const email = 'not.yet@example.com'
    let seenInside = -1
    await inWriteTransaction(payload, async (req) => {
      await leadWithMessage(email, req)
      seenInside = await storedEnquiries(email)
    })
    expect(seenInside).toBe(0)
    expect(await storedEnquiries(email)).toBe(1)
  })

  it('keeps a burst of concurrent leads whole: every lead stored with its message', async () => {
    const emails = Array.from({ length: 40 }, (_, index) => `burst.${index}@example.com`)
    const ids = await Promise.all(
      emails.map((email) => inWriteTransaction(payload, (req) => leadWithMessage(email, req))),
    )
    for (const email of emails) expect(await storedEnquiries(email)).toBe(1)
    for (const id of ids) expect(await messagesFor(id)).toBe(1)
  })
})
