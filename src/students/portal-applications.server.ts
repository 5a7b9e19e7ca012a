import type { Payload } from 'payload'

import type { Application, University } from '@/cms/payload-types'
import { recordId } from '@/cms/record-id'
import {
  DEADLINE_LABELS,
  isExitStage,
  STAGE_LABELS,
  STAGE_NEXT_STEPS,
  STAGE_NEXT_STEPS_FOR_FAMILY,
  type ApplicationStage,
  type DeadlineKind,
} from '@/schema/application-stages'
import { DESTINATIONS } from '@/schema/destinations'
import { intakeLabel } from '@/schema/intake'

import { firstNameOf } from './first-name'
import type { PortalViewer } from './portal-sign-in.server'

export type PortalDeadline = { label: string; dueAt: string; met: boolean; note: string | null }

/** An application as the portal shows it: never its commission, fees owed to the consultancy or who moved it. */
export type PortalApplication = {
  id: number
  university: string
  country: string | null
  programme: string
  intake: string
  stage: ApplicationStage
  stageLabel: string
  /** Rejected, withdrawn, deferred or visa refused: where the application ended. */
  exited: boolean
  nextStep: string
  nextDeadline: PortalDeadline | null
  deadlines: PortalDeadline[]
  /** Each stage the application reached, oldest first, with when. */
  history: { stage: ApplicationStage; label: string; exit: boolean; at: string }[]
}

const studentNameOf = (student: Application['student']) => (typeof student === 'object' ? student.name : undefined)

const universityOf = (value: Application['university']) => (typeof value === 'object' ? value : null)

function toPortalApplication(application: Application, viewer: PortalViewer, now: Date): PortalApplication {
  const university = universityOf(application.university) as University | null
  const deadlines = (application.deadlines ?? [])
    .map((deadline) => ({
      label: DEADLINE_LABELS[deadline.kind as DeadlineKind],
      dueAt: deadline.dueAt,
      met: Boolean(deadline.met),
      note: deadline.note ?? null,
    }))
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
  const nextDeadline =
    deadlines.find((deadline) => !deadline.met && new Date(deadline.dueAt).getTime() >= now.getTime()) ?? null
  return {
    id: application.id,
    university: university?.name ?? '',
    country: university?.country ? DESTINATIONS[university.country] : null,
    programme: application.programme,
    intake: intakeLabel(application.intake),
    stage: application.stage,
    stageLabel: STAGE_LABELS[application.stage],
    exited: isExitStage(application.stage),
    // A parent reads about the student, not as the student (decision 0177).
    nextStep: viewer.readOnly
      ? STAGE_NEXT_STEPS_FOR_FAMILY[application.stage](firstNameOf(studentNameOf(application.student)))
      : STAGE_NEXT_STEPS[application.stage],
    nextDeadline,
    deadlines,
    history: (application.stageHistory ?? [])
      .filter((entry) => entry.stage && entry.at)
      .map((entry) => ({
        stage: entry.stage!,
        label: STAGE_LABELS[entry.stage!],
        exit: isExitStage(entry.stage!),
        at: entry.at!,
      })),
  }
}

/** The viewer's student's applications, the most recently changed first. */
export async function portalApplications(
  payload: Payload,
  viewer: PortalViewer,
  now = new Date(),
): Promise<PortalApplication[]> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { student: { equals: viewer.student } },
    sort: '-stageChangedAt',
    depth: 1,
    limit: 100,
    overrideAccess: true,
  })
  return docs.map((application) => toPortalApplication(application, viewer, now))
}

/** One of the viewer's student's applications, or null for an id that is not theirs (the page answers 404). */
export async function portalApplication(
  payload: Payload,
  viewer: PortalViewer,
  id: unknown,
  now = new Date(),
): Promise<PortalApplication | null> {
  const number = recordId(id)
  if (number === null) return null
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ id: { equals: number } }, { student: { equals: viewer.student } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? toPortalApplication(docs[0], viewer, now) : null
}
