import type { CollectionAfterChangeHook } from 'payload'

import type { Application } from '@/cms/payload-types'
import { siteUrl } from '@/config/env.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { applicationStageNotice } from '@/outbox/mails/application-stage'

import { PORTAL_PATH } from './portal-sign-in.server'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The application's page in the portal, where its stage, history and deadlines are. */
export const portalApplicationUrl = (id: number | string) => `${siteUrl()}${PORTAL_PATH}/applications/${id}`

/**
 * Mails the student a notice when one of their applications changes stage (not when it is added): written to the
 * outbox in the transaction of the change, so a move that is rolled back sends nothing.
 */
export const noticeStageChange: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || doc.stage === previousDoc.stage) return doc
  const { payload } = req
  const student = await payload.findByID({
    collection: 'students',
    id: idOf(doc.student),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  const university = await payload.findByID({
    collection: 'universities',
    id: idOf(doc.university),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!student || !university) return doc
  await enqueue(
    payload,
    applicationStageNotice({
      student: { name: student.name, email: student.email },
      university: university.name,
      programme: doc.programme,
      stage: doc.stage,
      link: portalApplicationUrl(doc.id),
      consultancy: await mailBrandName(payload, req),
    }),
    req,
  )
  return doc
}
