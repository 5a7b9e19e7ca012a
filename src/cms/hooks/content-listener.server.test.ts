import { describe, expect, it, vi } from 'vitest'

import { logger } from '@/observability/logger.server'

import { oneAtATime } from './content-listener.server'
import type { ContentTag } from './expire-content'

/** A run the test finishes by hand. */
function heldRuns() {
  const runs: { tags: ContentTag[]; finish: () => void }[] = []
  const run = (tags: ContentTag[]) => new Promise<void>((finish) => runs.push({ tags, finish }))
  return { runs, run }
}

describe('expiries one at a time', () => {
  it('runs at once, then gathers every tag given meanwhile into one more run', async () => {
    const { runs, run } = heldRuns()
    const expire = oneAtATime(run)
    expire(['content:blogs'])
    expect(runs.map((one) => one.tags)).toEqual([['content:blogs']])

    expire(['content:news'])
    expire(['content:blogs', 'content:news'])
    expire([])
    expect(runs).toHaveLength(1)
    runs[0]!.finish()
    await vi.waitFor(() => expect(runs).toHaveLength(2))
    expect(runs[1]!.tags).toEqual(['content:news', 'content:blogs'])

    runs[1]!.finish()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(runs).toHaveLength(2)
    expire([])
    expect(runs.map((one) => one.tags)).toEqual([['content:blogs'], ['content:news', 'content:blogs'], []])
  })

  it('goes on after a run that failed', async () => {
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const run = vi.fn().mockRejectedValueOnce(new Error('broken')).mockResolvedValue(undefined)
    const expire = oneAtATime(run)
    expire(['content:pages'])
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1))
    expire(['content:team-members'])
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2))
    expect(run).toHaveBeenLastCalledWith(['content:team-members'])
    error.mockRestore()
  })
})
