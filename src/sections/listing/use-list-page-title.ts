'use client'

import { useEffect } from 'react'

import { listPageTitle } from './list-page-title'

/**
 * Keeps the document's title on the page of the list shown: a page changed in the browser (or by Back and Forward)
 * gets the title the server gives that address. The site's name after the last ' | ' stays as the server wrote it.
 */
export function useListPageTitle(heading: string, page: number) {
  useEffect(() => {
    const at = document.title.lastIndexOf(' | ')
    const siteName = at >= 0 ? document.title.slice(at) : ''
    document.title = `${listPageTitle(heading, page)}${siteName}`
  }, [heading, page])
}
