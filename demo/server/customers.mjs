// The seeded demo customers. Each builder returns fresh objects, so a reset restores them.

import { bankkunde } from './customers/bankkunde.mjs';
import { eika } from './customers/eika.mjs';
import { livkunde } from './customers/livkunde.mjs';
import { lomedlem } from './customers/lomedlem.mjs';
import { skadekunde } from './customers/skadekunde.mjs';

/** @typedef {import('./types.mjs').Customer} Customer */

/** @type {Readonly<Record<string, (now: Date) => Customer>>} */
export const CUSTOMERS = { skadekunde, livkunde, bankkunde, lomedlem, eika };
