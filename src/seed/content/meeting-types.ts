// The meetings visitors can book. Staff change them in the admin (Bookings → Meeting types).

export const meetingTypes = [
  {
    name: 'Free consultation',
    slug: 'free-consultation',
    durationMinutes: 30,
    mode: 'video' as const,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: 240,
    horizonDays: 21,
    dailyCap: 6,
    active: true,
  },
]
