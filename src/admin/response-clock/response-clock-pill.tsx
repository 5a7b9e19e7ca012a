import { Pill } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import type { ClockState } from './clock-state'

const STYLES: Record<ClockState['tone'], ComponentProps<typeof Pill>['pillStyle']> = {
  answered: 'success',
  due: 'warning',
  overdue: 'error',
  none: 'light-gray',
}

/** A lead's response clock as a small label; its text says the state, the colour only repeats it. */
export function ResponseClockPill({ state }: { state: ClockState }) {
  return (
    <Pill pillStyle={STYLES[state.tone]} size="small">
      {state.text}
    </Pill>
  )
}
