/** The LO Favør (labour-union benefits) logo, shown to visitors who came from LO (`?fromLo`). */
export function LoFavorLogo() {
  return (
    <svg className="kfp-login__lo-logo" role="img" aria-label="LO Favør" viewBox="0 0 132 40" width="132" height="40" focusable="false">
      <rect x="0" y="0" width="44" height="40" rx="6" fill="#b0001e" />
      <text x="22" y="27" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="20" fontWeight="700" fill="#fff">
        LO
      </text>
      <text x="52" y="27" fontFamily="Arial, Helvetica, sans-serif" fontSize="20" fontWeight="700" fill="#1b1917">
        Favør
      </text>
    </svg>
  );
}
