import { expect, test, type Locator, type Page } from '@playwright/test'

import { MIN_FILL_MS } from '../../playwright.config'
import { MESSAGES } from '../../src/schema/form-schema'
import { FORM_TEXT, NEWSLETTER_NOTICE_MS, NEWSLETTER_PAGE_TEXT, NO_SCRIPT_TEXT } from '../../src/schema/messages'
import { axe } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { anIp, leadsByEmail, unique } from '../support/leads'

// The four forms of docs/product.md §4, §5 and §8 in Chromium, against the real server: every message in the
// spec's order with the focus on its field, errors clearing, 'Please wait...', each success and each
// failure (the server made to fail for real by the test server's failure switch, docs/decisions/0053).

/** Each visitor of these tests comes from its own address (rate limits count per address). */
async function asVisitor(page: Page, extra: Record<string, string> = {}) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': anIp(), ...extra })
}

const field = (form: Locator, label: string | RegExp) => form.getByLabel(label, { exact: typeof label === 'string' })

async function captchaSum(form: Locator): Promise<number> {
  const question = form.getByTestId('captcha-question')
  await expect(question).toHaveText(/^[1-5] \+ [1-5]$/)
  const [a, b] = (await question.textContent())!.split('+').map((part) => Number(part.trim()))
  return a! + b!
}

const captchaInput = (form: Locator) => form.getByLabel(/^What is [1-5] \+ [1-5]\?$/)

/** Submits and expects exactly this message, next to the focused field that failed. */
async function expectError(form: Locator, input: Locator, message: string) {
  await form.getByRole('button', { name: FORM_TEXT.submit }).click()
  await expect(input).toBeFocused()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const described = await input.getAttribute('aria-describedby')
  await expect(form.locator(`[id="${described}"]`)).toHaveText(message)
  await expect(form.getByText(message, { exact: true }).first()).toBeVisible()
}

type Step = { label: string; message: string; value: string; bad?: { value: string; message: string } }

const ENQUIRY_STEPS = (email: string): Step[] => [
  { label: 'Name', message: MESSAGES.name, value: 'Asha Verma' },
  { label: 'Organisation', message: MESSAGES.organization, value: 'Delhi Public School' },
  { label: 'City', message: MESSAGES.city, value: 'Noida' },
  {
    label: 'Email address',
    message: MESSAGES.emailEmpty,
    value: email,
    bad: { value: 'asha@example', message: MESSAGES.emailFormat },
  },
  {
    label: 'Contact number',
    message: MESSAGES.contactNumberEmpty,
    value: '9810000001',
    bad: { value: '98100', message: MESSAGES.contactNumberFormat },
  },
]

const CONSULTATION_STEPS = (email: string): Step[] => [
  { label: 'Name', message: MESSAGES.name, value: 'Ravi Kumar' },
  { label: 'Currently pursuing', message: MESSAGES.currentlyPursuing, value: 'BSc Physics' },
  { label: 'Previous score', message: MESSAGES.previousScore, value: '8.4 CGPA' },
  { label: 'Preferred course', message: MESSAGES.preferredCourse, value: 'MSc Data Science' },
  {
    label: 'Contact number',
    message: MESSAGES.contactNumberEmpty,
    value: '9810000002',
    bad: { value: '12345678901234567', message: MESSAGES.contactNumberFormat },
  },
  {
    label: 'Email address',
    message: MESSAGES.emailEmpty,
    value: email,
    bad: { value: 'ravi@@example.com', message: MESSAGES.emailFormat },
  },
]

/** Walks every check in order: the first failure, its clearing on typing, then the next one. */
async function walkTheChecks(form: Locator, steps: Step[], terms = false) {
  for (const step of steps) {
    const input = field(form, step.label)
    await expectError(form, input, step.message)
    // Blanks are trimmed: spaces alone are still empty. (An email input drops blanks itself, so it is not
    // changed by typing them; its error clears with the next value below.)
    if (step.label !== 'Email address') {
      await input.fill('   ')
      await expect(form.getByText(step.message, { exact: true })).toHaveCount(0)
      await expectError(form, input, step.message)
    }
    if (step.bad) {
      await input.fill(` ${step.bad.value} `)
      await expectError(form, input, step.bad.message)
    }
    await input.fill(`  ${step.value} `)
    await expect(input).not.toHaveAttribute('aria-invalid', 'true')
  }
  if (terms) {
    const box = form.getByRole('checkbox')
    await expectError(form, box, MESSAGES.terms)
    await box.check()
    await expect(form.getByText(MESSAGES.terms, { exact: true })).toHaveCount(0)
  }
  const answer = captchaInput(form)
  await expectError(form, answer, MESSAGES.captchaEmpty)
  const sum = await captchaSum(form)
  // Digits only: letters never reach the field.
  await answer.pressSequentially('x')
  await expect(answer).toHaveValue('')
  await answer.fill(String((sum % 10) + 1))
  await expectError(form, answer, MESSAGES.captchaWrong)
  await answer.fill('')
  await expect(form.getByText(MESSAGES.captchaWrong, { exact: true })).toHaveCount(0)
  await answer.pressSequentially(`a${sum}`)
  await expect(answer).toHaveValue(String(sum))
}

/** Holds the submission for a moment so 'Please wait...' can be seen; the request still reaches the server. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
}

async function expectSending(form: Locator) {
  await expect(form.getByRole('button', { name: FORM_TEXT.sending })).toBeDisabled()
}

async function expectFailureReset(form: Locator, labels: string[]) {
  await expect(form.getByRole('alert')).toHaveText(FORM_TEXT.failure)
  await expect(form.getByRole('button', { name: FORM_TEXT.submit })).toBeEnabled()
  for (const label of labels) await expect(field(form, label)).toHaveValue('')
  await expect(captchaInput(form)).toHaveValue('')
}

test.describe('the enquiry popup', () => {
  const open = async (page: Page) => {
    await hydrated(page)
    await page.getByRole('button', { name: 'Enquire now' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Enquire now' })
    await expect(dialog).toBeVisible()
    return dialog.getByRole('form', { name: 'Enquiry form' })
  }

  test('checks every field in order, sends, closes, and lands on /thankyou with the lead stored', async ({
    page,
    request,
  }) => {
    await asVisitor(page)
    await page.goto('/?utm_source=e2e&utm_campaign=forms')
    const form = await open(page)
    const started = Date.now()
    const email = `popup.${unique()}@example.com`
    await walkTheChecks(form, ENQUIRY_STEPS(email))
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - started)))
    await slowDown(page, '/api/GetInTouch/ContactUs')
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectSending(form)
    await expect(page).toHaveURL(/\/thankyou$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Successfully submitted' })).toBeVisible()

    const [lead] = await leadsByEmail(request, 'enquiries', email)
    expect(lead).toMatchObject({
      name: 'Asha Verma',
      organization: 'Delhi Public School',
      city: 'Noida',
      contactNumber: '9810000001',
      source: 'popup',
      status: 'new',
      attribution: {
        pagePath: '/',
        landingPage: '/?utm_source=e2e&utm_campaign=forms',
        utm: { source: 'e2e', campaign: 'forms' },
      },
    })

    // After a success the popup starts over: a new captcha, an empty answer.
    const again = await open(page)
    await expect(captchaInput(again)).toHaveValue('')
    await captchaSum(again)
    await expect(field(again, 'Name')).toHaveValue('')
  })

  test('closed and opened again, the popup keeps what was typed and its captcha, fetched once for the page', async ({
    page,
    request,
  }) => {
    await asVisitor(page)
    const challenges: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/captcha') challenges.push(sent.url())
    })
    await page.goto('/about')
    const started = Date.now()
    let form = await open(page)
    const sum = await captchaSum(form)
    const question = await form.getByTestId('captcha-question').textContent()
    await field(form, 'Name').fill('Ravi Kumar')
    await field(form, 'City').fill('Pune')
    await captchaInput(form).fill(String(sum))
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    form = await open(page)
    await expect(field(form, 'Name')).toHaveValue('Ravi Kumar')
    await expect(field(form, 'City')).toHaveValue('Pune')
    await expect(form.getByTestId('captcha-question')).toHaveText(question!)
    await expect(captchaInput(form)).toHaveValue(String(sum))
    expect(challenges).toHaveLength(1)

    // The kept challenge is the one the server issued: the enquiry goes through with it.
    const email = `kept.${unique()}@example.com`
    await field(form, 'Organisation').fill('Pune Public School')
    await field(form, 'Email address').fill(email)
    await field(form, 'Contact number').fill('9810000003')
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - started)))
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expect(page).toHaveURL(/\/thankyou$/)
    const [lead] = await leadsByEmail(request, 'enquiries', email)
    expect(lead).toMatchObject({ name: 'Ravi Kumar', city: 'Pune', source: 'popup' })
  })

  test('a server failure shows the banner, the button back, the form and the captcha answer reset', async ({
    page,
    request,
  }) => {
    await asVisitor(page, { 'x-test-fail-store': '1' })
    await page.goto('/')
    const form = await open(page)
    const email = `failing.${unique()}@example.com`
    for (const step of ENQUIRY_STEPS(email)) await field(form, step.label).fill(step.value)
    await captchaInput(form).fill(String(await captchaSum(form)))
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectFailureReset(form, ['Name', 'Organisation', 'City', 'Email address', 'Contact number'])
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(page.url()).not.toContain('/thankyou')
    expect(await leadsByEmail(request, 'enquiries', email)).toEqual([])
  })

  test('has no accessibility violations with an error shown', async ({ page }) => {
    await asVisitor(page)
    await page.goto('/')
    const form = await open(page)
    await expectError(form, field(form, 'Name'), MESSAGES.name)
    const results = await axe(page).include('[role="dialog"]').analyze()
    expect(results.violations).toEqual([])
  })
})

test.describe('the newsletter bar', () => {
  const bar = (page: Page) => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' })

  test('checks the address, then shows "Subscribed! Thankyou" for five seconds with the field cleared', async ({
    page,
    request,
  }) => {
    await asVisitor(page)
    await page.goto('/')
    await hydrated(page)
    const form = bar(page)
    const input = form.getByLabel('Email address')
    await form.getByRole('button', { name: FORM_TEXT.subscribe }).click()
    await expect(input).toBeFocused()
    await expect(form.getByText(MESSAGES.emailEmpty, { exact: true })).toBeVisible()
    await input.fill('reader@')
    await expect(form.getByText(MESSAGES.emailEmpty, { exact: true })).toHaveCount(0)
    await form.getByRole('button', { name: FORM_TEXT.subscribe }).click()
    await expect(form.getByText(MESSAGES.emailFormat, { exact: true })).toBeVisible()
    await expect(input).toBeFocused()

    const email = `reader.${unique()}@example.com`
    await input.fill(`  ${email} `)
    await slowDown(page, '/api/Newsletter/SubscribeToNewsletter')
    await form.getByRole('button', { name: FORM_TEXT.subscribe }).click()
    await expect(form.getByRole('button', { name: FORM_TEXT.sending })).toBeDisabled()
    const notice = form.getByText(FORM_TEXT.subscribed, { exact: true })
    // When the notice appears and goes, timed in the page at each frame: the test's own polling lags on a busy machine.
    const noticeShown = (shown: boolean) =>
      page
        .waitForFunction(
          ([text, wanted]) => {
            const spans = document.querySelectorAll('footer form[aria-label="Newsletter"] span')
            const present = [...spans].some((span) => span.textContent === text)
            return present === wanted && performance.now()
          },
          [FORM_TEXT.subscribed, shown] as const,
          { timeout: NEWSLETTER_NOTICE_MS + 10_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
    const appeared = await noticeShown(true)
    await expect(notice).toBeVisible()
    await expect(input).toHaveValue('')
    const gone = await noticeShown(false)
    expect(gone - appeared).toBeGreaterThanOrEqual(NEWSLETTER_NOTICE_MS - 50)
    expect(gone - appeared).toBeLessThan(NEWSLETTER_NOTICE_MS + 1000)
    const [subscriber] = await leadsByEmail(request, 'newsletter-subscribers', email)
    expect(subscriber.status).toBe('pending')
  })

  test('a lead sent after a client navigation carries the landing page of the visit', async ({ page, request }) => {
    await asVisitor(page)
    await page.goto('/blogs?utm_source=e2e-landing&utm_medium=link')
    await hydrated(page)
    await page.getByRole('banner').locator('a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    const email = `landing.${unique()}@example.com`
    await bar(page).getByLabel('Email address').fill(email)
    await bar(page).getByRole('button', { name: FORM_TEXT.subscribe }).click()
    await expect(bar(page).getByText(FORM_TEXT.subscribed, { exact: true })).toBeVisible()
    const [subscriber] = await leadsByEmail(request, 'newsletter-subscribers', email)
    expect(subscriber.attribution).toMatchObject({
      pagePath: '/',
      landingPage: '/blogs?utm_source=e2e-landing&utm_medium=link',
      utm: { source: 'e2e-landing', medium: 'link' },
    })
  })

  test('a server failure shows the generic message as the field error and resets the form', async ({ page }) => {
    await asVisitor(page, { 'x-test-fail-store': '1' })
    await page.goto('/')
    await hydrated(page)
    const form = bar(page)
    const input = form.getByLabel('Email address')
    await input.fill(`reader.${unique()}@example.com`)
    await form.getByRole('button', { name: FORM_TEXT.subscribe }).click()
    await expect(form.getByText(FORM_TEXT.failure, { exact: true })).toBeVisible()
    await expect(input).toHaveValue('')
    await expect(form.getByRole('button', { name: FORM_TEXT.subscribe })).toBeEnabled()
  })
})

test('the newsletter confirmation and unsubscribe pages: their own title with the site name, a description, noindex', async ({
  page,
}) => {
  const pages = [
    { path: '/newsletter/confirmed', title: NEWSLETTER_PAGE_TEXT.confirmedTitle },
    { path: '/newsletter/confirmed?invalid=1', title: NEWSLETTER_PAGE_TEXT.invalidTitle },
    { path: '/newsletter/unsubscribe?done=1', title: NEWSLETTER_PAGE_TEXT.unsubscribedTitle },
    { path: '/newsletter/unsubscribe?e=someone&t=forged', title: NEWSLETTER_PAGE_TEXT.invalidTitle },
  ]
  for (const { path, title } of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page, path).toHaveTitle(`${title} | Brighter Bridge Education`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/newsletter\/(confirmed|unsubscribe)$/,
    )
  }
})

// The contact and consultation forms are placed by the pages that own them (/contact and the home page's
// 'Book a free consultation' section); these tests drive them where they live.
test.describe('the contact-page form', () => {
  test('checks every field in order and lands on /thankyou', async ({ page, request }) => {
    await asVisitor(page)
    await page.goto('/contact')
    const form = page.locator('form[aria-label="Send us a message"]')
    const started = Date.now()
    const email = `contact.${unique()}@example.com`
    await walkTheChecks(form, ENQUIRY_STEPS(email))
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - started)))
    await slowDown(page, '/api/GetInTouch/ContactUs')
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectSending(form)
    await expect(page).toHaveURL(/\/thankyou$/)
    const [lead] = await leadsByEmail(request, 'enquiries', email)
    expect(lead).toMatchObject({ source: 'contact', attribution: { pagePath: '/contact' } })
  })

  test('a server failure shows the banner and resets the form', async ({ page }) => {
    await asVisitor(page, { 'x-test-fail-store': '1' })
    await page.goto('/contact')
    await hydrated(page)
    const form = page.locator('form[aria-label="Send us a message"]')
    for (const step of ENQUIRY_STEPS(`x.${unique()}@example.com`)) await field(form, step.label).fill(step.value)
    await captchaInput(form).fill(String(await captchaSum(form)))
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectFailureReset(form, ['Name', 'Organisation', 'City', 'Email address', 'Contact number'])
  })

  test('a form whose rules cannot load (the connection lost) shows the banner and keeps what was typed', async ({
    page,
  }) => {
    await asVisitor(page)
    await page.goto('/contact')
    await hydrated(page)
    // The rules load on the first focus of the form (docs/decisions/0081): from here on no script arrives.
    await page.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'))
    const form = page.locator('form[aria-label="Send us a message"]')
    const steps = ENQUIRY_STEPS(`offline.${unique()}@example.com`)
    for (const step of steps) await field(form, step.label).fill(step.value)
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expect(form.getByRole('alert')).toHaveText(FORM_TEXT.failure)
    for (const step of steps) await expect(field(form, step.label)).toHaveValue(step.value)
    await expect(form.getByRole('button', { name: FORM_TEXT.submit })).toBeEnabled()
  })
})

test.describe('the free-consultation form', () => {
  const consultationForm = (page: Page) => page.locator('#book-a-free-consultation form')

  test('checks every field and the terms in order and lands on /thankyou', async ({ page, request }) => {
    await asVisitor(page)
    await page.goto('/')
    const form = consultationForm(page)
    await form.scrollIntoViewIfNeeded()
    const started = Date.now()
    const email = `consult.${unique()}@example.com`
    await walkTheChecks(form, CONSULTATION_STEPS(email), true)
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - started)))
    await slowDown(page, '/api/Consultation/GetFreeConsultation')
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectSending(form)
    await expect(page).toHaveURL(/\/thankyou$/)
    const [lead] = await leadsByEmail(request, 'consultations', email)
    expect(lead).toMatchObject({ preferredCourse: 'MSc Data Science', status: 'new' })
    expect(lead.terms.acceptedAt).toBeTruthy()
  })

  test('read the Terms from the form and come back: what was typed, the tick and the question are still there', async ({
    page,
    request,
  }) => {
    await asVisitor(page)
    await page.goto('/')
    await hydrated(page)
    const form = consultationForm(page)
    const email = `terms-read.${unique()}@example.com`
    const steps = CONSULTATION_STEPS(email)
    for (const step of steps) await field(form, step.label).fill(step.value)
    await form.getByRole('checkbox').check()
    const question = await form.getByTestId('captcha-question').textContent()

    await form.getByRole('link', { name: 'Terms' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)

    for (const step of steps) await expect(field(form, step.label)).toHaveValue(step.value)
    await expect(form.getByRole('checkbox')).toBeChecked()
    await expect(form.getByTestId('captcha-question')).toHaveText(question!)
    await captchaInput(form).fill(String(await captchaSum(form)))
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expect(page).toHaveURL(/\/thankyou$/)
    expect(await leadsByEmail(request, 'consultations', email)).toHaveLength(1)
  })

  test('a server failure shows the banner and resets the form', async ({ page }) => {
    await asVisitor(page, { 'x-test-fail-store': '1' })
    await page.goto('/')
    await hydrated(page)
    const form = consultationForm(page)
    for (const step of CONSULTATION_STEPS(`y.${unique()}@example.com`)) await field(form, step.label).fill(step.value)
    await form.getByRole('checkbox').check()
    await captchaInput(form).fill(String(await captchaSum(form)))
    await form.getByRole('button', { name: FORM_TEXT.submit }).click()
    await expectFailureReset(form, ['Name', 'Currently pursuing', 'Previous score', 'Preferred course'])
    await expect(form.getByRole('checkbox')).not.toBeChecked()
  })
})

// docs/decisions/0124: a form that cannot send says so instead of taking a visitor's details and losing them.
test('without JavaScript each form says it needs it and offers no fields; with it, no such notice', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  for (const [path, name] of [
    ['/contact', 'Send us a message'],
    ['/', 'Book a free consultation'],
  ] as const) {
    await noScript.goto(path)
    const form = noScript.getByRole('form', { name })
    // Playwright's text queries skip <noscript>: its paragraph is found by tag.
    await expect(form.locator('noscript p'), path).toHaveText(NO_SCRIPT_TEXT.lead)
    await expect(form.locator('noscript p'), path).toBeVisible()
    await expect(form.getByRole('textbox').first(), path).toBeHidden()
    await expect(form.getByRole('button', { name: FORM_TEXT.submit }), path).toBeHidden()
    const newsletter = noScript.getByRole('form', { name: 'Newsletter' })
    await expect(newsletter.locator('noscript p'), path).toHaveText(NO_SCRIPT_TEXT.newsletter)
    await expect(newsletter.locator('noscript p'), path).toBeVisible()
    await expect(newsletter.getByRole('button', { name: FORM_TEXT.subscribe }), path).toBeHidden()
  }
  await context.close()

  await page.goto('/contact')
  await hydrated(page)
  await expect(page.getByRole('button', { name: FORM_TEXT.submit })).toBeVisible()
  // With scripts on, a <noscript> holds only text: no notice is laid out.
  await expect(page.locator('noscript p')).toHaveCount(0)
})
