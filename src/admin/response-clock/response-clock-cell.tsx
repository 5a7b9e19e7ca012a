import type { DefaultServerCellComponentProps } from 'payload'

import { clockState, type ClockedLead } from './clock-state'
import { officeCalendar } from './office-calendar.server'
import { ResponseClockPill } from './response-clock-pill'

/** The "Answer by" column of the lead lists: due in N, overdue by N or answered in N, in working time. */
export async function ResponseClockCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const state = clockState(rowData as ClockedLead, new Date(), await officeCalendar(payload))
  return <ResponseClockPill state={state} />
}
