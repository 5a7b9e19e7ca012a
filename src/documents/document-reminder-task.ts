import type { TaskConfig } from 'payload'

import { DOCUMENT_REMINDER_TASK, remindDocument, type DocumentReminderInput } from './document-reminders.server'

/**
 * A reminder of a requested document, 7 days or 1 day before it is due: a job that reads the request when it runs,
 * so a document sent, approved or moved since is never reminded.
 */
export const documentReminderTask: TaskConfig<{ input: DocumentReminderInput; output: { status: string } }> = {
  slug: DOCUMENT_REMINDER_TASK,
  label: 'Remind the student of a document that is due',
  inputSchema: [
    { name: 'request', type: 'text', required: true },
    { name: 'dueAt', type: 'text', required: true },
    { name: 'days', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => ({ output: { status: await remindDocument(req.payload, input, req) } }),
}
