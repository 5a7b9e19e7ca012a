import { expect, test, type APIRequestContext } from '@playwright/test'

import { cms, staffHeaders } from '../../../tests/support/http-api'

// A counsellor through /cms-api on the seeded demo (decision 0158): her own leads and those in nobody's hands, never a
// colleague's, whichever call she makes; her CSV holds her own leads, the admin's everyone's; the subscribers' export
// is the admin's alone.

const PASSWORD = 'demo-counsellor-password'

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post('/cms-api/users/login', { data: { email, password: PASSWORD } })
  expect(response.status()).toBe(200)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { id: user.id, headers: { Authorization: `JWT ${token}` } }
}

const csvEmails = (text: string) => {
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n')
  const column = header!.split(',').indexOf('email')
  return rows.map((row) => row.split(',')[column])
}

test('a counsellor reads, changes and logs contacts on her own leads only; a colleague’s answers 404 or 403', async ({
  request,
}) => {
  const priya = await signIn(request, 'priya.counsellor@example.com')
  const arjun = await signIn(request, 'arjun.counsellor@example.com')
  const staff = cms(request)
  const assignedTo = async (id: number) =>
    (await staff.find('enquiries', `limit=0&where[assignee][equals]=${id}`)).docs as { id: number; email: string }[]
  const [arjuns] = await assignedTo(arjun.id)
  const [priyas] = await assignedTo(priya.id)
  expect(arjuns && priyas).toBeTruthy()

  const listed = await request.get('/cms-api/enquiries?depth=0&limit=0', { headers: priya.headers })
  const assignees = ((await listed.json()) as { docs: { assignee: number | null }[] }).docs.map((doc) => doc.assignee)
  expect(assignees).toContain(priya.id)
  expect(assignees.every((assignee) => assignee === priya.id || assignee === null)).toBe(true)

  const colleagues = `/cms-api/enquiries/${arjuns!.id}`
  expect((await request.get(colleagues, { headers: priya.headers })).status()).toBe(404)
  expect((await request.patch(colleagues, { headers: priya.headers, data: { status: 'spam' } })).status()).toBe(403)
  const contact = await request.post(`${colleagues}/contact`, { headers: priya.headers, data: { channel: 'call' } })
  expect(contact.status()).toBe(404)
  const untouched = (await staff.find('enquiries', `where[id][equals]=${arjuns!.id}`)).docs[0]
  expect(untouched.status).not.toBe('spam')
  expect(untouched.contactLog ?? []).toEqual((arjuns as { contactLog?: unknown[] }).contactLog ?? [])

  const own = await request.get(`/cms-api/enquiries/${priyas!.id}`, { headers: priya.headers })
  expect(own.status()).toBe(200)
})

test('her CSV holds her own leads only; the admin’s holds everyone’s; subscribers are exported by admins alone', async ({
  request,
}) => {
  const priya = await signIn(request, 'priya.counsellor@example.com')
  const staff = cms(request)
  for (const collection of ['enquiries', 'consultations']) {
    const all = (await staff.find(collection, 'limit=0')).docs as { email: string; assignee: number | null }[]
    const hers = all.filter((lead) => lead.assignee === priya.id).map((lead) => lead.email)
    expect(hers.length).toBeGreaterThan(0)

    const mine = await request.get(`/cms-api/${collection}/export.csv`, { headers: priya.headers })
    expect(mine.status()).toBe(200)
    expect(csvEmails(await mine.text()).sort()).toEqual(hers.sort())

    const everyone = await request.get(`/cms-api/${collection}/export.csv`, { headers: await staffHeaders(request) })
    expect(csvEmails(await everyone.text()).sort()).toEqual(all.map((lead) => lead.email).sort())
  }
  const subscribers = await request.get('/cms-api/newsletter-subscribers/export.csv', { headers: priya.headers })
  expect(subscribers.status()).toBe(403)
})
