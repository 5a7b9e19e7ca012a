'use client'

import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/ui/icon'

import styles from './video-facade.module.css'
import { videoEmbedUrl, videoWatchUrl } from '@/schema/video-embed-url'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/**
 * A video testimonial's poster, drawn here (no thumbnail is fetched from outside). The player is inserted
 * only when the visitor asks for it, so nothing loads from the video host before the click.
 */
export function VideoFacade({ videoUrl, name }: { videoUrl: string; name: string }) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing)
    return (
      <div className={styles.frame}>
        <iframe
          ref={frame}
          src={videoEmbedUrl(videoUrl)}
          title={`Video: ${name}’s story`}
          allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    )

  const poster = (caption: string) => (
    <>
      <span className={styles.initials} aria-hidden="true">
        {initials(name)}
      </span>
      <span className={styles.play} aria-hidden="true">
        <Icon name="Play" size={26} />
      </span>
      <span className={styles.caption}>{caption}</span>
    </>
  )
  const watchUrl = videoWatchUrl(videoUrl)
  return (
    <>
      <button type="button" className={`${styles.poster} needs-script`} onClick={() => setPlaying(true)}>
        {poster(`Play ${name}’s video`)}
      </button>
      {/* The player needs a script; without one the poster links to the video's page (docs/decisions/0124). */}
      {watchUrl ? (
        <noscript>
          <a href={watchUrl} className={styles.poster} target="_blank" rel="noopener noreferrer">
            {poster(`Watch ${name}’s video on YouTube`)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </noscript>
      ) : null}
    </>
  )
}
