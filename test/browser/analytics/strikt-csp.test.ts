/// <reference types="mocha" />
// Error reporting on a bank page under a strict CSP with Trusted Types (docs/host-page.md's policy, served
// by the demo backend: GET /demo/strikt-csp): no violation, and a report reaches the error-reporting
// service. (Until issue 31 this was about session replay's worker, which such a page refused as a
// `blob:` URL; replay is off now, and the page's `trusted-types` no longer lists a policy of ours.)
import { expect } from 'chai';
import { sentryConfig, sentryItems, sentryReceived } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { baseConfig } from '../helpers/base-config.ts';
import { waitFor } from '../helpers/wait.ts';

interface CspSide extends Window {
  kfpCspBrudd?: { directive: string; blocked: string; sample: string }[];
}

describe('error reporting under a strict CSP with Trusted Types', () => {
  it('causes no violation, and a report reaches the service with its ids intact', async function () {
    this.timeout(90_000);
    await resetBackend('skadekunde');
    // A plain http link in the config: reported once error reporting has loaded (spec §5, §8).
    const config = { ...baseConfig, ...sentryConfig(), meldSkadeUrl: 'http://skade.example.no/meld' };
    const frame = document.createElement('iframe');
    frame.title = 'Bankside med streng CSP';
    frame.style.width = '800px';
    frame.style.height = '600px';
    frame.src = `/demo/strikt-csp?config=${encodeURIComponent(JSON.stringify(config))}`;
    document.body.append(frame);
    const side = await waitFor(() => (frame.contentWindow as CspSide | null)?.kfpCspBrudd && (frame.contentWindow as CspSide));
    const body = await waitFor(() => frame.contentDocument?.body);
    // (Role queries do not see into another document's shadow roots reliably: plain DOM here.)
    const skjerm = (tag: string, selector: string) => body.querySelector(tag)?.shadowRoot?.querySelector(selector);
    await waitFor(() => skjerm('kfp-oversikt', '.ov-summer'));
    await waitFor(() => skjerm('kfp-tilbud', 'article'));
    // Error reporting loads after the first content, then sends what was reported before.
    await waitFor(
      async () =>
        (await sentryItems('event')).some(
          (item) =>
            (item.payload as { exception?: { values: { value: string }[] } }).exception?.values.at(-1)?.value ===
            'Plain text http is not allowed.',
        ),
      { timeout: 60_000, interval: 1_000 },
    );
    expect(side.kfpCspBrudd, 'CSP violations').to.deep.equal([]);

    // Every envelope parsed, and kept its ids (the scrubber once wrote '[tlf]' into 8-digit runs
    // of event_id and span_id, and the service dropped the report: issue 23 point 10).
    expect(await (await fetch('/demo/sentry-rejected')).json(), 'envelopes the service could not read').to.deep.equal([]);
    const HEX32 = /^[\da-f]{32}$/;
    const HEX16 = /^[\da-f]{16}$/;
    let ider = 0;
    const sjekk = (verdi: unknown, form: RegExp, hva: string) => {
      if (verdi === undefined) return;
      ider += 1;
      expect(verdi, hva).to.match(form);
    };
    for (const konvolutt of await sentryReceived()) {
      sjekk(konvolutt.header.event_id, HEX32, 'envelope event_id');
      for (const { type, payload } of konvolutt.items) {
        if (!payload || typeof payload !== 'object') continue;
        const item = payload as Record<string, unknown> & {
          contexts?: { trace?: Record<string, unknown> };
          spans?: Record<string, unknown>[];
          trace_ids?: unknown[];
        };
        sjekk(item.event_id, HEX32, `${type} event_id`);
        sjekk(item.replay_id, HEX32, `${type} replay_id`);
        sjekk(item.contexts?.trace?.trace_id, HEX32, `${type} trace_id`);
        sjekk(item.contexts?.trace?.span_id, HEX16, `${type} span_id`);
        for (const span of item.spans ?? []) {
          sjekk(span.span_id, HEX16, 'span span_id');
          sjekk(span.trace_id, HEX32, 'span trace_id');
        }
        for (const id of item.trace_ids ?? []) sjekk(id, HEX32, `${type} trace_ids`);
      }
    }
    expect(ider, 'ids checked').to.be.at.least(3);
  });
});
