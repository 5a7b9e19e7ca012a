import type { Validate } from 'payload'

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** A field filled together with its sibling `other`, or left empty with it. */
export const bothOrNeither =
  (other: string): Validate =>
  (value, { siblingData }) =>
    filled(value) === filled((siblingData as Record<string, unknown> | undefined)?.[other])
      ? true
      : 'Fill in both the heading and the text, or leave both empty.'
