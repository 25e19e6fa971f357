/**
 * What React renders, per commit, seen through the DevTools global hook that React looks for when
 * it loads (`__REACT_DEVTOOLS_GLOBAL_HOOK__`): nothing of it is in the bundle, so it costs nothing
 * in production. `tellRenders()` must run before `loadBundle()`. A function component counts as
 * rendered in a commit when it ran (React's PerformedWork flag) and its fiber is not one left over
 * from an earlier commit (a subtree React skipped keeps its fibers, flags and all).
 * Each render is given as the DOM element it renders into (its first host element), so a test can
 * ask where renders happened: typing in a field must render only that field's editor (issue 35).
 */
import { waitFor } from './wait.ts';

export interface Renders {
  /** The host elements of the components rendered since the last call, one per render (null: renders nothing). */
  take(): (Element | null)[];
  /** How many commits rendered a component since the last `take`. */
  commits(): number;
  /**
   * As `take`, each render with whether its commit ran in an animation frame's callback or the
   * microtasks that follow it (where a store's change, told once per frame, renders synchronously);
   * a background render (a transition, a deferred value) runs in tasks of its own, between which the
   * browser answers input; `mounted`: the component was new in that commit. Only with
   * `tellRenders({ frames: true })`.
   */
  takeWithFrame(): { element: Element | null; inFrame: boolean; mounted: boolean }[];
}

interface Fiber {
  tag: number;
  flags: number;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** Function, class, forwardRef, memo and simple memo components (React's work tags). */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;
const HOST_COMPONENT = 5;
const HOST_TEXT = 6;

export function tellRenders({ frames = false } = {}): Renders {
  let rendered: (Element | null)[] = [];
  let inFrames: boolean[] = [];
  let mounts: boolean[] = [];
  let commits = 0;
  // Inside a frame's callback, until the microtasks it queued have run (they run in order: a
  // render React queued in the callback comes before the one queued here after it).
  let inFrame = false;
  if (frames) {
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      original((time) => {
        inFrame = true;
        try {
          callback(time);
        } finally {
          queueMicrotask(() => (inFrame = false));
        }
      });
  }
  const previous = new WeakMap<object, WeakSet<Fiber>>();

  const host = (fiber: Fiber): Element | null => {
    for (let current: Fiber | null = fiber; current; current = current.child) {
      if (current.tag === HOST_COMPONENT) return current.stateNode as Element;
      if (current.tag === HOST_TEXT) return (current.stateNode as Text).parentElement;
    }
    return null;
  };

  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const before = previous.get(root) ?? new WeakSet<Fiber>();
      const now = new WeakSet<Fiber>();
      let any = false;
      const visit = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          now.add(fiber);
          if (COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK && !before.has(fiber)) {
            rendered.push(host(fiber));
            inFrames.push(inFrame);
            mounts.push(fiber.alternate === null);
            any = true;
          }
          visit(fiber.child);
        }
      };
      visit(root.current.child);
      previous.set(root, now);
      if (any) commits++;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  return {
    take() {
      const out = rendered;
      rendered = [];
      inFrames = [];
      mounts = [];
      commits = 0;
      return out;
    },
    takeWithFrame() {
      const iBilde = inFrames;
      const nye = mounts;
      return this.take().map((element, i) => ({ element, inFrame: iBilde[i] ?? false, mounted: nye[i] ?? false }));
    },
    commits: () => commits,
  };
}

/** Two frames, as a display would show them. */
export const nesteBilde = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** After the next paint, as `afterNextPaint` (src/page/next-paint.ts) waits: a frame, then a task. */
const etterNesteMaling = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Waits until two frames pass without a render (what loads after the first screen has rendered),
 * then forgets what rendered so far: what is counted next is the test's own action. Each round
 * first lets what waits for the next paint run (the toaster renders once more then, after its
 * live regions are in): in WebKit that render once came after two quiet frames and was counted as
 * the menu's (shell/meny-renders, a fresh-clone run).
 */
export async function ventPaRo(renders: Renders): Promise<void> {
  await waitFor(async () => {
    renders.take();
    await etterNesteMaling();
    await nesteBilde();
    return renders.take().length === 0 ? true : null;
  });
}

/** Whether `element` is `container` or inside it, across shadow roots. */
export function inside(element: Element | null, container: Element): boolean {
  for (let node: Node | null = element; node;) {
    if (node === container) return true;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

/** A short description of where a render went, for a failure message. */
export function where(element: Element | null): string {
  if (!element) return '(renders nothing)';
  const parts: string[] = [];
  for (let node: Element | null = element; node && parts.length < 4;) {
    parts.unshift(node.localName + (node.classList[0] ? `.${node.classList[0]}` : ''));
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? (parent.host as Element) : (parent as Element | null);
  }
  return parts.join(' > ');
}
