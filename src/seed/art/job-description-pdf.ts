// A two-page job description (hiring call) for an Education Counsellor, in the brochure's style.

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
  newDocument,
  panel,
  paragraph,
  textHeight,
  tint,
  toBuffer,
  type Doc,
  type PdfOptions,
} from './pdf-layout'

export type JobDescriptionInput = { name: string; email: string; address: string }

const TITLE = 'Education Counsellor'

function header(doc: Doc, input: JobDescriptionInput): void {
  const band = 210
  doc.rect(0, 0, A4.width, band).fill(brand)
  doc
    .save()
    .fillColor('#FFFFFF')
    .fillOpacity(0.07)
    .circle(A4.width - 60, 30, 150)
    .fill()
    .restore()
  doc.roundedRect(MARGIN, 52, 96, 22, 11).fill(accent)
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(ink)
    .text('WE ARE HIRING', MARGIN, 59, { width: 96, align: 'center', characterSpacing: 1, lineBreak: false })
  doc
    .font('Helvetica-Bold')
    .fontSize(32)
    .fillColor('#FFFFFF')
    .text(TITLE, MARGIN, 92, { width: CONTENT_WIDTH, lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(tint)
    .text(`${input.name}  ·  Noida  ·  Hybrid`, MARGIN, 136, { width: CONTENT_WIDTH, lineBreak: false })
  // The role at a glance.
  const facts: Array<[string, string]> = [
    ['Location', 'Noida'],
    ['Working pattern', 'Hybrid'],
    ['Reports to', 'Our founder'],
  ]
  const w = (CONTENT_WIDTH - 24) / 3
  facts.forEach(([label, value], i) => {
    const x = MARGIN + i * (w + 12)
    doc.roundedRect(x, band - 34, w, 62, 10).fill('#FFFFFF')
    doc
      .roundedRect(x, band - 34, w, 62, 10)
      .lineWidth(1)
      .strokeColor('#E4E0FA')
      .stroke()
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(brand)
      .text(label.toUpperCase(), x + 16, band - 20, { width: w - 32, characterSpacing: 1.2, lineBreak: false })
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(ink)
      .text(value, x + 16, band - 2, { width: w - 32, lineBreak: false })
  })
  doc.y = band + 58
}

function section(doc: Doc, label: string, title: string, first = false): void {
  if (!first) doc.moveDown(0.9)
  eyebrow(doc, label, MARGIN, doc.y)
  heading(doc, title, 17)
}

/** The job description as PDF bytes; the same input always gives the same bytes. */
export async function jobDescriptionPdf(input: JobDescriptionInput, options: PdfOptions = {}): Promise<Buffer> {
  const doc = newDocument(
    {
      title: `${TITLE}: job description`,
      author: input.name,
      subject: `Hiring call: ${TITLE} at ${input.name}, Noida (hybrid)`,
      keywords: 'job, education counsellor, study abroad, Noida, hybrid',
    },
    options,
  )
  header(doc, input)

  section(doc, 'About us', `Join ${input.name}`, true)
  paragraph(
    doc,
    `${input.name} guides students and their parents through studying abroad: choosing universities and courses, applications, scholarships, entrance tests, visas and settling in. We were founded by an academic with years of experience supervising international students, and we collaborate with an education consultancy in Hong Kong.`,
  )
  section(doc, 'The role', 'What you will do')
  paragraph(
    doc,
    'As an Education Counsellor you will be the named adviser for a group of students, from their first conversation with us until they have settled into their new university or school. You will listen carefully, give honest advice and keep every application moving on time.',
  )
  bullets(doc, [
    'Meet students and parents, in person and online, to understand goals, grades, interests and budget.',
    'Build balanced shortlists of universities, courses and boarding schools, and explain the choices clearly.',
    'Plan each student’s timeline: tests, deadlines, documents and references.',
    'Guide personal statements and applications, and check every form before it is sent.',
    'Help with scholarship applications and education loan paperwork.',
    'Prepare students for visa applications and interviews, and brief them before departure.',
    'Keep parents informed at each stage, in plain and friendly language.',
    'Keep accurate records and follow up on enquiries promptly.',
  ])
  footer(doc, `${input.name}  ·  ${TITLE}`, 1)

  doc.addPage()
  doc.y = MARGIN + 8
  section(doc, 'About you', 'What you bring', true)
  bullets(doc, [
    'A degree; a postgraduate qualification or study abroad yourself is a plus.',
    'At least two years of experience in student counselling, admissions or a similar role.',
    'Good knowledge of admissions in the UK, Europe, North America or Australia.',
    'Clear, warm written and spoken English; Hindi is an advantage.',
    'Patience and care with students and parents, and the honesty to say when a plan needs to change.',
    'Organisation: you keep many deadlines in view without missing one.',
  ])
  section(doc, 'What we offer', 'Why work with us')
  bullets(doc, [
    'Hybrid working: office days in Noida, the rest of the week from home.',
    'A competitive salary, discussed at interview.',
    'Training and mentoring from our founder, an experienced university academic.',
    'Work that matters: you will see students you guided start their studies abroad.',
    'A small, friendly team and room to grow as we do.',
  ])

  // Hiring steps.
  section(doc, 'Our process', 'What happens after you apply')
  const steps = [
    'We read your CV and note',
    'A short call with us',
    'An interview with our founder',
    'A decision, with feedback',
  ]
  const sw = (CONTENT_WIDTH - 36) / 4
  const sy = doc.y + 2
  steps.forEach((step, i) => {
    const x = MARGIN + i * (sw + 12)
    doc.circle(x + 13, sy + 13, 13).fill(brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor('#FFFFFF')
      .text(String(i + 1), x, sy + 8, { width: 26, align: 'center', lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(ink)
      .text(step, x, sy + 34, { width: sw - 6, lineGap: 2 })
  })
  doc.y = sy + 80
  // How to apply.
  const text = `Send your CV and a short note about why this role suits you to ${input.email}, with “${TITLE}” in the subject line. We read every application and will reply to let you know the outcome.`
  const h =
    textHeight(doc, text, CONTENT_WIDTH - 48, 10.5, 'Helvetica', 3) +
    textHeight(doc, `${input.address} (hybrid)`, CONTENT_WIDTH - 48, 9.5, 'Helvetica', 0) +
    78
  const y = doc.y + 8
  panel(doc, MARGIN, y, CONTENT_WIDTH, h)
  doc.rect(MARGIN, y, 5, h).fill(accent)
  doc.y = y + 20
  eyebrow(doc, 'How to apply', MARGIN + 24, doc.y)
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(ink)
    .text(text, MARGIN + 24, doc.y + 2, { width: CONTENT_WIDTH - 48, lineGap: 3 })
  doc.moveDown(0.8)
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(brand)
    .text('Location', MARGIN + 24, doc.y, { width: CONTENT_WIDTH - 48 })
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(ink)
    .text(`${input.address} (hybrid)`, MARGIN + 24, doc.y + 2, { width: CONTENT_WIDTH - 48 })
  footer(doc, `${input.name}  ·  ${TITLE}`, 2)
  return toBuffer(doc)
}
