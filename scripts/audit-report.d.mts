// Types for audit-report.mjs, which plain Node runs (no build step) and a TypeScript test imports.
export type AcceptedAdvisory = { id: string; package: string; reason: string };
export declare function judgeAudit(
  stdout: string,
  accepted: AcceptedAdvisory[],
): { outcome: 'passed' | 'failed' | 'unreachable'; messages: string[] };
