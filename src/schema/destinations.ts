/** The countries the consultancy sends students to: a student's destinations and a university's country. */
export const DESTINATIONS = {
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  IE: 'Ireland',
  NZ: 'New Zealand',
  DE: 'Germany',
} as const
export type Destination = keyof typeof DESTINATIONS
export const DESTINATION_CODES = Object.keys(DESTINATIONS) as Destination[]
export const destinationOptions = DESTINATION_CODES.map((value) => ({ value, label: DESTINATIONS[value] }))
