import { afterEach, describe, expect, it, vi } from 'vitest'

import { afterLoadWhenIdle, whenIdle } from './when-idle'

type Listener = () => void

/** A window with an idle queue and a load event the test fires, and a document whose state it sets. */
function aPage({ idleCallbacks = true, loaded = false } = {}) {
  const idle = new Map<number, { callback: Listener; timeout?: number }>()
  const timers = new Map<number, Listener>()
  const load = new Set<Listener>()
  let next = 0
  const window = {
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: Listener, options?: { timeout?: number }) => {
            idle.set(++next, { callback, timeout: options?.timeout })
            return next
          },
          cancelIdleCallback: (id: number) => idle.delete(id),
        }
      : {}),
    setTimeout: (callback: Listener) => {
      timers.set(++next, callback)
      return next
    },
    clearTimeout: (id: number) => timers.delete(id),
    addEventListener: (_type: 'load', listener: Listener) => load.add(listener),
    removeEventListener: (_type: 'load', listener: Listener) => load.delete(listener),
  }
  const document = { readyState: loaded ? 'complete' : 'interactive' }
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', document)
  return {
    idle,
    timers,
    fireLoad: () => {
      document.readyState = 'complete'
      for (const listener of [...load]) {
        load.delete(listener)
        listener()
      }
    },
    runIdle: () =>
      [...idle.values(), ...[...timers.values()].map((callback) => ({ callback }))].forEach((task) => task.callback()),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('whenIdle', () => {
  it('waits for the idle callback, with the time limit given, and can be cancelled', () => {
    const page = aPage()
    const callback = vi.fn()
    const cancel = whenIdle(callback, 2000)
    expect(callback).not.toHaveBeenCalled()
    expect([...page.idle.values()][0]?.timeout).toBe(2000)
    cancel()
    expect(page.idle.size).toBe(0)
  })

  it('falls back to a timer where the browser has no idle callback', () => {
    const page = aPage({ idleCallbacks: false })
    const callback = vi.fn()
    whenIdle(callback)
    page.runIdle()
    expect(callback).toHaveBeenCalledOnce()
  })
})

describe('afterLoadWhenIdle', () => {
  it('asks for idle time only after the load event', () => {
    const page = aPage()
    const callback = vi.fn()
    afterLoadWhenIdle(callback, 2000)
    expect(page.idle.size).toBe(0)
    page.fireLoad()
    expect(page.idle.size).toBe(1)
    page.runIdle()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('asks at once on a page that has already loaded', () => {
    const page = aPage({ loaded: true })
    afterLoadWhenIdle(vi.fn())
    expect(page.idle.size).toBe(1)
  })

  it('cancelled before the load, it never runs', () => {
    const page = aPage()
    const callback = vi.fn()
    afterLoadWhenIdle(callback)()
    page.fireLoad()
    page.runIdle()
    expect(callback).not.toHaveBeenCalled()
  })

  it('cancelled after the load, its idle callback is withdrawn', () => {
    const page = aPage()
    const cancel = afterLoadWhenIdle(vi.fn())
    page.fireLoad()
    cancel()
    expect(page.idle.size).toBe(0)
  })
})
