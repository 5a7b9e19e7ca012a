import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Every text/background pair the design uses must meet WCAG AA: 4.5:1 for body text.

const tokens = Object.fromEntries(
  [
    ...readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi),
  ].map((match) => [match[1], match[2]]),
)
const color = (value: string) => (value.startsWith('#') ? value : tokens[value]!)

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(color(a)), luminance(color(b))].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const TEXT_PAIRS: [text: string, background: string][] = [
  ['color-ink', 'color-surface'],
  ['color-ink-soft', 'color-surface'],
  ['color-muted', 'color-surface'],
  ['color-brand', 'color-surface'],
  ['color-brand-strong', 'color-surface'],
  ['color-ink', 'color-brand-tint'],
  ['color-ink-soft', 'color-brand-tint'],
  ['color-muted', 'color-brand-tint'],
  ['color-brand-strong', 'color-brand-tint'],
  ['color-on-brand', 'color-brand'],
  ['color-on-brand', 'color-brand-strong'],
  ['color-on-brand', 'color-brand-deep'],
  ['#6a4ff0', '#ffffff'],
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-strong'],
  ['#efedff', 'color-brand'],
  ['#ecebff', 'color-brand-deep'],
  ['#d9d7e8', 'color-ink'],
  ['#bdb9d6', 'color-ink'],
  ['#ffffff', 'color-danger'],
  ['color-danger', 'color-surface'],
  ['color-success', 'color-surface'],
  ['#ffffff', '#0b7a3e'],
]

describe('colour contrast of the design tokens', () => {
  it('reads every token it checks', () => {
    for (const [text, background] of TEXT_PAIRS) {
      expect(color(text), text).toMatch(/^#[0-9a-f]{6}$/i)
      expect(color(background), background).toMatch(/^#[0-9a-f]{6}$/i)
    }
  })

  it.each(TEXT_PAIRS)('%s on %s meets 4.5:1', (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
