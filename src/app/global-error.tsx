'use client'

import '@/ui/styles/tokens.css'
import '@/ui/styles/base.css'

import { ErrorScreen } from '@/shell/error-screen'

/** An error in the site's root layout itself: the screen renders without the shell. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  )
}
