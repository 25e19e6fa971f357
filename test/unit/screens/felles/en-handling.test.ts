import { describe, expect, it } from 'vitest';
import { lagEnHandling } from '../../../../src/screens/felles/en-handling.ts';

/** A promise with its resolve and reject at hand. */
function utsatt<T>() {
  let resolve!: (verdi: T) => void;
  let reject!: (feil: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lagEnHandling', () => {
  it('runs the first action and ignores a second one started in the same task', async () => {
    const enGang = lagEnHandling();
    const svar = utsatt<string>();
    let kall = 0;
    const lagre = () => {
      kall += 1;
      return svar.promise;
    };
    const forste = enGang(lagre);
    const andre = enGang(lagre);
    expect(kall).toBe(1);
    svar.resolve('lagret');
    expect(await forste).toBe('lagret');
    expect(await andre).toBeUndefined();
  });

  it('lets a new action run once the first has succeeded', async () => {
    const enGang = lagEnHandling();
    expect(await enGang(() => Promise.resolve(1))).toBe(1);
    expect(await enGang(() => Promise.resolve(2))).toBe(2);
  });

  it("lets a new action run once the first has failed ('Prøv igjen'), and passes the failure on", async () => {
    const enGang = lagEnHandling();
    const svar = utsatt<never>();
    const forste = enGang(() => svar.promise);
    expect(await enGang(() => Promise.resolve('for tidlig'))).toBeUndefined();
    svar.reject(new Error('nede'));
    await expect(forste).rejects.toThrow('nede');
    expect(await enGang(() => Promise.resolve('igjen'))).toBe('igjen');
  });

  it('keeps one guard per call of lagEnHandling', async () => {
    const en = lagEnHandling();
    const to = lagEnHandling();
    const svar = utsatt<number>();
    const forste = en(() => svar.promise);
    expect(await to(() => Promise.resolve(2))).toBe(2);
    svar.resolve(1);
    expect(await forste).toBe(1);
  });
});
