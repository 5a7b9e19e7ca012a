import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import { API_PATHS } from '../../src/contract/api-paths'
import { MESSAGES } from '../../src/schema/form-schema'
import { TIMES_TEXT } from '../../src/sections/booking/booking-copy'
import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { cms } from '../support/http-api'
import { anIp, consultation, solved } from '../support/leads'
import { resizeTo, VIEWPORT_HEIGHT } from '../support/viewport'

// A visitor books a free consultation on the seeded demo (three counsellors with bookable hours): after a
// consultation, from the thank-you page, without typing their details again; and with scripts off, with details and
// the captcha. The confirmation's invitation parses back to the same times.

/** Chooses the first open day and its first free time; returns the time's start as the form posts it. */
async function chooseFirstTime(page: Page) {
  await page.locator('main a[href*="day="]').first().click()
  await expect(page.getByRole('heading', { name: /Choose a time on/ })).toBeVisible()
  await page.locator('main a[href*="time="]').first().click()
  return page.locator('input[name=start]').getAttribute('value')
}

test('after a consultation the visitor picks a time on the thank-you page, and the invitation holds that time', async ({
  page,
  request,
}) => {
  const lead = consultation()
  const ip = anIp()
  const body = { ...lead, termsAccepted: true, ...(await solved(request, ip)) }
  // The form's call, from the page, so its cookie lands in this browser.
  await page.goto('/thankyou')
  const sent = await page.request.post(API_PATHS.getFreeConsultation, {
    data: body,
    headers: { 'x-forwarded-for': ip },
  })
  expect(sent.status()).toBe(200)
  expect(sent.headers()['set-cookie']).toMatch(/HttpOnly/i)

  await page.getByRole('link', { name: 'Pick a time now' }).click()
  await expect(page).toHaveURL(/\/book/)
  const start = await chooseFirstTime(page)
  const form = page.getByRole('form', { name: 'Your details' })
  await expect(form).toContainText(`You are booking as ${lead.name}`)
  await expect(form.getByLabel('Email address')).toHaveCount(0)
  await expectNoAxeViolations(page, '/book, its last step')
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible()
  await expect(page.locator('main')).toContainText(lead.email)

  const staff = cms(request)
  const [booking] = (await staff.find('bookings', `where[email][equals]=${encodeURIComponent(lead.email)}`)).docs
  expect(booking).toMatchObject({ start, status: 'booked', lead: { relationTo: 'consultations' } })
  const [invitation] = (
    await staff.find(
      'outbox-messages',
      `where[to][equals]=${encodeURIComponent(lead.email)}&where[kind][equals]=booking-confirmation`,
    )
  ).docs
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invitation.calendar)).getFirstSubcomponent('vevent')!)
  expect(event.startDate.toJSDate().toISOString()).toBe(booking.start)
  expect(event.endDate.toJSDate().toISOString()).toBe(booking.end)
  expect(event.uid).toMatch(new RegExp(`^booking-${booking.id}@`))

  // The mail's links: move the meeting, then cancel it; the counsellor's agenda shows it at each step.
  const link = (action: string) => new URL(new RegExp(`\\S+action=${action}`).exec(invitation.text)![0])
  // The agenda shows a week at a time: the week of the meeting, by its day in the office's zone.
  const agenda = async (start: string) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(start))
    const counsellor = (await staff.find('users', `where[id][equals]=${booking.counsellor}`)).docs[0]
    const context = await page.context().browser()!.newContext()
    const staffPage = await context.newPage()
    await staffPage.request.post('/cms-api/users/login', {
      data: { email: counsellor.email, password: 'demo-counsellor-password' },
    })
    await staffPage.goto(`/admin/agenda?date=${day}`)
    const row = staffPage.getByRole('row', { name: new RegExp(lead.name) })
    const text = (await row.count()) ? await row.first().textContent() : ''
    await context.close()
    return text
  }
  expect(await agenda(booking.start)).toContain('Booked')

  const reschedule = link('reschedule')
  // A time that is not free (seven minutes past the meeting's start) brings its day back, saying so.
  const notFree = new Date(Date.parse(booking.start) + 7 * 60_000).toISOString()
  await page.goto(`${reschedule.pathname}${reschedule.search}&time=${notFree}`)
  // In <main>: once the page hydrates, the router's own (empty) announcer is an alert too.
  await expect(page.locator('main').getByRole('alert')).toHaveText(TIMES_TEXT.gone)
  await expect(page.getByRole('heading', { name: /Choose a new time on/ })).toBeVisible()
  await page.goto(reschedule.pathname + reschedule.search)
  // The last open day's last time: the other tests book the first ones, in parallel on the same demo.
  await page.locator('main a[href*="day="]').last().click()
  await expect(page.getByRole('heading', { name: /Choose a new time on/ })).toBeVisible()
  await page.locator('main a[href*="time="]').last().click()
  await page.getByRole('button', { name: /^Move my meeting to/ }).click()
  await expect(page.locator('main')).toContainText('Your meeting has moved.')
  const [moved] = (await staff.find('bookings', `where[id][equals]=${booking.id}`)).docs
  expect(moved.start).not.toBe(booking.start)
  expect(moved.sequence).toBe(1)

  const cancel = link('cancel')
  await page.goto(cancel.pathname + cancel.search)
  await page.getByRole('button', { name: 'Cancel this meeting' }).click()
  await expect(page.locator('main')).toContainText('Your meeting is cancelled.')
  const kinds = (
    await staff.find('outbox-messages', `where[to][equals]=${encodeURIComponent(lead.email)}&sort=createdAt`)
  ).docs.map((message: { kind: string }) => message.kind)
  expect(kinds).toEqual(expect.arrayContaining(['booking-confirmation', 'booking-update', 'booking-cancellation']))
  if (moved.counsellor === booking.counsellor) expect(await agenda(moved.start)).toContain('Cancelled')
})

test('with scripts off a visitor books with their details and the captcha, on a phone', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    // axe runs in the page, which has no scripts here: every-route.spec.ts checks /book at 390 and 1280 px.
    await page.goto('/book')
    await chooseFirstTime(page)
    const form = page.getByRole('form', { name: 'Your details' })
    const email = `noor.${Date.now()}@example.com`
    await form.getByLabel('Name').fill('Noor Haque')
    await form.getByLabel('Email address').fill('not-an-address')
    await form.getByLabel('Contact number').fill('9810000010')
    // A wrong address comes back with its message, the typed name kept, and nothing personal in the address bar.
    await form.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid email address format.')
    await expect(form.getByLabel('Name')).toHaveValue('Noor Haque')
    expect(page.url()).not.toContain('Noor')
    await form.getByLabel('Email address').fill(email)
    const [a, b] = (await page.getByTestId('captcha-question').textContent())!.split('+').map((n) => Number(n.trim()))
    await form.getByLabel(/What is/).fill(String(a! + b!))
    await form.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible()
    const [booking] = (await cms(request).find('bookings', `where[email][equals]=${encodeURIComponent(email)}`)).docs
    expect(booking.status).toBe('booked')
  } finally {
    await context.close()
  }
})

// On a phone each step lands where its work is, not on the page's hero: the view on the step and the focus on it,
// the error summary first when the form comes back refused. With scripts the browser's zone goes into the address
// first (the visitor is in London, the office in Noida), and the page the router renders again keeps the step.
for (const javaScriptEnabled of [true, false]) {
  test(`on a 390 px phone with scripts ${javaScriptEnabled ? 'on' : 'off'}, each step and the wrong captcha land in view with the focus on them`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 390, height: VIEWPORT_HEIGHT },
      timezoneId: 'Europe/London',
      extraHTTPHeaders: { 'x-forwarded-for': anIp() },
    })
    const page = await context.newPage()
    const focused = page.locator(':focus')
    const hero = page.getByRole('heading', { level: 1 })
    try {
      await page.goto('/book')
      if (javaScriptEnabled) {
        await hydrated(page)
        await expect(page).toHaveURL(/tz=Europe\/London/)
      }

      // The second open day: the first may be today, late enough that each part of it has one time left.
      await page.locator('main a[href*="day="]').nth(1).click()
      await expect(focused).toContainText(/^Choose a time on/)
      await expect(focused).toBeInViewport()
      await expect(page.locator('main a[href*="time="]').first()).toBeInViewport()
      await expect(hero).not.toBeInViewport()
      // The times sit several to a row (the first two of the fullest part of the day), each at least 44 px tall.
      const cells = await page.locator('main ul:has(a[href*="time="])').evaluateAll((lists) => {
        const fullest = lists.reduce((most, list) => (list.children.length > most.children.length ? list : most))
        return [...fullest.querySelectorAll('a')].slice(0, 2).map((link) => link.getBoundingClientRect().toJSON())
      })
      expect(cells[1].top).toBe(cells[0].top)
      expect(cells[0].height).toBeGreaterThanOrEqual(44)
      if (javaScriptEnabled) {
        for (const width of [390, 1280]) {
          await resizeTo(page, width)
          await expectNoAxeViolations(page, `/book, a day's times at ${width} px`)
        }
        await resizeTo(page, 390)
      }

      await page.locator('main a[href*="time="]').first().click()
      const form = page.getByRole('form', { name: 'Your details' })
      await expect(focused).toContainText(/^Your details/)
      await expect(focused).toBeInViewport()
      await expect(form.getByLabel('Name')).toBeInViewport()
      await expect(hero).not.toBeInViewport()

      await form.getByLabel('Name').fill('Noor Haque')
      await form.getByLabel('Email address').fill(`noor.${Date.now()}@example.com`)
      await form.getByLabel('Contact number').fill('9810000010')
      const [a, b] = (await page.getByTestId('captcha-question').textContent())!.split('+').map((n) => Number(n.trim()))
      await form.getByLabel(/What is/).fill(String(a! + b! + 1))
      await form.getByRole('button', { name: 'Book this time' }).click()
      await expect(focused).toHaveAttribute('role', 'alert')
      await expect(focused).toContainText(MESSAGES.captchaWrong)
      await expect(focused).toBeInViewport()
      await expect(hero).not.toBeInViewport()
      await expect(form.getByLabel('Name')).toHaveValue('Noor Haque')
      if (javaScriptEnabled) await expectNoAxeViolations(page, '/book, the form refused')
    } finally {
      await context.close()
    }
  })
}
