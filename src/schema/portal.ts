import { z } from 'zod'

import './zod-without-eval'

import { emailField, LIMITS, MESSAGES } from './form-schema'

// The rules and messages of the portal's forms (docs/product.md §15): the sign-in form, a message, a parent's
// invitation. The pages show these messages and the routes they post to parse with these schemas.

/**
 * The one answer to a sign-in request, whether or not the address has a file (docs/decisions/0175): the portal never
 * tells who has an account.
 */
export const SIGN_IN_SENT = 'If this address has a file, a link is on its way.'

/** The longest message a student sends; the messages collection holds the same limit. */
export const PORTAL_MESSAGE_MAX_LENGTH = 4000

export const PORTAL_MESSAGES = {
  messageEmpty: 'Please write your message.',
  messageTooLong: `Please keep your message to at most ${PORTAL_MESSAGE_MAX_LENGTH} characters.`,
  guardianName: 'Please enter their name.',
  guardianIsStudent: 'Enter your parent’s or guardian’s own address, not yours.',
  relationshipTooLong: MESSAGES.tooLong(40),
  failed: 'Oops! Something went wrong. Please try again.',
  tooMany: 'Too many requests. Please try again in a few minutes.',
} as const

export const portalSignInSchema = z.object({ email: emailField })

export const portalMessageSchema = z.object({
  body: z
    .string({ error: PORTAL_MESSAGES.messageEmpty })
    .trim()
    .min(1, { error: PORTAL_MESSAGES.messageEmpty, abort: true })
    .max(PORTAL_MESSAGE_MAX_LENGTH, { error: PORTAL_MESSAGES.messageTooLong }),
})

export const GUARDIAN_RELATIONSHIP_MAX_LENGTH = 40

export const guardianInviteSchema = z.object({
  name: z
    .string({ error: PORTAL_MESSAGES.guardianName })
    .trim()
    .min(1, { error: PORTAL_MESSAGES.guardianName, abort: true })
    .max(LIMITS.name, { error: MESSAGES.tooLong(LIMITS.name) }),
  email: emailField,
  relationship: z
    .string()
    .trim()
    .max(GUARDIAN_RELATIONSHIP_MAX_LENGTH, { error: PORTAL_MESSAGES.relationshipTooLong })
    .optional()
    .default(''),
})
export type GuardianInvite = z.infer<typeof guardianInviteSchema>
