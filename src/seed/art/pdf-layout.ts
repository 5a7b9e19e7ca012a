// Shared look of the generated PDFs (pdfkit, built-in Helvetica only): colours, document set-up, headings, paragraphs,
// bullet lists, a footer, and collecting the output into a Buffer.

import PDFDocument from 'pdfkit'
import { palette } from './palette'

export type Doc = InstanceType<typeof PDFDocument>

export const ink = palette.ink
export const brand = palette.brand
export const tint = palette.tint
export const accent = palette.accent
export const body = palette.grey700
export const muted = palette.grey500

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 56
export const CONTENT_WIDTH = A4.width - MARGIN * 2

/** A fixed creation date, so the same input always gives the same bytes. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 9, 0, 0))

export type PdfOptions = { compress?: boolean }

export function newDocument(
  info: { title: string; author: string; subject: string; keywords?: string },
  options: PdfOptions = {},
): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
    autoFirstPage: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Keywords: info.keywords ?? '',
      Creator: info.author,
      Producer: info.author,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  })
}

/** Ends the document and resolves with all its bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** A small tracked label above a heading, e.g. "WHO WE ARE". */
export function eyebrow(doc: Doc, text: string, x = MARGIN, y = doc.y, color: string = brand): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(color)
    .text(text.toUpperCase(), x, y, { characterSpacing: 1.6, lineBreak: false })
  doc.y = y + 16
}

export function heading(doc: Doc, text: string, size = 24, x = MARGIN, width = CONTENT_WIDTH): void {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(ink).text(text, x, doc.y, { width, lineGap: 2 })
  doc.moveDown(0.45)
}

export function subheading(doc: Doc, text: string, x = MARGIN, width = CONTENT_WIDTH): void {
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor(ink).text(text, x, doc.y, { width })
  doc.moveDown(0.3)
}

export function paragraph(doc: Doc, text: string, x = MARGIN, width = CONTENT_WIDTH, size = 11): void {
  doc.font('Helvetica').fontSize(size).fillColor(body).text(text, x, doc.y, { width, lineGap: 3.2 })
  doc.moveDown(0.6)
}

/** A bullet list with small brand-coloured dots. */
export function bullets(doc: Doc, items: readonly string[], x = MARGIN, width = CONTENT_WIDTH, size = 11): void {
  doc.font('Helvetica').fontSize(size).fillColor(body)
  for (const item of items) {
    const y = doc.y
    doc.circle(x + 3, y + size * 0.45, 2.2).fill(brand)
    doc.fillColor(body).text(item, x + 13, y, { width: width - 13, lineGap: 2.6 })
    doc.moveDown(0.28)
  }
  doc.moveDown(0.3)
}

/** Height a paragraph will take, for laying out cards. */
export function textHeight(
  doc: Doc,
  text: string,
  width: number,
  size = 10.5,
  font = 'Helvetica',
  lineGap = 3.2,
): number {
  doc.font(font).fontSize(size)
  return doc.heightOfString(text, { width, lineGap })
}

/** Runs `draw` with the bottom margin lifted, so text placed low on the page never starts a new page. */
export function withoutPageBreak(doc: Doc, draw: () => void): void {
  const bottom = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  try {
    draw()
  } finally {
    doc.page.margins.bottom = bottom
  }
}

/** A thin footer line with the organisation and page number. */
export function footer(doc: Doc, left: string, page: number): void {
  withoutPageBreak(doc, () => {
    const y = A4.height - 36
    doc
      .moveTo(MARGIN, y - 10)
      .lineTo(A4.width - MARGIN, y - 10)
      .lineWidth(0.5)
      .strokeColor(palette.grey300)
      .stroke()
    doc.font('Helvetica').fontSize(8.5).fillColor(muted)
    doc.text(left, MARGIN, y, { width: CONTENT_WIDTH - 40, lineBreak: false })
    doc.text(String(page), A4.width - MARGIN - 40, y, { width: 40, align: 'right', lineBreak: false })
  })
}

/** A rounded panel in the light tint. */
export function panel(doc: Doc, x: number, y: number, w: number, h: number, color: string = tint): void {
  doc.roundedRect(x, y, w, h, 10).fill(color)
}
