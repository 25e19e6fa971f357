import { waitFor } from './wait.ts';

/**
 * Opens `src` in a same-origin iframe (for flows that leave the page: redirects, form posts) and
 * resolves once it has loaded. Removed by the test's cleanup with its container.
 */
export async function openFrame(src: string, container: HTMLElement): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Testramme';
  frame.style.width = '800px';
  frame.style.height = '600px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  container.append(frame);
  await loaded;
  return frame;
}

/** Waits until the frame's location path is `pathname`. */
export async function waitForFramePath(frame: HTMLIFrameElement, pathname: string, timeout?: number): Promise<Location> {
  return waitFor(
    () => (frame.contentWindow?.location.pathname === pathname ? frame.contentWindow.location : null),
    timeout === undefined ? {} : { timeout },
  );
}
