const YOUTUBE_ID = /^[\w-]{6,20}$/

/**
 * The address the player loads after the click: YouTube addresses (watch, short, embed) become the
 * privacy-enhanced youtube-nocookie embed, started at once; other embeddable addresses are kept.
 */
export function videoEmbedUrl(videoUrl: string): string {
  const id = youtubeId(videoUrl)
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : videoUrl
}

/** The video's page on YouTube, for a browser that runs no script (the player needs one), or null. */
export function videoWatchUrl(videoUrl: string): string | null {
  const id = youtubeId(videoUrl)
  return id ? `https://www.youtube.com/watch?v=${id}` : null
}

/** The id of a YouTube video from any of its addresses (watch, short, embed, live), or null. */
function youtubeId(videoUrl: string): string | null {
  let url: URL
  try {
    url = new URL(videoUrl)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v')
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)
      id = match?.[1] ?? null
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** True for addresses the player can show: the site's policy frames only the privacy-enhanced YouTube player. */
export const isPlayableVideoUrl = (videoUrl: string) =>
  videoEmbedUrl(videoUrl).startsWith('https://www.youtube-nocookie.com/embed/')
