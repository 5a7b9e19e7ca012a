/** "tomorrow", "in 7 days": how far ahead the day a reminder is about lies. */
export const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`)
