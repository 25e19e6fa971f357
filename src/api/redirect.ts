/**
 * Sends the browser elsewhere. Its own module so that unit tests can watch it without a real
 * navigation.
 */
export const browser = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};
