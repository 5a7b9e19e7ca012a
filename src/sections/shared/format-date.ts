const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "18 November 2026": dates are calendar days, shown the same on the server and in every time zone. */
export const formatDate = (iso: string) => FORMAT.format(new Date(iso))

/** The `dateTime` of a <time> element: "2026-11-18". */
export const isoDay = (iso: string) => new Date(iso).toISOString().slice(0, 10)
