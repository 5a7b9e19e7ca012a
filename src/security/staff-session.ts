/** The admin's session cookie (Payload's default prefix): only a browser signed in to the admin sends it. */
export const STAFF_SESSION_COOKIE = 'payload-token'

const STAFF_SESSION = new RegExp(`(?:^|;\\s*)${STAFF_SESSION_COOKIE}=`)

/** Whether a Cookie header carries a staff session, unverified: enough to skip work that only staff need. */
export const carriesStaffSession = (cookieHeader: string | null): boolean => STAFF_SESSION.test(cookieHeader ?? '')
