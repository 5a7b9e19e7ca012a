/**
 * The shortest staff password the site takes, wherever one is set: the admin (a new account, a change, a reset
 * link), `npm run create-admin` and `ADMIN_PASSWORD` (decision 0112). Payload's own minimum is 3.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12

export const STAFF_PASSWORD_TOO_SHORT = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters: a few words make a good passphrase.`

/** Counted in Unicode characters, not UTF-16 units, so a passphrase outside the Latin alphabet is not over-counted. */
export const isLongEnoughStaffPassword = (password: string) => Array.from(password).length >= STAFF_PASSWORD_MIN_LENGTH
