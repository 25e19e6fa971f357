// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://www.bank.no/privat/forsikring/oversikt" }
// Leaving the page with a chosen, unsent value sends it once, as a request kept alive past the page
// (spec §4 "Leaving the page with an unsent chosen value sends it with intentionalSubmit false").
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/api/feedback.ts', () => ({ sendFeedback: vi.fn(() => Promise.resolve()) }));

const { sendFeedback } = await import('../../../../src/api/feedback.ts');
const { FeedbackScreen } = await import('../../../../src/screens/feedback/FeedbackScreen.tsx');
const { appStore } = await import('../../../../src/store/app-store.ts');
const machine = await import('../../../../src/screens/feedback/machine.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let widget = 0;

async function visWidget(id: string): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(createElement(FeedbackScreen, { widgetId: id, sendToApi: true, productCode: 'OVERSIKT' }));
  });
}

beforeEach(() => {
  vi.mocked(sendFeedback).mockClear();
  widget += 1;
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.replaceChildren();
});

describe('the feedback widget when the page is left', () => {
  it('sends the chosen value once, with keepalive, on pagehide', async () => {
    const id = `forlat-${widget}`;
    appStore.getState().updateFeedbackWidget(id, (state) => machine.chooseMain(state, 'ja'));
    await visWidget(id);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(vi.mocked(sendFeedback).mock.calls).toEqual([
      [{ feedbackValue: 'ja', text: '', productCode: 'OVERSIKT', page: '/privat/forsikring/oversikt' }, { keepalive: true }],
    ]);
  });

  it('sends it when the page is hidden (mobile browsers fire no pagehide)', async () => {
    const id = `skjult-${widget}`;
    appStore.getState().updateFeedbackWidget(id, (state) => machine.chooseMain(state, 'nei'));
    await visWidget(id);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(vi.mocked(sendFeedback).mock.calls).toEqual([
      [{ feedbackValue: 'nei', text: '', productCode: 'OVERSIKT', page: '/privat/forsikring/oversikt' }, { keepalive: true }],
    ]);
  });

  it('sends nothing when nothing was chosen', async () => {
    await visWidget(`tom-${widget}`);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sendFeedback).not.toHaveBeenCalled();
  });
});
