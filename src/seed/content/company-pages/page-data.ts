import type { RequiredDataFromCollectionSlug } from 'payload'

/** A page as the CMS stores it, ready to create. */
export type PageData = RequiredDataFromCollectionSlug<'pages'>
