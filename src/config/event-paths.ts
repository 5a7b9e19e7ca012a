// The addresses of the events' pages. Pure: the pages, the form's handler, the sitemap and the events' mails all build
// their links here.

export const EVENTS_PATH = '/events'

/** The page a registration's mail links to: its status, and the buttons to cancel or take an offered seat. */
export const REGISTRATION_PATH = `${EVENTS_PATH}/registration`
export const CANCEL_PATH = `${REGISTRATION_PATH}/cancel`
export const ACCEPT_PATH = `${REGISTRATION_PATH}/accept`

/** The query parameter of the events list that shows one kind of event. */
export const KIND_PARAM = 'kind'

export const eventPath = (slug: string) => `${EVENTS_PATH}/${encodeURIComponent(slug)}`
export const registerPath = (slug: string) => `${eventPath(slug)}/register`
export const eventCalendarPath = (slug: string) => `${eventPath(slug)}/calendar.ics`
export const registrationPath = (token: string) => `${REGISTRATION_PATH}?token=${encodeURIComponent(token)}`
export const eventsOfKindPath = (kind: string) => `${EVENTS_PATH}?${KIND_PARAM}=${encodeURIComponent(kind)}`

/** Whether an event has begun by the time this request is answered (pages ask it once per rendering). */
export const hasBegun = (start: string, now = Date.now()) => Date.parse(start) <= now
