import type { TaskConfig } from 'payload'

import { RESPONSE_CHECK_TASK, runResponseCheck, type ResponseCheck } from './response-check.server'

/**
 * A lead's reminder or deadline (docs/decisions/0128): queued with the lead for its time, kept in the database so a
 * restart loses none, and reading the lead when it runs, so an answered or moved lead is never chased.
 */
export const responseCheckTask: TaskConfig<{ input: ResponseCheck; output: { status: string } }> = {
  slug: RESPONSE_CHECK_TASK,
  label: 'Remind the counsellor before a lead falls due; tell the admins when it has',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'leadId', type: 'text', required: true },
    { name: 'stage', type: 'text', required: true },
    { name: 'dueAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => ({ output: await runResponseCheck(req.payload, input, req) }),
}
