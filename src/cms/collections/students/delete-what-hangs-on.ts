import type { CollectionBeforeDeleteHook } from 'payload'

/** What belongs to a student goes with the file: a deleted file leaves no documents, applications, messages or
 * access behind. */
export const HANGS_ON_STUDENT = [
  // First: each request takes its uploads, and each upload its encrypted files.
  'requested-documents',
  'applications',
  'student-messages',
  'guardians',
  'portal-sign-in-links',
  'portal-sessions',
] as const

export const deleteWhatHangsOnStudent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of HANGS_ON_STUDENT) {
    await req.payload.delete({ collection, where: { student: { equals: id } }, req, overrideAccess: true })
  }
}
