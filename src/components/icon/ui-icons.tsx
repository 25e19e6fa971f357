import { lagIkon } from './Icon.tsx';

// The icons of the first screen (the overview, its navigation and the cards' links) live in a file of
// their own, so the icons only later screens use stay out of kfp.js. Every icon is exported here;
// first-screen code imports from that file itself (docs/engineering.md, "Lazy screens").
export {
  ArrowRightIcon,
  ArrowLeftIcon,
  ExternalLinkIcon,
  ChevronDownIcon,
  InvoiceIcon,
  ClaimIcon,
  BuyIcon,
  MenuIcon,
  OfferIcon,
  MessageIcon,
  TaskIcon,
  HealthDeclarationIcon,
  SignIcon,
  OdometerIcon,
} from './forste-skjerm-ikoner.tsx';

/*
 * The portal's interface icons: one path each on a 24×24 grid. Circles are two arcs
 * (`M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18`).
 */
const SIRKEL = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18';

/** › goes on. */
export const ChevronRightIcon = /* @__PURE__ */ lagIkon('chevron-right', 'M9 6l6 6-6 6');
/** ✓ done. */
export const CheckIcon = /* @__PURE__ */ lagIkon('check', 'M5 12.5l4.5 4.5L19 7.5');
/** (i) information. */
export const InfoIcon = /* @__PURE__ */ lagIkon('info', `${SIRKEL}M12 11v5.5M12 7.75v.01`);
/** ⚠ a warning. */
export const WarningIcon = /* @__PURE__ */ lagIkon('warning', 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.25v.01');
/** (!) an error. */
export const ErrorIcon = /* @__PURE__ */ lagIkon('error', `${SIRKEL}M12 7.5v5.5M12 16.25v.01`);
/** (✓) success. */
export const SuccessIcon = /* @__PURE__ */ lagIkon('success', `${SIRKEL}M8 12.5l3 3 5-6`);
/** × close. */
export const CloseIcon = /* @__PURE__ */ lagIkon('close', 'M6 6l12 12M18 6L6 18');
/** A bin: remove. */
export const TrashIcon = /* @__PURE__ */ lagIkon('trash', 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
/** A handset: call us. */
export const PhoneIcon = /* @__PURE__ */ lagIkon(
  'phone',
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
);
/** A person: the customer's own pages. */
export const UserIcon = /* @__PURE__ */ lagIkon('user', 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 21c0-4 3.5-6 8-6s8 2 8 6');
/** (?) help. */
export const HelpIcon = /* @__PURE__ */ lagIkon('help', `${SIRKEL}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.5M12 16.75v.01`);
