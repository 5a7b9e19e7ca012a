import type { ArrayFieldValidation } from 'payload'

type Anchored = { anchor?: string | null; parts?: Anchored[] | null }

/** A jump bar's links lead to sections of the same page: each names the anchor of one of its sections. */
export const jumpBarTargets: ArrayFieldValidation = (value, { data }) => {
  const links = (Array.isArray(value) ? value : []) as { anchor?: string | null }[]
  const layout = ((data as { layout?: Anchored[] } | undefined)?.layout ?? []) as Anchored[]
  const anchors = new Set(
    layout.flatMap((block) => [block.anchor, ...(block.parts ?? []).map((part) => part.anchor)]).filter(Boolean),
  )
  const missing = links.map((link) => link.anchor).filter((anchor) => anchor && !anchors.has(anchor))
  return missing.length
    ? `Each link must lead to a section of this page; no section has the anchor ${missing.join(', ')}.`
    : true
}
