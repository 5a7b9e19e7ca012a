import type { Payload } from 'payload'

import type { Consultation, Enquiry } from '@/cms/payload-types'

export type MyLead = (
  | ({ collection: 'enquiries' } & Pick<Enquiry, 'id' | 'name' | 'email' | 'contactNumber' | 'source'>)
  | ({ collection: 'consultations' } & Pick<
      Consultation,
      'id' | 'name' | 'email' | 'contactNumber' | 'preferredCourse'
    >)
) &
  Pick<Enquiry, 'status' | 'createdAt' | 'updatedAt' | 'responseDueAt' | 'firstResponseAt' | 'responseMinutes'>

/** Statuses still being worked: a lead in any other is done with. */
const OPEN = ['new', 'contacted', 'qualified']

/**
 * A counsellor's open leads, the most urgent first: those still waiting for an answer by their deadline, then those
 * answered and in progress, the least recently touched first.
 */
export async function myLeads(payload: Payload, userId: number): Promise<MyLead[]> {
  const read = async <C extends 'enquiries' | 'consultations'>(collection: C) => {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ assignee: { equals: userId } }, { status: { in: OPEN } }] },
      depth: 0,
      limit: 200,
      sort: 'responseDueAt',
      overrideAccess: true,
    })
    return docs.map((doc) => ({ ...doc, collection }) as MyLead)
  }
  const all = [...(await read('enquiries')), ...(await read('consultations'))]
  const waiting = all.filter((lead) => !lead.firstResponseAt)
  const answered = all.filter((lead) => lead.firstResponseAt)
  const due = (lead: MyLead) => (lead.responseDueAt ? Date.parse(lead.responseDueAt) : Number.POSITIVE_INFINITY)
  waiting.sort((a, b) => due(a) - due(b))
  answered.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt))
  return [...waiting, ...answered]
}
