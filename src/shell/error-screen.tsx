'use client'

import { useEffect } from 'react'

import { Button, ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

import { chunkErrorText, describeChunkError } from './chunk-error'

type AppError = Error & { digest?: string; status?: number; statusText?: string }

/** 'Unexpected Application Error!' followed by the status and text, or the message (site-spec §8). */
export function ErrorScreen({ error, reset }: { error: AppError; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const chunk = describeChunkError(error)
  const detail = chunk
    ? chunkErrorText(chunk)
    : error.status
      ? `${error.status} ${error.statusText ?? ''}`.trim()
      : error.message
  return (
    <PageHeader title="Unexpected Application Error!" lead={detail}>
      <Button size="lg" onClick={() => (chunk ? window.location.reload() : reset())}>
        Try again
      </Button>
      <ButtonLink href="/" size="lg" variant="secondary">
        Go to the home page
      </ButtonLink>
    </PageHeader>
  )
}
