'use client'

import { useEffect } from 'react'

/**
 * Moves the focus to the element with this id when the page arrives with it (an upload opened from the list, a review
 * just saved), so a keyboard or screen reader user carries on there. Keyed by the caller, it runs again on each arrival.
 */
export function FocusOnArrival({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id)
    element?.focus()
    element?.scrollIntoView({ block: 'start' })
  }, [id])
  return null
}
