import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the server renders and while React hydrates what it wrote, true from the render after: for markup that
 * only scripts make use of, left out of the HTML every visitor downloads (issue 65).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
