import type { AppConfig } from './app-config.ts';
import { readConfig, type ConfigProblem } from './read-config.ts';

export type {
  AppConfig,
  KjopUrlKey,
  SkryteboksConfig,
  AndreForsikringerKort,
  FinnerIkkeForsikringItem,
  FinnerIkkeForsikringConfig,
  MobilbankLenker,
  Rabatttekster,
  Produktomrader,
} from './app-config.ts';
export { defaultConfig } from './app-config.ts';
export type { ConfigProblem } from './read-config.ts';
export { readConfig } from './read-config.ts';
export { miljoFraHost, type Miljo } from './environment.ts';
export { isMobilbankApp } from './mobilbank.ts';
export { readCookie } from './cookies.ts';
export { isEikaFamilie, isSparebankgruppen, SPAREBANKGRUPPEN } from './distributor.ts';

let loaded: { config: AppConfig; problems: ConfigProblem[] } | undefined;

/**
 * The host page's config, read once at start-up (contract: "read once at start-up"). Problems are
 * kept for the boot code to warn about and report; reading never throws.
 */
export function getConfig(): AppConfig {
  loaded ??= readConfig(globalThis.document?.getElementById('kfp-config')?.textContent);
  return loaded.config;
}

/** The problems found while reading the config (empty when it was complete). */
export function getConfigProblems(): readonly ConfigProblem[] {
  getConfig();
  return loaded?.problems ?? [];
}

/** Tests only: forget the config so the next `getConfig()` reads the page again. */
export function resetConfigForTests(): void {
  loaded = undefined;
}
