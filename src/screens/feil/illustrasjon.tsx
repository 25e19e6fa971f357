/** A calm, decorative illustration (a broken link) for the error screen; hidden from screen readers. */
export function Illustrasjon() {
  return (
    <svg className="kfp-feilside__illustrasjon" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <circle cx="100" cy="80" r="72" fill="var(--_kfp-color-section)" />
      <rect x="34" y="66" width="58" height="28" rx="14" fill="none" stroke="currentColor" strokeWidth="6" />
      <rect x="108" y="66" width="58" height="28" rx="14" fill="none" stroke="currentColor" strokeWidth="6" />
      <path d="M96 52l-6-12M104 52l6-12M96 108l-6 12M104 108l6 12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** The trade-union scheme's logo (LO Favør), as an image with its name. */
export function LoLogo() {
  return (
    <svg className="kfp-feilside__lo" viewBox="0 0 120 40" role="img" aria-label="LO Favør">
      <rect width="120" height="40" rx="6" fill="#c8102e" />
      <text x="60" y="26" textAnchor="middle" fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="17" fontWeight="700">
        LO Favør
      </text>
    </svg>
  );
}
