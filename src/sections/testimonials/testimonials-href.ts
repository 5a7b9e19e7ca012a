/** The address of a page of /testimonials: page 1 is the bare path, later pages keep ?page=N. */
export const testimonialsHref = (page: number) => (page > 1 ? `/testimonials?page=${page}` : '/testimonials')
