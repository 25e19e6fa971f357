import { describe, expect, it } from 'vitest';
import { erVar, forsteSkriptadresse } from '../../../src/monitoring/egne-feil.ts';

const DIR = 'https://cdn.eika.no/kfp/1.2.0/';
const feil = (stack: string) => Object.assign(new Error('x'), { stack });

describe('our own uncaught errors are told apart by the first script address in their stack', () => {
  it.each([
    [
      'V8',
      'TypeError: x\n    at JSON.parse (<anonymous>)\n    at hent (https://cdn.eika.no/kfp/1.2.0/chunk-AB12.js:1:2345)\n    at https://www.eika.no/bank.js:3:4',
      true,
    ],
    ['V8, anonymous frame', 'Error: x\n    at https://cdn.eika.no/kfp/1.2.0/kfp.js:1:2', true],
    ['Gecko/WebKit', 'hent@https://cdn.eika.no/kfp/1.2.0/kfp.js?v=2:1:2345\nasync*@https://www.eika.no/bank.js:1:2', true],
    [
      "V8, the bank's listener of our event",
      'Error: x\n    at lytter (https://www.eika.no/bank.js:10:5)\n    at https://cdn.eika.no/kfp/1.2.0/kfp.js:1:2',
      false,
    ],
    ["Gecko, the bank's code", 'lytter@https://www.eika.no/bank.js:10:5\n@https://cdn.eika.no/kfp/1.2.0/kfp.js:1:2', false],
    ['another version of ours', 'f@https://cdn.eika.no/kfp/1.1.0/kfp.js:1:2', false],
    ['no address at all', 'Error: x\n    at JSON.parse (<anonymous>)', false],
  ])('%s', (_engine, stack, ours) => {
    expect(erVar(feil(stack), DIR)).toBe(ours);
  });

  it('a rejection without an Error cannot be told apart, so it is not ours', () => {
    expect(erVar('https://cdn.eika.no/kfp/1.2.0/kfp.js:1:2', DIR)).toBe(false);
    expect(erVar(undefined, DIR)).toBe(false);
  });

  it('finds the address without the line and column', () => {
    expect(forsteSkriptadresse('    at f (https://x.no/a/kfp.js:10:20)')).toBe('https://x.no/a/kfp.js');
  });
});
