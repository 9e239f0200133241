// Types for log-secrets.mjs, which plain Node runs (no build step) and a TypeScript test imports.
export declare const secretPatterns: ReadonlyArray<{ name: string; pattern: RegExp }>;
export declare function findSecrets(line: string): string[];
