/** Mutants no test can kill, named with the reason (see stryker.equivalents.mjs). */
export declare const equivalents: { file: string; code: string; within?: string; reason: string }[];
export declare const strykerPlugins: unknown[];
