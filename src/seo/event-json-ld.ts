// schema.org structured data for an event's page: an Event, with how people attend it (online, in person or both).

export type EventAttendanceMode = 'online' | 'in-person' | 'mixed'

const MODE: Record<EventAttendanceMode, string> = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
}

type EventData = {
  base: string
  path: string
  name: string
  description: string
  start: string
  end: string
  attendance: EventAttendanceMode
  cancelled: boolean
  venue: string | null
  address: string | null
  imagePath: string | null
  capacity: number | null
  seatsLeft: number | null
  hosts: { name: string; designation: string }[]
  organizer: { name: string }
}

export function eventJsonLd(event: EventData) {
  const url = `${event.base}${event.path}`
  const online = { '@type': 'VirtualLocation', url }
  const place = {
    '@type': 'Place',
    name: event.venue ?? event.organizer.name,
    ...(event.address ? { address: { '@type': 'PostalAddress', streetAddress: event.address } } : {}),
  }
  const location = event.attendance === 'online' ? online : event.attendance === 'in-person' ? place : [online, place]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url,
    startDate: event.start,
    endDate: event.end,
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: MODE[event.attendance],
    location,
    ...(event.imagePath ? { image: [`${event.base}${event.imagePath}`] } : {}),
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      availability: event.seatsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(event.seatsLeft !== null ? { remainingAttendeeCapacity: event.seatsLeft } : {}),
    ...(event.hosts.length
      ? { performer: event.hosts.map((host) => ({ '@type': 'Person', name: host.name, jobTitle: host.designation })) }
      : {}),
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.base },
  }
}
