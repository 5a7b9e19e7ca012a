import type { ApplicationStage, StudyLevel } from '@/schema/application-stages'
import type { Destination } from '@/schema/destinations'

/** The demo student whose portal the README's sign-in command opens, and the parent who follows her applications. */
export const DEMO_STUDENT_EMAIL = 'student@example.com'
export const DEMO_GUARDIAN_EMAIL = 'parent@example.com'

export type DemoCounsellor = 'priya' | 'arjun' | 'sara'

export type DemoApplication = {
  university: string
  programme: string
  stage: ApplicationStage
  /** For an application that left the stages (rejected, withdrawn...): the last stage it reached before. */
  reached?: ApplicationStage
  /** The tuition fee a year, in the university's currency, in major units. */
  fee: number
  commission: { percent: number } | { amount: number }
  /** The open deadline of its stage, this many days ahead. */
  dueInDays?: number
}

export type DemoStudent = {
  name: string
  email: string
  counsellors: DemoCounsellor[]
  city: string
  dateOfBirth: string
  intake: '2027-01' | '2027-09'
  level: StudyLevel
  destinations: Destination[]
  tests: { test: 'IELTS' | 'TOEFL' | 'PTE' | 'SAT' | 'GRE' | 'GMAT'; score: string }[]
  /** When the file was opened, this many days ago. */
  openedDaysAgo: number
  applications: DemoApplication[]
}

const NB = 'Northbridge University'
const RT = 'Royal Thamesford College'
const UE = 'University of Eastmere'
const KV = 'Kingsvale Institute of Technology'
const HL = 'Harbourline University'
const SA = 'St Aldwyn’s College'
const WX = 'Wexcombe School of Economics'
const GM = 'Glenmoor University'
const DQ = 'Dublin Quay University'
const SC = 'Southern Cross Metropolitan University'
const AG = 'Ashgrove Business School'
const RV = 'Riverton University'

const app = (
  university: string,
  programme: string,
  stage: ApplicationStage,
  fee: number,
  commission: DemoApplication['commission'],
  more: Pick<DemoApplication, 'reached' | 'dueInDays'> = {},
): DemoApplication => ({ university, programme, stage, fee, commission, ...more })

/**
 * A dozen students over the stages and two intakes, with thirty-odd applications: what the board, the dashboard and
 * the portal show on a local demo. Every name and address is invented.
 */
export const demoStudents: DemoStudent[] = [
  {
    name: 'Asha Rao',
    email: DEMO_STUDENT_EMAIL,
    counsellors: ['priya'],
    city: 'Noida',
    dateOfBirth: '2003-04-18',
    intake: '2027-09',
    level: 'postgraduate-taught',
    destinations: ['GB', 'IE'],
    tests: [{ test: 'IELTS', score: '7.5' }],
    openedDaysAgo: 75,
    applications: [
      app(NB, 'MSc Data Science', 'conditional-offer', 27_500, { percent: 12.5 }, { dueInDays: 5 }),
      app(RT, 'MSc Business Analytics', 'submitted', 31_200, { percent: 15 }),
      app(DQ, 'MSc Computer Science', 'preparing', 21_800, { percent: 10 }, { dueInDays: 12 }),
      app(GM, 'MSc Artificial Intelligence', 'shortlisted', 29_900, { percent: 12 }, { dueInDays: 40 }),
    ],
  },
  {
    name: 'Kabir Anand',
    email: 'kabir.anand@example.com',
    counsellors: ['priya', 'sara'],
    city: 'Gurugram',
    dateOfBirth: '2001-11-02',
    intake: '2027-01',
    level: 'postgraduate-taught',
    destinations: ['GB'],
    tests: [{ test: 'IELTS', score: '7.0' }],
    openedDaysAgo: 210,
    applications: [
      app(WX, 'MSc Finance', 'visa-applied', 33_600, { percent: 15 }),
      app(UE, 'MSc Finance and Investment', 'withdrawn', 24_750, { percent: 12.5 }, { reached: 'conditional-offer' }),
      app(SA, 'MSc Economics', 'rejected', 34_100, { percent: 10 }, { reached: 'submitted' }),
    ],
  },
  {
    name: 'Diya Menon',
    email: 'diya.menon@example.com',
    counsellors: ['arjun'],
    city: 'New Delhi',
    dateOfBirth: '2008-01-23',
    intake: '2027-09',
    level: 'undergraduate',
    destinations: ['US', 'CA', 'NZ'],
    tests: [
      { test: 'SAT', score: '1480' },
      { test: 'TOEFL', score: '108' },
    ],
    openedDaysAgo: 95,
    applications: [
      app(KV, 'BSc Computer Science', 'submitted', 58_900, { amount: 5_000 }),
      app(HL, 'BASc Engineering Physics', 'preparing', 46_200, { percent: 12 }, { dueInDays: 9 }),
      app(RV, 'BSc Environmental Science', 'shortlisted', 38_400, { amount: 3_500 }, { dueInDays: 33 }),
    ],
  },
  {
    name: 'Ishaan Kulkarni',
    email: 'ishaan.kulkarni@example.com',
    counsellors: ['arjun'],
    city: 'Faridabad',
    dateOfBirth: '2000-06-30',
    intake: '2027-01',
    level: 'postgraduate-taught',
    destinations: ['AU', 'NZ'],
    tests: [{ test: 'PTE', score: '72' }],
    openedDaysAgo: 240,
    applications: [
      app(SC, 'Master of Information Technology', 'visa-granted', 47_600, { amount: 6_000 }),
      app(RV, 'Master of Engineering', 'deferred', 41_250, { amount: 4_000 }, { reached: 'offer-accepted' }),
    ],
  },
  {
    name: 'Nisha Pillai',
    email: 'nisha.pillai@example.com',
    counsellors: ['sara'],
    city: 'New Delhi',
    dateOfBirth: '1998-09-12',
    intake: '2027-09',
    level: 'postgraduate-taught',
    destinations: ['GB', 'DE'],
    tests: [
      { test: 'GMAT', score: '690' },
      { test: 'IELTS', score: '8.0' },
    ],
    openedDaysAgo: 120,
    applications: [
      app(AG, 'MBA', 'unconditional-offer', 32_000, { percent: 10 }, { dueInDays: 16 }),
      app(RT, 'MBA', 'conditional-offer', 52_500, { percent: 12.5 }, { dueInDays: 24 }),
      app(WX, 'MSc Management', 'submitted', 35_900, { percent: 15 }),
    ],
  },
  {
    name: 'Rahul Bhatia',
    email: 'rahul.bhatia@example.com',
    counsellors: ['priya'],
    city: 'Ghaziabad',
    dateOfBirth: '2007-03-05',
    intake: '2027-01',
    level: 'undergraduate',
    destinations: ['GB'],
    tests: [{ test: 'IELTS', score: '6.5' }],
    openedDaysAgo: 230,
    applications: [
      app(UE, 'BSc Business Management', 'enrolled', 22_400, { percent: 15 }),
      app(NB, 'BSc Economics', 'withdrawn', 25_300, { percent: 12.5 }, { reached: 'unconditional-offer' }),
    ],
  },
  {
    name: 'Sneha Agarwal',
    email: 'sneha.agarwal@example.com',
    counsellors: ['sara'],
    city: 'Noida',
    dateOfBirth: '2002-12-14',
    intake: '2027-09',
    level: 'postgraduate-taught',
    destinations: ['IE', 'GB'],
    tests: [{ test: 'IELTS', score: '7.0' }],
    openedDaysAgo: 140,
    applications: [
      app(DQ, 'MSc Digital Marketing', 'offer-accepted', 19_900, { percent: 12 }, { dueInDays: 6 }),
      app(SA, 'MA International Relations', 'conditional-offer', 28_700, { percent: 10 }, { dueInDays: 30 }),
      app(GM, 'MSc Marketing', 'rejected', 26_450, { percent: 12 }, { reached: 'submitted' }),
    ],
  },
  {
    name: 'Aditya Chauhan',
    email: 'aditya.chauhan@example.com',
    counsellors: ['arjun'],
    city: 'Gurugram',
    dateOfBirth: '2001-08-19',
    intake: '2027-09',
    level: 'postgraduate-taught',
    destinations: ['US', 'CA', 'GB'],
    tests: [
      { test: 'GRE', score: '324' },
      { test: 'TOEFL', score: '104' },
    ],
    openedDaysAgo: 60,
    applications: [
      app(KV, 'MS Electrical Engineering', 'preparing', 61_300, { amount: 6_500 }, { dueInDays: 3 }),
      app(HL, 'MEng Civil Engineering', 'shortlisted', 39_800, { percent: 12 }, { dueInDays: 45 }),
      app(GM, 'MSc Electrical Power Engineering', 'submitted', 30_250, { percent: 12 }),
    ],
  },
  {
    name: 'Pooja Saxena',
    email: 'pooja.saxena@example.com',
    counsellors: ['priya'],
    city: 'New Delhi',
    dateOfBirth: '1999-02-27',
    intake: '2027-01',
    level: 'postgraduate-taught',
    destinations: ['GB'],
    tests: [{ test: 'IELTS', score: '7.5' }],
    openedDaysAgo: 200,
    applications: [
      app(NB, 'MSc Public Health', 'confirmation-of-studies', 23_900, { percent: 12.5 }, { dueInDays: 11 }),
      app(GM, 'MSc Global Health', 'withdrawn', 27_300, { percent: 12 }, { reached: 'conditional-offer' }),
    ],
  },
  {
    name: 'Farhan Qureshi',
    email: 'farhan.qureshi@example.com',
    counsellors: ['sara'],
    city: 'Faridabad',
    dateOfBirth: '2000-10-08',
    intake: '2027-01',
    level: 'postgraduate-taught',
    destinations: ['GB'],
    tests: [{ test: 'IELTS', score: '6.5' }],
    openedDaysAgo: 220,
    applications: [
      app(RT, 'MSc Cyber Security', 'visa-refused', 30_600, { percent: 15 }, { reached: 'visa-applied' }),
      app(UE, 'MSc Cyber Security', 'deferred', 23_150, { percent: 12.5 }, { reached: 'deposit-paid' }),
    ],
  },
  {
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.narayanan@example.com',
    counsellors: ['arjun'],
    city: 'Noida',
    dateOfBirth: '2008-05-16',
    intake: '2027-09',
    level: 'undergraduate',
    destinations: ['AU', 'NZ'],
    tests: [{ test: 'PTE', score: '68' }],
    openedDaysAgo: 150,
    applications: [
      app(SC, 'Bachelor of Design', 'deposit-paid', 39_200, { amount: 4_500 }),
      app(RV, 'Bachelor of Design', 'conditional-offer', 34_700, { amount: 3_500 }, { dueInDays: 18 }),
    ],
  },
  {
    name: 'Vivaan Khanna',
    email: 'vivaan.khanna@example.com',
    counsellors: ['priya', 'arjun'],
    city: 'Gurugram',
    dateOfBirth: '1997-07-21',
    intake: '2027-09',
    level: 'postgraduate-taught',
    destinations: ['CA', 'DE', 'AU'],
    tests: [
      { test: 'GMAT', score: '710' },
      { test: 'IELTS', score: '7.5' },
    ],
    openedDaysAgo: 50,
    applications: [
      app(HL, 'MBA', 'submitted', 64_000, { percent: 10 }),
      app(AG, 'MSc International Business', 'preparing', 18_500, { percent: 12 }, { dueInDays: 26 }),
      app(SC, 'Master of Business Administration', 'shortlisted', 54_800, { amount: 6_000 }, { dueInDays: 52 }),
    ],
  },
]

/** Asha's mother, who follows her applications in the portal, read only. */
export const demoGuardian = {
  student: DEMO_STUDENT_EMAIL,
  name: 'Meera Rao',
  email: DEMO_GUARDIAN_EMAIL,
  relationship: 'Mother',
}
