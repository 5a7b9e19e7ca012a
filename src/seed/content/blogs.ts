import type { SceneKind, SeedBlog, SeedImage } from './types'

// Demo blog posts. Facts about visas, scholarships and admissions are kept general on purpose: rules and figures
// change, so every post points families to the official source or to a counsellor for the current detail.

const DESTINATIONS = 'Study Abroad Destinations'
const FUNDING = 'Scholarships & Funding'
const APPLICATIONS = 'Applications & Academic Writing'
const VISAS = 'Visas & Student Life'
const SCHOOLS = 'Boarding & Summer Schools'

const scene = (kind: SceneKind, hue: number, alt: string, caption?: string): SeedImage => ({
  art: caption ? { kind: 'scene', scene: kind, hue, caption } : { kind: 'scene', scene: kind, hue },
  alt,
})

export const blogs: SeedBlog[] = [
  // ——— Study Abroad Destinations ———
  {
    title: 'Studying in the UK: how degrees, terms and costs really work',
    date: '2026-11-10',
    category: DESTINATIONS,
    description:
      'Three-year bachelor’s degrees, one-year master’s and a very different style of teaching. A plain guide to what a UK degree involves and what a year costs.',
    image: scene(
      'campus',
      -12,
      'Red-brick university buildings around a green quadrangle in autumn light',
      'Study in the UK',
    ),
    body: [
      {
        type: 'p',
        text: 'For many families we meet in Noida, the UK is the first destination that comes up, and usually for good reasons: shorter degrees, a long tradition of teaching international students and a clear application system. It also works differently from what most students know at home, so it helps to understand the structure before choosing a course.',
      },
      { type: 'h2', text: 'Shorter degrees, by design' },
      {
        type: 'p',
        text: 'Most bachelor’s degrees in England, Wales and Northern Ireland take three years; in Scotland they usually take four. A taught master’s is normally one year of full-time study, with lectures from September to May and the dissertation written over the summer. Some subjects, such as engineering and pharmacy, also offer an integrated four-year master’s.',
      },
      {
        type: 'image',
        image: scene('library', 8, 'Students reading at long wooden tables under tall library windows'),
      },
      { type: 'h2', text: 'What a year costs' },
      {
        type: 'ul',
        items: [
          '**Tuition fees** for international students vary widely by subject and university; laboratory and clinical courses cost more than classroom-based ones.',
          '**Rent** is usually the largest living cost, and London is noticeably more expensive than the rest of the country.',
          '**Visa costs**: the application fee and the Immigration Health Surcharge are paid before you travel.',
          '**Setting up**: flights, accommodation deposits, a winter coat and the first weeks of shopping add up quickly.',
        ],
      },
      { type: 'h2', text: 'Teaching and assessment' },
      {
        type: 'p',
        text: 'Expect fewer contact hours and more independent reading than in most Indian programmes. Seminars reward students who have prepared and who speak up. Marks are often lower than students expect: at most UK universities, 70 per cent or above is a first-class mark, and 60 to 69 is a 2:1, the grade many employers and master’s programmes ask for.',
      },
      {
        type: 'p',
        text: 'If you would like to see which courses fit your marks and your budget, read our [six-step guide to applying](/study-abroad/how-to-apply) or [book a free consultation](/contact) and bring your latest mark sheets with you.',
      },
    ],
    seo: {
      metaTitle: 'Studying in the UK: degrees, terms and costs explained',
      metaDescription:
        'How long UK degrees take, how teaching and marking work, and what a year of study costs: a plain guide for Indian students and parents.',
      metaKeywords: 'study in the UK, UK degree length, one-year master’s, UK tuition fees, cost of studying in the UK',
    },
    trending: true,
  },
  {
    title: 'London, Scotland, Wales or Northern Ireland: choosing where in the UK to study',
    date: '2026-07-07',
    category: DESTINATIONS,
    description:
      'The UK is small on a map but varied on the ground. How cost, degree length, city size and weather differ between its regions.',
    image: scene('city-skyline', 22, 'A city skyline at dusk with a river and bridges in the foreground', 'London'),
    body: [
      {
        type: 'p',
        text: 'Students often pick a university first and only later discover what living in its city is like. We suggest the opposite order for at least one conversation: think about the kind of place where you will be happy for one to four years, then look at the universities there.',
      },
      { type: 'h2', text: 'London' },
      {
        type: 'p',
        text: 'London offers the widest choice of courses, internships and part-time work, and a large Indian community. It is also the most expensive place to live in the UK, and the visa rules ask students in London to show a higher monthly amount for living costs than students elsewhere.',
      },
      { type: 'h2', text: 'Scotland' },
      {
        type: 'p',
        text: 'Scottish bachelor’s degrees usually last four years, with a broader first year that lets students try subjects before specialising. Scotland’s cities are smaller and generally cheaper than London, and some universities admit strong students directly into the second year.',
      },
      {
        type: 'image',
        image: scene(
          'mountains',
          -20,
          'Green hills and a loch under a cloudy sky in the Scottish Highlands',
          'Scotland',
        ),
      },
      { type: 'h2', text: 'Wales, Northern Ireland and the English regions' },
      {
        type: 'ul',
        items: [
          'Living costs are often well below London, which can make a longer course affordable.',
          'Campus universities in smaller cities tend to have close student communities.',
          'Many regional universities are strong in engineering, health sciences and business.',
          'Travel within the UK is straightforward, so you are rarely far from a major city.',
        ],
      },
      {
        type: 'p',
        text: 'Our [university selection page](/study-abroad/university-selection) walks through the seven criteria we use with every student. When you are ready to compare a shortlist, [talk to a counsellor](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Where in the UK to study: London, Scotland, Wales and beyond',
      metaDescription:
        'How living costs, degree length and city life differ across the UK’s regions, and how to decide where you would be happiest studying.',
      metaKeywords: 'where to study in the UK, study in London, study in Scotland, study in Wales, UK cost of living',
    },
    trending: false,
  },
  {
    title: 'Studying in Ireland: courses, costs and staying on after graduation',
    date: '2025-03-04',
    category: DESTINATIONS,
    description:
      'English-speaking, EU-based and home to many technology and pharmaceutical employers. What Indian students should know before applying to Ireland.',
    image: scene('coast', 14, 'A harbour town with colourful houses along the Irish coast', 'Ireland'),
    body: [
      {
        type: 'p',
        text: 'Ireland has become a serious choice for Indian students, particularly for master’s degrees in computing, data analytics, business and the life sciences. It is English-speaking, part of the European Union, and home to the European offices of many international companies.',
      },
      { type: 'h2', text: 'How study in Ireland is organised' },
      {
        type: 'ul',
        items: [
          'Most taught master’s degrees last one year; bachelor’s degrees usually take three or four years.',
          'Students apply directly to each university, not through a central system like UCAS.',
          'The main intake is September, with a smaller January intake for some postgraduate courses.',
          'Indian nationals need a study visa before travelling and must register with immigration on arrival.',
        ],
      },
      { type: 'h2', text: 'Costs and the stay-back option' },
      {
        type: 'p',
        text: 'Rent in Dublin is high and rooms are scarce, so students who start looking in June have far more choice than those who start in August. Ireland’s graduate scheme lets eligible students stay on to look for work after an honours bachelor’s or a master’s degree; the length depends on the level of your degree, and the conditions are set by the Irish immigration service, so check their current guidance before you rely on it.',
      },
      {
        type: 'image',
        image: scene('city-skyline', -6, 'Georgian terraces and a river quay in Dublin at sunset', 'Dublin'),
      },
      { type: 'h2', text: 'Is Ireland right for you?' },
      {
        type: 'p',
        text: 'Ireland suits students who want a one-year master’s in a field with strong local employers and who are comfortable in a small, expensive capital. Students who want a wider choice of cities sometimes compare it with the UK side by side. See our [destination guide](/study-abroad/university-selection) or [ask us to compare two offers](/contact) for you.',
      },
    ],
    seo: {
      metaTitle: 'Studying in Ireland: a guide for Indian students',
      metaDescription:
        'Courses, intakes, living costs and the post-study option in Ireland, explained plainly for Indian students and their parents.',
      metaKeywords:
        'study in Ireland, Ireland master’s, Dublin student accommodation, Ireland study visa, Ireland stay back',
    },
    trending: false,
  },
  {
    title: 'Studying in Australia: intakes, the Genuine Student requirement and living costs',
    date: '2026-02-17',
    category: DESTINATIONS,
    description:
      'Two main intakes a year, a visa that asks why you chose your course, and cities with very different rents. What to plan for if Australia is on your list.',
    image: scene('coast', 34, 'A sunny beach and a city waterfront on the Australian coast', 'Australia'),
    body: [
      {
        type: 'p',
        text: 'Australia attracts Indian students with practical, industry-linked courses, a warm climate and large Indian communities in its biggest cities. The application calendar is different from the UK’s, so it helps to plan early.',
      },
      { type: 'h2', text: 'Two main intakes' },
      {
        type: 'p',
        text: 'Australian universities usually run two main intakes, in February and July, and some offer a third in November. Because the academic year follows the calendar year, a student finishing Class 12 in March in India often aims for the July intake, or for February of the following year.',
      },
      { type: 'h2', text: 'What the student visa asks for' },
      {
        type: 'ol',
        items: [
          'A Confirmation of Enrolment (CoE) from your university, issued after you accept the offer and pay the deposit.',
          'Evidence that you are a genuine student: clear answers about why you chose this course, this university and Australia, and how it fits your plans.',
          'Overseas Student Health Cover for the length of your visa.',
          'Proof that you can meet tuition, travel and living costs, plus English test results where required.',
        ],
      },
      {
        type: 'image',
        image: scene('city-skyline', 28, 'A modern harbour city skyline with a bridge and ferries', 'Sydney'),
      },
      {
        type: 'p',
        text: 'The genuine-student questions are where many applications go wrong: vague answers copied from the internet read badly. Write in your own words about your own plans. Figures such as the required funds change, so always check the current guidance from the Australian Department of Home Affairs.',
      },
      { type: 'h2', text: 'Choosing a city' },
      {
        type: 'p',
        text: 'Sydney and Melbourne offer the most choice but the highest rents; Adelaide, Brisbane and Perth are often cheaper and quieter. If you are weighing Australia against the UK or Ireland, [book a consultation](/contact) and we will compare total costs for your actual shortlist.',
      },
    ],
    seo: {
      metaTitle: 'Studying in Australia: intakes, visas and costs',
      metaDescription:
        'February and July intakes, the Genuine Student requirement, health cover and city costs: what Indian students should plan for in Australia.',
      metaKeywords: 'study in Australia, Australia student visa, Genuine Student requirement, OSHC, Australia intakes',
    },
    trending: false,
  },
  {
    title: 'English-taught degrees in Europe: what to check before you apply',
    date: '2025-05-29',
    category: DESTINATIONS,
    description:
      'Low tuition in some countries, longer degrees in others, and a local language that matters more than brochures admit. A checklist for studying in Europe.',
    image: scene('city-skyline', -30, 'Old European rooftops and a cathedral spire along a canal', 'Europe'),
    body: [
      {
        type: 'p',
        text: 'Germany, the Netherlands, France, Italy and several Nordic countries now offer hundreds of degrees taught entirely in English. Some charge low or no tuition at public universities. That is a real advantage, but Europe is not one system, and the details differ from country to country.',
      },
      { type: 'h2', text: 'Questions to ask about every programme' },
      {
        type: 'ul',
        items: [
          'Is the whole programme taught in English, or only the first year?',
          'How long does it take? Many European master’s degrees last two years, not one.',
          'What are the entry requirements for your Indian degree, and is a credential evaluation needed?',
          'How much must you show for living costs? Germany, for example, usually asks for a blocked account.',
          'Can you work part-time, and how much of the local language will you need to find that work?',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -18, 'A bright seminar room with students around a shared table'),
      },
      { type: 'h2', text: 'The language question' },
      {
        type: 'p',
        text: 'Lectures may be in English, but rental contracts, part-time jobs and life outside the university are often not. Students who start learning the local language before they arrive settle faster and find internships more easily. We suggest at least a beginner’s course in the months before departure.',
      },
      {
        type: 'p',
        text: 'Europe can be excellent value for a well-prepared student. If you are comparing it with a one-year UK master’s, our counsellors can set the two side by side on cost, time and career outcomes. [Send us your shortlist](/contact) and we will start there.',
      },
    ],
    seo: {
      metaTitle: 'English-taught degrees in Europe: a checklist',
      metaDescription:
        'Tuition, programme length, entry rules, living-cost proof and language: what to check before applying to an English-taught degree in Europe.',
      metaKeywords:
        'study in Europe, English-taught degrees, study in Germany, study in the Netherlands, blocked account',
    },
    trending: false,
  },
  {
    title: 'Studying in Dubai: international branch campuses and what to verify',
    date: '2026-04-09',
    category: DESTINATIONS,
    description:
      'Close to home, well connected and home to campuses of universities from several countries. How to check that a Dubai degree is the one you think it is.',
    image: scene('desert-city', 6, 'A desert city skyline with tall towers at sunset', 'Dubai'),
    body: [
      {
        type: 'p',
        text: 'Dubai appeals to many Indian families: it is a short flight away, it is safe, and several universities from the UK, Australia and elsewhere run branch campuses there. Students can earn a foreign degree while living closer to home, often at a lower total cost than studying in the home country of the university.',
      },
      { type: 'h2', text: 'What to verify before you apply' },
      {
        type: 'ol',
        items: [
          'Is the degree awarded by the parent university, and does the certificate look the same as one earned on the home campus?',
          'Is the campus licensed by the relevant Dubai education authority for the programme you want?',
          'Which modules are taught in Dubai, and can you transfer to the home campus for a semester or a year?',
          'What student residence visa arrangements does the university make, and what do they cost?',
        ],
      },
      {
        type: 'image',
        image: scene('campus', 18, 'A modern glass university building with palm trees in a desert city'),
      },
      { type: 'h2', text: 'Living in Dubai as a student' },
      {
        type: 'p',
        text: 'Campus or university-arranged housing is the simplest option for a first year. Summer temperatures are high, so most student life moves indoors from June to September. Part-time work is possible only within the rules of your visa, and the university’s student services team should explain those rules clearly.',
      },
      {
        type: 'p',
        text: 'For students who want an international degree without a long-haul move, Dubai is worth a careful look. [Book a consultation](/contact) and we will check the campus, the programme and the transfer options with you.',
      },
    ],
    seo: {
      metaTitle: 'Studying in Dubai: branch campuses explained',
      metaDescription:
        'How international branch campuses in Dubai work, what to verify about the degree and the licence, and what student life there is like.',
      metaKeywords: 'study in Dubai, Dubai branch campus, international university Dubai, Dubai student visa',
    },
    trending: false,
  },
  {
    title: 'How to compare universities beyond the rankings',
    date: '2026-10-06',
    category: DESTINATIONS,
    description:
      'Rankings measure research and reputation, not whether a course suits you. Seven questions we ask with every student before building a shortlist.',
    image: scene('graduation', -36, 'Graduates in gowns throwing their caps in front of a stone building'),
    body: [
      {
        type: 'p',
        text: 'League tables are useful, but they are built mostly from research output, reputation surveys and staff numbers. They say little about how a particular course is taught, what its graduates do next, or whether you would be happy living in that city for three years.',
      },
      { type: 'h2', text: 'Seven questions for every shortlist' },
      {
        type: 'ol',
        items: [
          '**Course content**: do the modules match what you want to learn, and which ones are optional?',
          '**Entry requirements**: are your predicted or final marks comfortably inside the published range?',
          '**Teaching style**: how much is coursework, how much is exams, and how large are the seminar groups?',
          '**Graduate outcomes**: where do graduates of this course work six months and three years later?',
          '**Total cost**: tuition plus rent in that city, not tuition alone.',
          '**Location and size**: a large city campus or a small-town university with a close community?',
          '**Support**: is there a dedicated international student team, and how do they help in the first term?',
        ],
      },
      {
        type: 'image',
        image: scene('books', 10, 'A stack of university prospectuses and a notebook on a desk'),
      },
      { type: 'h2', text: 'Balancing the list' },
      {
        type: 'p',
        text: 'A good shortlist usually mixes ambitious choices with realistic and safe ones. For UK undergraduate applications, [UCAS](https://www.ucas.com) allows up to five choices, so each one should be a course you would genuinely accept.',
      },
      {
        type: 'p',
        text: 'Our counsellors build shortlists with students every week. Read more on our [university selection page](/study-abroad/university-selection), or [book a free consultation](/contact) to start yours.',
      },
    ],
    seo: {
      metaTitle: 'Comparing universities beyond the rankings',
      metaDescription:
        'Seven practical questions on course content, entry requirements, teaching, outcomes, cost, location and support to build a balanced shortlist.',
      metaKeywords: 'university selection, university rankings, university shortlist, choosing a university abroad',
    },
    trending: false,
  },

  // ——— Scholarships & Funding ———
  {
    title: 'Chevening Scholarships: who they suit and how to prepare your essays',
    date: '2025-07-22',
    category: FUNDING,
    description:
      'Chevening funds one-year master’s degrees in the UK for future leaders. What the selectors look for, and how to prepare the four essays well before the deadline.',
    image: scene('library', -24, 'A quiet reading room with green lamps and rows of old books', 'Chevening'),
    body: [
      {
        type: 'p',
        text: 'Chevening is the UK government’s international scholarship programme. It usually covers tuition, a monthly living allowance, travel to and from the UK and the visa application for a one-year taught master’s at a UK university. It is highly competitive, and it is aimed at people who already have some work experience and a clear plan for their career at home.',
      },
      { type: 'h2', text: 'Who it suits' },
      {
        type: 'ul',
        items: [
          'Applicants with at least two years of work experience, which can include paid and some voluntary work.',
          'People who can show leadership and influence in their field, not only good marks.',
          'Those willing to return to their home country for at least two years after the award ends.',
          'Applicants who can apply to three eligible UK courses and secure an unconditional offer by the programme’s deadline.',
        ],
      },
      { type: 'h2', text: 'The four essays' },
      {
        type: 'p',
        text: 'The application asks for short essays on leadership and influence, networking, your choice of UK courses, and your career plan. Selectors read thousands of them. The strongest essays are specific: one real situation, what you did, and what changed because of it. Avoid lists of achievements and general statements about wanting to change the world.',
      },
      {
        type: 'image',
        image: scene('books', -8, 'An open notebook with handwritten essay drafts beside a laptop'),
      },
      { type: 'h2', text: 'A realistic timeline' },
      {
        type: 'p',
        text: 'Applications usually open in late summer and close in the autumn; check the official Chevening website for this year’s exact dates and eligibility rules, as they can change. We suggest drafting the essays at least six weeks before the deadline and asking two people who know your work to read them.',
      },
      {
        type: 'p',
        text: 'We run essay workshops each application season and can review drafts one to one. Nobody can promise an award, but a well-prepared application gives you the best chance. [Contact us](/contact) to book a review.',
      },
    ],
    seo: {
      metaTitle: 'Chevening Scholarships: eligibility and essay preparation',
      metaDescription:
        'What Chevening covers, who it suits, and how to prepare the leadership, networking, course and career essays before the deadline.',
      metaKeywords: 'Chevening scholarship, Chevening essays, UK government scholarship, master’s scholarship UK',
    },
    trending: true,
  },
  {
    title: 'Commonwealth Scholarships explained for Indian applicants',
    date: '2025-10-21',
    category: FUNDING,
    description:
      'Commonwealth Scholarships fund master’s and PhD study in the UK for citizens of eligible countries. How the schemes differ and why the nomination step matters.',
    image: scene('globe', 26, 'A globe on a desk with pins marking Commonwealth countries'),
    body: [
      {
        type: 'p',
        text: 'The Commonwealth Scholarship Commission in the UK offers scholarships for postgraduate study to citizens of Commonwealth countries. The awards are funded by the UK government and are designed for people who will contribute to development in their home countries.',
      },
      { type: 'h2', text: 'How the schemes differ' },
      {
        type: 'ul',
        items: [
          '**Commonwealth Master’s and PhD Scholarships** are usually applied for through a national nominating body in your country as well as through the Commission’s own application system.',
          '**Commonwealth Shared Scholarships** are run with UK universities, and you apply to a participating university.',
          '**Eligibility varies by country and by year**, so check the Commission’s current list before you plan around a particular scheme.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 32, 'A panel interview room with three chairs facing a candidate'),
      },
      { type: 'h2', text: 'What makes an application strong' },
      {
        type: 'p',
        text: 'Selectors look at academic merit, the quality of your study plan and its likely impact on development. That means your statements must connect the course to a real problem in India and to what you will do after you return. A good reference from someone who has supervised your work is essential.',
      },
      {
        type: 'p',
        text: 'Deadlines for nominations can fall months before the Commission’s own deadline, so start early. Our [scholarship preparation service](/study-abroad/scholarships-entrance-test-preparation-visa-assistance) helps with study plans, references and interview practice, and you can [book a first conversation](/contact) at no cost.',
      },
    ],
    seo: {
      metaTitle: 'Commonwealth Scholarships for Indian applicants',
      metaDescription:
        'How Commonwealth Master’s, PhD and Shared Scholarships work, why nomination deadlines matter, and what makes a strong application.',
      metaKeywords:
        'Commonwealth scholarship, Commonwealth Scholarship Commission, PhD scholarship UK, master’s scholarship India',
    },
    trending: false,
  },
  {
    title: 'GREAT Scholarships: what they cover and how to apply',
    date: '2025-11-25',
    category: FUNDING,
    description:
      'A partial tuition award for one-year postgraduate courses at participating UK universities. Who can apply, what it covers and how to write a focused application.',
    image: scene('campus', 30, 'A university entrance with flags and students walking past'),
    body: [
      {
        type: 'p',
        text: 'GREAT Scholarships are offered jointly by the British Council and participating UK universities to students from a list of countries that has included India. Each award is a contribution towards tuition fees for a one-year taught postgraduate course, usually £10,000; check the current amount and country list when applications open.',
      },
      { type: 'h2', text: 'What you should know first' },
      {
        type: 'ul',
        items: [
          'The scholarship contributes to tuition only; you still need to fund the rest of the fees and your living costs.',
          'Each participating university sets its own subjects, deadlines and application process.',
          'The number of awards per university is small, so apply to the scholarship and the course as early as possible.',
          'You usually need an offer, or an application in progress, for the course you name.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 20, 'A student writing notes at a library desk by a window'),
      },
      { type: 'h2', text: 'Writing a focused application' },
      {
        type: 'p',
        text: 'Most universities ask a few short questions about your academic background, why you chose that course and how you will use it. Answer each question directly, with one or two concrete examples, and keep to the word limits. Generic praise of the UK or of the university does not help.',
      },
      {
        type: 'p',
        text: 'If you are applying for several scholarships at once, keep a simple table of deadlines and required documents. We are happy to help you build one: [book a free consultation](/contact).',
      },
    ],
    seo: {},
    trending: false,
  },
  {
    title: 'University bursaries and merit awards: reading the small print',
    date: '2026-09-01',
    category: FUNDING,
    description:
      'Many universities advertise automatic scholarships for international students. What “automatic” usually means, and the conditions worth checking before you accept.',
    image: scene('books', -34, 'Printed offer letters and a calculator on a wooden desk'),
    body: [
      {
        type: 'p',
        text: 'Alongside national schemes, most UK, Irish and Australian universities offer their own scholarships and bursaries to international students. They are often smaller than government awards but much easier to receive, and together they can make a real difference to the cost of a degree.',
      },
      { type: 'h2', text: 'Common types of university award' },
      {
        type: 'ul',
        items: [
          '**Automatic fee reductions** for students who meet a stated grade, often applied to the first year only.',
          '**Merit scholarships** you apply for with a short statement, judged competitively.',
          '**Early payment or early acceptance discounts** on tuition fees.',
          '**Departmental awards** for particular subjects, sometimes funded by employers.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -14, 'A student and a counsellor reviewing an offer letter together'),
      },
      { type: 'h2', text: 'Questions to ask before you accept' },
      {
        type: 'ol',
        items: [
          'Is the award for every year of the course or only the first?',
          'Does it depend on keeping a certain average, and what happens if you fall below it?',
          'Is it a reduction in fees or a cash payment, and when is it applied?',
          'Can it be combined with other scholarships?',
        ],
      },
      {
        type: 'p',
        text: 'Compare offers on the total you will actually pay over the whole course. Our counsellors can do this with you: [bring your offer letters](/contact) to a consultation, or read our notes on [scholarships and funding](/study-abroad/scholarships-entrance-test-preparation-visa-assistance).',
      },
    ],
    seo: {
      metaTitle: 'University scholarships and bursaries: the small print',
      metaDescription:
        'Automatic fee reductions, merit scholarships and early payment discounts: what to check before you accept a university award.',
      metaKeywords:
        'university scholarships, international student bursary, merit scholarship UK, tuition fee discount',
    },
    trending: false,
  },
  {
    title: 'Education loans for study abroad: secured, unsecured and what lenders ask for',
    date: '2025-04-24',
    category: FUNDING,
    description:
      'How education loans for overseas study work in India, the documents lenders usually ask for, and the questions to ask before you sign.',
    image: scene('city-skyline', -2, 'Office towers in an Indian city at dawn', 'Education loans'),
    body: [
      {
        type: 'p',
        text: 'Most families who fund study abroad through a loan use a combination of savings, a loan and sometimes a scholarship. Understanding the loan early helps in two ways: you know your real budget when choosing universities, and you have the paperwork ready when the visa application needs proof of funds.',
      },
      { type: 'h2', text: 'Secured and unsecured loans' },
      {
        type: 'p',
        text: 'A secured loan is backed by collateral, such as property or a fixed deposit, and usually carries a lower interest rate and a higher limit. An unsecured loan needs no collateral but depends more on the university, the course and the co-applicant’s income, and usually costs more. Public-sector banks, private banks and specialist lenders all offer both kinds on different terms.',
      },
      { type: 'h2', text: 'Documents lenders usually ask for' },
      {
        type: 'ul',
        items: [
          'The admission or offer letter, with the tuition fee and course length.',
          'Academic records and English or entrance test scores.',
          'The co-applicant’s identity documents, income proof and bank statements.',
          'Property or deposit documents for a secured loan.',
          'An estimate of total costs, including living expenses.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 16, 'Loan application forms, a pen and a cup of tea on a table'),
      },
      { type: 'h2', text: 'Questions to ask before you sign' },
      {
        type: 'ol',
        items: [
          'How long is the moratorium, the period after the course before repayments start, and does interest build up during it?',
          'Is the rate fixed or floating, and what are the processing fees?',
          'Will the sanction letter be accepted as financial evidence for the visa you need?',
          'Can you prepay without a penalty?',
        ],
      },
      {
        type: 'p',
        text: 'Interest on an education loan may qualify for a tax deduction in India under some tax regimes; ask a tax adviser how this applies to your family. Read more on our [study essentials page](/study-essentials), or [talk to us](/contact) about how a loan fits your university shortlist.',
      },
    ],
    seo: {
      metaTitle: 'Education loans for study abroad: a guide for families',
      metaDescription:
        'Secured and unsecured education loans, the documents lenders ask for, and the questions to ask about moratorium, rates and visa evidence.',
      metaKeywords:
        'education loan, study abroad loan, secured education loan, unsecured education loan, loan moratorium',
    },
    trending: true,
  },
  {
    title: 'Budgeting for a year in the UK: tuition, rent and the costs families forget',
    date: '2025-01-09',
    category: FUNDING,
    description:
      'A line-by-line way to estimate the real cost of a year of UK study, including the visa, deposits and the first weeks after arrival.',
    image: scene('city-skyline', 36, 'A row of terraced houses on a British street in winter'),
    body: [
      {
        type: 'p',
        text: 'Families usually know the tuition fee to the pound and the rest only roughly. A simple budget, written down before you accept an offer, avoids most of the stress we see in a student’s first term.',
      },
      { type: 'h2', text: 'The main costs' },
      {
        type: 'ul',
        items: [
          '**Tuition fees**, minus any scholarship or early payment discount.',
          '**Rent**, usually paid termly or monthly, with a deposit up front.',
          '**Food, transport and phone**: plan a realistic weekly figure and multiply it.',
          '**Course costs**: books, a laptop that can run your software, field trips.',
        ],
      },
      { type: 'h2', text: 'The costs families forget' },
      {
        type: 'ol',
        items: [
          'The visa application fee and the Immigration Health Surcharge, paid before travel.',
          'Accommodation deposits and the first month’s rent, often due before the loan is disbursed.',
          'Winter clothing, bedding and kitchen basics.',
          'Travel home at least once a year.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 4, 'A student and parent going through a budget spreadsheet at home'),
      },
      {
        type: 'p',
        text: 'For the visa, you will also need to show that you can pay your course fees and a set amount for living costs. The amounts change, so check the current figures on the official [Student visa guidance](https://www.gov.uk/student-visa) rather than relying on a figure from last year.',
      },
      {
        type: 'p',
        text: 'Our counsellors can help you build a budget for your actual shortlist. [Book a free consultation](/contact), and bring your offer letters if you have them.',
      },
    ],
    seo: {
      metaTitle: 'Budgeting for a year of study in the UK',
      metaDescription:
        'Tuition, rent, visa costs, deposits and the expenses families forget: a practical way to budget for a year of UK study.',
      metaKeywords: 'cost of studying in the UK, student budget UK, UK living costs, Immigration Health Surcharge',
    },
    trending: false,
  },
  {
    title: 'Funding a PhD in the UK: studentships, scholarships and talking to supervisors',
    date: '2026-01-13',
    category: FUNDING,
    description:
      'Fully funded PhD places exist but are competitive. Where funding comes from, when it is advertised and why your first email to a supervisor matters.',
    image: scene('laboratory', -10, 'A research laboratory with microscopes and glassware on a bench'),
    body: [
      {
        type: 'p',
        text: 'A UK PhD usually takes three to four years of full-time study. Funding normally needs to cover tuition fees at the international rate and a living stipend for the whole period, so it is worth planning the funding and the application together.',
      },
      { type: 'h2', text: 'Where PhD funding comes from' },
      {
        type: 'ul',
        items: [
          '**Advertised studentships** attached to a specific project and supervisor.',
          '**Doctoral training programmes** funded by UK research councils, some of which accept international students.',
          '**University scholarships** for outstanding applicants across subjects.',
          '**External awards**, including Commonwealth PhD Scholarships and funding from governments or employers at home.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 38, 'A doctoral researcher reading journal articles surrounded by notes'),
      },
      { type: 'h2', text: 'Contacting a supervisor' },
      {
        type: 'p',
        text: 'For many PhDs, a potential supervisor’s support makes a real difference to a funding application. Your first email should be short: who you are, what you want to research, why their work is relevant, and your research proposal attached. Read two or three of their recent papers first and mention one of them specifically.',
      },
      { type: 'h2', text: 'Timing' },
      {
        type: 'p',
        text: 'Many funded places for an October start are advertised between November and February, with deadlines in January to March. Some subjects also need an ATAS certificate before a visa application, which adds several weeks. See our guide to [how to apply](/study-abroad/how-to-apply), and [ask us](/contact) to review your proposal before you send it.',
      },
    ],
    seo: {
      metaTitle: 'Funding a PhD in the UK: studentships and scholarships',
      metaDescription:
        'Where UK PhD funding comes from, when it is advertised, and how to approach a potential supervisor with a short, specific email.',
      metaKeywords: 'PhD funding UK, PhD studentship, doctoral training programme, PhD supervisor email',
    },
    trending: false,
  },

  // ——— Applications & Academic Writing ———
  {
    title: 'UCAS explained: five choices, key deadlines and the new personal statement',
    date: '2025-08-28',
    category: APPLICATIONS,
    description:
      'How the UK’s central application system for undergraduate courses works, from choosing five courses to writing the three-question personal statement.',
    image: scene('classroom', 24, 'A sixth-form student at a laptop with a printed course list beside her', 'UCAS'),
    body: [
      {
        type: 'p',
        text: 'Almost every full-time undergraduate application to a UK university goes through [UCAS](https://www.ucas.com). One application, one personal statement and one reference go to up to five courses. That makes the application efficient, and it also means every part of it must work for all five choices.',
      },
      { type: 'h2', text: 'The key dates' },
      {
        type: 'ul',
        items: [
          '**Mid-October**: the deadline for most medicine, dentistry and veterinary courses, and for two of the oldest universities.',
          '**Late January**: the equal-consideration deadline for most other courses.',
          '**After January**: many universities still consider applications if places remain, but popular courses may be full.',
        ],
      },
      { type: 'h2', text: 'The personal statement, now in three parts' },
      {
        type: 'p',
        text: 'For courses starting from 2026, the free-form personal statement is replaced by three questions: why you want to study the subject, how your qualifications and studies have prepared you, and what else you have done to prepare outside education. The overall length is still limited, so every sentence must earn its place.',
      },
      {
        type: 'image',
        image: scene('books', -28, 'Draft personal statement pages with notes in the margin'),
      },
      { type: 'h2', text: 'How we help' },
      {
        type: 'ol',
        items: [
          'Building a balanced list of five courses that share a subject focus.',
          'Planning the statement around real reading, projects and experiences.',
          'Briefing your school referee on what UK universities look for.',
          'Checking predicted grades against each course’s entry requirements.',
        ],
      },
      {
        type: 'p',
        text: 'The dates above are typical; always confirm the exact deadline for your year on the UCAS website. To start your application plan, [book a free consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UCAS explained: choices, deadlines and personal statement',
      metaDescription:
        'How UCAS works for UK undergraduate applications: five choices, October and January deadlines, and the new three-question personal statement.',
      metaKeywords: 'UCAS, UCAS deadlines, UCAS personal statement, UK undergraduate application, UCAS five choices',
    },
    trending: true,
  },
  {
    title: 'Applying for a UK taught master’s: a month-by-month plan',
    date: '2026-08-04',
    category: APPLICATIONS,
    description:
      'Postgraduate applications go directly to each university and many run on a rolling basis. A calendar for a September start, from shortlisting to CAS.',
    image: scene('graduation', 12, 'A postgraduate student in a gown holding a rolled certificate'),
    body: [
      {
        type: 'p',
        text: 'Unlike undergraduate study, most UK master’s applications are made directly to each university through its own online portal. Many courses admit on a rolling basis, which means that applying early can matter as much as applying well, especially for popular business, data and computing courses.',
      },
      { type: 'h2', text: 'A plan for a September start' },
      {
        type: 'ol',
        items: [
          '**August to October**: research courses, shortlist five to seven, and book an English test if you need one.',
          '**October to December**: write your statement of purpose, request references and submit the first applications.',
          '**January to March**: respond to offers, apply for scholarships, and compare total costs.',
          '**April to June**: accept one offer, pay the deposit, meet any conditions and arrange accommodation.',
          '**June to August**: receive your CAS, prepare financial evidence and apply for the Student visa.',
        ],
      },
      {
        type: 'image',
        image: scene('library', -4, 'A wall calendar with application deadlines circled above a desk'),
      },
      { type: 'h2', text: 'Documents to prepare early' },
      {
        type: 'ul',
        items: [
          'Degree certificates and transcripts, or the latest semester mark sheets if you are still studying.',
          'A statement of purpose tailored to each course.',
          'Two references, usually one academic and one professional.',
          'A CV and, for some courses, a portfolio or writing sample.',
        ],
      },
      {
        type: 'p',
        text: 'Some students also start in January; the same steps apply, shifted by four months. Read our [six-step guide to applying](/study-abroad/how-to-apply) or [book a consultation](/contact) to build your own calendar.',
      },
    ],
    seo: {
      metaTitle: 'UK master’s applications: a month-by-month plan',
      metaDescription:
        'A calendar for applying to a UK taught master’s for September: shortlisting, statements, references, offers, deposits, CAS and visa.',
      metaKeywords:
        'UK master’s application, postgraduate application timeline, rolling admissions, CAS, September intake',
    },
    trending: false,
  },
  {
    title: 'Writing a statement of purpose that sounds like you',
    date: '2025-09-16',
    category: APPLICATIONS,
    description:
      'Admissions tutors read hundreds of statements that sound the same. How to plan, draft and edit a statement of purpose that is specific, honest and yours.',
    image: scene(
      'books',
      2,
      'A fountain pen resting on a handwritten draft beside an open laptop',
      'Statement of purpose',
    ),
    body: [
      {
        type: 'p',
        text: 'A statement of purpose answers three questions: what you want to study, why, and what you will do with it. Admissions tutors are not looking for a perfect life story. They are looking for evidence that you understand the subject, that you are ready for the course, and that you have thought about what comes next.',
      },
      { type: 'h2', text: 'Before you write' },
      {
        type: 'ul',
        items: [
          'Read the course page closely and pick two or three modules that connect to your experience.',
          'List the projects, internships, reading and problems that made you interested in the subject.',
          'Write one sentence about where you want to be five years after the course.',
        ],
      },
      { type: 'h2', text: 'A simple structure' },
      {
        type: 'ol',
        items: [
          'An opening that starts with something specific you did or noticed, not a quotation.',
          'Your academic preparation: what you studied, what you did well, and one thing you found difficult.',
          'Practical experience: internships, projects or work, described by what you actually did.',
          'Why this course and this university, in concrete terms.',
          'Your plans afterwards, realistic and connected to the course.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -22, 'A counsellor and a student editing a printed statement together'),
      },
      { type: 'h2', text: 'Editing' },
      {
        type: 'p',
        text: 'Cut every sentence that could appear in anyone else’s statement. Replace adjectives with examples: instead of saying you are passionate about data, describe the dataset you cleaned and what it showed. Read the final version aloud; if it does not sound like you, it will not convince a reader.',
      },
      {
        type: 'p',
        text: 'Statement writing is part of our [mentorship programme](/study-abroad/mentorship-programme), and we never write statements for students: we help you write your own. [Book a session](/contact) to start.',
      },
    ],
    seo: {
      metaTitle: 'How to write a statement of purpose',
      metaDescription:
        'Plan, structure and edit a statement of purpose that is specific and honest: a practical guide for master’s and PhD applicants.',
      metaKeywords: 'statement of purpose, SOP writing, master’s application essay, personal statement postgraduate',
    },
    trending: true,
  },
  {
    title: 'Letters of recommendation: whom to ask, how to ask and what a good one says',
    date: '2025-10-02',
    category: APPLICATIONS,
    description:
      'A strong reference comes from someone who knows your work, written with time to spare. How students can make it easy for a busy teacher or manager to help.',
    image: scene('classroom', 16, 'A lecturer at a desk reading a student’s file'),
    body: [
      {
        type: 'p',
        text: 'Most universities ask for one or two letters of recommendation. They carry more weight than many students expect, because they are the only part of the application written by someone else who has watched you work.',
      },
      { type: 'h2', text: 'Whom to ask' },
      {
        type: 'ul',
        items: [
          'A teacher or professor who taught you recently in a subject close to your chosen course.',
          'A project or dissertation supervisor who can describe how you work independently.',
          'For applicants with work experience, a manager who has seen your work over several months.',
        ],
      },
      {
        type: 'p',
        text: 'A detailed letter from a lecturer who knows you well is worth far more than a short one from a senior name who barely remembers you.',
      },
      {
        type: 'image',
        image: scene('library', 30, 'A stack of signed letters on university letterhead beside a pen'),
      },
      { type: 'h2', text: 'How to ask' },
      {
        type: 'ol',
        items: [
          'Ask in person or by a polite email at least four weeks before the deadline.',
          'Send a one-page summary: the courses, the deadlines, and two or three pieces of your work they might mention.',
          'Share your draft statement of purpose so the letter and the statement support each other.',
          'Send one gentle reminder a week before the deadline, and a thank-you afterwards.',
        ],
      },
      {
        type: 'p',
        text: 'Referees must write their own letters; a student should never draft one for a referee to sign. If your referees are unfamiliar with UK applications, we can explain what UK universities look for. [Contact us](/contact) or read how references fit into the [application steps](/study-abroad/how-to-apply).',
      },
    ],
    seo: {
      metaTitle: 'Letters of recommendation: a guide for students',
      metaDescription:
        'Whom to ask for a letter of recommendation, how to ask with enough notice, and how to help your referee write a specific, useful letter.',
      metaKeywords: 'letter of recommendation, LOR, academic reference, university reference letter',
    },
    trending: false,
  },
  {
    title: 'PhD applications: writing a research proposal supervisors want to read',
    date: '2025-12-11',
    category: APPLICATIONS,
    description:
      'A research proposal shows that you can frame a question and plan how to answer it. A structure, a length and the mistakes we see most often.',
    image: scene('laboratory', 20, 'A researcher’s desk with a laptop, printed papers and a coffee cup', 'PhD'),
    body: [
      {
        type: 'p',
        text: 'For most UK PhD applications outside advertised projects, the research proposal is the centre of the application. Supervisors read it to judge whether your idea is worth three or four years, whether it fits their expertise, and whether you can plan research on your own.',
      },
      { type: 'h2', text: 'A structure that works' },
      {
        type: 'ol',
        items: [
          '**Working title**: specific enough to show the question.',
          '**Background**: the problem and why it matters, in a few paragraphs.',
          '**Literature**: what is known, and the gap your project addresses.',
          '**Research questions**: one main question and two or three sub-questions.',
          '**Methods**: how you will collect and analyse data, and why those methods suit the question.',
          '**Timeline and feasibility**: a realistic plan across the years of the PhD.',
          '**References**: recent and relevant, in one consistent style.',
        ],
      },
      {
        type: 'image',
        image: scene('books', 24, 'Academic journals and a highlighted research paper on a desk'),
      },
      { type: 'h2', text: 'Mistakes we see most often' },
      {
        type: 'ul',
        items: [
          'A topic so broad that it would fill a career, not a PhD.',
          'A literature review that summarises papers without showing the gap.',
          'Methods that do not match the question, or no discussion of access to data.',
          'Ignoring the length limit; many universities ask for around 1,500 to 3,000 words.',
        ],
      },
      {
        type: 'p',
        text: 'Our founder has supervised doctoral students for many years, and our [research support team](/research-support) reviews proposals before students contact supervisors. [Book a proposal review](/contact) when you have a first draft.',
      },
    ],
    seo: {
      metaTitle: 'How to write a PhD research proposal',
      metaDescription:
        'A clear structure for a PhD research proposal, typical length, and the common mistakes that make supervisors stop reading.',
      metaKeywords: 'PhD research proposal, PhD application UK, doctoral proposal structure, PhD supervisor',
    },
    trending: false,
  },
  {
    title: 'Proofreading before submission: what a good review round catches',
    date: '2025-04-08',
    category: APPLICATIONS,
    description:
      'Proofreading is more than spelling. How structured review rounds improve a thesis or journal article, and what to prepare before you send your draft.',
    image: scene('library', -32, 'A printed manuscript with corrections marked in the margins'),
    body: [
      {
        type: 'p',
        text: 'By the time a thesis or paper is nearly finished, its author has read it so many times that errors become invisible. A fresh reader sees what you no longer can: a sentence that says the opposite of what you meant, a figure numbered twice, a reference that is not in the list.',
      },
      { type: 'h2', text: 'What a proofreading round covers' },
      {
        type: 'ul',
        items: [
          'Grammar, spelling and punctuation, in British or American English as the journal or university requires.',
          'Clarity: long sentences split, repeated points removed, technical terms used consistently.',
          'Structure: headings, figure and table numbering, and cross-references.',
          'References: every citation in the list, and the list in the required style.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 6, 'Two reviewers comparing notes on a shared document'),
      },
      { type: 'h2', text: 'Why we use several rounds' },
      {
        type: 'p',
        text: 'Our research support service uses two to three rounds of blind peer review, with different reviewers reading the manuscript independently. The first round catches most language and structure issues; the later rounds check that the corrections did not introduce new ones and that the argument reads clearly from start to finish.',
      },
      {
        type: 'p',
        text: 'Proofreading improves how your work reads; it never changes your findings or writes content for you, and your manuscript stays confidential. Find out more about our [research support](/research-support), or [send us a sample chapter](/contact) for a quote.',
      },
    ],
    seo: {
      metaTitle: 'Academic proofreading: what a review round catches',
      metaDescription:
        'What academic proofreading covers, why several blind review rounds help, and how to prepare a thesis or paper before review.',
      metaKeywords: 'academic proofreading, thesis proofreading, journal article editing, blind peer review',
    },
    trending: false,
  },
  {
    title: 'Choosing a journal for your first paper, and avoiding predatory ones',
    date: '2025-01-28',
    category: APPLICATIONS,
    description:
      'The right journal matches your topic, method and audience. How to build a shortlist, and the warning signs of journals that publish anything for a fee.',
    image: scene('books', 28, 'Academic journals lined up on a library shelf'),
    body: [
      {
        type: 'p',
        text: 'Early-career researchers often choose a journal by its name or its impact figures alone, then wait months for a desk rejection because the paper did not fit. A little research before submission saves a great deal of time.',
      },
      { type: 'h2', text: 'Building a shortlist' },
      {
        type: 'ol',
        items: [
          'Look at where the papers you cite most were published.',
          'Read each journal’s aims and scope, and a few recent articles, to check the fit.',
          'Check indexing in the major databases used in your field.',
          'Compare review times, acceptance rates where published, and any article processing charges.',
          'Read the author guidelines before formatting, not after.',
        ],
      },
      {
        type: 'image',
        image: scene('laboratory', -16, 'A researcher comparing journal websites on two screens'),
      },
      { type: 'h2', text: 'Warning signs of a predatory journal' },
      {
        type: 'ul',
        items: [
          'Unsolicited emails praising your work and inviting a submission.',
          'Promises of acceptance or peer review within days.',
          'A very broad scope that accepts almost any subject.',
          'Fees that are unclear until after acceptance, and an editorial board you cannot verify.',
        ],
      },
      {
        type: 'p',
        text: 'When in doubt, ask your supervisor or your university library. Our [research support team](/research-support) also offers journal-selection consultations; [get in touch](/contact) with your abstract and we will suggest where it might fit.',
      },
    ],
    seo: {
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
    },
    trending: false,
  },
  {
    title: 'Plagiarism reports: how to read a similarity score',
    date: '2026-03-24',
    category: APPLICATIONS,
    description:
      'A similarity percentage is not a verdict. What the report actually shows, which matches are harmless, and which ones need your attention before submission.',
    image: scene('classroom', 36, 'A laptop screen showing a document with highlighted passages'),
    body: [
      {
        type: 'p',
        text: 'Universities and journals run submitted work through similarity-checking software. Students often panic at the number at the top of the report, but the number alone says very little. What matters is where the matching text comes from and how it is used.',
      },
      { type: 'h2', text: 'Matches that are usually fine' },
      {
        type: 'ul',
        items: [
          'Correctly quoted and referenced passages.',
          'Your reference list, standard phrases and technical terms.',
          'Your own earlier work, if your institution allows it and you have cited it.',
        ],
      },
      { type: 'h2', text: 'Matches that need attention' },
      {
        type: 'ul',
        items: [
          'Long passages that follow a source closely without quotation marks.',
          'Paraphrases that change a few words but keep the original structure.',
          'Text from a source that is missing from your reference list.',
        ],
      },
      {
        type: 'image',
        image: scene('library', -38, 'A student rewriting notes in her own words at a library table'),
      },
      {
        type: 'p',
        text: 'The fix is good academic practice, not tricks to lower the score: read the source, close it, write the idea in your own words, and cite it. Good reference management from the start of a project makes this much easier.',
      },
      {
        type: 'p',
        text: 'We provide confidential plagiarism reports with a short explanation of the matches that matter, as part of our [research support](/research-support). [Contact us](/contact) to check a thesis or paper before you submit it.',
      },
    ],
    seo: {
      metaTitle: 'How to read a plagiarism report and similarity score',
      metaDescription:
        'What a similarity score means, which matches are harmless, which need attention, and how good referencing keeps your work original.',
      metaKeywords: 'plagiarism report, similarity score, plagiarism check thesis, academic integrity',
    },
    trending: false,
  },

  // ——— Visas & Student Life ———
  {
    title: 'The UK Student visa, step by step: CAS, funds and the health surcharge',
    date: '2025-07-03',
    category: VISAS,
    description:
      'The main steps of a UK Student visa application from outside the UK, in the order most students meet them, with the documents to have ready.',
    image: scene('passport', -26, 'A passport and a boarding pass on a table beside a suitcase', 'Student visa'),
    body: [
      {
        type: 'p',
        text: 'The UK Student visa is a points-based route for people aged 16 or over studying with a licensed sponsor. The process is clear, but it has a fixed order, and most delays come from documents that were not ready in time. Rules and fees change, so always check the current official guidance before you apply.',
      },
      { type: 'h2', text: 'The steps in order' },
      {
        type: 'ol',
        items: [
          '**Accept an unconditional offer** and pay any deposit your university asks for.',
          '**Receive your CAS** (Confirmation of Acceptance for Studies), a reference number your university issues once you have met its conditions.',
          '**Prepare financial evidence** for your course fees and living costs, held for the required period.',
          '**Apply online**, pay the application fee and the Immigration Health Surcharge.',
          '**Prove your identity**, usually by attending a visa application centre appointment or using an app where eligible.',
          '**Wait for a decision**, then check every detail of your visa as soon as you receive it.',
        ],
      },
      {
        type: 'image',
        image: scene('passport', 14, 'Neatly organised visa documents in a clear folder'),
      },
      { type: 'h2', text: 'Documents to have ready' },
      {
        type: 'ul',
        items: [
          'A valid passport.',
          'Your CAS number and the documents listed on your CAS.',
          'Bank statements or a loan letter that meet the financial rules.',
          'A tuberculosis test certificate, which applicants from India need.',
          'An ATAS certificate, if your course requires one.',
        ],
      },
      {
        type: 'p',
        text: 'The official source is the [Student visa guidance on GOV.UK](https://www.gov.uk/student-visa); read it for your own circumstances, as requirements can change. We check documents and timelines with every student we advise, but the decision is always UKVI’s. [Book a visa consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UK Student visa step by step: CAS, funds and IHS',
      metaDescription:
        'The order of a UK Student visa application from outside the UK, from CAS to decision, and the documents Indian students should prepare.',
      metaKeywords: 'UK student visa, CAS, Immigration Health Surcharge, UK visa documents, student visa India',
    },
    trending: true,
  },
  {
    title: 'Financial evidence for a UK Student visa: the 28-day rule explained',
    date: '2025-06-17',
    category: VISAS,
    description:
      'Most refusals we hear about involve money, not marks. How to show funds for a UK Student visa and the timing mistakes that catch families out.',
    image: scene('city-skyline', 2, 'A bank building façade on a busy city street'),
    body: [
      {
        type: 'p',
        text: 'Unless you are exempt, you must show that you can pay your outstanding course fees and a set amount for living costs. The money must be held for a continuous period, and the evidence must be recent. Small slips in timing are a common cause of trouble.',
      },
      { type: 'h2', text: 'The basic rule' },
      {
        type: 'p',
        text: 'The funds must usually be held for at least 28 consecutive days, and the end of that period must fall within 31 days before the date you apply. If the balance dips below the required amount on any one of those days, the 28 days start again.',
      },
      {
        type: 'image',
        image: scene('books', -12, 'Bank statements and a calendar with 28 days marked in a row'),
      },
      { type: 'h2', text: 'Practical points' },
      {
        type: 'ul',
        items: [
          'Accounts in a parent’s name can usually be used, with proof of the relationship and the parent’s consent.',
          'An education loan letter from a government or regulated lender can be used in many cases.',
          'Statements must show your name or your parent’s name, the account number, the bank’s details and the balance.',
          'Fees already paid to your university can often be deducted, if your CAS shows them.',
          'The required monthly living amount is higher if you study in London.',
        ],
      },
      { type: 'h2', text: 'Check before you apply' },
      {
        type: 'p',
        text: 'The amounts and the rules on which documents are accepted are set out in the official [Student visa guidance](https://www.gov.uk/student-visa), and they change from time to time. Check them on the day you plan your application, not months earlier. If you want a second pair of eyes on your statements, [talk to our visa team](/contact).',
      },
    ],
    seo: {
      metaTitle: 'UK Student visa financial evidence and the 28-day rule',
      metaDescription:
        'How to show funds for a UK Student visa: the 28-day rule, parents’ accounts, loan letters and the timing slips to avoid.',
      metaKeywords: 'UK student visa funds, 28-day rule, financial evidence, maintenance funds UK, loan letter visa',
    },
    trending: false,
  },
  {
    title: 'Finding student accommodation: halls, private studios and what to sign',
    date: '2025-05-13',
    category: VISAS,
    description:
      'University halls, private student buildings or a shared house: the choices for international students, the right time to book, and the contract clauses to read.',
    image: scene('city-skyline', 18, 'A modern student residence with lit windows in the evening', 'Accommodation'),
    body: [
      {
        type: 'p',
        text: 'Accommodation is the second-largest cost of studying abroad, and the choice shapes a student’s first year. Most international students arriving for the first time choose university halls or a private student building; shared houses become common from the second year.',
      },
      { type: 'h2', text: 'The main options' },
      {
        type: 'ul',
        items: [
          '**University halls**: rooms managed by the university, bills usually included, often with priority for first-year and international students who apply by a deadline.',
          '**Private student buildings**: purpose-built studios and flats run by private companies, often newer and more expensive.',
          '**Shared houses and flats**: rented from a landlord with friends, usually cheaper but with bills and contracts to manage.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 28, 'A furnished student bedroom with a desk, shelf and window'),
      },
      { type: 'h2', text: 'Before you sign' },
      {
        type: 'ol',
        items: [
          'Check the contract length; a 51-week contract costs much more than a 40-week one.',
          'Find out what is included: heating, electricity, internet, contents insurance.',
          'Ask how the deposit is protected and when it is returned.',
          'Check the cancellation terms if your visa is delayed or refused.',
          'Never pay money to someone you have not verified, and be wary of listings that seem unusually cheap.',
        ],
      },
      {
        type: 'p',
        text: 'Book as soon as you accept an offer; good rooms near campus go early. Our [study essentials service](/study-essentials) helps students compare options, and you can [ask us](/contact) to look over a contract before you sign it.',
      },
    ],
    seo: {
      metaTitle: 'Student accommodation abroad: halls, studios and contracts',
      metaDescription:
        'University halls, private student buildings and shared houses compared, with the contract clauses to check before you sign.',
      metaKeywords: 'student accommodation UK, university halls, private student accommodation, student tenancy',
    },
    trending: false,
  },
  {
    title: 'Your first two weeks in the UK: a practical arrival checklist',
    date: '2025-08-12',
    category: VISAS,
    description:
      'From the airport to your first seminar: the registrations, accounts and small tasks that make the first fortnight smoother for new international students.',
    image: scene('city-skyline', -20, 'An airport arrivals hall with travellers and suitcases', 'Arrival'),
    body: [
      {
        type: 'p',
        text: 'The first two weeks are busy: you will be settling in, registering with the university and meeting hundreds of new people at once. A short list, done in order, keeps the practical side under control.',
      },
      { type: 'h2', text: 'Before you fly' },
      {
        type: 'ul',
        items: [
          'Keep your passport, offer letter, CAS and accommodation details in your hand luggage.',
          'Check how your immigration status will be shown; the UK now uses digital eVisas, and you should be able to access yours in your UKVI account.',
          'Carry enough money in pounds for the first few days, and tell your bank you are travelling.',
        ],
      },
      {
        type: 'image',
        image: scene('campus', -30, 'New students at a welcome fair on a university lawn'),
      },
      { type: 'h2', text: 'In the first fortnight' },
      {
        type: 'ol',
        items: [
          'Complete university registration and any immigration checks your university asks for.',
          'Register with a local doctor (a GP surgery) near where you live.',
          'Open a UK bank account or set up a card that works well in the UK.',
          'Get a UK SIM card and share your new number with family.',
          'Find your department, the library and the student support office before teaching starts.',
        ],
      },
      {
        type: 'p',
        text: 'Rules on immigration documents have changed recently, so read the current [official guidance](https://www.gov.uk/student-visa) before travel. Our students join a pre-departure briefing before they leave; [ask us](/contact) about the next one.',
      },
    ],
    seo: {
      metaTitle: 'Arriving in the UK as a student: a two-week checklist',
      metaDescription:
        'What to carry, how to access your eVisa, and the registrations to complete in your first two weeks as an international student in the UK.',
      metaKeywords:
        'arriving in the UK, international student checklist, eVisa, register with GP, first week university',
    },
    trending: false,
  },
  {
    title: 'Health cover for students abroad: what the IHS and OSHC do and do not cover',
    date: '2026-04-28',
    category: VISAS,
    description:
      'The UK and Australia handle student health care in very different ways. What is included, what is not, and when extra insurance makes sense.',
    image: scene('laboratory', 32, 'A calm clinic waiting room with chairs and a reception desk'),
    body: [
      {
        type: 'p',
        text: 'Families often ask whether a student needs separate health insurance. The answer depends on the country, and on what else you want covered, such as travel, belongings or the cost of flying home in an emergency.',
      },
      { type: 'h2', text: 'The UK: the Immigration Health Surcharge' },
      {
        type: 'p',
        text: 'Most Student visa applicants pay the Immigration Health Surcharge as part of their application. It gives access to the National Health Service on broadly the same basis as UK residents. Some treatments, prescriptions in England and dental care can still involve charges.',
      },
      { type: 'h2', text: 'Australia: Overseas Student Health Cover' },
      {
        type: 'p',
        text: 'Students in Australia must hold Overseas Student Health Cover for the length of their visa, bought from an approved insurer. Policies differ in what they include, so compare them rather than taking the first one offered.',
      },
      {
        type: 'image',
        image: scene('globe', -36, 'A globe next to a first-aid kit and an insurance folder'),
      },
      { type: 'h2', text: 'When extra insurance helps' },
      {
        type: 'ul',
        items: [
          'Travel insurance for flights, delays and lost luggage.',
          'Contents insurance for a laptop, phone and belongings in your room.',
          'Cover for emergency travel home, which the NHS does not provide.',
        ],
      },
      {
        type: 'p',
        text: 'Check current fees and rules on the official [UK Student visa pages](https://www.gov.uk/student-visa) and the equivalent Australian government pages. Insurance is one of our [study essentials](/study-essentials), and [we can help you compare policies](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Student health cover: the IHS, the NHS and OSHC',
      metaDescription:
        'How the Immigration Health Surcharge and Overseas Student Health Cover work, what they leave out, and when extra insurance makes sense.',
      metaKeywords: 'Immigration Health Surcharge, OSHC, student health insurance, NHS international students',
    },
    trending: false,
  },
  {
    title: 'Part-time work and the Graduate Route: what UK students can plan for',
    date: '2026-06-09',
    category: VISAS,
    description:
      'Working during your studies can help with living costs but will not pay for a degree. The conditions to check, and what to know about staying on after graduation.',
    image: scene('city-skyline', 10, 'A café counter in a university town with a help-wanted notice'),
    body: [
      {
        type: 'p',
        text: 'Many students work part-time while they study, and it can be valuable experience. But the hours are limited, and a budget that depends on earnings from a job you have not yet found is risky. Plan to fund your studies from savings, loans or scholarships, and treat work as extra.',
      },
      { type: 'h2', text: 'Working while you study' },
      {
        type: 'ul',
        items: [
          'Degree-level students are usually allowed to work up to 20 hours a week during term time; your exact limit is shown in your visa conditions.',
          'Full-time work is usually allowed during official university vacations.',
          'Some kinds of work, such as self-employment, are not allowed on a Student visa.',
          'Breaking the conditions can affect your visa and future applications, so check before you accept a job.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', -26, 'A careers adviser talking with a student about a CV'),
      },
      { type: 'h2', text: 'After graduation: the Graduate Route' },
      {
        type: 'p',
        text: 'The Graduate Route lets eligible students stay in the UK to work or look for work after completing a degree. The government has announced changes to its length, so check the current rules on the [official Student visa and Graduate pages](https://www.gov.uk/student-visa) for the year you will graduate rather than relying on older articles.',
      },
      {
        type: 'p',
        text: 'Your university’s careers service is the best place to start looking for work. We also help students plan internships and CVs as part of [profile building](/study-abroad/mentorship-programme); [get in touch](/contact) to find out more.',
      },
    ],
    seo: {
      metaTitle: 'Part-time work and the Graduate Route in the UK',
      metaDescription:
        'Term-time work limits for UK Student visa holders, the kinds of work not allowed, and what to check about the Graduate Route.',
      metaKeywords: 'part-time work UK student, 20 hours term time, Graduate Route, post-study work UK',
    },
    trending: false,
  },

  // ——— Boarding & Summer Schools ———
  {
    title: 'Choosing a UK boarding school: the process in six steps',
    date: '2026-01-29',
    category: SCHOOLS,
    description:
      'From a first conversation to the day your child arrives: how families move from a long list of schools to a confident choice, with a shortlist of three to five.',
    image: scene('campus', 4, 'A historic boarding school building with playing fields in front', 'Boarding schools'),
    body: [
      {
        type: 'p',
        text: 'There are hundreds of independent boarding schools in the UK, and they vary in size, character, subjects, sport and cost. Parents we work with rarely need more information; they need a way to narrow it down to the few schools that suit their child.',
      },
      { type: 'h2', text: 'The six steps' },
      {
        type: 'ol',
        items: [
          '**Understand your child**: academic level, interests, personality, and how they feel about boarding.',
          '**Set the practical frame**: budget, entry year, full or weekly boarding, and preferred regions.',
          '**Build a shortlist of three to five schools** that fit, with a reason for each one.',
          '**Prepare for assessments**: entrance tests, interviews and sometimes an online assessment.',
          '**Visit or meet the schools**, in person or online, and ask the same questions at each.',
          '**Accept an offer and plan arrival**: guardianship, visa where needed, uniform and travel.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 20, 'A small class of pupils working with a teacher in a bright classroom'),
      },
      { type: 'h2', text: 'Questions to ask every school' },
      {
        type: 'ul',
        items: [
          'How many international boarders are there, and from how many countries?',
          'What happens at weekends, and who looks after boarders who stay?',
          'How does the school support pupils whose first language is not English?',
          'What are the total annual costs, including extras?',
        ],
      },
      {
        type: 'p',
        text: 'Entry points are usually at 11, 13 and 16, and good schools fill early. Read about our [international school service](/international-school) or [book a parent consultation](/contact).',
      },
    ],
    seo: {
      metaTitle: 'Choosing a UK boarding school in six steps',
      metaDescription:
        'How families choose a UK boarding school: understanding the child, a shortlist of three to five schools, assessments, visits and offers.',
      metaKeywords:
        'UK boarding school, boarding school admission, international boarding school, boarding school shortlist',
    },
    trending: true,
  },
  {
    title: 'Educational guardians and host families: what parents should ask',
    date: '2025-11-06',
    category: SCHOOLS,
    description:
      'Most UK boarding schools require international pupils to have a guardian in the UK. What a guardian does, how host families work and how to choose well.',
    image: scene('city-skyline', -8, 'A quiet residential street with family homes and trees'),
    body: [
      {
        type: 'p',
        text: 'When a child boards thousands of kilometres from home, someone in the UK must be able to act for the parents: collecting the child at half-term, attending a parents’ meeting, or responding quickly if the child is unwell. Most schools ask international families to appoint an educational guardian for this reason.',
      },
      { type: 'h2', text: 'What a guardian does' },
      {
        type: 'ul',
        items: [
          'Acts as the school’s contact in the UK on the parents’ behalf.',
          'Arranges travel and accommodation at exeats, half-terms and short holidays.',
          'Provides a host family for those stays, checked and visited by the guardianship organisation.',
          'Attends meetings, reads reports and keeps parents informed.',
          'Responds in emergencies at any time of day.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 12, 'A host family kitchen table laid for a meal'),
      },
      { type: 'h2', text: 'Questions to ask a guardianship provider' },
      {
        type: 'ol',
        items: [
          'How are host families selected, checked and visited?',
          'Who is my child’s named contact, and how quickly do they respond?',
          'What is included in the fee, and what is charged as extra?',
          'Is the organisation accredited or inspected by an independent body?',
        ],
      },
      {
        type: 'p',
        text: 'A guardian is as important as the school itself. We help families compare guardianship options as part of our [international school service](/international-school); [contact us](/contact) to talk it through.',
      },
    ],
    seo: {
      metaTitle: 'Educational guardians and host families in the UK',
      metaDescription:
        'What an educational guardian does for a boarding pupil, how host families work, and the questions parents should ask before choosing.',
      metaKeywords: 'educational guardian UK, host family, boarding school guardianship, international pupils UK',
    },
    trending: false,
  },
  {
    title: 'The one-year GCSE programme: is it right for a 15- or 16-year-old?',
    date: '2026-05-19',
    category: SCHOOLS,
    description:
      'Some UK boarding schools offer intensive one-year GCSE courses for international pupils aged 15 to 16. Who they suit, what the year looks like, and what comes next.',
    image: scene('classroom', -40, 'Teenage pupils in school uniform working at desks'),
    body: [
      {
        type: 'p',
        text: 'In the UK, GCSEs are normally studied over two years, from age 14 to 16. A one-year GCSE programme compresses a smaller set of subjects into a single year for pupils aged 15 to 16 who are joining the British system late and want to go on to A levels or another sixth-form programme.',
      },
      { type: 'h2', text: 'Who it suits' },
      {
        type: 'ul',
        items: [
          'Pupils with a strong academic record who can manage an intensive pace.',
          'Pupils whose English is good enough to study every subject in it from the first week.',
          'Families planning for a UK sixth form and, later, a UK university.',
        ],
      },
      {
        type: 'image',
        image: scene('library', 34, 'A school library with pupils revising in small groups'),
      },
      { type: 'h2', text: 'What the year looks like' },
      {
        type: 'p',
        text: 'Pupils usually take a reduced number of subjects, often including English, mathematics and sciences, with extra English support. Classes are small, and the timetable is full. Progression to the school’s sixth form normally depends on the GCSE results, so ask each school what grades it expects.',
      },
      {
        type: 'p',
        text: 'It is a demanding year, and the right choice for some pupils rather than all. Read more on our [international school page](/international-school), or [book a consultation](/contact) with our boarding schools advisor.',
      },
    ],
    seo: {},
    trending: false,
  },
  {
    title: 'Summer schools at UK universities: choosing a two- to six-week programme',
    date: '2025-02-11',
    category: SCHOOLS,
    description:
      'Summer programmes give teenagers a taste of university study and life in the UK. How to choose between academic, subject-focused and mixed programmes.',
    image: scene('campus', 26, 'Students walking across a sunny university courtyard in summer', 'Summer school'),
    body: [
      {
        type: 'p',
        text: 'A summer school is often a student’s first experience of studying abroad. Most programmes run for two to six weeks in July and August, on university campuses, with classes in the day and activities and trips in the evenings and at weekends.',
      },
      { type: 'h2', text: 'Kinds of programme' },
      {
        type: 'ul',
        items: [
          '**Academic taster programmes** introducing university-style lectures and seminars in a chosen subject.',
          '**Subject-focused courses** in areas such as medicine, law, engineering, business or creative writing.',
          '**English and culture programmes** combining language classes with visits.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 38, 'A summer school seminar with students discussing around a table'),
      },
      { type: 'h2', text: 'How to choose' },
      {
        type: 'ol',
        items: [
          'Decide what your child wants from the summer: a subject to explore, English practice, or independence.',
          'Check the age range; many programmes have separate groups for younger and older teenagers.',
          'Look at supervision arrangements and the ratio of staff to students.',
          'Compare what the fee includes: accommodation, meals, trips and airport transfers.',
        ],
      },
      {
        type: 'p',
        text: 'A summer school does not affect university admission decisions directly, but it can help a student decide what to study and give them real experiences to write about later. Application deadlines are usually in April; see our [summer school page](/summer-school) or [ask us](/contact) about this year’s options.',
      },
    ],
    seo: {
      metaTitle: 'Choosing a UK university summer school',
      metaDescription:
        'Academic, subject-focused and English summer programmes at UK universities: how to choose a two- to six-week summer school.',
      metaKeywords:
        'summer school UK, university summer programme, summer school for teenagers, academic summer school',
    },
    trending: true,
  },
  {
    title: 'Preparing your child for the first term at boarding school',
    date: '2026-03-05',
    category: SCHOOLS,
    description:
      'Packing lists matter less than conversations. How parents can prepare a child for boarding, handle homesickness and agree on how to stay in touch.',
    image: scene('campus', -16, 'A boarding house with ivy-covered walls and a gravel drive'),
    body: [
      {
        type: 'p',
        text: 'The weeks before a child leaves for boarding school are full of uniform fittings and name labels. The preparation that matters most, though, happens in conversation: what the days will look like, whom to go to with a problem, and how the family will stay in touch.',
      },
      { type: 'h2', text: 'Before the first day' },
      {
        type: 'ul',
        items: [
          'Read the boarding house handbook together and talk through a typical day.',
          'Practise everyday independence: laundry, managing pocket money, organising a timetable.',
          'Agree a simple call schedule, and check the school’s rules on phones.',
          'Save the numbers of the housemaster or housemistress, the matron and your guardian.',
        ],
      },
      {
        type: 'image',
        image: scene('classroom', 8, 'A boarding house common room with sofas, books and a board game'),
      },
      { type: 'h2', text: 'Homesickness is normal' },
      {
        type: 'p',
        text: 'Most boarders feel homesick at some point, often in the third or fourth week when the novelty fades. Schools expect this and have staff trained to help. Listen, reassure, and encourage your child to join one activity or club; resist the urge to solve everything from home.',
      },
      {
        type: 'p',
        text: 'If something does not feel right, talk to the house staff first and your guardian second. Our [international school service](/international-school) stays in touch with families through the first term; [contact us](/contact) if you would like support.',
      },
    ],
    seo: {
      metaTitle: 'Preparing a child for boarding school',
      metaDescription:
        'Practical preparation, staying in touch and handling homesickness: how parents can help a child through the first term at boarding school.',
      metaKeywords:
        'preparing for boarding school, boarding homesickness, first term boarding, boarding school parents',
    },
    trending: false,
  },
  {
    title: 'Summer school applications: meeting the April deadlines',
    date: '2025-03-20',
    category: SCHOOLS,
    description:
      'Most UK summer programmes close their applications in spring. A short plan covering documents, references, visas and flights so that nothing is left to May.',
    image: scene('library', 4, 'A teenager filling in an online application at a desk at home'),
    body: [
      {
        type: 'p',
        text: 'Summer programmes feel far away in January, but most popular courses close applications in April, and some fill their places earlier. Families who start in February have the widest choice.',
      },
      { type: 'h2', text: 'What you will usually need' },
      {
        type: 'ul',
        items: [
          'The online application form, with subject and session choices.',
          'Recent school reports or mark sheets.',
          'A short personal statement or answers to a few questions about motivation.',
          'A teacher’s reference for some academic programmes.',
          'Evidence of English level, if the programme asks for it.',
        ],
      },
      {
        type: 'image',
        image: scene('graduation', 22, 'Students holding certificates at the end of a summer programme'),
      },
      { type: 'h2', text: 'After the offer' },
      {
        type: 'ol',
        items: [
          'Pay the deposit to secure the place.',
          'Check whether your child needs a visa for a short course, and apply in good time if so.',
          'Book flights that match the programme’s arrival and transfer times.',
          'Complete medical and consent forms and share them with the programme.',
        ],
      },
      {
        type: 'p',
        text: 'Visa requirements for short study depend on nationality and length of stay, so check the current official guidance for your child. See our [summer school page](/summer-school) for this year’s programmes, or [ask us](/contact) to help with the application.',
      },
    ],
    seo: {
      metaTitle: 'Summer school applications and April deadlines',
      metaDescription:
        'The documents, references and visa checks for UK summer school applications, and why starting in February gives the widest choice.',
      metaKeywords: 'summer school application, summer school deadline April, UK summer programme, short course visa',
    },
    trending: false,
  },
]
