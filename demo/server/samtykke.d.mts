// Types of samtykke.mjs for TypeScript callers (tests).

/** An origin the consent banners may redirect or post to: http(s) on this machine only. */
export function isLocalOrigin(value: string | null): value is string;

/** The cookie each regime's banner writes (the config's default names), and its value per choice. */
export const SAMTYKKE_COOKIES: Record<'allianse' | 'bankmerke' | 'none', { name: string; ja: string; nei: string; tittel: string }>;
