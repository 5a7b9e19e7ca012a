import { APIError } from 'payload'

/** The name Payload's log looks up in `loggingLevels`: a refusal is a staff mistake to report, not a fault. */
export const STAFF_REFUSAL = 'StaffRefusal'

/**
 * A staff action refused because it breaks one of the site's rules (a 4xx answer): a file of the wrong type or
 * size, a change to a saved note, a delete of content still in use. The admin shows `message`, on the field named
 * by `path` when there is one. The name is set by hand: the production build leaves the class unnamed, and
 * Payload answers an unnamed error with "An unknown error occurred." instead of its message.
 */
export class StaffRefusal extends APIError {
  constructor(message: string, status: number, path?: string) {
    super(message, status, path ? { errors: [{ message, path }] } : null, true)
    this.name = STAFF_REFUSAL
  }
}
