/** A section's anchor on its page: lower-case words joined by hyphens. */
export const ANCHOR_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
