/** `npm run mutate`'s Stryker options (see stryker.config.mjs). */
declare const config: { mutate: string[] } & Record<string, unknown>;
export default config;
