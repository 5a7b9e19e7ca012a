/** A date that is a day, not a moment (a post's date): picked and listed without a time. */
export const DAY_ONLY = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const
