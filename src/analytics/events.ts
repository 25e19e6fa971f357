/**
 * The typed event catalogue (spec §3 "Analytics event categories", §9 "Analytics events"): each
 * event's Norwegian name and its properties. The table "Analytics events" in docs/host-page.md lists when each
 * fires. No personal data in any of them: no name, national identity number, e-mail, phone number,
 * policy number or free text; page paths have their numeric segments replaced (`anonymiserSti`).
 */
export interface AnalyticsEvents {
  /** Page load: first load and every route change; `page` with numeric segments as ':id'. */
  Sidevisning: { page: string };
  /** Component load: an element of the portal rendered on the page. */
  'Komponent lastet': { component: string; page: string };
  /** Button click: a fixed label, never text from the API. */
  Knappeklikk: { label: string; page: string };
  /** Purchase block: an error screen was shown (spec §8: type and description, default 'Ukjent'). */
  Kjøpsstopp: { type: string; description: string };
  /** Recommendation: the next-best-offer answer arrived (spec §3 "Recommendation payload"). */
  Anbefaling: {
    page: string;
    product?: string;
    customerProducts: string[];
    mainNboProduct?: string;
    subNboProducts: string[];
    filteredNboProductsDueToActiveAgreements: string[];
    controlGroup: boolean;
    presentedNboModule: boolean;
    fallback: boolean;
  };
  /** Completed purchase: the customer went to buy a product (spec §3 "Analytics purchase payload"). */
  'Fullført kjøp': { produktType: string; produktNavn: string; [extra: string]: string | number | boolean };
  /** Next-best-offer view: the recommendations were shown. */
  'NBO-visning': { products: string[]; page: string };
  /** Feedback: the value given (never the free text or contact details). */
  Tilbakemelding: { feedbackValue: string | string[]; intentionalSubmit: boolean; kind: 'main' | 'followup' | 'contact' };
  /** Form input: a form field was filled in (its name only, never its value). */
  Skjemautfylling: { field: string; page: string };
  /** A/B test: the variant a customer was given. */
  'A/B-test': { experiment: string; variant: string };
  /** The experiment-started event of the analytics service's experiment reports (same variant). */
  'experiment started': { 'Experiment name': string; 'Variant name': string };
  /** Statistics: a count worth following (never an identifier). */
  Statistikk: { name: string; value: number };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** One tracked event as it waits in the consent queue and is delivered. */
export interface TrackedEvent<Name extends AnalyticsEventName = AnalyticsEventName> {
  event: Name;
  properties: AnalyticsEvents[Name];
}
