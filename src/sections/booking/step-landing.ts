import type { BookView } from './book-view.server'
import { keptProblems, type KeptForm } from './booking-form-cookie'

/** What a step's address lands on (`#book-step`): the form's summary, the notice to wait, a notice, or the heading. */
export type Landing = 'problems' | 'busy' | 'notice' | 'heading'

/**
 * Where /book puts the visitor for its address: what was wrong with the form first, then the notice to wait before
 * sending again, then why a time could not be kept; else the step itself (docs/decisions/0163).
 */
export function stepLanding(view: BookView, kept: KeptForm | null): Landing {
  if (view.step === 'details') {
    if (keptProblems(kept).length) return 'problems'
    return view.busy ? 'busy' : 'heading'
  }
  if (view.step === 'closed') return 'heading'
  return view.notice ? 'notice' : 'heading'
}
