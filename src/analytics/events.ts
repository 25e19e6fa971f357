/**
 * The typed event catalogue (spec §3 "Analytics event categories", §9 "Analytics events").
 * Property names follow the spec's payloads. No personal data may go in any of them.
 */
export interface AnalyticsEvents {
  /** A page (route) was shown; the path has numeric segments replaced. */
  'Page view': { page: string };
  /** A component came into view. */
  'Component view': { component: string; page?: string };
  /** A button or link was clicked. */
  'Button click': { label: string; page?: string };
  /** An error screen was shown (spec §8: type and description, default 'Ukjent'). */
  'Purchase block': { type: string; description: string };
  /** A recommendation block was shown (spec §3 "Recommendation payload"). */
  Recommendation: {
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
  /** A purchase was started from an entry (spec §3 "Analytics purchase payload"). */
  'Completed purchase': { produktType: string; produktNavn: string; [extra: string]: string | number | boolean };
  /** The next-best-offer block loaded. */
  'Next-best-offer view': { products: string[] };
  /** Feedback was given (the value only, never the free text). */
  Feedback: { feedbackValue: string | string[]; intentionalSubmit: boolean; kind: 'main' | 'followup' | 'contact' };
  /** A form field was used. */
  'Form input': { field: string; page?: string };
  /** An A/B test variant was shown. */
  'A/B test': { experiment: string; variant: string };
  /** Counts for statistics. */
  Statistics: { name: string; value: number };
}

export type AnalyticsEventName = keyof AnalyticsEvents;
