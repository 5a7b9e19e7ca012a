/** The honeypot input's name: hidden from people, so anything in it marks a bot. */
export const HONEYPOT_FIELD = 'website'
