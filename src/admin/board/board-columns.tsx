'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { ADMIN_PATH } from '@/config/cms-paths'
import type { DocumentProgress } from '@/documents/document-progress.server'
import { STAGE_LABELS, isExitStage, type ApplicationStage } from '@/schema/application-stages'
import { intakeLabel } from '@/schema/intake'
import { boardColumns, daysLabel, type BoardCard } from './board-cards'
import { StageMove } from './stage-move'
import { DocumentProgressText } from '../documents/document-progress-text'

/** A card as the page hands it over: its next deadline already written in the office's time zone. */
export type ShownCard = BoardCard & { deadline: string | null; documents: DocumentProgress | null }

const titleOf = (card: BoardCard) => `${card.student?.name ?? 'A student'}, ${card.programme}`

/**
 * The board's columns, a column per stage. A move updates the card in place: it goes to its new column, the focus
 * follows it there and the move is announced, so a keyboard user carries on from where the card now is.
 */
export function BoardColumns({ cards: initial }: { cards: ShownCard[] }) {
  const [cards, setCards] = useState(initial)
  const [said, setSaid] = useState('')
  const [moved, setMoved] = useState<number | null>(null)
  const headings = useRef(new Map<number, HTMLHeadingElement>())
  useEffect(() => {
    if (moved !== null) headings.current.get(moved)?.focus()
  }, [moved, cards])

  const move = (card: ShownCard, stage: ApplicationStage) => {
    setCards((all) => all.map((each) => (each.id === card.id ? { ...each, stage, daysInStage: 0 } : each)))
    setSaid(`${titleOf(card)} moved to ${STAGE_LABELS[stage]}.`)
    setMoved(card.id)
  }

  const shown = new Map(cards.map((card) => [card.id, card]))
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <div className="board" role="region" aria-label="Applications by stage" tabIndex={0}>
        {boardColumns(cards).map((column) => (
          <section key={column.key} className="board__column" aria-labelledby={`board-${column.key}`}>
            <h2 id={`board-${column.key}`} className="board__column-title">
              {column.label} <span className="board__count">{column.cards.length}</span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="board__empty">None</p>
            ) : (
              <ul className="board__cards">
                {column.cards.map((plain) => {
                  const card = shown.get(plain.id)!
                  return (
                    <li key={card.id} className="board__card" data-application={card.id}>
                      <h3
                        className="board__card-title"
                        tabIndex={-1}
                        ref={(element) => {
                          if (element) headings.current.set(card.id, element)
                          else headings.current.delete(card.id)
                        }}
                      >
                        {card.student ? (
                          <Link href={`${ADMIN_PATH}/collections/students/${card.student.id}`} prefetch={false}>
                            {card.student.name}
                          </Link>
                        ) : (
                          'A student'
                        )}
                      </h3>
                      <p className="board__card-line">
                        <Link href={`${ADMIN_PATH}/collections/applications/${card.id}`} prefetch={false}>
                          {card.programme}
                        </Link>
                      </p>
                      <p className="board__card-line">{card.university}</p>
                      <dl className="board__facts">
                        {isExitStage(card.stage) ? (
                          <>
                            <dt>Stage</dt>
                            <dd>{STAGE_LABELS[card.stage]}</dd>
                          </>
                        ) : null}
                        <dt>Intake</dt>
                        <dd>{intakeLabel(card.intake)}</dd>
                        <dt>Next deadline</dt>
                        <dd>{card.deadline ?? 'None'}</dd>
                        {card.documents ? (
                          <>
                            <dt>Documents</dt>
                            <dd>
                              <DocumentProgressText progress={card.documents} />
                            </dd>
                          </>
                        ) : null}
                      </dl>
                      <p className="board__age">{daysLabel(card.daysInStage)}</p>
                      <StageMove
                        key={card.stage}
                        id={card.id}
                        stage={card.stage}
                        title={titleOf(card)}
                        onMoved={(stage) => move(card, stage)}
                      />
                    </li>
                  )
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
