import { describe, expect, it } from 'vitest'

import { isPlayableVideoUrl, videoEmbedUrl, videoWatchUrl } from './video-embed-url'

describe('videoEmbedUrl', () => {
  it('turns every YouTube address into the privacy-enhanced embed, started on load', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/Kt4wNp8Rz2Q?autoplay=1&rel=0'
    for (const address of [
      'https://www.youtube.com/watch?v=Kt4wNp8Rz2Q',
      'https://youtu.be/Kt4wNp8Rz2Q',
      'https://www.youtube.com/embed/Kt4wNp8Rz2Q',
      'https://www.youtube-nocookie.com/embed/Kt4wNp8Rz2Q',
      'https://m.youtube.com/shorts/Kt4wNp8Rz2Q',
    ])
      expect(videoEmbedUrl(address)).toBe(embed)
  })

  it('keeps other embeddable addresses as they are', () => {
    expect(videoEmbedUrl('https://player.vimeo.com/video/123456')).toBe('https://player.vimeo.com/video/123456')
    expect(videoEmbedUrl('not a url')).toBe('not a url')
  })

  it('accepts only addresses the privacy-enhanced player shows', () => {
    expect(isPlayableVideoUrl('https://youtu.be/Kt4wNp8Rz2Q')).toBe(true)
    expect(isPlayableVideoUrl('https://www.youtube-nocookie.com/embed/Kt4wNp8Rz2Q')).toBe(true)
    for (const address of [
      'https://player.vimeo.com/video/123456',
      'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E',
      'javascript:alert(1)',
      'https://evil.example/embed/Kt4wNp8Rz2Q',
    ])
      expect(isPlayableVideoUrl(address), address).toBe(false)
  })
})

describe('videoWatchUrl', () => {
  it("gives a YouTube video's own page, whatever address it was entered as, and nothing for other addresses", () => {
    for (const address of ['https://youtu.be/Kt4wNp8Rz2Q', 'https://www.youtube-nocookie.com/embed/Kt4wNp8Rz2Q'])
      expect(videoWatchUrl(address)).toBe('https://www.youtube.com/watch?v=Kt4wNp8Rz2Q')
    for (const address of ['https://player.vimeo.com/video/123456', 'https://www.youtube.com/watch?v=%22%3E', 'x'])
      expect(videoWatchUrl(address), address).toBeNull()
  })
})
