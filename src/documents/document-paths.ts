import { siteUrl } from '@/config/env.server'
import { PORTAL_PATH } from '@/students/portal-sign-in.server'

/** The portal's documents: the list, one document's page (its help, its uploads, the upload form), and its upload. */
export const PORTAL_DOCUMENTS_PATH = `${PORTAL_PATH}/documents`
export const portalDocumentPath = (id: number | string) => `${PORTAL_DOCUMENTS_PATH}/${id}`
export const portalDocumentUrl = (id: number | string) => `${siteUrl()}${portalDocumentPath(id)}`

/**
 * A page of an upload, one address for everyone allowed to read it (the student, their parents, their counsellors and
 * admins; decision 0189). Under /portal so that the portal's session cookie, which only /portal receives, comes with it.
 */
export const documentFilePath = (version: number | string, page: number) => `${PORTAL_PATH}/files/${version}/${page}`
/** An application's approved documents as one ZIP. */
export const applicationZipPath = (application: number | string) => `${PORTAL_PATH}/files/applications/${application}`
