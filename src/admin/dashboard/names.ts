import type { Form, Stage } from './lead-metrics'

export const FORM_NAMES: Record<Form, string> = {
  popup: 'Enquiry popup',
  contact: 'Contact page',
  consultation: 'Free consultation',
  event: 'Event registration',
}

export const STAGE_NAMES: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  enrolled: 'Enrolled',
}

/** A share as staff read it: "62%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`
