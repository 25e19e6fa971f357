import type { ReactNode } from 'react';
import type { Illustrasjon as Motiv } from '../nbo.ts';

/**
 * Our own illustrations for the top recommendation card, drawn as one set (a decision in place of
 * photographs, see docs/editors.md): each motif is line art on the same 160×100 grid, one 2.5 stroke in
 * the text colour with round ends, on a soft disc of the hover colour, with one accent fill from
 * the alert tokens and a ground line. Everything sits inside x 24–136, y 14–88 and is scaled to
 * fit (`meet`), so no card edge ever cuts a motif; the card's media colour fills the rest. Hidden
 * from screen readers: the card's heading says what it is.
 */
export function Illustrasjon({ motiv }: { motiv: Motiv }) {
  return (
    <svg
      className="ov-illustrasjon"
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-motiv={motiv}
    >
      <circle className="ov-ill__skive" cx="80" cy="50" r="36" />
      <path className="ov-ill__linje" d="M28 86H132" />
      {MOTIV[motiv]}
    </svg>
  );
}

const MOTIV: Record<Motiv, ReactNode> = {
  kjoretoy: (
    <g>
      <path className="ov-ill__aksent" d="M42 74v-8l9-14h44l11 14h8a4 4 0 0 1 4 4v4z" />
      <path className="ov-ill__linje" d="M42 74v-8l9-14h44l11 14h8a4 4 0 0 1 4 4v4H42zM55 56h16v10H49zM77 56h15l7 10H77zM42 66h76" />
      <circle className="ov-ill__flate ov-ill__linje" cx="58" cy="76" r="8" />
      <circle className="ov-ill__flate ov-ill__linje" cx="104" cy="76" r="8" />
    </g>
  ),
  bolig: (
    <g>
      <path className="ov-ill__flate" d="M54 86V52l26-20 26 20v34z" />
      <path className="ov-ill__aksent" d="M73 86V66h14v20z" />
      <path className="ov-ill__linje" d="M46 58l34-26 34 26M54 52v34M106 52v34M73 86V66h14v20M60 60h8v8h-8zM92 60h8v8h-8zM96 40v-8h6v13" />
    </g>
  ),
  hytte: (
    <g>
      <path className="ov-ill__flate" d="M46 86l26-46 26 46z" />
      <path className="ov-ill__aksent" d="M66 86V70h12v16z" />
      <path className="ov-ill__linje" d="M42 86l30-52 30 52M66 86V70h12v16M62 58h20M118 86V64M118 34l-10 18h5l-7 12h24l-7-12h5z" />
    </g>
  ),
  innbo: (
    <g>
      <path className="ov-ill__aksent" d="M50 62h60v14H50z" />
      <path
        className="ov-ill__linje"
        d="M54 62v-8a6 6 0 0 1 6-6h40a6 6 0 0 1 6 6v8M44 62a6 6 0 0 1 6 6v8h60v-8a6 6 0 0 1 12 0v10H38V68a6 6 0 0 1 6-6zM46 78v8M114 78v8M80 48v28"
      />
      <path className="ov-ill__linje" d="M124 30l-8 14h16zM124 44v42M118 86h12" />
    </g>
  ),
  reise: (
    <g>
      <path className="ov-ill__aksent" d="M56 48h48v32H56z" />
      <path className="ov-ill__linje" d="M56 48h48v32H56zM70 48v-8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8M68 48v32M92 48v32M62 80v4M98 80v4" />
    </g>
  ),
  dyr: (
    <g>
      <path className="ov-ill__aksent" d="M66 86c-6-14-4-28 14-30 18 2 20 16 14 30z" />
      <path
        className="ov-ill__linje"
        d="M66 86c-6-14-4-28 14-30 18 2 20 16 14 30zM68 42l-2-14 10 8h8l10-8-2 14a14 14 0 1 1-24 0zM75 44v2M85 44v2M78 50h4l-2 2zM94 84c10 0 16-6 12-14"
      />
    </g>
  ),
  person: (
    <g>
      <path className="ov-ill__aksent" d="M46 48a34 34 0 0 1 68 0z" />
      <path className="ov-ill__linje" d="M46 48a34 34 0 0 1 68 0zM80 14v4M80 48v30a5 5 0 0 0 10 0" />
      <circle className="ov-ill__flate ov-ill__linje" cx="66" cy="64" r="6" />
      <path
        className="ov-ill__linje"
        d="M56 86c0-8 4-12 10-12s10 4 10 12M102 66a5 5 0 1 0 0-10a5 5 0 1 0 0 10zM94 86c0-9 3-14 8-14s8 5 8 14"
      />
    </g>
  ),
  baat: (
    <g>
      <path className="ov-ill__flate" d="M80 24v44H54z" />
      <path className="ov-ill__aksent" d="M84 32v36h24z" />
      <path className="ov-ill__linje" d="M80 20v52M80 24v44H54zM84 32v36h24zM46 72h68l-8 12H54z" />
    </g>
  ),
};
