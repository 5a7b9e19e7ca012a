import type { TaskConfig } from 'payload'

import { DEADLINE_REMINDER_TASK, remindDeadline, type DeadlineReminderInput } from './deadline-reminders.server'

/**
 * A reminder of an application's deadline, 7 days or 1 day before it: a job kept in the database that reads the
 * application when it runs, so a deadline met, moved or removed since it was queued is never reminded.
 */
export const deadlineReminderTask: TaskConfig<{ input: DeadlineReminderInput; output: { status: string } }> = {
  slug: DEADLINE_REMINDER_TASK,
  label: 'Remind the student and the counsellors of an application’s deadline',
  inputSchema: [
    { name: 'application', type: 'text', required: true },
    { name: 'deadline', type: 'text', required: true },
    { name: 'dueAt', type: 'text', required: true },
    { name: 'days', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => ({ output: { status: await remindDeadline(req.payload, input, req) } }),
}
