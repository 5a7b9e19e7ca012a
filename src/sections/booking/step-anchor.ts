import { STEP_ANCHOR } from './booking-links'

/**
 * The attributes of the element a step's address lands on, when `here`: its id, and a tabindex that lets the browser
 * (and StepFocus) focus it without adding it to the Tab order. Exactly one element of the page is given them.
 */
export const stepAnchor = (here: boolean) => (here ? { id: STEP_ANCHOR, tabIndex: -1 } : {})
