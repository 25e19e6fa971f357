/**
 * A pause in the evaluation of the bundle, right after the session status has been asked for
 * (`src/router/tidlig-session.ts`) and before React is: ky sends its request a few microtasks after the call,
 * and those run only when evaluation stops. Without the pause the request left once the whole
 * bundle had been evaluated (some 300 ms of a 4×-slowed phone CPU); now the answer travels while
 * React is evaluated. Importing `dist/kfp.js` still resolves once every element is registered.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));
export {};
