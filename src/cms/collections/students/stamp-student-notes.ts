import type { CollectionBeforeChangeHook } from 'payload'

import { stampNotes } from '../../fields/notes'

/** A note added to a student's file is stamped with its author and time; saved notes are never changed. */
export const stampStudentNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const userId = req.user?.collection === 'users' ? req.user.id : undefined
  stampNotes(data, originalDoc, userId, new Date().toISOString())
  return data
}
