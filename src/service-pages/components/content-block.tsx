import { Section } from '@/ui/section'

import type { Block } from '../types'
import { BlockHeading, headingId } from './block-heading'
import { CardList } from './card-list'
import { Checklist } from './checklist'
import styles from './content-block.module.css'
import { CtaBand } from './cta-band'
import { Facts } from './facts'
import { Feature } from './feature'
import { NumberedSteps } from './numbered-steps'

type Level = 2 | 3

function Body({ block, level }: { block: Exclude<Block, { kind: 'cta' | 'topic' }>; level: Level }) {
  const id = headingId(block)
  const heading = <BlockHeading id={id} level={level} eyebrow={block.eyebrow} title={block.title} lead={block.lead} />
  switch (block.kind) {
    case 'cards':
      return (
        <>
          {heading}
          <CardList items={block.items} labelledBy={id} numbered={block.numbered} columns={block.columns} />
        </>
      )
    case 'steps':
      return (
        <>
          {heading}
          <NumberedSteps items={block.items} labelledBy={id} />
        </>
      )
    case 'checklist':
      return (
        <>
          {heading}
          <Checklist items={block.items} labelledBy={id} note={block.note} />
        </>
      )
    case 'facts':
      return (
        <>
          {heading}
          <Facts items={block.items} />
        </>
      )
    case 'feature':
      return (
        <Feature
          heading={heading}
          paragraphs={block.paragraphs}
          points={block.points}
          pointsLabel={`${block.title}: key points`}
          image={block.image}
          reverse={block.reverse}
          action={block.action}
        />
      )
    default: {
      const never: never = block
      throw new Error(`Unknown block: ${JSON.stringify(never)}`)
    }
  }
}

/** One block of a content page, as a page band (level 2) or as a part of a topic (level 3). */
export function ContentBlock({ block, level = 2 }: { block: Block; level?: Level }) {
  if (block.kind === 'cta') return <CtaBand title={block.title} text={block.text} action={block.action} />
  if (block.kind === 'topic') {
    const id = headingId(block)
    return (
      <Section id={block.id} labelledBy={id} tone={block.tone} className={styles.topic}>
        <BlockHeading id={id} level={2} eyebrow={block.eyebrow} title={block.title} lead={block.lead} />
        <div className={styles.parts}>
          {block.blocks.map((part) => (
            <div key={part.kind === 'cta' ? part.title : headingId(part)} className={styles.part}>
              {part.kind === 'cta' ? <ContentBlock block={part} /> : <Body block={part} level={3} />}
            </div>
          ))}
        </div>
      </Section>
    )
  }
  if (level === 3) return <Body block={block} level={3} />
  return (
    <Section id={block.id} labelledBy={headingId(block)} tone={block.tone}>
      <Body block={block} level={2} />
    </Section>
  )
}
