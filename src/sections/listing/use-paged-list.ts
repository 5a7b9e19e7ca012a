'use client'

import { useEffect, useEffectEvent, useState } from 'react'

import { fetchPage } from './fetch-page'

type Loaded<T> = { key: string; items: T[]; hasNext: boolean }

/**
 * The items of the list page named by `key`: the server's first render as given, any other page fetched
 * through `path` with `body` (each answered item passed through `fromApi` when the call's shape differs from
 * the server's). `loading` is true until the requested page arrives; a failed fetch is logged and leaves the
 * list loading (docs/product.md §8).
 */
export function usePagedList<T, Answered = T>({
  key,
  path,
  body,
  initial,
  fromApi,
}: {
  key: string
  path: string
  body: Record<string, number>
  initial: Loaded<T>
  fromApi?: (item: Answered) => T
}) {
  const [loaded, setLoaded] = useState<Loaded<T> & { fetched?: true }>(initial)
  const bodyJson = JSON.stringify(body)
  // Mapping the answer is not a reason to fetch again: the effect reads the latest mapper without depending on it.
  const toItems = useEffectEvent((list: Answered[]) => (fromApi ? list.map(fromApi) : (list as unknown as T[])))

  useEffect(() => {
    if (loaded.key === key) return
    const controller = new AbortController()
    const request = JSON.parse(bodyJson) as Record<string, number>
    fetchPage<Answered>(path, request, controller.signal)
      .then(({ list, nextPageAvailable }) => {
        // A page past the last (items removed since the list rendered) names nothing. Loading the address
        // afresh lets the server answer it as it answers the address opened directly: with the not-found page.
        if (!list.length && (request.pageIndex ?? 1) > 1) return window.location.reload()
        setLoaded({ key, items: toItems(list), hasNext: nextPageAvailable, fetched: true })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error)
      })
    return () => controller.abort()
  }, [key, path, bodyJson, loaded.key])

  const loading = loaded.key !== key
  // `fromServer`: the page shown is still the one the server rendered, not one fetched since.
  return { loading, items: loaded.items, hasNext: loaded.hasNext, fromServer: !loading && !loaded.fetched }
}

/**
 * Moves the browser to another page of the list without a reload (the router keeps its search params in step)
 * and brings the list into view: smoothly, unless the visitor asked for reduced motion.
 */
export function pushListAddress(href: string, scrollTarget: HTMLElement | null) {
  window.history.pushState(null, '', href)
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  scrollTarget?.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' })
}
