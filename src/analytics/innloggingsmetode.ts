/**
 * The login contexts that say how the customer logged in (spec §3 "Client context"): each of them
 * means BankID, through the mobile bank, the online bank or the insurer's own login (spec §4).
 */
const KJENTE_INNLOGGINGER = ['MOBILBANK', 'MOBILBANK_DNB', 'NETTBANK', 'NETTBANK_DNB', 'FORSIKRING'] as const;

/** A login method analytics may report: one of the known login contexts, never ÅPEN. */
export type Innloggingsmetode = (typeof KJENTE_INNLOGGINGER)[number];

/**
 * The login method analytics reports with every event (the super property `innloggingsmetode`).
 * Login context ÅPEN counts as unknown (spec §4), like a missing context (logged out, or the client
 * context could not be read) and any value the spec does not list: for those there is no login
 * method, and the property is left out rather than reported as one.
 */
export function innloggingsmetode(loginContext: string | undefined): Innloggingsmetode | undefined {
  return KJENTE_INNLOGGINGER.find((kjent) => kjent === loginContext);
}
