import type { Destination } from '@/schema/destinations'
import type { StudyLevel } from '@/schema/application-stages'
import type { DocumentScope, ValidityRule } from '@/schema/student-documents'

/** One document a demo checklist asks for, as the checklist templates' items hold it. */
export type DemoChecklistItem = {
  name: string
  scope: DocumentScope
  required: boolean
  help: string
  dueDaysBefore: number
  validity: ValidityRule
  validityMonths?: number
}

/** What an application to one country at one level needs, for students applying from India. */
export type DemoChecklist = { name: string; destination: Destination; level: StudyLevel; items: DemoChecklistItem[] }

type Options = { required?: boolean; validity?: ValidityRule; months?: number }

const item = (
  name: string,
  scope: DocumentScope,
  dueDaysBefore: number,
  help: string,
  { required = true, validity = 'none', months }: Options = {},
): DemoChecklistItem => ({
  name,
  scope,
  required,
  help,
  dueDaysBefore,
  validity,
  ...(months === undefined ? {} : { validityMonths: months }),
})

// The student's own documents keep one name across checklists, so a student applying to two countries sends them once.

const passport = item(
  'Passport',
  'student',
  45,
  'The photo page and every page with a visa or stamp, scanned in colour. It must stay valid for at least six months after your course starts: if it runs out sooner, renew it first, as that takes weeks.',
  { validity: 'valid-after-intake', months: 6 },
)

const photo = item(
  'Passport-size photo',
  'student',
  30,
  'A recent colour photo of your face and shoulders on a plain white or light grey background, without glasses. A sharp phone photo taken against a wall is fine.',
)

const englishTest = (tests: string) =>
  item(
    'English test score report',
    'student',
    30,
    `Your ${tests} score report, showing every section. A report counts for two years from the test date; if you have not taken the test yet, send it as soon as your scores arrive.`,
    { validity: 'issued-within', months: 24 },
  )
const ENGLISH_TESTS = 'IELTS Academic, TOEFL iBT or PTE Academic'

const markSheets = item(
  'Class 10 and Class 12 mark sheets',
  'student',
  30,
  'Your Class 10 and Class 12 mark sheets from your board (CBSE, CISCE or your state board). If your Class 12 results are not out yet, send your Class 11 marks and your school’s predicted grades now, and the final mark sheet when it arrives.',
)

const transcripts = item(
  'Academic transcripts',
  'student',
  30,
  'The mark sheets of every semester or year of your degree, or one consolidated transcript from your university, scanned from the originals. If you are in your final year, send what you have so far.',
)

const degreeCertificate = item(
  'Degree certificate',
  'student',
  30,
  'Your bachelor’s degree certificate. If it is not issued yet, send your provisional certificate now and the degree certificate once you have it.',
)

const cv = (required: boolean) =>
  item(
    'CV',
    'student',
    21,
    required
      ? 'One or two pages: your education, work experience, internships and projects, the most recent first. Your counsellor can look over a draft with you.'
      : 'Only if you have work experience, internships or projects to show: one page, the most recent first.',
    { required },
  )

const statementOfPurpose = item(
  'Statement of purpose',
  'application',
  21,
  'One to two pages on why this course at this university, what has prepared you for it and what you want to do after it. Write it in your own words; your counsellor reads drafts with you.',
)

const references = (count: 'Two' | 'Three', required = true) =>
  item(
    `${count} references`,
    'application',
    21,
    `${count} letters from teachers or managers who know your work, on letterhead, signed and dated. Most universities email your referees themselves: send us their names, roles and work email addresses, and tell them to expect it.${required ? '' : ' Only some courses ask for them.'}`,
    { required },
  )

const portfolio = item(
  'Portfolio',
  'application',
  21,
  'Only for art, design, architecture and media courses: 10 to 20 pieces of your best work in one PDF, with a line on each saying what it is and what you did.',
  { required: false },
)

const bankStatements = (help: string) =>
  item('Proof of funds', 'application', 14, help, { validity: 'issued-within', months: 1 })

const ukFunds = bankStatements(
  'Bank statements showing your first year’s tuition fee and the living costs the UK asks for, held for 28 days in a row. Your university checks them before it issues your CAS, so the last statement must be from the past month.',
)
const usFunds = (school: 'college' | 'university') =>
  bankStatements(
    `For your I-20: bank statements or a bank letter showing enough for the first year’s costs on the ${school}’s I-20 form, from the past month. If your parents or a loan pay, add their signed affidavit of support or the loan sanction letter.`,
  )
const gic = item(
  'GIC certificate',
  'student',
  14,
  'Your Guaranteed Investment Certificate from a participating Canadian bank, for the living costs Canada asks you to show for your study permit.',
)
const canadaFunds = bankStatements(
  'Bank statements or an education loan sanction letter showing your first year’s tuition fee, from the past month. If your parents pay, add a short letter from them saying so.',
)
const genuineStudent = item(
  'Genuine Student statement',
  'application',
  14,
  'Your answers to the Genuine Student questions of the visa: your studies and work so far, why this course in Australia, and your ties to home. Your counsellor sends you the questions and reads your answers with you.',
)
const australiaFunds = bankStatements(
  'Bank statements, fixed deposits or an education loan sanction letter covering your first year’s tuition, living and travel costs, from the past month. The money should have been in the account for a few months.',
)
const irelandFunds = bankStatements(
  'Bank statements showing your first year’s tuition fee and the living costs Ireland asks for, from the past month, with six months of history. If your parents pay, add a short letter from them saying so.',
)

export const demoChecklists: DemoChecklist[] = [
  {
    name: 'UK, undergraduate',
    destination: 'GB',
    level: 'undergraduate',
    items: [
      passport,
      markSheets,
      englishTest(ENGLISH_TESTS),
      item(
        'UCAS personal statement',
        'student',
        21,
        'The one statement UCAS sends to all your choices: your answers to its three questions on why this subject, how your studies prepared you and what else you have done, in 4,000 characters at most.',
      ),
      item(
        'UCAS reference',
        'student',
        21,
        'One reference from your school, usually written by your class teacher or principal, and added to your UCAS application. Send us their name and email address; we share the steps with them.',
      ),
      cv(false),
      ukFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'UK, postgraduate (taught)',
    destination: 'GB',
    level: 'postgraduate-taught',
    items: [
      passport,
      transcripts,
      degreeCertificate,
      englishTest(ENGLISH_TESTS),
      statementOfPurpose,
      references('Two'),
      cv(true),
      ukFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'USA, undergraduate',
    destination: 'US',
    level: 'undergraduate',
    items: [
      passport,
      markSheets,
      englishTest('TOEFL iBT, IELTS Academic, PTE Academic or Duolingo English Test'),
      item(
        'SAT or ACT score report',
        'student',
        30,
        'Many colleges are test-optional: send your score if your counsellor says it helps your application. We send it to each college through the College Board or ACT.',
        { required: false },
      ),
      item(
        'Common App personal essay',
        'student',
        21,
        'Your Common App essay, up to 650 words, which goes to every college on your list. When a college asks for short extra essays, your counsellor adds them to that application.',
      ),
      item(
        'Counselor and teacher recommendations',
        'application',
        21,
        'A school report and recommendation from your school counselor or principal, and letters from two teachers of Class 11 or 12 subjects. They upload them to the Common App themselves: send us their names and email addresses.',
      ),
      cv(false),
      usFunds('college'),
      portfolio,
      photo,
    ],
  },
  {
    name: 'USA, postgraduate (taught)',
    destination: 'US',
    level: 'postgraduate-taught',
    items: [
      passport,
      transcripts,
      degreeCertificate,
      englishTest('TOEFL iBT, IELTS Academic, PTE Academic or Duolingo English Test'),
      item(
        'GRE or GMAT score report',
        'student',
        30,
        'Only if your programme asks for it: your official score report, which counts for five years from the test date.',
        { required: false, validity: 'issued-within', months: 60 },
      ),
      statementOfPurpose,
      references('Three'),
      cv(true),
      usFunds('university'),
      portfolio,
      photo,
    ],
  },
  {
    name: 'Canada, undergraduate',
    destination: 'CA',
    level: 'undergraduate',
    items: [
      passport,
      markSheets,
      englishTest(ENGLISH_TESTS),
      item(
        'Personal statement',
        'application',
        21,
        'Only some programmes ask for it: a page on why you chose this programme and what you have done outside class. Your counsellor tells you when yours does.',
        { required: false },
      ),
      cv(false),
      gic,
      canadaFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'Canada, postgraduate (taught)',
    destination: 'CA',
    level: 'postgraduate-taught',
    items: [
      passport,
      transcripts,
      degreeCertificate,
      englishTest(ENGLISH_TESTS),
      statementOfPurpose,
      references('Two'),
      cv(true),
      gic,
      canadaFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'Australia, undergraduate',
    destination: 'AU',
    level: 'undergraduate',
    items: [
      passport,
      markSheets,
      englishTest(ENGLISH_TESTS),
      genuineStudent,
      cv(false),
      australiaFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'Australia, postgraduate (taught)',
    destination: 'AU',
    level: 'postgraduate-taught',
    items: [
      passport,
      transcripts,
      degreeCertificate,
      englishTest(ENGLISH_TESTS),
      statementOfPurpose,
      genuineStudent,
      references('Two', false),
      cv(true),
      australiaFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'Ireland, undergraduate',
    destination: 'IE',
    level: 'undergraduate',
    items: [
      passport,
      markSheets,
      englishTest(ENGLISH_TESTS),
      item(
        'Personal statement',
        'application',
        21,
        'A page on why you chose this course and this university, what you enjoy studying and what you have done outside class. Write it in your own words; your counsellor reads drafts with you.',
      ),
      item(
        'School reference',
        'application',
        21,
        'A letter from your principal or a teacher on the school’s letterhead, signed and dated, saying how they know you and how you study.',
      ),
      cv(false),
      irelandFunds,
      portfolio,
      photo,
    ],
  },
  {
    name: 'Ireland, postgraduate (taught)',
    destination: 'IE',
    level: 'postgraduate-taught',
    items: [
      passport,
      transcripts,
      degreeCertificate,
      englishTest(ENGLISH_TESTS),
      statementOfPurpose,
      references('Two'),
      cv(true),
      irelandFunds,
      portfolio,
      photo,
    ],
  },
]
