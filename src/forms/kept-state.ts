import { useCallback, useRef, useState, type SetStateAction } from 'react'

const kept = new Map<string, unknown>()

/**
 * useState whose value is also kept under `key` until the next full page load, so a form that unmounts (the
 * popup's, when the popup closes) shows what the visitor left in it when it mounts again. Without a key it is plain
 * useState. Every change is written at once, not when React next renders: a change made just before the form
 * unmounts (the reset after a success, as the popup closes) is kept too.
 */
export function useKeptState<T>(key: string | undefined, initial: T) {
  const [value, setValue] = useState<T>(() => (key && kept.has(key) ? (kept.get(key) as T) : initial))
  const current = useRef(value)
  const set = useCallback(
    (next: SetStateAction<T>) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(current.current) : next
      current.current = value
      if (key) kept.set(key, value)
      setValue(value)
    },
    [key],
  )
  return [value, set] as const
}
