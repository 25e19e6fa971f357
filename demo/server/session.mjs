// Who the visitor is: the chosen scenario and whether they are logged in, both from cookies.

import { DEFAULT_SCENARIO, findScenario, SCENARIOS } from './scenarios.mjs';

/** @typedef {import('./scenarios.mjs').ScenarioDefinition} ScenarioDefinition */

export const SESSION_COOKIE = 'kfp-demo-session';
export const SCENARIO_COOKIE = 'kfp-demo-scenario';
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The visitor's scenario: the `kfp-demo-scenario` cookie if it names one, else the default.
 * @param {Record<string, string>} cookies
 * @param {string} defaultScenario
 * @returns {ScenarioDefinition}
 */
export function currentScenario(cookies, defaultScenario) {
  const scenario = findScenario(cookies[SCENARIO_COOKIE]) ?? findScenario(defaultScenario) ?? SCENARIOS.get(DEFAULT_SCENARIO);
  if (!scenario) throw new Error('No default scenario');
  return scenario;
}

/**
 * Logged in = session cookie present, except in scenarios that are always logged out.
 * @param {Record<string, string>} cookies
 * @param {ScenarioDefinition} scenario
 */
export function isLoggedIn(cookies, scenario) {
  return !scenario.alwaysLoggedOut && Boolean(cookies[SESSION_COOKIE]);
}
