import type { Endpoint, PayloadRequest } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'
import { StaffRefusal } from '@/cms/staff-refusal'
import type { User } from '@/cms/payload-types'
import { OPEN_FILE_REFUSALS, openStudentFile, type LeadCollection } from './open-student-file.server'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * POST /cms-api/<collection>/<id>/student-file: "Open a student file" on a lead. Answers the file's admin address to
 * go to (201 when the file was made now, 200 when the lead's email already had one), or the refusal's message.
 */
export const openStudentFileEndpoint = (collection: LeadCollection): Endpoint => ({
  path: '/:id/student-file',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (req.user?.collection !== 'users') return refuse(403, OPEN_FILE_REFUSALS.staffOnly)
    try {
      const opened = await openStudentFile(
        req.payload,
        { collection, id: String(req.routeParams?.id ?? '') },
        { ...(req.user as User), collection: 'users' },
      )
      return Response.json(
        { ...opened, href: `${ADMIN_PATH}/collections/students/${opened.student}` },
        { status: opened.created ? 201 : 200 },
      )
    } catch (error) {
      if (error instanceof StaffRefusal) return refuse(error.status, error.message)
      throw error
    }
  },
})
