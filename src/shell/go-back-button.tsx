'use client'

import { useRouter } from 'next/navigation'

import { Button } from '@/ui/button'
import { Icon } from '@/ui/icon'

/** Returns one step in the browser's history. */
export function GoBackButton({ label = 'Go back' }: { label?: string }) {
  const router = useRouter()
  return (
    <Button size="lg" onClick={() => router.back()} className="needs-script">
      <Icon name="ArrowLeft" size={18} />
      {label}
    </Button>
  )
}
