import { startTransition, useEffect, useState } from 'react'

/**
 * False while the server renders and while React hydrates what it wrote, true from a render after: for markup that
 * only scripts make use of, left out of the HTML every visitor downloads (issue 65). The switch is a transition
 * started after the hydration's commit, so drawing that markup is a task of its own that React can split, not more
 * work in the hydration's task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
