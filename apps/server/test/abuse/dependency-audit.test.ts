import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeAudit, type AcceptedAdvisory } from '../../../../scripts/audit-report.mjs';

// The audit endpoint may be out of reach where tests run, so the verdicts of scripts/audit.mjs
// are checked on reports shaped like npm's (audit report version 2).
function advisory(name: string, severity: string, ghsa: string) {
  return { source: 1, name, dependency: name, title: `A ${severity} flaw in ${name}`, url: `https://github.com/advisories/${ghsa}`, severity, range: '<9.9.9' };
}
function report(...advisories: Array<ReturnType<typeof advisory>>) {
  const vulnerabilities = Object.fromEntries(advisories.map((item) => [item.name, { name: item.name, severity: item.severity, via: [item], effects: [] }]));
  // A package affected only through another one names it as a string, and must not count twice.
  vulnerabilities['depends-on-it'] = { name: 'depends-on-it', severity: 'high', via: advisories.map((item) => item.name) as never, effects: [] };
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });
}
const accepted: AcceptedAdvisory[] = [{ id: 'GHSA-aaaa-bbbb-cccc', package: 'slow-parser', reason: 'only parses our own config at start-up' }];

describe('judgeAudit', () => {
  it('fails on a high or critical advisory, even one listed as accepted', () => {
    for (const severity of ['high', 'critical']) {
      const verdict = judgeAudit(report(advisory('slow-parser', severity, 'GHSA-aaaa-bbbb-cccc')), accepted);
      expect(verdict.outcome).toBe('failed');
      expect(verdict.messages.join('\n')).toContain(`FAIL ${severity} GHSA-aaaa-bbbb-cccc in slow-parser`);
    }
  });

  it('passes a moderate advisory only with its written reason, and prints the reason', () => {
    const listed = judgeAudit(report(advisory('slow-parser', 'moderate', 'GHSA-aaaa-bbbb-cccc')), accepted);
    expect(listed.outcome).toBe('passed');
    expect(listed.messages.join('\n')).toContain('-- only parses our own config at start-up');
    expect(judgeAudit(report(advisory('other', 'moderate', 'GHSA-dddd-eeee-ffff')), accepted).outcome).toBe('failed');
  });

  it('passes low advisories and a clean report, and names accepted entries no longer reported', () => {
    const verdict = judgeAudit(report(advisory('chatty', 'low', 'GHSA-gggg-hhhh-jjjj')), accepted);
    expect(verdict.outcome).toBe('passed');
    expect(verdict.messages.join('\n')).toContain('no longer reported: GHSA-aaaa-bbbb-cccc');
    expect(judgeAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {} }), []).outcome).toBe('passed');
  });

  it('calls a refused or unreachable audit endpoint unreachable, and any other failure a failure', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } };
    expect(judgeAudit(JSON.stringify(refused), []).outcome).toBe('unreachable');
    const offline = { error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org/ failed, reason: getaddrinfo ENOTFOUND', detail: '' } };
    expect(judgeAudit(JSON.stringify(offline), []).outcome).toBe('unreachable');
    const noLockfile = { error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } };
    expect(judgeAudit(JSON.stringify(noLockfile), []).outcome).toBe('failed');
    expect(judgeAudit('npm ERR! something else', []).outcome).toBe('failed');
  });

  it('reads the project’s own list, where every entry has a reason', () => {
    const file = path.resolve(import.meta.dirname, '../../../../security/accepted-advisories.json');
    const { advisories } = JSON.parse(readFileSync(file, 'utf8')) as { advisories: AcceptedAdvisory[] };
    for (const entry of advisories) expect(entry.reason.trim().length).toBeGreaterThan(20);
  });
});
