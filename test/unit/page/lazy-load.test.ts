import { describe, expect, it, vi } from 'vitest';
import { inTurn, loadOnce, urgently } from '../../../src/page/lazy-load.ts';

/** A load the test settles by hand. */
function handlaget<T>() {
  let ferdig!: (value: T) => void;
  let feil!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    ferdig = resolve;
    feil = reject;
  });
  return { promise, ferdig, feil };
}

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

describe('inTurn: one chunk load at a time, each in a task of its own (issue 35)', () => {
  it('starts a load only once the one before has settled, and in a later task', async () => {
    const forste = handlaget<string>();
    const andre = handlaget<string>();
    const startet: string[] = [];
    const a = inTurn(() => (startet.push('a'), forste.promise));
    const b = inTurn(() => (startet.push('b'), andre.promise));
    await Promise.resolve();
    await Promise.resolve();
    expect(startet).toEqual(['a']);
    forste.ferdig('A');
    expect(await a).toBe('A');
    // Settled, but the next waits for a task of its own.
    await Promise.resolve();
    await Promise.resolve();
    expect(startet).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startet).toEqual(['a', 'b']);
    andre.feil(new Error('borte'));
    await expect(b).rejects.toThrow('borte');
    // A failure does not stop the line.
    expect(await inTurn(async () => 'c')).toBe('c');
  });

  it('a load the customer waits for (urgently) starts at once, ahead of the line', async () => {
    const forste = handlaget<string>();
    const startet: string[] = [];
    const a = inTurn(() => (startet.push('a'), forste.promise));
    await vi.waitFor(() => expect(startet).toEqual(['a']));
    const meny = urgently(() => inTurn(async () => (startet.push('meny'), 'M')));
    expect(await meny).toBe('M');
    expect(startet).toEqual(['a', 'meny']);
    forste.ferdig('A');
    await a;
  });
});
