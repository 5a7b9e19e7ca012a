import type { SeedTeamMember } from './types'

// Demo team. Invented people; university names are deliberately generic.

export const team: SeedTeamMember[] = [
  {
    name: 'Dr Meera Raghavan',
    designation: 'Founder & Director',
    image: {
      art: { kind: 'portrait', initials: 'MR', hue: -8 },
      alt: 'Portrait of Dr Meera Raghavan, Founder and Director',
    },
    linkedUrl: 'https://www.linkedin.com/in/meera-raghavan-example',
    qualifications: [
      'PhD in Education, UK university',
      'University lecturer in international education for over 15 years',
      'Has supervised more than 40 international master’s and doctoral students',
      'Postgraduate Certificate in Higher Education teaching',
      'MA in English Literature',
    ],
    order: 1,
  },
  {
    name: 'Daniel Okafor',
    designation: 'Senior Admissions Counsellor',
    image: {
      art: { kind: 'portrait', initials: 'DO', hue: 24 },
      alt: 'Portrait of Daniel Okafor, Senior Admissions Counsellor',
    },
    linkedUrl: 'https://www.linkedin.com/in/daniel-okafor-example',
    qualifications: [
      'MSc Higher Education Management',
      'Former international admissions officer at a UK university',
      'Ten years of UCAS and postgraduate application advice',
      'Certificate in careers guidance',
    ],
    order: 2,
  },
  {
    name: 'Priya Venkatesan',
    designation: 'Visa & Compliance Lead',
    image: {
      art: { kind: 'portrait', initials: 'PV', hue: 36 },
      alt: 'Portrait of Priya Venkatesan, Visa and Compliance Lead',
    },
    linkedUrl: 'https://www.linkedin.com/in/priya-venkatesan-example',
    qualifications: [
      'LLM in International Law',
      'Eight years advising students on UK, Irish and Australian study visas',
      'Trained in student immigration compliance for education providers',
    ],
    order: 3,
  },
  {
    name: 'Dr Thomas Whitfield',
    designation: 'Research Support Lead',
    image: {
      art: { kind: 'portrait', initials: 'TW', hue: -30 },
      alt: 'Portrait of Dr Thomas Whitfield, Research Support Lead',
    },
    linkedUrl: 'https://www.linkedin.com/in/thomas-whitfield-example',
    qualifications: [
      'PhD in Environmental Science',
      'Peer reviewer for several international journals',
      'Twelve years of academic editing and thesis support',
      'Trainer in research ethics and reference management',
    ],
    order: 4,
  },
  {
    name: 'Catherine Lowe',
    designation: 'Boarding Schools Advisor',
    image: {
      art: { kind: 'portrait', initials: 'CL', hue: 14 },
      alt: 'Portrait of Catherine Lowe, Boarding Schools Advisor',
    },
    qualifications: [
      'PGCE in Secondary Education',
      'Former housemistress at an independent boarding school in England',
      'Fifteen years of experience with international boarders and their families',
      'Safeguarding training for education settings',
    ],
    order: 5,
  },
  {
    name: 'Arjun Khanna',
    designation: 'Student Success Manager',
    image: {
      art: { kind: 'portrait', initials: 'AK', hue: -20 },
      alt: 'Portrait of Arjun Khanna, Student Success Manager',
    },
    linkedUrl: 'https://www.linkedin.com/in/arjun-khanna-example',
    qualifications: [
      'MSc International Management, Russell Group university',
      'Former international student in the UK',
      'Mentor to more than 200 students through applications and their first year abroad',
      'Certificate in student wellbeing and mental health first aid',
    ],
    order: 6,
  },
]
