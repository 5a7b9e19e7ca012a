import { ADMIN_PATH } from '@/config/cms-paths'

/** The admin's documents view: the uploads to review, the items overdue, the documents expiring. */
export const DOCUMENTS_PATH = `${ADMIN_PATH}/documents`
