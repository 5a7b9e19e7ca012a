'use client'

import { useEffect, useId, useRef, useState } from 'react'

import {
  SEARCH_API_PATH,
  SEARCH_PATH,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TEXT,
  SUGGEST_MIN_LENGTH,
  SUGGESTIONS_SHOWN,
} from '@/schema/search-text'
import { Icon } from '@/ui/icon'
import { useHydrated } from '@/ui/use-hydrated'

import styles from './search-box.module.css'

type Suggestion = { type: string; title: string; url: string }

const DEBOUNCE_MS = 200

/**
 * The site search field: a plain GET form to the results page, which works without scripts; with them, an ARIA
 * combobox (WAI-ARIA 1.2, list autocomplete) that suggests results from the third character. Arrow keys move through
 * the suggestions, Enter opens the one chosen (or the results page), Escape closes the list and then clears the
 * field; the number of suggestions is announced. A request is sent once typing pauses, and one superseded is
 * cancelled.
 */
export function SearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const [value, setValue] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const request = useRef<AbortController | null>(null)

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  /** Asks for suggestions once typing pauses; a newer query cancels the request of an older one. */
  const suggest = (text: string) => {
    clearTimeout(timer.current)
    const query = text.trim()
    if (query.length < SUGGEST_MIN_LENGTH) {
      request.current?.abort()
      setSuggestions([])
      setOpen(false)
      setAnnouncement('')
      return
    }
    timer.current = setTimeout(() => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      fetch(`${SEARCH_API_PATH}?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((answer) => (answer.ok ? answer.json() : { data: [], exact: true }))
        .then((body: { data: Suggestion[]; exact: boolean }) => {
          // Only results holding every word typed are suggested; the results page offers the partial ones.
          const shown = body.exact ? body.data.slice(0, SUGGESTIONS_SHOWN) : []
          setSuggestions(shown)
          setActive(-1)
          setOpen(true)
          setAnnouncement(SEARCH_TEXT.suggestions(shown.length))
        })
        .catch(() => {
          // Cancelled by a newer query, or offline: the form still searches on Enter.
        })
    }, DEBOUNCE_MS)
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      request.current?.abort()
    },
    [],
  )

  // The suggestions need scripts: until they run, the field is a plain search field, and the HTML has no list.
  const suggesting = useHydrated()
  const expanded = open && suggestions.length > 0
  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  return (
    <form action={SEARCH_PATH} method="get" role="search" aria-label={SEARCH_TEXT.label} className={styles.form}>
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_TEXT.label}
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          name="q"
          // A text field: the HTML checker allows the combobox role on it, not on type="search".
          type="text"
          inputMode="search"
          {...(suggesting && {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
          })}
          autoComplete="off"
          enterKeyHint="search"
          required
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={SEARCH_TEXT.placeholder}
          value={value}
          className={styles.input}
          onChange={(event) => {
            setValue(event.target.value)
            suggest(event.target.value)
          }}
          // A click on a suggestion keeps the focus here (its mousedown is prevented), so leaving the field closes the list.
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && suggestions.length) {
              event.preventDefault()
              setOpen(true)
              setActive((index) => (index + 1) % suggestions.length)
            } else if (event.key === 'ArrowUp' && suggestions.length) {
              event.preventDefault()
              setOpen(true)
              setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
            } else if (event.key === 'Enter' && expanded && active >= 0) {
              event.preventDefault()
              window.location.assign(suggestions[active]!.url)
            } else if (event.key === 'Escape') {
              if (expanded) {
                event.preventDefault()
                event.stopPropagation()
                close()
              } else if (value) {
                event.preventDefault()
                event.stopPropagation()
                setValue('')
                suggest('')
              }
            }
          }}
        />
        <button type="submit" className={styles.submit}>
          <Icon name="Search" size={18} />
          <span className="sr-only">{SEARCH_TEXT.submit}</span>
        </button>
      </div>
      {suggesting ? (
        <>
          <ul id={listId} role="listbox" aria-label={SEARCH_TEXT.label} className={styles.list} hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.url + suggestion.title}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => {
                  // Keep the focus in the field until the click lands.
                  event.preventDefault()
                  window.location.assign(suggestion.url)
                }}
              >
                <span className={styles.optionTitle}>{suggestion.title}</span>
                <span className={styles.optionType}>{suggestion.type}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </>
      ) : null}
    </form>
  )
}
