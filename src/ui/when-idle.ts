// Work a page does not need for its first paint and hydration waits for the browser's idle time: the captcha's
// challenge, the Web Vitals library, the icon sheet's other symbols (issue 65).

/**
 * Calls `callback` once the browser is idle, or after `timeout` ms at the latest (no limit when none is given); a
 * browser without `requestIdleCallback` calls it on a timer's next turn. Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(idle)
  }
  const timer = window.setTimeout(callback, 1)
  return () => window.clearTimeout(timer)
}

/** Calls `callback` once the page has loaded (its load event) and the browser is then idle; returns what cancels it. */
export function afterLoadWhenIdle(callback: () => void, timeout?: number): () => void {
  let cancelIdle: (() => void) | undefined
  const wait = () => {
    cancelIdle = whenIdle(callback, timeout)
  }
  if (document.readyState === 'complete') wait()
  else window.addEventListener('load', wait, { once: true })
  return () => {
    window.removeEventListener('load', wait)
    cancelIdle?.()
  }
}
