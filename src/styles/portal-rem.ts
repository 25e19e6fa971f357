/**
 * The portal's rem (issue 31): every `rem` of our stylesheets is `calc(n*var(--_kfp-rem))` once
 * built (scripts/shadow-css.mjs `portalRem`), and each element's host sets `--_kfp-rem` to its own
 * font size, `medium`: the browser's default text size, which the customer's text-size setting
 * changes, whatever the host page's root font size (Bootstrap 3's 10px, the 62.5 % pattern).
 *
 * A custom property is text until it is used, so `1em` would be each element's own em below the
 * host: the property is registered as a `<length>` (in the document, where registrations live;
 * `@property` is not honoured inside a shadow root in every engine), so it computes to pixels at the
 * host and those pixels are inherited. An engine without `CSS.registerProperty` (Firefox before
 * 128, Safari before 16.4) keeps the root's rem, as before.
 */
function registrert(): boolean {
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return false;
  try {
    CSS.registerProperty({ name: '--_kfp-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
    return true;
  } catch (error) {
    // Registered already: the bundle was loaded twice (or in another version), with the same registration.
    return error instanceof DOMException && error.name === 'InvalidModificationError';
  }
}

/** The sheet that sets the portal's rem on a host; adopted before base.css by every shadow root. */
export const portalRemCss = `:host{--_kfp-rem:${registrert() ? '1em' : '1rem'}}`;
