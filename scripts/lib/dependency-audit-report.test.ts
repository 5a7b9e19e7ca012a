import { describe, expect, it } from 'vitest'

import { describeFinding, readAudit } from './dependency-audit-report'

const report = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    'left-pad': {
      name: 'left-pad',
      severity: 'moderate',
      range: '<1.3.0',
      via: [{ title: 'Slow' }],
      fixAvailable: true,
    },
    'deep-lib': {
      name: 'deep-lib',
      severity: 'high',
      range: '<=2.0.1',
      via: [{ title: 'Prototype pollution', url: 'https://advisories.example/GHSA-1' }],
      fixAvailable: { name: 'deep-lib', version: '2.0.2', isSemVerMajor: false },
    },
    wrapper: { name: 'wrapper', severity: 'critical', range: '1.x', via: ['deep-lib'], fixAvailable: false },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 } },
})

describe('readAudit', () => {
  it('lists the findings at or above the level, most severe first, with what fixes them', () => {
    const audit = readAudit(report, 'high')
    expect(audit.ok).toBe(true)
    if (!audit.ok) return
    expect(audit.findings.map(describeFinding)).toEqual([
      'CRITICAL wrapper 1.x: through deep-lib; no fix yet',
      'HIGH deep-lib <=2.0.1: Prototype pollution (https://advisories.example/GHSA-1); upgrade to deep-lib@2.0.2',
    ])
  })

  it('finds nothing in a clean report', () => {
    expect(readAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {} }), 'high')).toEqual({
      ok: true,
      findings: [],
    })
  })

  it('tells a report from an answer that is none', () => {
    expect(readAudit(JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 }), 'high')).toEqual({
      ok: false,
      reason: '405 Method Not Allowed',
    })
    expect(readAudit('', 'high').ok).toBe(false)
  })
})
