import type { ReactNode } from 'react';
import type { Illustrasjon as Motiv } from '../nbo.ts';

/**
 * Our own small decorative illustrations for the recommendation cards (no external images).
 * Hidden from screen readers: the card's heading says what it is.
 */
export function Illustrasjon({ motiv }: { motiv: Motiv }) {
  return (
    <svg className="ov-illustrasjon" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill="#e8e2d9" />
      <circle cx="128" cy="24" r="12" fill="#f4c95d" />
      <path d="M0 82 Q40 66 80 80 T160 76 V100 H0Z" fill="#b9c9b0" />
      {MOTIV[motiv]}
    </svg>
  );
}

const MOTIV: Record<Motiv, ReactNode> = {
  kjoretoy: (
    <g fill="#2b4a6f">
      <path d="M36 70 l8-16 q3-5 9-5 h38 q6 0 10 5 l10 16 h6 q4 0 4 4 v6 h-96 v-6 q0-4 4-4z" />
      <circle cx="56" cy="80" r="8" fill="#1b1917" />
      <circle cx="106" cy="80" r="8" fill="#1b1917" />
      <path d="M52 66 l6-12 h20 v12z M84 66 v-12 h14 l8 12z" fill="#cfe0f2" />
    </g>
  ),
  bolig: (
    <g>
      <path d="M50 50 L80 26 L110 50 V82 H50Z" fill="#b5533c" />
      <path d="M44 52 L80 22 L116 52" stroke="#5a2a1e" strokeWidth="5" fill="none" />
      <rect x="72" y="62" width="14" height="20" fill="#5a2a1e" />
      <rect x="56" y="56" width="10" height="10" fill="#cfe0f2" />
      <rect x="94" y="56" width="10" height="10" fill="#cfe0f2" />
    </g>
  ),
  reise: (
    <g>
      <rect x="58" y="40" width="44" height="40" rx="6" fill="#2b6f5a" />
      <path d="M70 40 v-8 h20 v8" stroke="#1b1917" strokeWidth="4" fill="none" />
      <rect x="58" y="56" width="44" height="5" fill="#f4c95d" />
      <circle cx="66" cy="82" r="3" fill="#1b1917" />
      <circle cx="94" cy="82" r="3" fill="#1b1917" />
    </g>
  ),
  dyr: (
    <g fill="#8a5a2b">
      <ellipse cx="80" cy="66" rx="22" ry="16" />
      <circle cx="80" cy="44" r="14" />
      <path d="M68 36 l-6-12 l12 6z M92 36 l6-12 l-12 6z" />
      <circle cx="75" cy="42" r="2" fill="#1b1917" />
      <circle cx="85" cy="42" r="2" fill="#1b1917" />
    </g>
  ),
  person: (
    <g>
      <circle cx="80" cy="38" r="12" fill="#2b4a6f" />
      <path d="M58 82 q0-28 22-28 q22 0 22 28z" fill="#2b4a6f" />
      <path d="M106 40 q6-8 12 0 q6 8-12 18 q-18-10-12-18 q6-8 12 0z" fill="#c5473c" />
    </g>
  ),
  baat: (
    <g>
      <path d="M44 70 h72 l-10 12 h-52z" fill="#2b4a6f" />
      <path d="M80 26 v42 h-30z" fill="#f7f3ee" stroke="#1b1917" strokeWidth="2" />
      <path d="M84 34 v34 h22z" fill="#cfe0f2" stroke="#1b1917" strokeWidth="2" />
    </g>
  ),
};
