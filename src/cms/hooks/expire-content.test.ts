import { afterEach, describe, expect, it, vi } from 'vitest'

import { announceContentChange } from './content-bus.server'
import { contentVersion } from './content-version'
import { CONTENT_TAGS, expireContent, isContentTag } from './expire-content'

vi.mock('./content-bus.server', () => ({ announceContentChange: vi.fn() }))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.mocked(announceContentChange).mockClear()
})

describe('expireContent', () => {
  it('expires this process’s caches and tells the other instances, in the Next server', () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const before = contentVersion()
    expireContent(CONTENT_TAGS.blogs, CONTENT_TAGS.pages)
    expect(contentVersion()).toBe(before + 1)
    // Outside a request (as a scheduled publish's job runs) it tells them at once.
    expect(announceContentChange).toHaveBeenCalledExactlyOnceWith([CONTENT_TAGS.blogs, CONTENT_TAGS.pages])
  })

  it('does nothing in seeds and scripts, outside the Next server', () => {
    vi.stubEnv('NEXT_RUNTIME', '')
    const before = contentVersion()
    expireContent(CONTENT_TAGS.news)
    expect(contentVersion()).toBe(before)
    expect(announceContentChange).not.toHaveBeenCalled()
  })
})

describe('isContentTag', () => {
  it('knows the site’s own tags only', () => {
    for (const tag of Object.values(CONTENT_TAGS)) expect(isContentTag(tag)).toBe(true)
    for (const tag of ['content:unknown', 'content:', '', 'blogs']) expect(isContentTag(tag)).toBe(false)
  })
})
