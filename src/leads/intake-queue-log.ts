/** What the server logs about the intake queue (docs/decisions/0102-intake-queue.md); the burst tests look for it. */
export const INTAKE_QUEUE_LOG = {
  surge: 'intake surge: leads go to the intake queue',
  drained: 'intake queue drained',
} as const
