import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { Application, ChecklistTemplate, RequestedDocument } from '@/cms/payload-types'
import { idOf } from '@/cms/relation-id'

const DAY = 24 * 60 * 60 * 1000
type Item = NonNullable<ChecklistTemplate['items']>[number]

/** The application's own deadline (else its earliest open one): what checklist items fall due before. */
export function checklistDeadline(application: Pick<Application, 'deadlines'>): Date | null {
  const open = (application.deadlines ?? [])
    .filter((row) => !row.met)
    .map((row) => ({ ...row, at: Date.parse(row.dueAt) }))
  const chosen =
    open.filter((row) => row.kind === 'application').sort((a, b) => a.at - b.at)[0] ??
    open.sort((a, b) => a.at - b.at)[0]
  return chosen ? new Date(chosen.at) : null
}

export const itemDueAt = (item: Pick<Item, 'dueDaysBefore'>, deadline: Date | null): string | null =>
  deadline ? new Date(deadline.getTime() - (item.dueDaysBefore ?? 0) * DAY).toISOString() : null

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Requests from the student each document of the checklist for the application's country and level: the student's own
 * documents (a passport) once for every application that needs them, the others for this application. Returns how
 * many new requests were made. Nothing is requested when no checklist fits.
 */
export async function requestChecklist(
  payload: Payload,
  application: Application,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  if (!application.level) return 0
  const university = await payload.findByID({
    collection: 'universities',
    id: idOf(application.university),
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!university) return 0
  const { docs } = await payload.find({
    collection: 'checklist-templates',
    where: { and: [{ destination: { equals: university.country } }, { level: { equals: application.level } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const template = docs[0]
  if (!template) return 0
  const student = idOf(application.student)
  const deadline = checklistDeadline(application)
  const { docs: studentOwn } = await payload.find({
    collection: 'requested-documents',
    where: { and: [{ student: { equals: student } }, { scope: { equals: 'student' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  let made = 0
  for (const item of template.items ?? []) {
    const held = item.scope === 'student' ? studentOwn.find((request) => sameName(request.name, item.name)) : undefined
    if (held) {
      const applications = (held.applications ?? []).map(idOf)
      if (!applications.includes(application.id)) {
        await payload.update({
          collection: 'requested-documents',
          id: held.id,
          data: { applications: [...applications, application.id] },
          overrideAccess: true,
          req,
        })
      }
      continue
    }
    const created = await payload.create({
      collection: 'requested-documents',
      data: {
        student,
        applications: [application.id],
        name: item.name,
        scope: item.scope,
        required: item.required ?? true,
        help: item.help,
        dueDaysBefore: item.dueDaysBefore,
        validity: item.validity,
        validityMonths: item.validityMonths,
        dueAt: itemDueAt(item, deadline),
        fromChecklist: template.id,
        status: 'missing',
      },
      overrideAccess: true,
      req,
    })
    if (item.scope === 'student') studentOwn.push(created as RequestedDocument)
    made += 1
  }
  return made
}

/** An application added in the admin (or opened with its file) requests its checklist in the same transaction. */
export const requestChecklistOfNewApplication: CollectionAfterChangeHook<Application> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation === 'create') await requestChecklist(req.payload, doc, req)
  return doc
}
