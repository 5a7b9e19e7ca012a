/** A counsellor in the rotation: their share of new leads (1–10) and how far through the rotation they are. */
export type RotationMember = { id: number; share: number; pass: number }

/**
 * The weighted rotation (stride scheduling, docs/decisions/0127): the member with the lowest pass takes the turn and
 * moves on by 1 ÷ share, so a share of 2 comes round twice as often as a share of 1. A member back from leave, or new,
 * whose pass fell behind the others by more than a whole turn is brought up to one turn behind the furthest, so they
 * take the next turn but not a run of them. Ties go to the lower id. Null when nobody is in the rotation.
 */
export function nextInRotation(members: readonly RotationMember[]): { id: number; pass: number } | null {
  if (members.length === 0) return null
  const longestStride = Math.max(...members.map((member) => 1 / member.share))
  const furthest = Math.max(...members.map((member) => member.pass))
  const placed = members.map((member) => ({ ...member, pass: Math.max(member.pass, furthest - longestStride) }))
  const next = placed.reduce((best, member) =>
    member.pass < best.pass || (member.pass === best.pass && member.id < best.id) ? member : best,
  )
  return { id: next.id, pass: next.pass + 1 / next.share }
}
