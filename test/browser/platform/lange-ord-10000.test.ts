/// <reference types="mocha" />
// One page at 390 px: 10 000 characters without a break in every text field.
import { testLangeOrd } from './lange-ord.ts';

testLangeOrd(10_000);
