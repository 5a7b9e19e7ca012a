import type { SeedTestimonial } from './types'

// Demo testimonials from invented students and parents. Taglines never name a real university.

const video = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Ananya Sharma',
    shortTagline: 'MSc Finance, Russell Group university, 2025',
    image: { art: { kind: 'portrait', initials: 'AS', hue: 12 }, alt: 'Portrait of Ananya Sharma' },
    message:
      'I came to Brighter Bridge with a commerce degree, two years in an audit firm and a list of twenty universities I had found online. My counsellor asked me what I actually wanted to do after the master’s, and that one question cut my list to six. She made me rewrite my statement of purpose four times, each time with fewer adjectives and more detail about the work I had done on real audits. I applied in November, had three offers by February, and chose the one with the strongest link to the firms I wanted to work for. The visa team checked my bank statements line by line and spotted a date problem I would have missed. I am now in my first graduate job in London.',
    successStory: true,
    order: 1,
  },
  {
    name: 'Rajesh Gupta',
    shortTagline: 'Parent of a Year 11 boarder in England',
    videoUrl: video('Kt4wNp8Rz2Q'),
    message:
      'We had never considered boarding school until our son’s teacher suggested it. Brighter Bridge helped us understand what we were looking for before we looked at a single school. They gave us a shortlist of four, prepared him for the interviews, and found a guardian family who have been wonderful. When he was homesick in his first term, they called us before we called them. He is now settled, happy and doing well in his GCSE year.',
    successStory: true,
    order: 2,
  },
  {
    name: 'Kabir Malhotra',
    shortTagline: 'BSc Computer Science, UK, 2026 entry',
    image: { art: { kind: 'portrait', initials: 'KM', hue: -24 }, alt: 'Portrait of Kabir Malhotra' },
    message:
      'I joined the mentorship programme in Class 11 without much of a plan. Over the year I had twelve sessions with my mentor, and each one ended with one concrete task: enter a programming competition, build a small app for my school library, read a particular book about algorithms. By the time I wrote my UCAS personal statement, I had real things to say in every section instead of general sentences about loving technology. My mentor also helped my school write a reference that explained our grading system. I received offers from four of my five choices, and I start my degree in September. My parents say the best part was that nobody ever wrote anything for me; they just kept asking better questions.',
    successStory: true,
    order: 3,
  },
  {
    name: 'Fatima Siddiqui',
    shortTagline: 'PhD in Public Health, UK, Commonwealth Scholar',
    videoUrl: video('hM3vXq9LcT0'),
    message:
      'Applying for a funded PhD felt impossible from a district hospital in Uttar Pradesh. The founder of Brighter Bridge read my first research proposal and told me honestly that it was three PhDs, not one. We narrowed it to a single question about maternal health services that I knew from my own work. She showed me how to write a short email to potential supervisors, and one of them replied within a week. The team also helped me prepare for the scholarship interview with two practice panels, which were harder than the real one. The scholarship decision was not theirs to make, and they never pretended otherwise, but I would not have applied as well without them.',
    successStory: true,
    order: 4,
  },
  {
    name: 'Ishaan Verma',
    shortTagline: 'Summer school in engineering, age 16',
    image: { art: { kind: 'portrait', initials: 'IV', hue: 30 }, alt: 'Portrait of Ishaan Verma' },
    message:
      'Three weeks of engineering at a UK university in July taught me more about what I want to study than two years of reading about it. Thank you for helping with the application and the visa.',
    successStory: false,
    order: 5,
  },
  {
    name: 'Sunita Rao',
    shortTagline: 'Parent of an MSc student in Ireland',
    image: { art: { kind: 'portrait', initials: 'SR', hue: -4 }, alt: 'Portrait of Sunita Rao' },
    message:
      'As a parent, what I valued most was that they spoke to me as well as to my daughter. They explained the costs honestly, including the rent in Dublin, which was higher than we had expected. When she was choosing between two offers, they sat with both of us and compared the total cost and the course content side by side. They never pushed us towards one option. She is now halfway through her master’s and already has an internship.',
    successStory: false,
    order: 6,
  },
  {
    name: 'Nikhil Bansal',
    shortTagline: 'MSc Data Analytics, Ireland, 2025',
    videoUrl: video('Zr8pW2dYk5E'),
    message:
      'I had a low score in my second year of engineering and assumed it would rule me out. My counsellor helped me explain it honestly in my statement and pointed me to courses that looked at my final-year projects as well. I applied early, had two offers by January, and the visa process went smoothly because we prepared every document a month ahead.',
    successStory: false,
    order: 7,
  },
  {
    name: 'Aditi Menon',
    shortTagline: 'Chevening Scholar, MA Public Policy, 2026–27',
    image: { art: { kind: 'portrait', initials: 'AM', hue: 20 }, alt: 'Portrait of Aditi Menon' },
    message:
      'I had applied for Chevening once before on my own and was not shortlisted. The second time I worked with Brighter Bridge from July. They did not write a single word of my essays, but they asked questions until I found the right examples: a water project in my district that I had coordinated, and the people I had brought together to make it work. My leadership essay went through six drafts. They also helped me choose three courses that genuinely fitted my career plan, and ran two mock interviews with people I had never met. I still remember the moment I read the email. I know many excellent applicants are not selected, and I am grateful to everyone who helped me prepare as well as I could.',
    successStory: true,
    order: 8,
  },
  {
    name: 'Rohan Kapoor',
    shortTagline: 'One-year MBA, UK, 2026',
    image: { art: { kind: 'portrait', initials: 'RK', hue: -36 }, alt: 'Portrait of Rohan Kapoor' },
    message:
      'Clear advice, quick replies and no pressure. They helped me compare MBA programmes by cost and outcomes rather than by brochure, and my essays were far sharper after their feedback.',
    successStory: false,
    order: 9,
  },
  {
    name: 'Meenakshi Iyer',
    shortTagline: 'Parent of a one-year GCSE student',
    videoUrl: video('nQ6tJb1VsHu'),
    message:
      'Our daughter was fifteen when we decided she should finish school in the UK. We did not know that a one-year GCSE programme existed until Brighter Bridge explained it to us, along with its demands. They were honest that it would be an intense year and asked to speak with her alone to make sure she wanted it too. They shortlisted three schools, prepared her for the entrance tests, and helped us choose a guardian. The first month was hard, and they stayed in touch with us every week. She completed her GCSEs with good grades and has moved into the sixth form at the same school. As parents we felt informed at every step, never rushed.',
    successStory: true,
    order: 10,
  },
  {
    name: 'Dr Sameer Qureshi',
    shortTagline: 'Postdoctoral researcher, journal publication support',
    image: { art: { kind: 'portrait', initials: 'SQ', hue: 6 }, alt: 'Portrait of Dr Sameer Qureshi' },
    message:
      'My first paper from my doctoral work had been desk-rejected twice, and I could not see why. The research support team read it with fresh eyes and found the real problem: the journals I had chosen did not publish the kind of methods I used. They suggested a shortlist of three journals that fitted, and their proofreading rounds tightened the argument without changing my findings. The plagiarism report also picked up two paraphrased passages from my own literature review that I had forgotten to cite properly. The paper was accepted after one round of minor revisions. Everything was handled confidentially and on the timeline they promised.',
    successStory: true,
    order: 11,
  },
  {
    name: 'Tanvi Joshi',
    shortTagline: 'Bachelor of Business, Australia, July 2026 intake',
    image: { art: { kind: 'portrait', initials: 'TJ', hue: 38 }, alt: 'Portrait of Tanvi Joshi' },
    message:
      'I finished Class 12 in March and wanted to start university the same year, so the July intake in Australia made sense. The team explained the genuine student questions in the visa application and helped me write my answers in my own words. They also told me to book accommodation early, which was good advice. The whole process took four months and I always knew what the next step was.',
    successStory: false,
    order: 12,
  },
  {
    name: 'Vikram Sethi',
    shortTagline: 'Parent of an undergraduate in Dubai',
    videoUrl: video('Fw0yLc7GmP3'),
    message:
      'They checked every detail of the Dubai campus for us: who awards the degree, the licence, and the transfer options. That gave us the confidence to say yes. Our son is very happy there.',
    successStory: false,
    order: 13,
  },
  {
    name: 'Zara Thomas',
    shortTagline: 'MA Education, UK, 2026',
    image: { art: { kind: 'portrait', initials: 'ZT', hue: -14 }, alt: 'Portrait of Zara Thomas' },
    message:
      'I had been teaching for six years and almost talked myself out of a master’s because I thought I had been away from study too long. My counsellor showed me that my classroom experience was exactly what the courses wanted to read about. We planned my statement around a reading programme I had started at my school, and she helped me ask my principal for a reference that described it properly. I was offered a university bursary on top of my place. The loan paperwork and the visa were the parts I feared most, and both were explained step by step. Six months later, I am writing my dissertation on the same reading programme.',
    successStory: true,
    order: 14,
  },
]
