import { PORTAL_PATH } from '@/students/portal-sign-in.server'

/** The portal's pages, in the order its navigation lists them. */
export const PORTAL_PAGES = [
  { key: 'home', path: PORTAL_PATH },
  { key: 'documents', path: `${PORTAL_PATH}/documents` },
  { key: 'messages', path: `${PORTAL_PATH}/messages` },
  { key: 'family', path: `${PORTAL_PATH}/family` },
  { key: 'privacy', path: `${PORTAL_PATH}/privacy` },
] as const
export type PortalPage = (typeof PORTAL_PAGES)[number]['key']

export const PORTAL_PAGE_PATH = Object.fromEntries(PORTAL_PAGES.map((page) => [page.key, page.path])) as Record<
  PortalPage,
  string
>
export const SIGN_IN_PATH = `${PORTAL_PATH}/sign-in`
export const SIGN_IN_SENT_PATH = `${SIGN_IN_PATH}/sent`
export const SESSION_PATH = `${PORTAL_PATH}/session`
export const SIGN_OUT_PATH = `${PORTAL_PATH}/sign-out`
export const PORTAL_PATH_OF_APPLICATION = (id: number) => `${PORTAL_PATH}/applications/${id}`
