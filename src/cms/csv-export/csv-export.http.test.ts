import { expect, test, type APIRequestContext } from '@playwright/test'

import { API_PATHS } from '../../contract/api-paths'
import { cms, staffHeaders } from '../../../tests/support/http-api'
import { anIp, enquiry, leadsByEmail, post, solved, unique } from '../../../tests/support/leads'

// The admin's CSV exports over HTTP: the list as staff filtered and searched it, and for the newsletter only the
// confirmed subscribers.

async function exportCsv(request: APIRequestContext, collection: string, query = '') {
  const response = await request.get(`/cms-api/${collection}/export.csv${query && `?${query}`}`, {
    headers: await staffHeaders(request),
  })
  expect(response.status(), await response.text()).toBe(200)
  const text = await response.text()
  // A byte-order mark first, so that spreadsheet programs read the file as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n')
  return { header, rows, disposition: response.headers()['content-disposition'] }
}

test('the subscriber export holds the confirmed addresses only, as filtered and searched in the admin', async ({
  request,
}) => {
  const tag = unique()
  const email = (who: string) => `${who}.${tag}@example.com`
  const ip = anIp()
  for (const who of ['confirmed', 'pending', 'left', 'other']) {
    expect((await post(request, API_PATHS.subscribeToNewsletter, { email: email(who) }, ip)).status).toBe(200)
  }
  const staff = cms(request)
  const idOf = async (who: string) => (await leadsByEmail(request, 'newsletter-subscribers', email(who)))[0].id
  // Only the subscriber confirms: through the link of the confirmation mail, which admins can read in the outbox.
  for (const who of ['confirmed', 'other']) {
    const [mail] = (await staff.find('outbox-messages', `where[to][equals]=${encodeURIComponent(email(who))}`)).docs
    const link = new URL(/http:\/\/\S+\/api\/newsletter\/confirm\?\S+/.exec(mail.text)![0])
    expect((await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 })).status()).toBe(303)
  }
  await staff.update('newsletter-subscribers', await idOf('left'), { status: 'unsubscribed' })

  const all = await exportCsv(request, 'newsletter-subscribers')
  expect(all.header).toBe(
    'id,email,createdAt,confirmedAt,pagePath,referrer,landingPage,utmSource,utmMedium,utmCampaign,utmTerm,utmContent',
  )
  expect(all.disposition).toMatch(/^attachment; filename="newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/)
  const mine = all.rows.filter((row) => row.includes(tag))
  expect(mine.map((row) => row.split(',')[1]).sort()).toEqual([email('confirmed'), email('other')])

  // Even a filter for pending addresses cannot put an unconfirmed one in the file.
  const pending = await exportCsv(request, 'newsletter-subscribers', 'where[status][equals]=pending')
  expect(pending.rows.filter((row) => row.includes(tag))).toEqual([])

  const searched = await exportCsv(request, 'newsletter-subscribers', `search=${encodeURIComponent(`other.${tag}`)}`)
  expect(searched.rows.map((row) => row.split(',')[1])).toEqual([email('other')])
})

test('the lead export follows the list search box as well as its filters; visitors get 403', async ({ request }) => {
  const tag = unique()
  const ip = anIp()
  for (const who of ['meera', 'kabir']) {
    const body = { ...enquiry(`${who}.${tag}@example.com`), ...(await solved(request, ip)), source: 'contact' }
    expect((await post(request, API_PATHS.contactUs, body, ip)).status).toBe(200)
  }
  const [kabir] = await leadsByEmail(request, 'enquiries', `kabir.${tag}@example.com`)
  await cms(request).update('enquiries', kabir.id, { status: 'contacted' })

  const emails = async (query: string) =>
    (await exportCsv(request, 'enquiries', query)).rows.map((row) => row.split(',')[7])
  expect((await emails(`search=${tag}`)).sort()).toEqual([`kabir.${tag}@example.com`, `meera.${tag}@example.com`])
  expect(await emails(`search=meera.${tag}`)).toEqual([`meera.${tag}@example.com`])
  expect(await emails(`search=${tag}&where[status][equals]=contacted`)).toEqual([`kabir.${tag}@example.com`])

  for (const collection of ['enquiries', 'consultations', 'newsletter-subscribers']) {
    expect((await request.get(`/cms-api/${collection}/export.csv`)).status()).toBe(403)
  }
})
