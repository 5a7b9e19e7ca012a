'use client'

import { ArrowLeft } from 'lucide-react'
import { useRouter } from 'next/navigation'

import { Button } from '@/ui/button'

/** Returns one step in the browser's history. */
export function GoBackButton({ label = 'Go back' }: { label?: string }) {
  const router = useRouter()
  return (
    <Button size="lg" onClick={() => router.back()}>
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </Button>
  )
}
