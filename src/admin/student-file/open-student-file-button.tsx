'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CMS_API_PATH } from '@/config/cms-paths'

const SAYS =
  'Copies this lead into a student file (or links it to the file with its email), marks the lead Enrolled and invites the student to the portal.'

/** "Open a student file": one click makes the file and goes to it; a refusal is said beside the button. */
export function OpenStudentFileButton({ collection, id }: { collection: 'enquiries' | 'consultations'; id: number }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const open = async () => {
    setBusy(true)
    setRefusal(null)
    const response = await fetch(`${CMS_API_PATH}/${collection}/${id}/student-file`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { href?: string; errors?: { message: string }[] } | null
    if (response?.ok && body?.href) {
      router.push(body.href)
      return
    }
    setBusy(false)
    setRefusal(body?.errors?.[0]?.message ?? 'The student file could not be opened. Try again.')
  }

  return (
    <div className="open-student-file">
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        onClick={open}
        disabled={busy}
        aria-describedby={`open-student-file-${id}`}
      >
        Open a student file
      </button>
      <span id={`open-student-file-${id}`} className="sr-only">
        {SAYS}
      </span>
      <p role="alert" className="open-student-file__refusal">
        {refusal}
      </p>
    </div>
  )
}
