import type { AppConfig } from './app-config.ts';

/** The environment the portal runs in, derived from the host name (spec §1). */
export type Miljo = 'Production' | 'QA' | 'Dev' | 'Test';

/**
 * Production hosts of the brands give Production, the QA hosts QA, the local test hosts Dev and all
 * others Test. The host lists come from config (`miljoer`) with documented defaults.
 */
export function miljoFraHost(hostname: string, miljoer: AppConfig['miljoer']): Miljo {
  const host = hostname.toLowerCase();
  if (miljoer.production.includes(host)) return 'Production';
  if (miljoer.qa.includes(host)) return 'QA';
  if (miljoer.dev.includes(host)) return 'Dev';
  return 'Test';
}
