import { describe, expect, it } from 'vitest'

import type { BookView } from './book-view.server'
import type { KeptForm } from './booking-form-cookie'
import { stepLanding } from './step-landing'

// Only what the rule reads of a view: its step, and the notice or the wait it carries.
const view = (fields: { step: BookView['step']; notice?: 'taken' | 'gone' | null; busy?: boolean }) =>
  ({ notice: null, busy: false, ...fields }) as unknown as BookView

const START = '2026-12-07T04:30:00.000Z'
const values = { name: 'Noor Haque', email: 'noor@example.com', contactNumber: '9810000010' }
const refused: KeptForm = { start: START, values, errors: { captchaAnswer: 'Incorrect answer to CAPTCHA.' } }
const typedOnly: KeptForm = { start: START, values, errors: {} }

describe('where a step’s address lands', () => {
  it('is the step’s heading when there is nothing to say first', () => {
    expect(stepLanding(view({ step: 'days' }), null)).toBe('heading')
    expect(stepLanding(view({ step: 'times' }), null)).toBe('heading')
    expect(stepLanding(view({ step: 'details' }), typedOnly)).toBe('heading')
    expect(stepLanding(view({ step: 'closed' }), null)).toBe('heading')
  })

  it('is the summary of what was wrong when the form comes back refused, before the notice to wait', () => {
    expect(stepLanding(view({ step: 'details' }), refused)).toBe('problems')
    expect(stepLanding(view({ step: 'details', busy: true }), refused)).toBe('problems')
    expect(stepLanding(view({ step: 'details', busy: true }), typedOnly)).toBe('busy')
  })

  it('is the notice when a chosen time could not be kept', () => {
    expect(stepLanding(view({ step: 'times', notice: 'taken' }), null)).toBe('notice')
    expect(stepLanding(view({ step: 'times', notice: 'gone' }), null)).toBe('notice')
    expect(stepLanding(view({ step: 'days', notice: 'taken' }), null)).toBe('notice')
  })
})
