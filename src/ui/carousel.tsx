'use client'

import type React from 'react'
import { Children, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'

import 'swiper/css'

import styles from './carousel.module.css'
import { Icon } from './icon'

/** Viewport widths (px, "from this width up") at which a carousel may change its layout. */
export type CarouselBreakpoint = 480 | 640 | 992 | 1150

type Layout = {
  /** Slides visible at once; fractions show a peek of the next slide (1.2). */
  slidesPerView: number
  /** Gap between slides in px. */
  spaceBetween?: number
}

export type CarouselSettings = Layout & {
  /** Transition time in ms. */
  speed?: number
  /** Autoplay delay in ms; omitted means no autoplay. Never autoplays under `prefers-reduced-motion`. */
  autoplayDelay?: number
  loop?: boolean
  /** Layouts from a width up, as Swiper's `breakpoints` (min-width, window width). */
  breakpoints?: Partial<Record<CarouselBreakpoint, Layout>>
}

type Props = {
  /** The accessible name of the carousel region, e.g. 'Success stories'. */
  label: string
  settings: CarouselSettings
  /** One child per slide. */
  children: React.ReactNode
  className?: string
}

const BREAKPOINTS: CarouselBreakpoint[] = [480, 640, 992, 1150]

/** CSS custom properties that lay the slides out exactly as Swiper will, before its script has loaded. */
function layoutVars({ slidesPerView, spaceBetween = 0, breakpoints = {} }: CarouselSettings) {
  const vars: Record<string, string | number> = { '--pv-base': slidesPerView, '--gap-base': `${spaceBetween}px` }
  for (const width of BREAKPOINTS) {
    const layout = breakpoints[width]
    if (!layout) continue
    vars[`--pv-${width}`] = layout.slidesPerView
    if (layout.spaceBetween !== undefined) vars[`--gap-${width}`] = `${layout.spaceBetween}px`
  }
  return vars as React.CSSProperties
}

const maxPerView = ({ slidesPerView, breakpoints = {} }: CarouselSettings) =>
  Math.max(slidesPerView, ...Object.values(breakpoints).map((layout) => layout?.slidesPerView ?? 0))

/**
 * A carousel on Swiper (docs/decisions/0040). The slides are server-rendered and laid out by CSS; Swiper's
 * script loads only when the carousel nears the viewport. Previous and next buttons, a pause control when it
 * autoplays (and no autoplay for visitors who prefer reduced motion), and a slide brought into view when
 * keyboard focus enters it.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const watchReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

export function Carousel({ label, settings, children, className }: Props) {
  const slides = Children.toArray(children)
  const viewport = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<SwiperInstance | null>(null)
  const autoplays = Boolean(settings.autoplayDelay)
  // The server renders a playing carousel; a visitor who asked for reduced motion gets it paused.
  const reducedMotionWanted = useSyncExternalStore(watchReducedMotion, prefersReducedMotion, () => false)
  const [playChosen, setPlayChosen] = useState<boolean | null>(null)
  const playing = playChosen ?? (autoplays && !reducedMotionWanted)
  const [state, setState] = useState({ ready: false, atStart: true, atEnd: false, locked: false })
  const loop = Boolean(settings.loop) && slides.length > maxPerView(settings)

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const reducedMotion = prefersReducedMotion()
    let cancelled = false

    const sync = (swiper: SwiperInstance) =>
      setState({ ready: true, atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked })

    const init = async () => {
      const [{ Swiper }, { Autoplay }] = await Promise.all([import('swiper'), import('swiper/modules')])
      if (cancelled) return
      const breakpoints = Object.fromEntries(
        Object.entries(settings.breakpoints ?? {}).map(([width, layout]) => [width, { ...layout }]),
      )
      const swiper = new Swiper(element, {
        modules: autoplays ? [Autoplay] : [],
        slidesPerView: settings.slidesPerView,
        spaceBetween: settings.spaceBetween ?? 0,
        speed: settings.speed ?? 300,
        loop,
        breakpoints,
        watchSlidesProgress: true,
        grabCursor: true,
        ...(autoplays
          ? {
              autoplay: {
                delay: settings.autoplayDelay,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
                enabled: !reducedMotion,
              },
            }
          : {}),
        on: { init: sync, slideChange: sync, resize: sync, lock: sync, unlock: sync, breakpoint: sync },
      })
      if (autoplays && reducedMotion) swiper.autoplay.stop()
      swiperRef.current = swiper
      sync(swiper)
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void init()
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      swiperRef.current?.destroy(true, true)
      swiperRef.current = null
    }
    // The settings of a carousel never change while it is on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Keyboard focus entering a slide brings it into view unless the focused element is wholly in view already (a
  // slide only partly shown, at the edge, counts as out of view), and holds autoplay.
  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const swiper = swiperRef.current
    const element = viewport.current
    if (!swiper || !element) return
    if (swiper.autoplay?.running) swiper.autoplay.pause()
    const target = event.target as HTMLElement
    const slide = target.closest<HTMLElement>('.swiper-slide')
    element.scrollLeft = 0
    const frame = element.getBoundingClientRect()
    const box = target.getBoundingClientRect()
    const inView = box.left >= Math.max(frame.left, 0) - 1 && box.right <= Math.min(frame.right, window.innerWidth) + 1
    if (slide && !inView) {
      const index = Number(slide.dataset.index)
      if (loop) swiper.slideToLoop(index)
      else swiper.slideTo(index)
    }
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const swiper = swiperRef.current
    if (!swiper?.autoplay?.running || event.currentTarget.contains(event.relatedTarget as Node | null)) return
    swiper.autoplay.resume()
  }

  const togglePlaying = () => {
    const autoplay = swiperRef.current?.autoplay
    if (playing) autoplay?.stop()
    else autoplay?.start()
    setPlayChosen(!playing)
  }

  const showNavigation = !state.locked && slides.length > 1
  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={state.ready}
      style={layoutVars(settings)}
    >
      {showNavigation ? (
        <div className={`${styles.controls} needs-script`}>
          {autoplays ? (
            <button type="button" className={styles.control} onClick={togglePlaying} disabled={!state.ready}>
              {playing ? <Icon name="Pause" size={18} /> : <Icon name="Play" size={18} />}
              <span className="sr-only">{playing ? 'Pause the carousel' : 'Play the carousel'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => swiperRef.current?.slidePrev()}
            disabled={!state.ready || (!loop && state.atStart)}
          >
            <Icon name="ChevronLeft" size={20} />
            <span className="sr-only">Previous slide</span>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => swiperRef.current?.slideNext()}
            disabled={!state.ready || (!loop && state.atEnd)}
          >
            <Icon name="ChevronRight" size={20} />
            <span className="sr-only">Next slide</span>
          </button>
        </div>
      ) : null}
      <div ref={viewport} className={`swiper ${styles.viewport}`} onFocus={onFocus} onBlur={onBlur}>
        <div className={`swiper-wrapper ${styles.track}`} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              className="swiper-slide"
              data-index={index}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
