'use client'

import { useEffect } from 'react'

import { Button, ButtonLink } from '@/ui/button'
import { PageHeader } from '@/ui/page-header'

import { describeChunkError } from './chunk-error'
import { ERROR_TITLE, errorDetail, type AppError } from './error-screen-text'

/** 'Unexpected Application Error!' followed by the status and text, or the message (docs/product.md §8). */
export function ErrorScreen({ error, reset }: { error: AppError; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const chunk = describeChunkError(error)
  return (
    <PageHeader title={ERROR_TITLE} lead={errorDetail(error)}>
      <Button size="lg" onClick={() => (chunk ? window.location.reload() : reset())}>
        Try again
      </Button>
      <ButtonLink href="/" size="lg" variant="secondary">
        Go to the home page
      </ButtonLink>
    </PageHeader>
  )
}
