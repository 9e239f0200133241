// Judges the output of `npm audit --omit=dev --json`. Pure, so it is tested
// in apps/server/test/abuse/dependency-audit.test.ts; scripts/audit.mjs runs npm and prints.

const networkCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ESOCKETTIMEDOUT']);

/**
 * @returns {{ outcome: 'passed' | 'failed' | 'unreachable', messages: string[] }}
 *   'unreachable': the advisory database could not be asked (network, or the registry refused
 *   the audit endpoint), so nothing is known about the dependencies either way.
 */
export function judgeAudit(stdout, accepted) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { outcome: 'failed', messages: [`npm audit did not answer in JSON: ${stdout.slice(0, 200) || '(nothing)'}`] };
  }
  if (report?.vulnerabilities && typeof report.vulnerabilities === 'object') return judgeReport(report, accepted);
  const reason = unreachableReason(report);
  if (reason) return { outcome: 'unreachable', messages: [reason] };
  return { outcome: 'failed', messages: [`npm audit failed: ${JSON.stringify(report).slice(0, 300)}`] };
}

function judgeReport(report, accepted) {
  const acceptedById = new Map(accepted.map((entry) => [entry.id, entry]));
  const advisories = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    // `via` names the advisories themselves, or (as strings) other packages whose advisories
    // are listed under their own name: only the objects count, once each.
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'object' && via) advisories.set(advisoryId(via), via);
    }
  }
  const messages = [];
  let failed = false;
  for (const [id, advisory] of advisories) {
    const line = `${advisory.severity} ${id} in ${advisory.name} ${advisory.range ?? ''}: ${advisory.title ?? ''}`.replace(/\s+/g, ' ');
    const reason = acceptedById.get(id)?.reason?.trim();
    if (advisory.severity === 'high' || advisory.severity === 'critical') {
      failed = true;
      messages.push(`FAIL ${line} (high and critical findings are never accepted: bump the package)`);
    } else if (advisory.severity === 'moderate' && !reason) {
      failed = true;
      messages.push(`FAIL ${line} (fix it, or add it with a reason to security/accepted-advisories.json)`);
    } else {
      messages.push(`${reason ? 'accepted' : 'noted'} ${line}${reason ? ` -- ${reason}` : ''}`);
    }
  }
  for (const entry of accepted) {
    if (!advisories.has(entry.id)) messages.push(`no longer reported: ${entry.id} (${entry.package}); remove it from security/accepted-advisories.json`);
  }
  if (!advisories.size) messages.push('no advisories for the production dependencies');
  return { outcome: failed ? 'failed' : 'passed', messages };
}

function advisoryId(via) {
  const ghsa = /GHSA(-[a-z0-9]{4}){3}/i.exec(via.url ?? '')?.[0];
  return ghsa ?? String(via.source ?? via.url ?? via.title);
}

/** Why the advisory database could not be asked, or undefined when the failure is something else. */
function unreachableReason(report) {
  const code = report?.error?.code ?? report?.code;
  const summary = [report?.message, report?.error?.summary, report?.error?.detail].filter(Boolean).join(' ');
  if (typeof report?.statusCode === 'number') return `the registry's audit endpoint answered ${report.message ?? report.statusCode}`;
  if (networkCodes.has(code)) return `the registry could not be reached (${code}): ${summary}`;
  if (/audit endpoint|advisories\/bulk|network|fetch failed|timed? ?out/i.test(summary)) return `the registry's audit endpoint failed: ${summary}`;
  return undefined;
}
