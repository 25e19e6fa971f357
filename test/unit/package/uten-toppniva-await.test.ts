// No lazy chunk may await at its top level: in WebKit a module suspended in a top-level await when
// its page goes away spins the page process for good (test/webkit-repro/tla-ramme/README.md).
import { describe, expect, it } from 'vitest';
import { utenToppnivaAwait } from '../../../scripts/merge-chunks.mjs';

describe('lazy chunks without top-level await (scripts/merge-chunks.mjs)', () => {
  it('fails the build on a top-level await or for await', () => {
    expect(() => utenToppnivaAwait('const[{a}]=await Promise.all([p]);export{a};', 'chunk-A.js')).toThrow(
      /chunk-A\.js awaits at its top level/,
    );
    expect(() => utenToppnivaAwait('for await (const x of y) {}', 'chunk-B.js')).toThrow(/chunk-B\.js awaits/);
    expect(() => utenToppnivaAwait('if (x) { await y; }', 'chunk-C.js')).toThrow(/chunk-C\.js awaits/);
  });

  it('lets an await inside a function be', () => {
    expect(() =>
      utenToppnivaAwait('export const __kfpKlar=(async()=>{const[{a}]=await Promise.all([p]);return{a}})();', 'chunk-D.js'),
    ).not.toThrow();
    expect(() =>
      utenToppnivaAwait('async function f(){for await (const x of y){}} class K { async m(){ await 1; } }', 'chunk-E.js'),
    ).not.toThrow();
  });
});
