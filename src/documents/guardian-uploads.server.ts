import type { Payload } from 'payload'

import type { PortalViewer } from '@/students/portal-sign-in.server'

/** The student lets their parents upload documents, or stops them; a parent's session changes nothing (false). */
export async function allowGuardianUploads(payload: Payload, viewer: PortalViewer, allow: boolean): Promise<boolean> {
  if (viewer.readOnly || viewer.guardian !== null) return false
  await payload.update({
    collection: 'students',
    id: viewer.student,
    data: { guardiansMayUpload: allow },
    overrideAccess: true,
  })
  return true
}

/** Whether the student lets their parents upload documents for them. */
export async function guardiansMayUpload(payload: Payload, student: number): Promise<boolean> {
  const file = await payload.findByID({
    collection: 'students',
    id: student,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(file?.guardiansMayUpload)
}
