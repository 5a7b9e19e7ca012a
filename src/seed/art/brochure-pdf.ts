// The consultancy's four-page A4 brochure: cover; who we are; what we do; how we work with the contact details.

import {
  A4,
  accent,
  brand,
  bullets,
  CONTENT_WIDTH,
  eyebrow,
  footer,
  heading,
  ink,
  MARGIN,
  muted,
  newDocument,
  panel,
  paragraph,
  subheading,
  textHeight,
  tint,
  toBuffer,
  withoutPageBreak,
  type Doc,
  type PdfOptions,
} from './pdf-layout'

export type BrochureInput = {
  name: string
  tagline: string
  phones: string[]
  emails: string[]
  address: string
  website: string
}

/** A stylised bridge: an arch over a deck with hangers, in white at low opacity. */
function bridge(doc: Doc, top: number, bottom: number): void {
  const left = MARGIN - 20
  const right = A4.width - MARGIN + 20
  const mid = (left + right) / 2
  doc.save()
  doc.strokeColor('#FFFFFF').lineWidth(2.2).strokeOpacity(0.55)
  doc
    .moveTo(left, bottom)
    .quadraticCurveTo(mid, top - (bottom - top) * 0.9, right, bottom)
    .stroke()
  doc
    .lineWidth(3)
    .strokeOpacity(0.8)
    .moveTo(left - 40, bottom)
    .lineTo(right + 40, bottom)
    .stroke()
  doc.lineWidth(1).strokeOpacity(0.35)
  for (let i = 1; i < 16; i++) {
    const t = i / 16
    const x = left + (right - left) * t
    const y = (1 - t) * (1 - t) * bottom + 2 * (1 - t) * t * (top - (bottom - top) * 0.9) + t * t * bottom
    doc.moveTo(x, y).lineTo(x, bottom).stroke()
  }
  doc.restore()
  doc
    .save()
    .fillColor(accent)
    .fillOpacity(0.95)
    .circle(mid, top + 6, 9)
    .fill()
    .restore()
}

function cover(doc: Doc, input: BrochureInput): void {
  const band = 500
  doc.rect(0, 0, A4.width, band).fill(brand)
  doc.save().fillColor('#FFFFFF').fillOpacity(0.07)
  doc.circle(A4.width - 40, 60, 170).fill()
  doc.circle(40, band - 20, 120).fill()
  doc.restore()
  eyebrow(doc, 'Study abroad guidance', MARGIN, 70, tint)
  doc
    .font('Helvetica-Bold')
    .fontSize(38)
    .fillColor('#FFFFFF')
    .text(input.name, MARGIN, 104, { width: CONTENT_WIDTH, lineGap: 2 })
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(16).fillColor(tint).text(input.tagline, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.rect(MARGIN, doc.y + 14, 48, 4).fill(accent)
  bridge(doc, 330, 460)

  doc.y = band + 44
  doc
    .font('Helvetica-Bold')
    .fontSize(17)
    .fillColor(ink)
    .text('Guidance for students and parents, from the first idea to the first term abroad.', MARGIN, doc.y, {
      width: CONTENT_WIDTH,
      lineGap: 3,
    })
  doc.moveDown(0.6)
  paragraph(
    doc,
    'Choosing where and what to study abroad is one of the biggest decisions a family makes. We help you make it calmly, with clear information, honest advice and a plan that shows every step, document and deadline.',
  )
  const cols = ['Universities abroad', 'Boarding schools', 'Summer schools']
  const colW = (CONTENT_WIDTH - 24) / 3
  const y = doc.y + 8
  cols.forEach((label, i) => {
    const x = MARGIN + i * (colW + 12)
    panel(doc, x, y, colW, 44)
    doc.rect(x, y, 4, 44).fill(brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(ink)
      .text(label, x + 16, y + 16, { width: colW - 24, lineBreak: false })
  })
  const contact = [input.website, input.phones[0], input.emails[0]].filter(Boolean).join('   ·   ')
  withoutPageBreak(doc, () => {
    doc
      .moveTo(MARGIN, A4.height - 78)
      .lineTo(A4.width - MARGIN, A4.height - 78)
      .lineWidth(0.5)
      .strokeColor('#D9D9E3')
      .stroke()
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(muted)
      .text(contact, MARGIN, A4.height - 62, { width: CONTENT_WIDTH, align: 'center', lineBreak: false })
  })
}

function whoWeAre(doc: Doc, input: BrochureInput): void {
  doc.addPage()
  eyebrow(doc, 'Who we are', MARGIN, MARGIN + 8)
  heading(doc, 'Academic experience, personal care')
  paragraph(
    doc,
    `${input.name} helps students plan and complete their studies abroad, and helps the parents beside them feel sure of every step.`,
  )
  paragraph(
    doc,
    'We were founded by an academic: a university lecturer with a doctorate who has spent years teaching and supervising international students. That experience shapes how we work. We know what admissions tutors look for, what a strong personal statement sounds like, and how daunting the first weeks in a new country can feel.',
  )
  paragraph(
    doc,
    'We collaborate with an established education consultancy in Hong Kong. The partnership widens our knowledge of universities and schools around the world and gives our students more routes to consider.',
  )
  // Pull quote.
  const quote =
    'Nobody can honestly promise an offer or a visa. What we do promise is careful, honest work: the right shortlist, complete applications sent on time, and answers to every question along the way.'
  const qh = textHeight(doc, quote, CONTENT_WIDTH - 44, 12, 'Helvetica-Oblique', 4) + 32
  const qy = doc.y + 6
  panel(doc, MARGIN, qy, CONTENT_WIDTH, qh)
  doc.rect(MARGIN, qy, 5, qh).fill(accent)
  doc
    .font('Helvetica-Oblique')
    .fontSize(12)
    .fillColor(ink)
    .text(quote, MARGIN + 26, qy + 16, { width: CONTENT_WIDTH - 44, lineGap: 4 })
  doc.y = qy + qh + 30

  subheading(doc, 'What families can expect from us')
  doc.moveDown(0.3)
  const values: Array<[string, string]> = [
    [
      'Honest advice',
      'We recommend courses and universities that fit the student’s goals, grades and budget, and we say so when a plan needs rethinking.',
    ],
    [
      'One counsellor',
      'A named counsellor knows your file and answers your questions, from the first meeting to the first week abroad.',
    ],
    [
      'Parents included',
      'We involve parents in the key decisions and explain costs, timelines and choices in plain terms.',
    ],
  ]
  const gap = 12
  const w = (CONTENT_WIDTH - gap * 2) / 3
  const inner = w - 28
  const h = Math.max(...values.map(([, t]) => textHeight(doc, t, inner, 10, 'Helvetica', 2.8))) + 66
  const y = doc.y
  values.forEach(([title, text], i) => {
    const x = MARGIN + i * (w + gap)
    doc.roundedRect(x, y, w, h, 10).lineWidth(1).strokeColor('#E4E0FA').stroke()
    doc.circle(x + 24, y + 26, 10).fill(tint)
    doc.circle(x + 24, y + 26, 4).fill(brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .fillColor(ink)
      .text(title, x + 14, y + 44, { width: inner, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#4A4A5E')
      .text(text, x + 14, y + 62, { width: inner, lineGap: 2.8 })
  })
  // Where students go.
  const dy = y + h + 28
  const destinations = [
    'United Kingdom',
    'Ireland',
    'Europe',
    'United States',
    'Canada',
    'Australia',
    'New Zealand',
    'Singapore',
    'Hong Kong',
  ]
  doc.y = dy
  subheading(doc, 'Where our students study')
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#4A4A5E')
    .text(
      'We advise on universities and schools in many countries, and help each family weigh cost, course, climate and career prospects.',
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH, lineGap: 2.8 },
    )
  let cx = MARGIN
  let cy = doc.y + 12
  doc.font('Helvetica-Bold').fontSize(9.5)
  for (const place of destinations) {
    const w2 = doc.widthOfString(place) + 24
    if (cx + w2 > MARGIN + CONTENT_WIDTH) {
      cx = MARGIN
      cy += 30
    }
    doc.roundedRect(cx, cy, w2, 22, 11).fill(tint)
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(brand)
      .text(place, cx + 12, cy + 7, { width: w2 - 24, lineBreak: false })
    cx += w2 + 8
  }
  footer(doc, `${input.name}  ·  ${input.website}`, 2)
}

function whatWeDo(doc: Doc, input: BrochureInput): void {
  doc.addPage()
  eyebrow(doc, 'What we do', MARGIN, MARGIN + 8)
  heading(doc, 'Support for every route abroad')
  paragraph(
    doc,
    'Whether you are applying to university, moving to a boarding school or spending a summer abroad, we guide you through each stage and stay with you until you have settled in.',
  )

  // Study abroad: the main service, in two columns.
  const study = [
    'University selection',
    'Course choice',
    'Applications and personal statements',
    'Scholarships',
    'Entrance-test preparation',
    'Visa assistance',
    'Mentorship',
    'Parent counselling',
  ]
  const top = doc.y + 4
  const colW = (CONTENT_WIDTH - 48) / 2
  const studyH = 178
  panel(doc, MARGIN, top, CONTENT_WIDTH, studyH)
  doc.y = top + 18
  subheading(doc, 'Study abroad', MARGIN + 18, CONTENT_WIDTH - 36)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#4A4A5E')
    .text('Undergraduate and postgraduate study, from the first shortlist to the day you fly.', MARGIN + 18, doc.y, {
      width: CONTENT_WIDTH - 36,
    })
  const listTop = doc.y + 10
  doc.y = listTop
  bullets(doc, study.slice(0, 4), MARGIN + 18, colW, 10.5)
  doc.y = listTop
  bullets(doc, study.slice(4), MARGIN + 30 + colW, colW, 10.5)

  // Four further services in a 2×2 grid.
  const cards: Array<{ title: string; text: string; items?: string[] }> = [
    {
      title: 'International boarding schools',
      text: 'Admission to respected boarding schools abroad, with guardianship and carefully chosen host families, so younger students are looked after away from home.',
    },
    {
      title: 'Summer schools',
      text: 'Programmes of 2–6 weeks at universities and schools abroad: a first taste of campus life, new subjects and new friends, often before a full application.',
    },
    {
      title: 'Research support',
      text: 'For master’s and doctoral applicants: finding the right supervisor, shaping a research proposal and writing to academics with confidence.',
    },
    {
      title: 'Study essentials',
      text: 'The practical side of studying abroad, arranged with you:',
      items: ['Education loan guidance', 'Accommodation', 'Health and travel insurance', 'Alumni connection'],
    },
  ]
  const gap = 14
  const w = (CONTENT_WIDTH - gap) / 2
  const inner = w - 32
  const cardH = (card: (typeof cards)[number]) =>
    30 +
    textHeight(doc, card.title, inner, 12, 'Helvetica-Bold', 2) +
    8 +
    textHeight(doc, card.text, inner, 10, 'Helvetica', 2.8) +
    (card.items ? card.items.length * 18 + 8 : 0) +
    16
  let y = top + studyH + gap
  for (let row = 0; row < 2; row++) {
    const pair = cards.slice(row * 2, row * 2 + 2)
    const h = Math.max(...pair.map(cardH))
    pair.forEach((card, i) => {
      const x = MARGIN + i * (w + gap)
      doc.roundedRect(x, y, w, h, 10).lineWidth(1).strokeColor('#E4E0FA').stroke()
      doc.rect(x + 16, y + 16, 28, 3).fill(accent)
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor(ink)
        .text(card.title, x + 16, y + 28, { width: inner, lineGap: 2 })
      doc.moveDown(0.35)
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#4A4A5E')
        .text(card.text, x + 16, doc.y, { width: inner, lineGap: 2.8 })
      if (card.items) {
        doc.moveDown(0.4)
        bullets(doc, card.items, x + 16, inner, 10)
      }
    })
    y += h + gap
  }
  const tests =
    'Entrance tests we help students prepare for: IELTS, TOEFL, PTE, Duolingo English Test, SAT, ACT, GRE and GMAT.'
  const th = textHeight(doc, tests, CONTENT_WIDTH - 48, 10, 'Helvetica', 2.8) + 28
  panel(doc, MARGIN, y + 4, CONTENT_WIDTH, th)
  doc.rect(MARGIN, y + 4, 5, th).fill(brand)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(ink)
    .text(tests, MARGIN + 24, y + 18, { width: CONTENT_WIDTH - 48, lineGap: 2.8 })
  footer(doc, `${input.name}  ·  ${input.website}`, 3)
}

function howWeWork(doc: Doc, input: BrochureInput): void {
  doc.addPage()
  eyebrow(doc, 'How we work', MARGIN, MARGIN + 8)
  heading(doc, 'Seven clear steps')
  const steps: Array<[string, string]> = [
    [
      'A first conversation',
      'An unhurried meeting, at our office or online, to hear the student’s interests and the family’s priorities.',
    ],
    [
      'Profile and shortlist',
      'We review grades, tests and interests, then agree a balanced shortlist of universities or schools.',
    ],
    ['A clear timeline', 'Every deadline, test date and document in one plan, shared with parents.'],
    ['Applications', 'Help with personal statements, references and forms; we check everything before it is sent.'],
    [
      'Offers and funding',
      'We compare offers, costs and scholarships together, and help with education loans where needed.',
    ],
    [
      'Visa and departure',
      'Document checklists, interview practice, accommodation, insurance and a pre-departure briefing.',
    ],
    ['Settling in', 'We keep in touch during the first term and connect students with alumni in their new city.'],
  ]
  const x = MARGIN
  let y = doc.y + 4
  const textX = x + 44
  const textW = CONTENT_WIDTH - 44
  const rowH = steps.map(([, t]) => 22 + textHeight(doc, t, textW, 9.8, 'Helvetica', 2.4) + 10)
  const lineEnd = y + rowH.slice(0, -1).reduce((a, b) => a + b, 0)
  doc
    .moveTo(x + 14, y + 14)
    .lineTo(x + 14, lineEnd + 14)
    .lineWidth(1.5)
    .strokeColor('#D9D3FA')
    .stroke()
  steps.forEach(([title, text], i) => {
    doc.circle(x + 14, y + 14, 14).fill(brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#FFFFFF')
      .text(String(i + 1), x, y + 9, { width: 28, align: 'center', lineBreak: false })
    doc
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .fillColor(ink)
      .text(title, textX, y + 3, { width: textW, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(9.8)
      .fillColor('#4A4A5E')
      .text(text, textX, y + 20, { width: textW, lineGap: 2.4 })
    y += rowH[i] ?? 40
  })

  // Contact panel.
  const ph = 210
  const py = A4.height - MARGIN - 40 - ph
  doc.roundedRect(MARGIN, py, CONTENT_WIDTH, ph, 14).fill(brand)
  doc
    .save()
    .fillColor('#FFFFFF')
    .fillOpacity(0.07)
    .circle(A4.width - MARGIN - 30, py + 30, 90)
    .fill()
    .restore()
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#FFFFFF')
    .text('Talk to us', MARGIN + 24, py + 22, { width: CONTENT_WIDTH - 48, lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(tint)
    .text(
      'Book a first conversation, at our office or online. Bring your questions; parents are very welcome.',
      MARGIN + 24,
      py + 50,
      { width: CONTENT_WIDTH - 48 },
    )
  const colW = (CONTENT_WIDTH - 48 - 20) / 2
  const block = (label: string, lines: string[], bx: number, by: number): number => {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(tint)
      .text(label.toUpperCase(), bx, by, { width: colW, characterSpacing: 1.4, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor('#FFFFFF')
      .text(lines.join('\n'), bx, by + 14, { width: colW, lineGap: 2.5 })
    return doc.y + 12
  }
  const leftX = MARGIN + 24
  const rightX = leftX + colW + 20
  const top = py + 92
  const afterPhones = block('Phone', input.phones, leftX, top)
  block('Email', input.emails, leftX, afterPhones)
  const afterAddress = block('Address', [input.address], rightX, top)
  block('Website', [input.website], rightX, afterAddress)
  doc
    .font('Helvetica')
    .fontSize(8.2)
    .fillColor(muted)
    .text(
      'Admission, scholarship and visa decisions are made by universities, schools and governments. We help you prepare the strongest application you can; we cannot guarantee any outcome.',
      MARGIN,
      py + ph + 12,
      { width: CONTENT_WIDTH, lineGap: 1.5 },
    )
  footer(doc, `${input.name}  ·  ${input.website}`, 4)
}

/** The brochure as PDF bytes; the same input always gives the same bytes. */
export async function brochurePdf(input: BrochureInput, options: PdfOptions = {}): Promise<Buffer> {
  const doc = newDocument(
    {
      title: `${input.name}: brochure`,
      author: input.name,
      subject: 'Study abroad guidance: who we are, what we do and how we work',
      keywords:
        'study abroad, university applications, boarding schools, summer schools, scholarships, visa assistance',
    },
    options,
  )
  cover(doc, input)
  whoWeAre(doc, input)
  whatWeDo(doc, input)
  howWeWork(doc, input)
  return toBuffer(doc)
}
