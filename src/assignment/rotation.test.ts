import { describe, expect, it } from 'vitest'

import { nextInRotation, type RotationMember } from './rotation'

/** Takes `turns` turns from the members, as the store would: each turn's pass is written back. */
function turns(members: RotationMember[], count: number): number[] {
  const state = members.map((member) => ({ ...member }))
  return Array.from({ length: count }, () => {
    const next = nextInRotation(state)!
    state.find((member) => member.id === next.id)!.pass = next.pass
    return next.id
  })
}

describe('the rotation', () => {
  it('goes round the counsellors in turn', () => {
    const members = [1, 2, 3].map((id) => ({ id, share: 1, pass: 0 }))
    expect(turns(members, 7)).toEqual([1, 2, 3, 1, 2, 3, 1])
  })

  it('gives a counsellor with a share of 2 twice the turns of one with 1', () => {
    const taken = turns(
      [
        { id: 1, share: 2, pass: 0 },
        { id: 2, share: 1, pass: 0 },
        { id: 3, share: 1, pass: 0 },
      ],
      40,
    )
    expect(taken.filter((id) => id === 1)).toHaveLength(20)
    expect(taken.filter((id) => id === 2)).toHaveLength(10)
    expect(taken.filter((id) => id === 3)).toHaveLength(10)
  })

  it('gives a counsellor back from leave the next turn, not a run of them', () => {
    const taken = turns(
      [
        { id: 1, share: 1, pass: 10 },
        { id: 2, share: 1, pass: 10 },
        { id: 3, share: 1, pass: 1 },
      ],
      6,
    )
    expect(taken).toEqual([3, 1, 2, 3, 1, 2])
  })

  it('has nobody to give a turn to when no counsellor is in it', () => {
    expect(nextInRotation([])).toBeNull()
  })
})
