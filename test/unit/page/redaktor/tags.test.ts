import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KFP_TAGS } from '../../../../src/page/redaktor/tags.ts';

describe('KFP_TAGS', () => {
  it('holds every tag elements/ registers, and no other', () => {
    const registrert = readdirSync('elements')
      .filter((file) => file.startsWith('kfp-'))
      .flatMap((file) =>
        [...readFileSync(`elements/${file}`, 'utf8').matchAll(/define(?:Element|Once)\(\s*'(kfp-[a-z-]+)'/g)].map((treff) => treff[1]),
      );
    expect(registrert.length).toBeGreaterThan(10);
    expect([...KFP_TAGS].sort()).toEqual(registrert.sort());
  });
});
