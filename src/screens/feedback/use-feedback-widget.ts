import { useCallback } from 'react';
import { appStore } from '../../store/app-store.ts';
import { useAppStore } from '../../store/use-app-store.ts';
import { initialFeedbackWidget, type FeedbackWidgetState } from '../../store/feedback-slice.ts';

/** One widget's stored state and a way to move it (the machine's functions go in `update`). */
export function useFeedbackWidget(
  key: string,
): [FeedbackWidgetState, (update: (state: FeedbackWidgetState) => FeedbackWidgetState) => FeedbackWidgetState] {
  const state = useAppStore((all) => all.feedbackWidgets[key] ?? initialFeedbackWidget);
  const update = useCallback(
    (change: (state: FeedbackWidgetState) => FeedbackWidgetState) => appStore.getState().updateFeedbackWidget(key, change),
    [key],
  );
  return [state, update];
}

const keys = new WeakMap<HTMLElement, string>();
let counter = 0;

/**
 * The store key of a widget: its `widget-id`, else its `id`, else one made for this element object
 * (moving the element remounts its React root but keeps the element, so the state survives).
 */
export function widgetKey(host: HTMLElement | null, widgetId: string | undefined): string {
  if (widgetId) return widgetId;
  if (!host) return 'kfp-feedback';
  if (host.id) return host.id;
  let key = keys.get(host);
  if (!key) {
    key = `kfp-feedback-${++counter}`;
    keys.set(host, key);
  }
  return key;
}
