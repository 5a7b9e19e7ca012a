import { expect, test, type Browser, type Page } from '@playwright/test'

import { STAGE_REASON_REQUIRED } from '../../src/schema/application-stages'
import { expectNoAxeViolations } from '../support/axe'
import { cms } from '../support/http-api'
import { PHONE_AND_DESKTOP, expectNoHorizontalOverflow, resizeTo } from '../support/viewport'

// The staff's side of the student workspace (docs/product.md §15) on the seeded demo: a counsellor opens a student
// file from a qualified lead, adds applications, and moves one on the board with the keyboard; an editor never sees
// the students; the owner's dashboard shows the intake's pipeline and commission.

const PRIYA = { email: 'priya.counsellor@example.com', password: 'demo-counsellor-password' }
const EDITOR = { email: 'e2e.editor@example.org', password: 'e2e-editor-password-123' }
const INTAKE = '2031-09'

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  expect((await page.request.post('/cms-api/users/login', { data: account })).status()).toBe(200)
  return { context, page }
}

async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  for (const width of PHONE_AND_DESKTOP) {
    await resizeTo(page, width)
    await check(width)
  }
  await resizeTo(page, 1280)
}

test('a counsellor opens a student file from a lead and moves an application on the board; the owner sees the pipeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const staff = cms(request)
  const priya = (await staff.find('users', `where[email][equals]=${PRIYA.email}`)).docs[0] as { id: number }
  const files = (await staff.find('students', 'limit=0')).docs as { email: string }[]
  const taken = new Set(files.map((file) => file.email))
  const lead = (
    (await staff.find('consultations', `limit=0&where[assignee][equals]=${priya.id}&where[status][equals]=qualified`))
      .docs as { id: number; name: string; email: string }[]
  ).find((each) => !taken.has(each.email.toLowerCase()))
  expect(lead, 'a qualified demo lead of Priya’s without a file').toBeTruthy()
  const universities = await Promise.all(
    ['Leeds', 'Manchester', 'Toronto'].map((city, index) =>
      staff.create('universities', {
        name: `E2E University of ${city} ${Date.now()}`,
        country: index === 2 ? 'CA' : 'GB',
        city,
      }),
    ),
  )

  const { context, page } = await signedIn(browser, PRIYA)
  try {
    // One action on the lead opens the file, with the lead's details.
    await page.goto(`/admin/collections/consultations/${lead!.id}`)
    await page.getByRole('button', { name: 'Open a student file' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/students\/\d+$/)
    const studentId = Number(/students\/(\d+)$/.exec(page.url())![1])
    await expect(page.locator('#field-name')).toHaveValue(lead!.name)
    await expect(page.getByRole('heading', { name: 'Applications', level: 2 }).first()).toBeVisible()

    // The student is invited to the portal, through the outbox.
    const invitations = await staff.find(
      'outbox-messages',
      `where[to][equals]=${encodeURIComponent(lead!.email.toLowerCase())}&where[kind][equals]=portal-invitation`,
    )
    expect(invitations.totalDocs).toBe(1)
    const moved = await staff.find('consultations', `where[id][equals]=${lead!.id}`)
    expect(moved.docs[0].status).toBe('enrolled')

    // Three applications, added as the counsellor.
    const programmes = ['BSc Economics', 'BSc Finance', 'BA Economics']
    const applications: { id: number }[] = []
    for (const [index, programme] of programmes.entries()) {
      const response = await page.request.post('/cms-api/applications', {
        data: {
          student: studentId,
          university: universities[index]!.id,
          programme,
          intake: INTAKE,
          // The first waits to be sent: the board's move takes it straight to an offer.
          stage: index === 0 ? 'shortlisted' : 'submitted',
          tuitionFee: { amount: 2_000_000, currency: index === 2 ? 'CAD' : 'GBP' },
          commission: { basis: 'percent', percent: 15 },
          deadlines: [{ kind: 'offer-conditions', dueAt: '2031-06-30T12:00:00.000Z' }],
        },
      })
      expect(response.status(), await response.text()).toBe(201)
      applications.push(((await response.json()) as { doc: { id: number } }).doc)
    }

    // The student's page shows them, and a reply joins the conversation.
    await page.reload()
    const overview = page.locator('.student-overview')
    for (const programme of programmes) await expect(overview.getByRole('link', { name: programme })).toBeVisible()
    await overview.getByLabel(`Reply to ${lead!.name}`).fill('Welcome! Your applications are in.')
    await overview.getByRole('button', { name: 'Send message' }).click()
    await expect(overview.getByText('Welcome! Your applications are in.')).toBeVisible()
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `the student's overview at ${width} px`, '.student-overview')
      await expectNoHorizontalOverflow(page, `the student's page at ${width} px`)
    })

    // On the board, with the keyboard only: choose the stage by typing, Tab to Move, Enter.
    await page.goto(`/admin/board?intake=${INTAKE}`)
    const card = page.locator(`[data-application="${applications[0]!.id}"]`)
    await expect(card).toBeVisible()
    await card.getByRole('combobox', { name: /Move to/ }).focus()
    await expect(card.getByRole('combobox', { name: /Move to/ })).toHaveValue('preparing')
    await page.keyboard.type('Con')
    await expect(card.getByRole('combobox', { name: /Move to/ })).toHaveValue('conditional-offer')
    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: 'Move' })).toBeFocused()
    await page.keyboard.press('Enter')
    const offerColumn = page.getByRole('region', { name: /^Conditional offer/ })
    await expect(offerColumn.locator(`[data-application="${applications[0]!.id}"]`)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'moved to Conditional offer' })).toBeAttached()
    await expect(offerColumn.locator(`[data-application="${applications[0]!.id}"] h3`)).toBeFocused()
    const stored = await staff.find('applications', `where[id][equals]=${applications[0]!.id}`)
    expect(stored.docs[0].stage).toBe('conditional-offer')
    expect(stored.docs[0].stageHistory.at(-1)).toMatchObject({ stage: 'conditional-offer', by: priya.id })

    // A move back needs a reason: the server's refusal is shown.
    const back = page.locator(`[data-application="${applications[0]!.id}"]`)
    await back.getByRole('combobox', { name: /Move to/ }).selectOption('submitted')
    await back.getByRole('button', { name: 'Move' }).click()
    await expect(back.getByRole('alert')).toHaveText(STAGE_REASON_REQUIRED)
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `the board at ${width} px`, '.board-page')
      await expectNoHorizontalOverflow(page, `the board at ${width} px`)
    })
  } finally {
    await context.close()
  }

  // An editor sees no student, neither in the navigation nor at the list's address.
  await staff.create('users', { ...EDITOR, role: 'editor', name: 'E2E Editor' }).catch(() => null)
  const editor = await signedIn(browser, EDITOR)
  try {
    await editor.page.goto('/admin')
    const nav = editor.page.locator('nav.nav__wrap')
    await expect(nav).toContainText('Pages')
    await expect(nav).not.toContainText('Students')
    await expect(editor.page.getByRole('link', { name: 'Applications board' })).toHaveCount(0)
    await editor.page.goto('/admin/collections/students')
    await expect(editor.page.getByText(/Unauthorized|not found|could not be found/i).first()).toBeVisible()
    await expect(editor.page.locator('body')).not.toContainText(lead!.email)
  } finally {
    await editor.context.close()
  }

  // The owner's dashboard: the intake's pipeline and its commission, each currency apart.
  const admin = await signedIn(browser, { email: 'admin@example.com', password: 'demo-admin-password' })
  try {
    await admin.page.goto('/admin')
    const pipeline = admin.page.getByRole('region', { name: 'Applications pipeline' })
    await expect(pipeline.getByRole('columnheader', { name: 'September 2031' })).toBeVisible()
    const byIntake = pipeline.getByRole('region', { name: 'Commission per intake' })
    // One row per currency, each named by its intake.
    const rows = byIntake.getByRole('row', { name: /September 2031/ })
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: '£6,000' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'CA$3,000' })).toHaveCount(1)
    await atBothWidths(admin.page, async (width) => {
      await expectNoAxeViolations(admin.page, `the pipeline at ${width} px`, '.pipeline-dashboard')
      await expectNoHorizontalOverflow(admin.page, `the dashboard at ${width} px`)
    })
  } finally {
    await admin.context.close()
  }
})
