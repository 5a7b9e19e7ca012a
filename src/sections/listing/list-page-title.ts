/** The title of one page of a list (before the site's name): its heading, with the page number after the first. */
export const listPageTitle = (heading: string, page: number) => (page > 1 ? `${heading}: page ${page}` : heading)
