import type { SceneKind, SeedImage, SeedNews } from './types'

// Demo newsroom items: the consultancy's own news. Student results are anonymous; policy items summarise
// announcements carefully and send readers to the official source.

const scene = (kind: SceneKind, hue: number, alt: string, caption?: string): SeedImage => ({
  art: caption ? { kind: 'scene', scene: kind, hue, caption } : { kind: 'scene', scene: kind, hue },
  alt,
})

export const news: SeedNews[] = [
  {
    title: 'New Saturday office hours at our Noida office',
    date: '2025-03-12',
    shortDescription:
      'From April, our Sector 62 office opens on Saturdays for consultations, so students and working parents can visit together.',
    image: scene('city-skyline', 8, 'Office towers in Sector 62, Noida, on a clear morning', 'Noida'),
    body: [
      {
        type: 'p',
        text: 'Many parents told us that weekday appointments were hard to fit around work and school. From the first Saturday in April, our office in Tower B, Sector 62, Noida will open on Saturdays for in-person consultations.',
      },
      { type: 'h2', text: 'The new hours' },
      {
        type: 'ul',
        items: [
          'Monday to Friday: 10:00 to 18:30.',
          'Saturday: 10:00 to 16:00, by appointment.',
          'Sunday and public holidays: closed; online enquiries are answered the next working day.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -10, 'A bright consultation room with a round table and four chairs'),
      },
      {
        type: 'p',
        text: 'Saturday slots fill quickly, so please book ahead through our [contact page](/contact) or by phone. Online consultations remain available on weekdays for families outside Delhi NCR.',
      },
    ],
    seo: {
      metaTitle: 'Saturday office hours in Noida',
      metaDescription:
        'Brighter Bridge Education’s Noida office now opens on Saturdays from 10:00 to 16:00 for in-person consultations, by appointment.',
      metaKeywords: 'Brighter Bridge office hours, Noida education consultancy, Saturday consultation',
    },
  },
  {
    title: 'Parent seminar in Noida: understanding UK undergraduate applications',
    date: '2025-03-27',
    shortDescription:
      'More than sixty parents joined our spring seminar on UCAS, predicted grades, personal statements and the costs of a UK degree.',
    image: scene('classroom', 18, 'Parents seated in rows listening to a speaker at a seminar'),
    body: [
      {
        type: 'p',
        text: 'Our spring parent seminar brought together families of Class 10 and 11 students who are starting to think about UK universities. The session was led by our founder and our senior admissions counsellor, with time for questions at the end.',
      },
      { type: 'h2', text: 'What we covered' },
      {
        type: 'ul',
        items: [
          'How UCAS works: five choices, one personal statement and one reference.',
          'Why predicted grades and school references matter so much.',
          'The October and January deadlines, and which courses close early.',
          'A realistic budget for a three-year degree, including living costs.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 6, 'A speaker presenting a slide about application timelines'),
      },
      {
        type: 'p',
        text: 'The question parents asked most was when to start. Our answer: the summer after Class 11 is the latest comfortable moment to build a shortlist. The official source for dates is [UCAS](https://www.ucas.com), and you can [book a family consultation](/contact) with us at any time.',
      },
    ],
    seo: {
      metaTitle: 'Parent seminar on UK undergraduate applications',
      metaDescription:
        'Highlights from our Noida parent seminar on UCAS, predicted grades, personal statements and the cost of a UK degree.',
      metaKeywords: 'parent seminar Noida, UCAS for parents, UK undergraduate application',
    },
  },
  {
    title: 'Summer school 2025: the last fortnight to apply for most programmes',
    date: '2025-04-15',
    shortDescription:
      'Most UK summer school programmes close at the end of April. If your child is still deciding, now is the time to finish the application.',
    image: scene('campus', 30, 'A sunlit university quadrangle in early summer', 'Summer 2025'),
    body: [
      {
        type: 'p',
        text: 'Applications for most of the summer programmes we advise on close in the last week of April, and several popular subject courses are already full. Families still deciding should finish their applications in the next two weeks.',
      },
      { type: 'h2', text: 'What to do this week' },
      {
        type: 'ol',
        items: [
          'Confirm the programme, the session dates and the subject choice.',
          'Upload the latest school report and, where needed, a teacher’s reference.',
          'Check whether a visa is needed for the length of the programme.',
          'Pay the deposit once the offer arrives to hold the place.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 24, 'Teenagers in a summer school workshop building a model bridge'),
      },
      {
        type: 'p',
        text: 'Our [summer school page](/summer-school) lists the kinds of programme we recommend. For help with a late application, [contact our team](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Summer school 2025: apply before the end of April',
      metaDescription:
        'Most UK summer school programmes close at the end of April. A short checklist to finish your child’s application in time.',
      metaKeywords: 'summer school 2025, summer school deadline, UK summer programme',
    },
  },
  {
    title: 'Webinar recap: studying in Ireland after a bachelor’s in India',
    date: '2025-05-06',
    shortDescription:
      'Our May webinar looked at one-year master’s degrees in Ireland, rents in Dublin and the post-study option. The key points, in brief.',
    image: scene('coast', 12, 'A green Irish coastline with a lighthouse', 'Ireland'),
    body: [
      {
        type: 'p',
        text: 'Around 150 students and parents joined our webinar on studying in Ireland. The questions were practical and specific, which made for a useful hour.',
      },
      { type: 'h2', text: 'Five points from the session' },
      {
        type: 'ul',
        items: [
          'Most Irish taught master’s degrees last one year and admit students directly, not through a central system.',
          'Computing, data analytics, pharmaceutical sciences and business attract the most Indian applicants.',
          'Dublin rents are high; students who start searching in early summer have far more choice.',
          'The post-study option depends on the level of your degree; check the Irish immigration service’s current rules.',
          'Applying early matters, because many courses fill on a rolling basis.',
        ],
      },
      {
        type: 'image',
        image: scene('city-skyline', -14, 'A laptop showing a webinar with a presenter and slides'),
      },
      {
        type: 'p',
        text: 'Read our [guide to studying in Ireland](/study-abroad/university-selection), or [book a consultation](/contact) to compare Ireland with the UK for your subject.',
      },
    ],
    seo: {
      metaTitle: 'Webinar recap: studying in Ireland',
      metaDescription:
        'Key points from our webinar on one-year master’s degrees in Ireland, Dublin rents and the post-study option for Indian students.',
      metaKeywords: 'study in Ireland webinar, Ireland master’s, Dublin accommodation',
    },
  },
  {
    title: 'New partnerships with three boarding schools in England',
    date: '2025-05-22',
    shortDescription:
      'We have agreed partnerships with three independent boarding schools, making it easier for our families to arrange visits, virtual tours and assessment dates.',
    image: scene('campus', -22, 'A country boarding school with a clock tower and playing fields', 'Boarding'),
    body: [
      {
        type: 'p',
        text: 'We are pleased to share that we now work in partnership with three independent boarding schools in the south and west of England. Each school has a strong record of welcoming international pupils and of caring for them well.',
      },
      { type: 'h2', text: 'What the partnerships mean for families' },
      {
        type: 'ul',
        items: [
          'Scheduled virtual tours and question sessions with admissions staff.',
          'Help arranging in-person visits during UK trips.',
          'Clear information on entrance assessments and dates for each entry point.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 26, 'A boarding school library with tall windows and reading desks'),
      },
      { type: 'h2', text: 'What they do not change' },
      {
        type: 'p',
        text: 'Partnerships never affect admission decisions: each school decides on its own criteria. We continue to recommend schools only where they suit the child, whether or not we have a partnership. Read about our [international school service](/international-school) or [contact us](/contact).',
      },
    ],
    seo: {
      metaTitle: 'New partnerships with three English boarding schools',
      metaDescription:
        'Brighter Bridge Education now partners with three independent boarding schools in England for visits, virtual tours and assessment information.',
      metaKeywords: 'boarding school partnership, UK boarding schools, international pupils',
    },
  },
  {
    title: 'Visa clinics for September 2025 starters begin in June',
    date: '2025-06-10',
    shortDescription:
      'Weekly small-group clinics on the UK Student visa: CAS, financial evidence, TB tests and booking appointments. Open to all students we are advising.',
    image: scene('passport', 4, 'Passports and visa forms laid out on a table', 'Visa clinic'),
    body: [
      {
        type: 'p',
        text: 'From mid-June, we are running weekly visa clinics for students starting courses in September 2025. Each clinic is a small group, so there is time to look at real documents and real questions.',
      },
      { type: 'h2', text: 'Topics each week' },
      {
        type: 'ol',
        items: [
          'Reading your CAS and checking that its details are correct.',
          'Financial evidence: the 28-day rule, parents’ accounts and loan letters.',
          'TB test certificates and booking biometric appointments.',
          'Completing the online application and paying the health surcharge.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 14, 'A small group of students at a visa clinic with a counsellor'),
      },
      {
        type: 'p',
        text: 'Clinics explain the process; the official requirements are on the [Student visa guidance page](https://www.gov.uk/student-visa), and decisions are made by UKVI. To reserve a place, [contact us](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UK Student visa clinics for September 2025',
      metaDescription:
        'Weekly small-group clinics on CAS, financial evidence, TB tests and the online application for students starting in September 2025.',
      metaKeywords: 'UK student visa clinic, CAS, financial evidence, September 2025 intake',
    },
  },
  {
    title: 'Policy update: what the UK immigration white paper proposes for students',
    date: '2025-06-26',
    shortDescription:
      'The UK government has published proposals that would affect international students, including the Graduate Route. A careful summary of what is proposed and what is not yet decided.',
    image: scene('city-skyline', -32, 'Government buildings and a clock tower by a river', 'Policy update'),
    body: [
      {
        type: 'p',
        text: 'In May 2025 the UK government published an immigration white paper setting out proposed changes, several of which concern students. A white paper is a statement of intent, not a change to the rules: each proposal has to be turned into detailed rules before it takes effect.',
      },
      { type: 'h2', text: 'Proposals most relevant to students' },
      {
        type: 'ul',
        items: [
          'Shortening the Graduate Route, which lets graduates stay on to work, from two years to eighteen months.',
          'Stricter requirements for universities that sponsor international students.',
          'Higher English language expectations in some routes.',
        ],
      },
      {
        type: 'image',
        image: scene('books', -20, 'Printed policy documents with highlighted passages on a desk'),
      },
      { type: 'h2', text: 'What this means now' },
      {
        type: 'p',
        text: 'Students applying for September 2025 should follow the rules in force when they apply. We will update families as detailed rules are published. The authoritative source is always the [official Student visa guidance](https://www.gov.uk/student-visa); if you have questions about your plans, [talk to us](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UK immigration white paper: what it proposes for students',
      metaDescription:
        'A careful summary of the UK white paper proposals affecting international students, including the Graduate Route, and what has not yet changed.',
      metaKeywords: 'UK immigration white paper, Graduate Route, international students UK policy',
    },
  },
  {
    title: 'Pre-departure briefing for our 2025 cohort',
    date: '2025-07-15',
    shortDescription:
      'Students leaving for the UK, Ireland and Australia this autumn met in Noida for a practical briefing on travel, arrival and the first weeks of study.',
    image: scene('city-skyline', 22, 'An airport terminal with planes at the gates at sunset', 'Pre-departure'),
    body: [
      {
        type: 'p',
        text: 'Our pre-departure briefing is one of our favourite days of the year. Forty-two students and many of their parents joined us in Noida, along with several former students who shared what they wish they had known.',
      },
      { type: 'h2', text: 'The briefing covered' },
      {
        type: 'ul',
        items: [
          'What to carry in hand luggage, and which documents to keep copies of.',
          'Arrival, registration and the first fortnight.',
          'Budgeting, bank accounts and staying safe online.',
          'Academic expectations: independent study, seminars and referencing.',
          'Looking after your wellbeing, and where to find help.',
        ],
      },
      {
        type: 'image',
        image: scene('graduation', 16, 'Students and parents talking in small groups after a briefing'),
      },
      {
        type: 'p',
        text: 'Students who could not attend can watch the recording and read our [arrival checklist](/study-essentials). Safe travels to all of you, and [stay in touch](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Pre-departure briefing for the 2025 cohort',
      metaDescription:
        'Highlights from our Noida pre-departure briefing: documents, arrival, budgeting, academic expectations and wellbeing for students leaving in 2025.',
      metaKeywords: 'pre-departure briefing, study abroad preparation, international student arrival',
    },
  },
  {
    title: 'Chevening season: free essay workshops in August and September',
    date: '2025-08-05',
    shortDescription:
      'As Chevening applications open, we are running free small-group workshops on the four essays. Places are limited; early registration recommended.',
    image: scene('library', -28, 'Notebooks and a laptop on a library desk with warm light', 'Chevening'),
    body: [
      {
        type: 'p',
        text: 'Chevening applications for the next academic year are now open. To help applicants plan, we are running four free workshops in Noida and online through August and September.',
      },
      { type: 'h2', text: 'Workshop themes' },
      {
        type: 'ol',
        items: [
          'Leadership and influence: choosing the right example.',
          'Networking: showing how you build and use professional relationships.',
          'Choosing three UK courses and explaining why.',
          'Writing a realistic, specific career plan.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -2, 'A small workshop group reviewing essay drafts together'),
      },
      {
        type: 'p',
        text: 'Workshops explain what selectors look for; they do not write essays for applicants, and no one can promise an award. Check eligibility and dates on the official Chevening website, then [register for a workshop](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Free Chevening essay workshops',
      metaDescription:
        'Free small-group workshops on the four Chevening essays, in Noida and online, during August and September.',
      metaKeywords: 'Chevening workshop, Chevening essays, scholarship workshop Noida',
    },
  },
  {
    title: 'Scholarship results: what our 2025 students achieved',
    date: '2025-08-21',
    shortDescription:
      'Several students we advised this year received scholarships and bursaries towards their studies in the UK and Ireland. A short, anonymous summary.',
    image: scene('graduation', 34, 'Graduates celebrating on the steps of a university building'),
    body: [
      {
        type: 'p',
        text: 'Scholarship decisions for the 2025 intake are now mostly complete. With their permission, and without names, here is what students we advised achieved this year. The credit belongs to them: awards are made by the scholarship bodies and universities on the strength of each application.',
      },
      { type: 'h2', text: 'This year in brief' },
      {
        type: 'ul',
        items: [
          'Eleven students received university merit scholarships or fee reductions for master’s study.',
          'Two students received GREAT Scholarships towards one-year master’s courses.',
          'One doctoral applicant received a fully funded PhD studentship.',
          'Three undergraduates received bursaries for their first year.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 30, 'Congratulation letters and a graduation cap on a desk'),
      },
      {
        type: 'p',
        text: 'Many strong applicants did not receive awards this year; scholarships are competitive, and a refusal is no judgement on a student’s ability. If you are planning for next year, read about [scholarship preparation](/study-abroad/scholarships-entrance-test-preparation-visa-assistance) and [book a consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Scholarship results for our 2025 students',
      metaDescription:
        'An anonymous summary of the scholarships, studentships and bursaries received by students we advised for 2025 entry.',
      metaKeywords: 'scholarship results, GREAT scholarship, PhD studentship, master’s scholarship',
    },
  },
  {
    title: 'Workshop in Noida: the new three-question UCAS personal statement',
    date: '2025-09-09',
    shortDescription:
      'A hands-on Saturday workshop for Class 12 students applying for 2026 entry, built around the new personal statement questions.',
    image: scene('classroom', 2, 'Students writing at desks during a workshop', 'UCAS workshop'),
    body: [
      {
        type: 'p',
        text: 'Applicants for courses starting in 2026 are the first to write the new UCAS personal statement, answered as three separate questions. Our September workshop in Noida helped students plan their answers using their own reading, projects and experience.',
      },
      { type: 'h2', text: 'How the session worked' },
      {
        type: 'ol',
        items: [
          'A short introduction to the three questions and what each is for.',
          'Students mapped their own evidence to each question.',
          'Counsellors gave one-to-one feedback on opening paragraphs.',
          'Each student left with a plan for a full first draft.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 10, 'Sticky notes and draft paragraphs spread across a table'),
      },
      {
        type: 'p',
        text: 'The official guidance is on [UCAS](https://www.ucas.com). Students who missed the workshop can book individual sessions through our [mentorship programme](/study-abroad/mentorship-programme).',
      },
    ],
    seo: {
      metaTitle: 'UCAS personal statement workshop in Noida',
      metaDescription:
        'Our Noida workshop on the new three-question UCAS personal statement for 2026 entry: planning, evidence and one-to-one feedback.',
      metaKeywords: 'UCAS personal statement workshop, 2026 entry, Noida workshop',
    },
  },
  {
    title: 'Research support: new journal-selection consultations for doctoral researchers',
    date: '2025-09-30',
    shortDescription:
      'Doctoral and early-career researchers can now book a one-hour consultation on choosing a journal, preparing a submission and avoiding predatory publishers.',
    image: scene('laboratory', 28, 'A researcher at a laboratory bench with notes and a laptop'),
    body: [
      {
        type: 'p',
        text: 'Our research support service has added journal-selection consultations to its proofreading, plagiarism reports and thesis support. The consultation is for doctoral students and early-career researchers preparing a first or second paper.',
      },
      { type: 'h2', text: 'In the consultation' },
      {
        type: 'ul',
        items: [
          'A review of your abstract and the journals you are considering.',
          'A shortlist based on scope, audience, indexing and review times.',
          'Checks for the warning signs of predatory journals.',
          'Practical advice on cover letters and author guidelines.',
        ],
      },
      {
        type: 'image',
        image: scene('library', -36, 'Rows of academic journals on library shelves'),
      },
      {
        type: 'p',
        text: 'All material you share is treated as confidential. Read more on our [research support page](/research-support) or [book a consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Journal-selection consultations for researchers',
      metaDescription:
        'One-hour consultations for doctoral and early-career researchers on choosing a journal and avoiding predatory publishers.',
      metaKeywords: 'journal selection, predatory journals, research support, doctoral researchers',
    },
  },
  {
    title: 'Office closed for Diwali on 20 October',
    date: '2025-10-14',
    shortDescription:
      'Our Noida office will be closed on Monday 20 October for Diwali. Enquiries received during the closure will be answered from Tuesday 21 October.',
    image: scene('city-skyline', 38, 'A city at night lit with lamps and lights for Diwali', 'Diwali'),
    body: [
      {
        type: 'p',
        text: 'Our office will be closed on Monday 20 October so that our team can celebrate Diwali with their families. We wish all our students, parents and partners a happy and peaceful festival.',
      },
      { type: 'h2', text: 'During the closure' },
      {
        type: 'ul',
        items: [
          'Enquiry forms and emails will be answered from Tuesday 21 October.',
          'Students with an urgent visa or travel question can message the student support number.',
          'Scheduled online consultations on 20 October will be rebooked by your counsellor.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 36, 'Diyas lit on a windowsill in the evening'),
      },
      {
        type: 'p',
        text: 'Our contact details are on the [contact page](/contact). Happy Diwali from everyone at Brighter Bridge.',
      },
    ],
    seo: {},
  },
  {
    title: 'Webinar recap: Commonwealth Scholarships, your questions answered',
    date: '2025-11-04',
    shortDescription:
      'Our November webinar covered how the Commonwealth schemes differ, why nomination deadlines come first and how to write a development-focused study plan.',
    image: scene('globe', 20, 'A globe and a laptop on a desk during an online session'),
    body: [
      {
        type: 'p',
        text: 'Our webinar on Commonwealth Scholarships drew applicants for master’s and PhD study across engineering, public health, agriculture and education. Here are the points that came up most often.',
      },
      { type: 'h2', text: 'The most common questions' },
      {
        type: 'ul',
        items: [
          '**Which scheme can I apply for?** Eligibility varies by country and year; check the Commission’s current lists.',
          '**Why is the nomination deadline so early?** National nominating bodies shortlist before the Commission’s own deadline.',
          '**What does “development impact” mean?** A clear link between your study and a real problem you will work on at home.',
          '**Do I need an offer first?** Requirements differ by scheme; read the current guidance carefully.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 26, 'An applicant preparing notes for a scholarship interview'),
      },
      {
        type: 'p',
        text: 'Our [scholarship preparation service](/study-abroad/scholarships-entrance-test-preparation-visa-assistance) helps with study plans, references and interviews. [Contact us](/contact) to book a review.',
      },
    ],
    seo: {
      metaTitle: 'Commonwealth Scholarships webinar recap',
      metaDescription:
        'Answers from our webinar on Commonwealth Scholarships: eligibility, nomination deadlines, development impact and study plans.',
      metaKeywords: 'Commonwealth scholarship webinar, nomination deadline, development impact study plan',
    },
  },
  {
    title: 'Parent seminar: boarding schools, guardianship and the first term',
    date: '2025-11-27',
    shortDescription:
      'Parents considering UK boarding schools for 2026 and 2027 entry joined us to discuss shortlists, assessments, guardians and how children settle.',
    image: scene('campus', 14, 'A boarding school chapel and lawn in autumn', 'Parent seminar'),
    body: [
      {
        type: 'p',
        text: 'Choosing a boarding school is a family decision, and our November seminar was designed for parents. Our boarding schools advisor led the session, joined by a parent whose daughter boarded in England for her sixth form.',
      },
      { type: 'h2', text: 'Key points' },
      {
        type: 'ol',
        items: [
          'Start with the child, not the league table: personality and interests matter as much as grades.',
          'A shortlist of three to five schools is enough for most families.',
          'Entrance assessments and interviews often take place a year or more before entry.',
          'A good educational guardian is essential, and worth choosing as carefully as the school.',
          'Homesickness in the first term is normal and usually passes with good support.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -6, 'Parents talking with an advisor after a seminar'),
      },
      {
        type: 'p',
        text: 'Read about our [international school service](/international-school), or [book a parent consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Parent seminar on UK boarding schools',
      metaDescription:
        'Shortlists, entrance assessments, educational guardians and the first term: highlights from our parent seminar on UK boarding schools.',
      metaKeywords: 'boarding school seminar, educational guardian, boarding school admission',
    },
  },
  {
    title: '2025 in review: what we learned from a year of applications',
    date: '2025-12-16',
    shortDescription:
      'A look back at the year: the questions families asked most, what changed in the rules, and the small habits that helped students most.',
    image: scene('mountains', 6, 'A winter landscape with snow-capped hills at sunrise'),
    body: [
      {
        type: 'p',
        text: 'This year we advised students applying to universities in the UK, Ireland, Australia, Europe and Dubai, families choosing boarding schools, and researchers preparing theses and papers. Looking back, a few lessons stand out.',
      },
      { type: 'h2', text: 'Three lessons from 2025' },
      {
        type: 'ol',
        items: [
          '**Early beats perfect.** Students who submitted master’s applications by December had more offers and more time to compare them.',
          '**Money needs planning.** Most visa stress came from financial evidence, not from the application form.',
          '**Specific writing wins.** Statements built on one real project read far better than lists of achievements.',
        ],
      },
      {
        type: 'image',
        image: scene('graduation', -18, 'A group of graduates smiling together on a campus lawn'),
      },
      { type: 'h2', text: 'Looking ahead' },
      {
        type: 'p',
        text: 'In 2026 we will add more evening appointments, more parent seminars and a new mentorship cohort. Thank you to every student and parent who trusted us this year. To start planning for 2026 or 2027, [get in touch](/contact).',
      },
    ],
    seo: {
      metaTitle: '2025 in review at Brighter Bridge Education',
      metaDescription:
        'What a year of university, boarding school and research applications taught us, and what we are planning for 2026.',
      metaKeywords: 'year in review, study abroad 2025, Brighter Bridge Education',
    },
  },
  {
    title: 'UCAS January deadline: final application reviews this week',
    date: '2026-01-08',
    shortDescription:
      'The UCAS equal-consideration deadline for 2026 entry falls in mid-January. We are offering short final reviews for students who have not yet submitted.',
    image: scene('library', 16, 'A student checking an online application on a laptop late in the evening', 'UCAS'),
    body: [
      {
        type: 'p',
        text: 'The UCAS equal-consideration deadline for most undergraduate courses starting in 2026 is in mid-January. Applications received by then are considered on an equal basis; later applications depend on places remaining.',
      },
      { type: 'h2', text: 'Before you press submit' },
      {
        type: 'ul',
        items: [
          'Check that all five choices share a clear subject focus.',
          'Read your personal statement answers aloud one last time.',
          'Confirm with your school that the reference and predicted grades have been added.',
          'Pay the application fee and note your Personal ID.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 36, 'A printed checklist with ticked boxes beside a laptop'),
      },
      {
        type: 'p',
        text: 'Check the exact date and time on [UCAS](https://www.ucas.com). To book a final 30-minute review this week, [contact us](/contact) or call our admissions line.',
      },
    ],
    seo: {
      metaTitle: 'UCAS January deadline: final reviews',
      metaDescription:
        'Short final reviews for students submitting UCAS applications before the mid-January equal-consideration deadline for 2026 entry.',
      metaKeywords: 'UCAS January deadline, equal consideration, 2026 entry, UCAS review',
    },
  },
  {
    title: 'Summer school 2026: applications now open',
    date: '2026-02-03',
    shortDescription:
      'Applications are open for 2026 summer programmes at UK universities, from two-week subject tasters to six-week academic courses. Most close in April.',
    image: scene('campus', -26, 'Students on a riverside university lawn in summer', 'Summer 2026'),
    body: [
      {
        type: 'p',
        text: 'We are now accepting enquiries for summer 2026. This year we are advising on programmes of two to six weeks in subjects including medicine, law, engineering, business, computer science and creative writing.',
      },
      { type: 'h2', text: 'Key facts' },
      {
        type: 'ul',
        items: [
          'Programmes run in July and August on university campuses.',
          'Most are for students aged 14 to 18, in age-appropriate groups.',
          'Deadlines are usually in April; popular courses fill earlier.',
          'Fees usually include tuition, accommodation and meals; check what else is included.',
        ],
      },
      {
        type: 'image',
        image: scene('laboratory', 12, 'Teenagers in lab coats during a summer science session'),
      },
      {
        type: 'p',
        text: 'See our [summer school page](/summer-school), then [book a consultation](/contact) to choose a programme that suits your child.',
      },
    ],
    seo: {
      metaTitle: 'Summer school 2026 applications open',
      metaDescription:
        'Two- to six-week summer programmes at UK universities for 2026: subjects, ages, April deadlines and what fees include.',
      metaKeywords: 'summer school 2026, UK summer programme, summer school applications',
    },
  },
  {
    title: 'Joint webinar with our Hong Kong partner on UK boarding schools',
    date: '2026-02-24',
    shortDescription:
      'Together with the consultancy we collaborate with in Hong Kong, we hosted a webinar for families in India and Hong Kong on boarding school admission.',
    image: scene('city-skyline', -38, 'A harbour skyline at night with lit towers', 'Hong Kong'),
    body: [
      {
        type: 'p',
        text: 'For several years we have collaborated with a consultancy in Hong Kong that advises families on UK schools and universities. This month we hosted our first joint webinar, with families joining from Delhi NCR, Mumbai, Bengaluru and Hong Kong.',
      },
      { type: 'h2', text: 'What we discussed' },
      {
        type: 'ul',
        items: [
          'How UK schools assess international applicants at 11, 13 and 16.',
          'Preparing children for interviews in a second language.',
          'Guardianship and host families when home is many time zones away.',
          'What parents in both places worry about most, and how schools respond.',
        ],
      },
      {
        type: 'image',
        image: scene('globe', 8, 'A globe showing India and Hong Kong on a desk'),
      },
      {
        type: 'p',
        text: 'We plan to hold joint sessions twice a year. Read more [about us](/about) or [contact us](/contact) to be told about the next one.',
      },
    ],
    seo: { metaTitle: '', metaDescription: '', metaKeywords: '' },
  },
  {
    title: 'Mentorship programme: our spring cohort begins',
    date: '2026-03-17',
    shortDescription:
      'Twenty-four students have joined our year-long mentorship programme, with at least ten one-to-one counselling sessions covering profile building and applications.',
    image: scene('classroom', 32, 'A mentor and a student talking across a table with notebooks'),
    body: [
      {
        type: 'p',
        text: 'Our spring mentorship cohort started this week. Over the next twelve months, each student will have at least ten one-to-one counselling sessions with a named mentor, alongside group workshops.',
      },
      { type: 'h2', text: 'What the programme covers' },
      {
        type: 'ul',
        items: [
          'Profile building, including high-school internships and projects.',
          'Resume and CV building.',
          'Writing a statement of purpose and preparing referees for letters of recommendation.',
          'Course and university selection, entrance tests and interviews.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 22, 'A student presenting a project poster to a mentor'),
      },
      {
        type: 'p',
        text: 'Read the full programme on our [mentorship page](/study-abroad/mentorship-programme), meet the mentors on our [team page](/team), or [enquire about the autumn cohort](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Mentorship programme spring cohort begins',
      metaDescription:
        'Our year-long mentorship programme offers at least ten one-to-one sessions on profile building, CVs, statements and applications.',
      metaKeywords: 'mentorship programme, profile building, study abroad mentoring',
    },
  },
  {
    title: 'Education loan information evening in Noida',
    date: '2026-04-21',
    shortDescription:
      'An evening session for parents on secured and unsecured education loans, moratorium periods, and using a loan letter as visa evidence.',
    image: scene('city-skyline', 26, 'A Noida office tower at dusk with lit windows', 'Noida'),
    body: [
      {
        type: 'p',
        text: 'Loans fund part of the studies of many students we advise, and parents often have the same questions. Our April information evening answered them in one place.',
      },
      { type: 'h2', text: 'What we covered' },
      {
        type: 'ol',
        items: [
          'The difference between secured and unsecured education loans.',
          'Documents lenders usually ask for, and how long sanction takes.',
          'Moratorium periods and how interest builds during study.',
          'Using a loan letter as financial evidence for a UK Student visa.',
        ],
      },
      {
        type: 'image',
        image: scene('books', -30, 'Loan documents and a calculator on a table'),
      },
      {
        type: 'p',
        text: 'We do not sell loans or receive commission from lenders; we help families understand their options. Read our [study essentials page](/study-essentials) or [book a consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Education loan information evening',
      metaDescription:
        'Secured and unsecured loans, documents, moratorium periods and loan letters as visa evidence: our Noida information evening for parents.',
      metaKeywords: 'education loan seminar, study abroad loan, loan letter visa',
    },
  },
  {
    title: 'Scholarship results so far in 2026',
    date: '2026-07-02',
    shortDescription:
      'An anonymous update on the scholarships and bursaries students we advise have received so far for 2026 entry, with thanks to their referees.',
    image: scene('graduation', 28, 'A student holding a letter and smiling outside a campus building'),
    body: [
      {
        type: 'p',
        text: 'Scholarship results for 2026 entry are arriving, and we are proud of the students we advise. As always, names are withheld, and the awards are made by the scholarship bodies and universities.',
      },
      { type: 'h2', text: 'So far this year' },
      {
        type: 'ul',
        items: [
          'One Chevening Scholarship for a one-year master’s in public policy.',
          'One Commonwealth Scholarship for PhD study in public health.',
          'Nine university merit scholarships for taught master’s courses.',
          'Two bursaries for boarding school entry at sixth form.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 0, 'A celebratory cake and cards on a table in a consultancy office'),
      },
      {
        type: 'p',
        text: 'Thank you to the teachers and managers who wrote careful references. For next year’s applications, start with our [scholarships page](/study-abroad/scholarships-entrance-test-preparation-visa-assistance) and [talk to us](/contact) early.',
      },
    ],
    seo: {
      metaTitle: 'Scholarship results for 2026 entry',
      metaDescription:
        'An anonymous update on Chevening, Commonwealth, university and boarding school awards received by students we advise for 2026.',
      metaKeywords: 'scholarship results 2026, Chevening, Commonwealth scholarship, merit scholarship',
    },
  },
  {
    title: 'Visa clinics for 2026 starters, and a reminder about eVisas',
    date: '2026-06-16',
    shortDescription:
      'Our weekly visa clinics return for students starting in September 2026, with a session on accessing and checking your UK eVisa.',
    image: scene('passport', -18, 'A passport and a phone showing a digital immigration status', 'Visa clinic'),
    body: [
      {
        type: 'p',
        text: 'Weekly visa clinics for students starting in September 2026 begin this month. This year we have added a session on eVisas: the UK has moved to digital immigration status, and students need to know how to access and share theirs.',
      },
      { type: 'h2', text: 'Clinic topics' },
      {
        type: 'ol',
        items: [
          'Checking your CAS carefully.',
          'Financial evidence and the 28-day rule.',
          'The online application, identity checks and the health surcharge.',
          'Setting up your UKVI account and checking your eVisa details.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 4, 'A counsellor showing students an online account on a screen'),
      },
      {
        type: 'p',
        text: 'Always read the current [official Student visa guidance](https://www.gov.uk/student-visa), as rules change. To book a clinic, [contact us](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UK visa clinics for 2026 starters',
      metaDescription:
        'Weekly clinics on CAS, financial evidence, the online application and eVisas for students starting UK courses in September 2026.',
      metaKeywords: 'UK visa clinic 2026, eVisa, UKVI account, CAS',
    },
  },
  {
    title: 'Pre-departure briefing 2026: travel, arrival and the first term',
    date: '2026-07-14',
    shortDescription:
      'Our annual briefing for students leaving this autumn, with former students sharing practical advice on the first weeks abroad.',
    image: scene('city-skyline', 32, 'Travellers with suitcases walking through an airport concourse', 'Pre-departure'),
    body: [
      {
        type: 'p',
        text: 'Fifty-one students leaving for the UK, Ireland, Australia and Europe joined our 2026 pre-departure briefing, with parents and a panel of former students.',
      },
      { type: 'h2', text: 'Advice from our former students' },
      {
        type: 'ul',
        items: [
          '“Register with a doctor in the first week, before you need one.”',
          '“Go to every seminar prepared; that is where you learn the most.”',
          '“Cook with your flatmates; it saves money and makes friends.”',
          '“Ask for help early, from your tutor or from student support.”',
        ],
      },
      {
        type: 'image',
        image: scene('campus', 10, 'Former students speaking on a panel to an audience'),
      },
      {
        type: 'p',
        text: 'The slides and recording are available to all students we advise. Our [study essentials page](/study-essentials) has more on accommodation and insurance, and you can [reach us](/contact) throughout your first term.',
      },
    ],
    seo: {
      metaTitle: 'Pre-departure briefing 2026',
      metaDescription:
        'Travel, arrival and first-term advice from our 2026 pre-departure briefing, including tips from former students.',
      metaKeywords: 'pre-departure briefing 2026, international student advice, first term abroad',
    },
  },
  {
    title: 'Weekday evening appointments from September',
    date: '2026-08-25',
    shortDescription:
      'From September, we are adding evening appointments on Tuesdays and Thursdays until 20:00, in person in Noida and online.',
    image: scene('city-skyline', -24, 'An office building in the evening with warm lights in the windows'),
    body: [
      {
        type: 'p',
        text: 'Students in Class 12 and working professionals applying for master’s degrees often cannot visit during the day. From 1 September, we are adding evening appointments on Tuesdays and Thursdays.',
      },
      { type: 'h2', text: 'Our hours from September' },
      {
        type: 'ul',
        items: [
          'Monday, Wednesday and Friday: 10:00 to 18:30.',
          'Tuesday and Thursday: 10:00 to 20:00.',
          'Saturday: 10:00 to 16:00, by appointment.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 30, 'A counsellor on a video call with a student in the evening'),
      },
      {
        type: 'p',
        text: 'Evening slots are available in person and online. [Book through our contact page](/contact) or call our admissions number.',
      },
    ],
    seo: { metaKeywords: 'evening appointments, office hours, Noida' },
  },
  {
    title: 'Webinar: PhD applications for October 2027 entry',
    date: '2026-09-22',
    shortDescription:
      'A free webinar for master’s students and graduates planning UK PhD applications: funding timelines, proposals and approaching supervisors.',
    image: scene('laboratory', 18, 'A doctoral researcher working in a quiet laboratory', 'PhD webinar'),
    body: [
      {
        type: 'p',
        text: 'Many funded PhD places for October 2027 will be advertised between November and February. Our webinar, led by our founder, helps applicants prepare before those deadlines arrive.',
      },
      { type: 'h2', text: 'Agenda' },
      {
        type: 'ol',
        items: [
          'Where PhD funding comes from and when it is advertised.',
          'Writing a research proposal that fits the supervisor’s work.',
          'A first email to a potential supervisor.',
          'Interviews, ATAS certificates and visa timing.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 20, 'A research proposal draft with annotations on a desk'),
      },
      {
        type: 'p',
        text: 'Read our [research support page](/research-support) for proposal reviews, and [register for the webinar](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Webinar: UK PhD applications for 2027 entry',
      metaDescription:
        'A free webinar on UK PhD funding timelines, research proposals and approaching supervisors for October 2027 entry.',
      metaKeywords: 'PhD webinar, PhD application UK, research proposal, PhD funding',
    },
  },
  {
    title: 'Parent seminar: comparing Australia, Dubai and the UK',
    date: '2026-10-20',
    shortDescription:
      'Parents weighing three very different destinations joined us to compare course length, total cost, visas and student life side by side.',
    image: scene('desert-city', -12, 'A desert city skyline at dusk with a creek in the foreground', 'Parent seminar'),
    body: [
      {
        type: 'p',
        text: 'Families often come to us with a shortlist across countries. Our October seminar set three destinations side by side so that parents could compare them on the same terms.',
      },
      { type: 'h2', text: 'How the destinations compared' },
      {
        type: 'ul',
        items: [
          '**UK**: shorter degrees, a central undergraduate system and one-year master’s courses.',
          '**Australia**: February and July intakes, practical courses and a genuine-student assessment in the visa process.',
          '**Dubai**: branch campuses of international universities, close to home, with degree details to verify.',
        ],
      },
      {
        type: 'image',
        image: scene('coast', 24, 'A coastal city with a beach and high-rise buildings'),
      },
      {
        type: 'p',
        text: 'There is no single best destination, only the right fit for a student. Read our [university selection guide](/study-abroad/university-selection) and [book a family consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Comparing Australia, Dubai and the UK for study',
      metaDescription:
        'Course length, cost, visas and student life in Australia, Dubai and the UK, compared at our October parent seminar.',
      metaKeywords: 'study in Australia, study in Dubai, study in the UK, compare destinations',
    },
  },
  {
    title: 'Registration open: free UK university application workshop on 6 December',
    date: '2026-11-12',
    shortDescription:
      'A free half-day workshop in Noida for students applying to UK universities for 2027 entry, with personal statement and shortlist reviews.',
    image: scene('campus', 36, 'A university campus in winter with students in coats', 'Workshop'),
    body: [
      {
        type: 'p',
        text: 'Our free UK university application workshop returns on 6 December at our Noida office. It is open to Class 12 students applying for undergraduate courses and to graduates applying for master’s courses starting in 2027.',
      },
      { type: 'h2', text: 'The programme' },
      {
        type: 'ol',
        items: [
          'Shortlist check: are your choices balanced?',
          'Personal statement and statement of purpose: short one-to-one reviews.',
          'References and predicted grades: what to ask your school or college.',
          'After offers: deposits, CAS and the visa timeline.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -34, 'Students working in pairs during an application workshop'),
      },
      {
        type: 'p',
        text: 'Places are limited. [Register through our contact page](/contact), and bring a draft of your statement if you have one. Official UCAS dates are on [UCAS](https://www.ucas.com).',
      },
    ],
    seo: {
      metaTitle: 'Free UK university application workshop, 6 December',
      metaDescription:
        'A free half-day workshop in Noida on shortlists, personal statements, references and the visa timeline for 2027 entry.',
      metaKeywords: 'UK application workshop, Noida workshop, 2027 entry, personal statement review',
    },
  },
]
