import type { CarouselSettings } from '@/ui/carousel'

// The home carousels, exactly as docs/product.md §9 sets them.

/** 4 slides, spacing 16, autoplay every 1000 ms, speed 800, loop; 3 slides from 480 px, 8 from 640 px. */
export const LOGO_CAROUSEL: CarouselSettings = {
  slidesPerView: 4,
  spaceBetween: 16,
  autoplayDelay: 1000,
  speed: 800,
  loop: true,
  breakpoints: { 480: { slidesPerView: 3 }, 640: { slidesPerView: 8 } },
}

/** 1.2 slides per view, speed 1200; 1 slide below 1150 px. */
export const SUCCESS_STORIES_CAROUSEL: CarouselSettings = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 1200,
  breakpoints: { 1150: { slidesPerView: 1.2 } },
}

/** 3 slides, 1 below 640 px, speed 1200. */
export const TRENDING_BLOGS_CAROUSEL: CarouselSettings = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 1200,
  breakpoints: { 640: { slidesPerView: 3 } },
}
