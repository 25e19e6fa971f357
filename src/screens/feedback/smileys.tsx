import type { ReactNode } from 'react';

// The five faces of Jøkul's feedback component (MIT), drawn in currentColor.
function Face({ children }: { children: ReactNode }) {
  return (
    <svg className="jkl-feedback-smiley-option__icon" aria-hidden="true" focusable="false" viewBox="0 0 40 40" fill="none">
      <circle cx="20" cy="20" r="19" stroke="currentColor" strokeWidth="2" />
      {children}
    </svg>
  );
}

const eyes = (
  <>
    <circle cx="12.5" cy="14.5" r="1.5" fill="currentColor" />
    <circle cx="27.5" cy="14.5" r="1.5" fill="currentColor" />
  </>
);

/** The face for a smiley value 1 to 5. */
export function Smiley({ value }: { value: number }) {
  switch (value) {
    case 1:
      return (
        <Face>
          <path d="M10 30C10 24.4772 14.4772 20 20 20C25.5228 20 30 24.4772 30 30" stroke="currentColor" strokeWidth="2" />
          <path d="M10 13.9865H16.6667" stroke="currentColor" strokeWidth="2" />
          <path d="M23.3333 13.9865H29.9999" stroke="currentColor" strokeWidth="2" />
        </Face>
      );
    case 2:
      return (
        <Face>
          <path d="M10 28.75C10 28.75 13.75 23.3334 20 23.3334C26.25 23.3334 30 28.75 30 28.75" stroke="currentColor" strokeWidth="2" />
          {eyes}
        </Face>
      );
    case 4:
      return (
        <Face>
          <path d="M10 23.3334C10 23.3334 12.9167 30 20 30C27.0833 30 30 23.3334 30 23.3334" stroke="currentColor" strokeWidth="2" />
          {eyes}
        </Face>
      );
    case 5:
      // Apart from 4 at a glance: laughing eyes and a wide open grin.
      return (
        <Face>
          <path
            d="M10 21H30C30 26.5228 25.5228 31 20 31C14.4772 31 10 26.5228 10 21Z"
            stroke="currentColor"
            strokeWidth="2"
            fill="currentColor"
          />
          <path d="M9.5 16C10.5 13 14.5 13 15.5 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path d="M24.5 16C25.5 13 29.5 13 30.5 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Face>
      );
    default:
      return (
        <Face>
          <path d="M9.15283 25.6986H30.8477" stroke="currentColor" strokeWidth="2" />
          {eyes}
        </Face>
      );
  }
}
