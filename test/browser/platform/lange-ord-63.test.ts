/// <reference types="mocha" />
// One page at 390 px: a 63-character word (a long Norwegian compound) in every text field.
import { testLangeOrd } from './lange-ord.ts';

testLangeOrd(63);
