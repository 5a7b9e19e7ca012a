// Reads `npm audit --json` (report version 2): the findings at or above a severity, or why there is no report.

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const
export type Severity = (typeof SEVERITIES)[number]

export type Finding = { name: string; severity: Severity; range: string; advisories: string[]; fix: string }

export type AuditResult = { ok: true; findings: Finding[] } | { ok: false; reason: string }

type Advisory = { title?: string; url?: string }
type Vulnerability = {
  name: string
  severity: Severity
  range?: string
  via?: (string | Advisory)[]
  fixAvailable?: boolean | { name: string; version: string; isSemVerMajor?: boolean }
}

const fixOf = (fix: Vulnerability['fixAvailable']) =>
  fix === true
    ? 'npm audit fix'
    : fix
      ? `upgrade to ${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (major)' : ''}`
      : 'no fix yet'

/** The packages at or above `level`, most severe first; `ok: false` when npm could not produce a report. */
export function readAudit(json: string, level: Severity): AuditResult {
  let report: { vulnerabilities?: Record<string, Vulnerability>; error?: { summary?: string }; message?: string }
  try {
    report = JSON.parse(json)
  } catch {
    return { ok: false, reason: `npm audit printed no JSON report: ${json.trim().slice(0, 200) || '(nothing)'}` }
  }
  if (!report.vulnerabilities)
    return { ok: false, reason: report.message || report.error?.summary || 'npm audit printed no report' }
  const floor = SEVERITIES.indexOf(level)
  const findings = Object.values(report.vulnerabilities)
    .filter((entry) => SEVERITIES.indexOf(entry.severity) >= floor)
    .map((entry) => ({
      name: entry.name,
      severity: entry.severity,
      range: entry.range ?? '*',
      advisories: (entry.via ?? []).map((via) =>
        typeof via === 'string' ? `through ${via}` : `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`,
      ),
      fix: fixOf(entry.fixAvailable),
    }))
    .sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name))
  return { ok: true, findings }
}

export const describeFinding = (finding: Finding) =>
  `${finding.severity.toUpperCase()} ${finding.name} ${finding.range}: ${finding.advisories.join('; ')}; ${finding.fix}`
