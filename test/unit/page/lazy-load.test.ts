import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/page/lazy-load.ts';

describe('loadOnce (issue 37 point 4)', () => {
  it('loads once: callers share the load and later callers get the module', async () => {
    const modul = { navn: 'A' };
    const last = vi.fn(async () => modul);
    const once = loadOnce(last);
    expect(once.module).toBeUndefined();
    const [a, b] = await Promise.all([once.load(), once.load()]);
    expect(a).toBe(modul);
    expect(b).toBe(modul);
    expect(once.module).toBe(modul);
    expect(await once.load()).toBe(modul);
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure until it is asked for again, then loads afresh', async () => {
    let gang = 0;
    const once = loadOnce(async () => {
      gang += 1;
      if (gang === 1) throw new TypeError('nede');
      return { gang };
    });
    await expect(once.load()).rejects.toThrow('nede');
    expect(once.failed).toBe(true);
    expect(once.module).toBeUndefined();
    expect(await once.load()).toEqual({ gang: 2 });
    expect(once.failed).toBe(false);
  });
});
