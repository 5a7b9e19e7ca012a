import { expect, test, type APIRequestContext } from '@playwright/test'

import { cms, newBlog, signInAsAdmin } from '../support/http-api'
import { unique } from '../support/leads'

// Staff keep old links working (docs/decisions/0117): a redirect made in the admin from an address of the old site,
// and a blog whose address an editor changes in the admin, both lead visitors on.

test('a redirect made in the admin from a whole old-site address leads visitors to the page', async ({
  page,
  browser,
  request,
}) => {
  const tag = unique()
  await signInAsAdmin(page)
  // The admin's forms take input once its scripts have loaded; typed before, the values never reach the form.
  await page.goto('/admin/collections/redirects/create', { waitUntil: 'networkidle' })
  await page.getByLabel('Old address').fill(`https://www.old-site.example.com/Our-Team-${tag}/?utm_source=mail`)
  await page.getByLabel('New address').fill('/team')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)
  await expect(page.getByLabel('Old address')).toHaveValue(`/Our-Team-${tag}`)

  // A visitor following the old link, with no admin cookie.
  const visitor = await browser.newPage()
  const response = await visitor.goto(`/Our-Team-${tag}`)
  expect(response?.status()).toBe(200)
  await expect(visitor).toHaveURL(/\/team$/)
  await visitor.close()

  // The admin refuses a redirect that would lead to itself, naming the field.
  await page.goto('/admin/collections/redirects/create', { waitUntil: 'networkidle' })
  await page.getByLabel('Old address').fill(`/loop-${tag}`)
  await page.getByLabel('New address').fill(`/loop-${tag}/`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('A redirect cannot lead to its own address.')).toBeVisible()
  const staff = cms(request)
  expect((await staff.find('redirects', `where[from][equals]=/loop-${tag}`)).totalDocs).toBe(0)
  const [made] = (await staff.find('redirects', `where[from][equals]=/Our-Team-${tag}`)).docs
  await staff.remove('redirects', made.id)
})

test('an editor changing a published blog’s address in the admin leaves the old address leading to it', async ({
  page,
  browser,
  request,
}) => {
  // Dated long ago, so it is never the newest blog other tests read, and removed at the end.
  const blog = await newBlog(request, `Part-time work in Australia ${unique()}`, { date: '2019-06-01' })
  const slug = `${blog.slug}-rules`
  await signInAsAdmin(page)
  await page.goto(`/admin/collections/blogs/${blog.id}`, { waitUntil: 'networkidle' })
  await page.getByLabel('Slug').fill(slug)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible()

  const visitor = await browser.newPage()
  const response = await visitor.goto(`/blogs/${blog.slug}`)
  expect(response?.status()).toBe(200)
  await expect(visitor).toHaveURL(new RegExp(`/blogs/${slug}$`))
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Part-time work in Australia')
  await visitor.close()

  await page.goto('/admin/collections/redirects')
  await expect(page.getByRole('link', { name: `/blogs/${blog.slug}`, exact: true })).toBeVisible()
  await cms(request).remove('blogs', blog.id)
})

/** The status and Location of an address asked for as a browser asks, the redirect not followed. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: { Accept: 'text/html' } })
  return { status: response.status(), location: response.headers()['location'] }
}

test("staff redirects: temporary or elsewhere as set, never over a page of the site's own", async ({ request }) => {
  const staff = cms(request)
  const tag = unique()
  const temporary = await staff.create('redirects', { from: `/spring-fair-${tag}`, to: '/newsroom', permanent: false })
  const away = await staff.create('redirects', { from: `/apply-${tag}/`, to: 'https://portal.example.com/apply' })
  const overPage = await staff.create('redirects', { from: '/about', to: '/contact' })
  try {
    expect(await answer(request, `/spring-fair-${tag}`)).toEqual({ status: 307, location: '/newsroom' })
    expect(await answer(request, `/apply-${tag}`)).toEqual({
      status: 308,
      location: 'https://portal.example.com/apply',
    })
    expect((await answer(request, '/about')).status).toBe(200)
    // Removed, the address is the not-found page again at once.
    await staff.remove('redirects', temporary.id)
    expect((await answer(request, `/spring-fair-${tag}`)).status).toBe(404)
  } finally {
    for (const redirect of [away, overPage]) await staff.remove('redirects', redirect.id)
  }
})
