import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_BLOCKS, TopicBlock } from './content-blocks'
import {
  pictureLines,
  SECTION_PICTURES,
  sectionPicturePath,
  sectionPictureSvg,
  type SectionSlug,
} from './section-pictures'

// Every section an editor can add has, in the section picker, a drawing of what it looks like and a line saying what
// it is for; the committed files are the drawings of section-pictures.ts (after changing it, run
// `npx tsx scripts/draw-section-pictures.ts`).

const file = (url: string) => join(process.cwd(), 'public', url)
const thumbnailOf = (block: (typeof PAGE_BLOCKS)[number]) =>
  block.admin?.images?.thumbnail as { url: string; alt: string }

describe('the section picker’s pictures', () => {
  const topicParts = (
    TopicBlock.fields.find((field) => 'name' in field && field.name === 'parts') as never as {
      blocks: typeof PAGE_BLOCKS
    }
  ).blocks

  it('gives every section of a page and of a topic its picture and purpose', () => {
    const blocks = [...PAGE_BLOCKS, ...topicParts]
    expect(new Set(PAGE_BLOCKS.map((block) => block.slug))).toEqual(new Set(Object.keys(SECTION_PICTURES)))
    for (const block of blocks) {
      const thumbnail = thumbnailOf(block)
      expect(thumbnail, block.slug).toEqual({
        url: sectionPicturePath(block.slug as SectionSlug),
        alt: SECTION_PICTURES[block.slug as SectionSlug].purpose,
      })
    }
  })

  for (const slug of Object.keys(SECTION_PICTURES) as SectionSlug[]) {
    it(`${slug}: its picture is committed as drawn, under 2 KB, with its purpose in at most two lines`, () => {
      const { purpose } = SECTION_PICTURES[slug]
      expect(purpose).toMatch(/^[A-Z].{20,70}\.$/)
      expect(pictureLines(purpose).length).toBeLessThanOrEqual(2)
      const path = file(sectionPicturePath(slug))
      expect(statSync(path).size).toBeLessThan(2 * 1024)
      expect(readFileSync(path, 'utf8')).toBe(sectionPictureSvg(slug))
    })
  }

  it('breaks a purpose between words into lines that fit the picture', () => {
    expect(pictureLines('Cards side by side: services, reasons or choices.')).toEqual([
      'Cards side by side: services,',
      'reasons or choices.',
    ])
  })
})
