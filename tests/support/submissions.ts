import { expect } from '@playwright/test'

import { API_PATHS } from '../../src/contract/api-paths'
import { siteSettings } from '../../src/seed/content/site-settings'
import { bodyText, consultation, enquiry, type Received } from './leads'
import type { StaffApi } from './staff-api'

// The three submission calls of docs/product.md §7, sent with plain fetch so a test can fire hundreds at once at
// a server it started, and find out afterwards what the server stored.

export type SubmissionKind = 'consultation' | 'enquiry' | 'newsletter'
export const SUBMISSION_KINDS: SubmissionKind[] = ['consultation', 'enquiry', 'newsletter']

const PATHS: Record<SubmissionKind, string> = {
  consultation: API_PATHS.getFreeConsultation,
  enquiry: API_PATHS.contactUs,
  newsletter: API_PATHS.subscribeToNewsletter,
}

/** Where each kind is stored. */
export const COLLECTIONS: Record<SubmissionKind, string> = {
  consultation: 'consultations',
  enquiry: 'enquiries',
  newsletter: 'newsletter-subscribers',
}

export const submissionBody = (kind: SubmissionKind, email: string): Record<string, unknown> =>
  kind === 'consultation' ? consultation(email) : kind === 'enquiry' ? enquiry(email) : { email }

/** One submission and what became of it: the status and body, or the network error. */
export type Sent = { kind: SubmissionKind; email: string; status?: number; body?: any; error?: string }

export async function submit(baseURL: string, kind: SubmissionKind, email: string): Promise<Sent> {
  try {
    const response = await fetch(baseURL + PATHS[kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submissionBody(kind, email)),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    return { kind, email, status: response.status, body }
  } catch (error) {
    return { kind, email, error: String((error as Error).cause ?? error) }
  }
}

/** Runs `task` over `items` with at most `concurrency` at once; resolves with the results in order. */
export async function inPool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}

/** Every stored address of each kind, lower-cased, with how often it is stored. */
export async function storedEmails(staff: StaffApi): Promise<Record<SubmissionKind, Map<string, number>>> {
  const stored = {} as Record<SubmissionKind, Map<string, number>>
  for (const kind of SUBMISSION_KINDS) {
    const counts = new Map<string, number>()
    for (const doc of await staff.find(COLLECTIONS[kind])) {
      const email = String(doc.email).toLowerCase()
      counts.set(email, (counts.get(email) ?? 0) + 1)
    }
    stored[kind] = counts
  }
  return stored
}

export const isSuccess = (sent: Sent) => sent.status !== undefined && sent.status >= 200 && sent.status < 300

/** `total` submissions, the three kinds in turn, each from its own address (`{prefix}.{index}.{run}`). */
export const mixedSubmissions = (total: number, prefix: string, run: string) =>
  Array.from({ length: total }, (_, index) => ({
    kind: SUBMISSION_KINDS[index % SUBMISSION_KINDS.length]!,
    email: `${prefix}.${index}.${run}@example.com`,
  }))

/** A submission that was answered is stored (2xx) or refused as unavailable (503); never anything else. */
export function expectStoredOrUnavailable(sent: Sent[]) {
  const otherAnswers = sent.filter(
    (answer) => answer.status !== undefined && !isSuccess(answer) && answer.status !== 503,
  )
  expect(otherAnswers).toEqual([])
}

/**
 * A server's environment that takes a burst's leads into the intake queue once more than two arrive in a second, so
 * that a burst test covers both ways a lead is stored (docs/decisions/0102-intake-queue.md) even on a machine so busy
 * that the server answers only a few submissions a second (with ten, a CI run's burst once never reached the queue).
 */
export const SURGE_AFTER_TWO = { INTAKE_SURGE_ABOVE: '2' }

/** The submissions among `sent` whose address is not stored. */
export const notStored = (
  stored: Record<SubmissionKind, Map<string, number>>,
  sent: { kind: SubmissionKind; email: string }[],
) => sent.filter((answer) => !stored[answer.kind].has(answer.email))

/**
 * Waits until every one of `sent` is stored, failing after `timeout` with the ones still missing, and returns the
 * stored addresses. A lead the server took into its intake queue during a surge becomes a lead moments after its
 * 2xx; one a killed server was storing waits for its claim to run out (docs/decisions/0102-intake-queue.md).
 */
export async function storedOnceDrained(
  staff: StaffApi,
  sent: { kind: SubmissionKind; email: string }[],
  timeout = 60_000,
): Promise<Record<SubmissionKind, Map<string, number>>> {
  let stored: Record<SubmissionKind, Map<string, number>> | undefined
  await expect
    .poll(async () => notStored((stored = await storedEmails(staff)), sent), {
      message: 'submissions answered 2xx but not stored',
      timeout,
      intervals: [500],
    })
    .toEqual([])
  return stored!
}

/**
 * Each submission's mail arrived exactly once: a newsletter confirmation to the subscriber, a lead's
 * notification (naming the lead's address) to the seeded staff recipients; and nothing else arrived.
 */
export function expectOneMailEach(received: Received[], items: { kind: SubmissionKind; email: string }[]) {
  const mails = received.map((mail) => ({ to: mail.to, text: bodyText(mail.raw) }))
  expect(mails).toHaveLength(items.length)
  for (const { kind, email } of items) {
    const matching =
      kind === 'newsletter'
        ? mails.filter((mail) => mail.to.includes(email))
        : mails.filter((mail) => mail.text.includes(`Email: ${email}`))
    expect(matching, `${kind} ${email}`).toHaveLength(1)
    if (kind !== 'newsletter') expect(matching[0]!.to).toEqual(siteSettings.leadNotificationRecipients)
  }
}
