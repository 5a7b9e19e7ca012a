'use client'

import { ErrorScreen } from '@/shell/error-screen'

/** Any error while rendering a public page. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number; statusText?: string }
  reset: () => void
}) {
  return <ErrorScreen error={error} reset={reset} />
}
