/** The value of cookie `name` in a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index === -1 ? part : part.slice(0, index)).trim();
    if (key === name) {
      const raw = index === -1 ? '' : part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
