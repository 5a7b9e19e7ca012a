import type { Field } from 'payload'

import { StaffRefusal } from '../staff-refusal'

type Row = Record<string, unknown>

export const NOTES_KEPT = 'A saved note cannot be changed or removed. Add a new note instead.'

/**
 * The follow-up notes of a record staff work (a lead, a student's file): 'Add a note' is not stored as such; on save
 * it becomes the newest note, with its author and time (`stampNotes`), and saved notes are never changed.
 */
export const notesFields = (record: string): Field[] => [
  {
    name: 'newNote',
    type: 'textarea',
    label: 'Add a note',
    virtual: true,
    maxLength: 4000,
    // Read back empty, so the admin clears the box after a save and a second save cannot add the note again.
    hooks: { afterRead: [() => ''] },
    admin: {
      // Payload makes a virtual field read-only unless told otherwise.
      readOnly: false,
      description: `A call note or follow-up. Saved with your name and the time when you save the ${record}.`,
    },
  },
  {
    name: 'notes',
    type: 'array',
    labels: { singular: 'Note', plural: 'Notes' },
    admin: {
      // Saved notes are a record of the follow-up: shown as they were written, added to through 'Add a note'.
      readOnly: true,
      description: 'Every saved note, oldest first, with who wrote it and when.',
    },
    fields: [
      { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
      { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
]

/**
 * In a beforeChange hook: turns `newNote` into the newest note, stamped with its author and time, keeps the saved
 * notes' authors and times, and refuses a change to a saved note. Returns the new note's text ('' when none).
 */
export function stampNotes(data: Row, originalDoc: Row | undefined, userId: unknown, now: string): string {
  const newNote = typeof data.newNote === 'string' ? data.newNote.trim() : ''
  delete data.newNote
  if (newNote) data.notes = [...((data.notes ?? originalDoc?.notes ?? []) as Row[]), { text: newNote }]
  if (Array.isArray(data.notes)) {
    const saved = new Map(((originalDoc?.notes ?? []) as Row[]).map((note) => [note.id, note]))
    const kept = new Map((data.notes as Row[]).map((note) => [note.id, note]))
    if ([...saved.values()].some((note) => kept.get(note.id)?.text !== note.text)) {
      throw new StaffRefusal(NOTES_KEPT, 400, 'notes')
    }
    data.notes = (data.notes as Row[]).map((note) => {
      const before = saved.get(note.id)
      if (before) return { ...note, at: before.at, author: before.author }
      return { ...note, at: now, author: userId ?? null }
    })
  }
  return newNote
}
