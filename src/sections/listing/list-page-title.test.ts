import { describe, expect, it } from 'vitest'

import { listPageTitle } from './list-page-title'

describe('the title of a page of a list', () => {
  it('is the heading on the first page, and names the page after it', () => {
    expect(listPageTitle('Explore blogs', 1)).toBe('Explore blogs')
    expect(listPageTitle('Explore blogs', 2)).toBe('Explore blogs: page 2')
  })
})
