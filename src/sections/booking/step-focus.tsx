'use client'

import { useEffect } from 'react'

import { STEP_ANCHOR } from './booking-links'

/**
 * With a script: when the address names the step (`#book-step`) and it does not have the focus, puts the focus on it
 * and scrolls it into view. Chromium does both for a page it loads, as the target can take focus; a browser that only
 * scrolls to a fragment (or moves where Tab starts) gets the focus here. `target` names the element the page lands
 * on, so a page the router renders again (the time-zone detector's new address, which keeps the fragment) lands
 * again when that element changed.
 */
export function StepFocus({ target }: { target: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${STEP_ANCHOR}`) return
    const element = document.getElementById(STEP_ANCHOR)
    if (!element || document.activeElement === element) return
    element.focus({ preventScroll: true })
    element.scrollIntoView({ block: 'start' })
  }, [target])
  return null
}
