import * as chromeLauncher from 'chrome-launcher'
import { describe, expect, it } from 'vitest'

import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '../lib/chromium'
import { cpuIndexOf, machineIndex, slowdownFor } from './cpu-index'

describe('the CPU index a Lighthouse run stands for', () => {
  it('is the machine’s benchmark index scaled by the slowdown over Lighthouse’s default of 4', () => {
    expect(cpuIndexOf(2400, 4)).toBe(2400)
    expect(cpuIndexOf(2400, 8)).toBe(1200)
  })

  it('is the index asked for when the slowdown is chosen from the machine’s index of the moment', () => {
    for (const machine of [1500, 2300, 4800]) expect(cpuIndexOf(machine, slowdownFor(machine, 1200))).toBe(1200)
  })

  it('is the machine’s own when the machine is slower than the index asked for: no slowdown below 1', () => {
    expect(slowdownFor(250, 1200)).toBe(1)
    expect(cpuIndexOf(250, slowdownFor(250, 1200))).toBe(1000)
  })

  it('is measured in the page of a running Chromium with Lighthouse’s own benchmark, the median of several', async () => {
    const chrome = await chromeLauncher.launch({
      chromePath: E2E_CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    })
    try {
      const index = await machineIndex(chrome.port, 3)
      // Any machine that runs the tests builds at least a few strings of 10,000 characters a second.
      expect(index).toBeGreaterThan(10)
      expect(Number.isFinite(index)).toBe(true)
    } finally {
      chrome.kill()
    }
  })
})
