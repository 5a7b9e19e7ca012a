'use client'

import { useEffect, useRef, useState } from 'react'

import { Button } from '@/ui/button'
import { Icon } from '@/ui/icon'

import { MapSketch } from './map-sketch'
import styles from './place-map.module.css'

export type MapPoint = { latitude: number; longitude: number }

/** The OpenStreetMap embed around a point, with its marker. */
export const mapEmbedUrl = ({ latitude, longitude }: MapPoint, span = 0.006) => {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((value) =>
    value.toFixed(5),
  )
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`
}

/** The same place on OpenStreetMap's own site. */
export const mapLinkUrl = ({ latitude, longitude }: MapPoint) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`

/**
 * A map of a place (the office, an event's venue). Until the visitor asks for it, a locally drawn preview is shown
 * and nothing is requested from the map provider; "Show map" then inserts the embedded map (decision 0022).
 */
export function PlaceMap({ location, title }: { location: MapPoint; title: string }) {
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // The button that was pressed is gone: focus moves to the map it revealed.
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])
  return (
    <div className={styles.map}>
      <div className={styles.frame}>
        {shown ? (
          <iframe
            ref={frame}
            src={mapEmbedUrl(location)}
            title={title}
            className={styles.embed}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className={styles.preview}>
            <MapSketch />
            {/* Without a script the sketch stays, and the link below opens the real map (decision 0124). */}
            <div className={`${styles.overlay} needs-script`}>
              <p className={styles.notice}>The map is provided by OpenStreetMap. It loads only when you ask for it.</p>
              <Button onClick={() => setShown(true)} variant="primary">
                <Icon name="MapPinned" size={18} />
                Show map
              </Button>
            </div>
          </div>
        )}
      </div>
      <a href={mapLinkUrl(location)} target="_blank" rel="noopener noreferrer" className={styles.link}>
        Open in OpenStreetMap
        <Icon name="ExternalLink" size={16} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
