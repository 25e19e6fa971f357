import { lagIkon } from './Icon.tsx';

/*
 * The interface icons the first screen shows (the overview's shortcuts, tasks and cards, the
 * navigation and its menu buttons) and the product icons of most agreements: kfp.js holds these.
 * The others are in `ui-icons.tsx` and `product-icons.tsx`, which export these too; one path each
 * on a 24×24 grid.
 */

/** → a link to another page. */
export const ArrowRightIcon = /* @__PURE__ */ lagIkon('arrow-right', 'M4 12h16M14 6l6 6-6 6');
/** ← back. */
export const ArrowLeftIcon = /* @__PURE__ */ lagIkon('arrow-left', 'M20 12H4M10 6l-6 6 6 6');
/** ↗ opens elsewhere (a new tab or the external browser). */
export const ExternalLinkIcon = /* @__PURE__ */ lagIkon('external', 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6');
/** ⌄ opens below. */
export const ChevronDownIcon = /* @__PURE__ */ lagIkon('chevron-down', 'M6 9l6 6 6-6');
/** A receipt: invoices. */
export const InvoiceIcon = /* @__PURE__ */ lagIkon('invoice', 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3');
/** A shield with a mark: report a claim. */
export const ClaimIcon = /* @__PURE__ */ lagIkon('claim', 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6zM12 8v5M12 15.75v.01');
/** A shield with a plus: buy insurance. */
export const BuyIcon = /* @__PURE__ */ lagIkon('buy', 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6zM12 9v6M9 12h6');
/** Three lines: the menu. */
export const MenuIcon = /* @__PURE__ */ lagIkon('menu', 'M4 7h16M4 12h16M4 17h16');
/** A tag with a percent: an offer. */
export const OfferIcon = /* @__PURE__ */ lagIkon('offer', 'M3 12V4h8l10 10-7 7zM7.5 8.5v.01');
/** A speech bubble: messages. */
export const MessageIcon = /* @__PURE__ */ lagIkon('message', 'M4 5h16v11H9l-5 4z');
/** A clipboard with a tick: a task to do. */
export const TaskIcon = /* @__PURE__ */ lagIkon('task', 'M8 4h8v3H8zM6 5.5H5V21h14V5.5h-1M9 13l2 2 4-4');
/** A form with a cross: health declarations to fill in. */
export const HealthDeclarationIcon = /* @__PURE__ */ lagIkon(
  'helseerklaering',
  'M6 3h8.5L19 7.5V21H6zM14.5 3v4.5H19M12.5 10.5v6M9.5 13.5h6',
);
/** A pen on a line: offers waiting to be signed. */
export const SignIcon = /* @__PURE__ */ lagIkon('signer', 'M3 21h18M15 4l3 3-9.5 9.5H5.5v-3z');
/** A speedometer: the car's mileage to report. */
export const OdometerIcon = /* @__PURE__ */ lagIkon(
  'kilometerstand',
  'M3.5 17a8.5 8.5 0 1 1 17 0M12 17l4.5-5M6.5 12.5l1 .6M12 8.5v1M17.5 12.5l-1 .6M3.5 17h17',
);

/*
 * The product icons of most agreements (spec §2's car, house, contents and travel insurance) and
 * the shield for a type without one of its own; every other product's icon is in `product-icons.tsx`.
 */
export const CarIcon = /* @__PURE__ */ lagIkon('bil', 'M3 17v-5l2.5-6h13l2.5 6v5zM3 12h18M6 17v2.5M18 17v2.5M6.5 14.5h1M16.5 14.5h1');
export const HouseIcon = /* @__PURE__ */ lagIkon('hus', 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6');
export const ContentsIcon = /* @__PURE__ */ lagIkon(
  'innbo',
  'M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M4 11a2 2 0 0 1 2 2v2h12v-2a2 2 0 1 1 4 0v4H2v-4a2 2 0 0 1 2-2zM5 17v2M19 17v2',
);
export const TravelIcon = /* @__PURE__ */ lagIkon('reise', 'M4 8h16v12H4zM9 8V5h6v3M8 8v12M16 8v12');
/** A plain shield: insurance in general. */
export const ShieldIcon = /* @__PURE__ */ lagIkon('forsikring', 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z');
