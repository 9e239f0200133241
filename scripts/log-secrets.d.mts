// Types for log-secrets.mjs, which plain Node runs (no build step) and a TypeScript test imports.
export declare function findSecrets(line: string): string[];
