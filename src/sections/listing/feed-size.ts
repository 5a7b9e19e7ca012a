/** How many of the latest items each RSS feed carries. */
export const FEED_SIZE = 50
