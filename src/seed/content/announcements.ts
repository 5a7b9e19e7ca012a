import type { SeedAnnouncement } from './types'

export const announcements: SeedAnnouncement[] = [
  { title: 'UCAS deadline for most UK undergraduate courses: apply by 28 January 2027', date: '2026-11-18' },
  { title: 'Free webinar for parents: funding a degree abroad, Saturday 5 December', date: '2026-11-10' },
  { title: 'Summer school applications for 2027 open now; most close in April', date: '2026-10-28' },
  { title: 'Commonwealth Master’s Scholarships 2027: nominations close in mid-December', date: '2026-10-15' },
  { title: 'Our Noida office now opens on Saturdays from 10 am to 2 pm', date: '2026-09-30' },
  { title: 'New mentorship batch for Year 11 and Year 12 students starts in January', date: '2026-09-12' },
]
