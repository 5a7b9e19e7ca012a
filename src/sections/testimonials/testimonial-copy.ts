/** docs/product.md §4: expands a clamped message; shown only when the text overflows. */
export const READ_MORE = 'Read More'

/** docs/product.md §4, §9: placeholders while a page of testimonials loads. */
export const TESTIMONIAL_SKELETONS = 6

export const TESTIMONIALS_PAGE = {
  eyebrow: 'Testimonials',
  /** docs/product.md §2 */
  title: 'Success stories',
  lead: 'Students and parents on what working with us was like.',
  listLabel: 'Testimonials',
  paginationLabel: 'Testimonial pages',
  empty: 'Stories from our students will appear here soon.',
} as const
