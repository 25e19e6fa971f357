import type { ReactNode } from 'react';

interface Props {
  /** 'feil' for failures the customer should notice, 'advarsel' for partial outages. */
  variant: 'feil' | 'advarsel';
  children: ReactNode;
}

/** A message box. Errors are announced (role alert); a local stand-in for the shared banner. */
export function Varsel({ variant, children }: Props) {
  return (
    <div className={`ov-varsel ov-varsel--${variant}`} role={variant === 'feil' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
