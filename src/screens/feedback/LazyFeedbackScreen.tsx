import { lazy, Suspense } from 'react';
import type { FeedbackScreenProps } from './FeedbackScreen.tsx';

const FeedbackScreen = lazy(() => import('./FeedbackScreen.tsx').then((module) => ({ default: module.FeedbackScreen })));

/**
 * The widget sits at the end of a page, so its code and Jøkul's stylesheets (about 20 KB gzip) load
 * in their own chunk when the first `<kfp-feedback>` connects, off the first screen's critical path.
 */
export function LazyFeedbackScreen(props: FeedbackScreenProps) {
  return (
    <Suspense fallback={null}>
      <FeedbackScreen {...props} />
    </Suspense>
  );
}
