import { request } from './client.ts';

/** spec §3 "Feedback (overview)": the body of `POST feedback/`. */
export interface FeedbackBody {
  feedbackValue: string | number | (string | number)[];
  /** The add-on free text; empty when none. */
  text: string;
  productCode: string;
  /** The page path with its digits removed (`pathUtenSiffer`). */
  page: string;
}

/**
 * `POST feedback/`: the overview's main feedback. `keepalive` lets it outlive the page when it is
 * sent on page leave (a beacon cannot carry the XSRF and marker headers). A 401/403 must not move the
 * customer away from the page, so it only throws.
 */
export const sendFeedback = (body: FeedbackBody, { keepalive = false } = {}) =>
  request('POST', 'feedback/', { json: body, keepalive, redirectOnUnauthorized: false });
