import { useCallback } from 'react';
import { sendFeedback } from '../../api/feedback.ts';
import { track } from '../../analytics/track.ts';
import { useHostEvent } from '../../page/host-context.ts';
import { pathUtenSiffer } from '../../format/path.ts';
import { reportError } from '../../monitoring/report.ts';
import type { FollowupAnswer } from '../../store/feedback-slice.ts';
import type { ContactDetail, FeedbackDetail } from '../../page/host-events.ts';

const asStrings = (value: FeedbackDetail['feedbackValue']): string | string[] => (Array.isArray(value) ? value.map(String) : String(value));

export interface ApiOptions {
  /** Also `POST feedback/` (the overview). */
  sendToApi: boolean;
  productCode: string;
}

/**
 * Where results go: the contract's events on the element, the analytics facade (values only, never
 * free text or contact data), and for the overview `POST feedback/`.
 */
export function useReporting({ sendToApi, productCode }: ApiOptions) {
  const emitFeedback = useHostEvent('kfp-feedback');
  const emitFollowup = useHostEvent('kfp-feedback-followup');
  const emitContact = useHostEvent('kfp-feedback-contact');

  const main = useCallback(
    (detail: FeedbackDetail, { keepalive = false } = {}) => {
      emitFeedback(detail);
      track('Tilbakemelding', {
        feedbackValue: asStrings(detail.feedbackValue),
        intentionalSubmit: detail.intentionalSubmit,
        kind: 'main',
      });
      if (sendToApi) {
        const body = {
          feedbackValue: detail.feedbackValue,
          text: detail.message ?? '',
          productCode,
          page: pathUtenSiffer(location.pathname),
        };
        sendFeedback(body, { keepalive }).catch((error: unknown) => reportError(error, { source: 'feedback' }));
      }
    },
    [emitFeedback, sendToApi, productCode],
  );

  const followup = useCallback(
    (answers: FollowupAnswer[], intentionalSubmit: boolean) => {
      emitFollowup(answers);
      const values = answers.filter((answer) => answer.type !== 'text').flatMap((answer) => answer.value);
      track('Tilbakemelding', { feedbackValue: values, intentionalSubmit, kind: 'followup' });
    },
    [emitFollowup],
  );

  const contact = useCallback(
    (detail: ContactDetail) => {
      emitContact(detail);
      track('Tilbakemelding', {
        feedbackValue: detail.phone === undefined ? ['e-post'] : ['e-post', 'telefon'],
        intentionalSubmit: true,
        kind: 'contact',
      });
    },
    [emitContact],
  );

  return { main, followup, contact };
}
