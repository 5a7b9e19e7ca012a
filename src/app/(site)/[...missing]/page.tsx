import { notFound } from 'next/navigation'

/** Every path without a page of its own, /404 included, is the not-found page with HTTP 404. */
export default function MissingPage(): never {
  notFound()
}
