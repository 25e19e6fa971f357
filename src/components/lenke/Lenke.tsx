import type { ReactNode } from 'react';
import type { LenkeEgenskaper } from '../../mobilapp/lenker.ts';
import { ExternalLinkIcon } from '../icon/forste-skjerm-ikoner.tsx';

export interface LenkeProps {
  /** From `kontaktLenke`, `eksternLenke` or `pdfLenke` (src/mobilapp). */
  lenke: LenkeEgenskaper;
  children: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A link built by the mobile-app helpers, with its label for screen readers after the text
 * (' (åpnes i ny fane)', ' (åpnes i nettleseren)' or ' (pdf)') and a small visible marker (the
 * external-link icon, or 'PDF'). A link that opens in place (the app's own web view) has neither.
 *
 * @example <Lenke lenke={eksternLenke('https://www.finansportalen.no/', 'Finansportalen')}>Finansportalen</Lenke>
 */
export function Lenke({ lenke, children, className, id }: LenkeProps) {
  return (
    <a
      href={lenke.href}
      {...(lenke.target ? { target: lenke.target } : {})}
      {...(lenke.rel ? { rel: lenke.rel } : {})}
      {...(className !== undefined ? { className } : {})}
      {...(id !== undefined ? { id } : {})}
    >
      {children}
      {lenke.etikett === 'pdf' && (
        <span className="kfp-lenke__merke" aria-hidden="true">
          {' '}
          PDF
        </span>
      )}
      {(lenke.etikett === 'åpnes i ny fane' || lenke.etikett === 'åpnes i nettleseren') && <ExternalLinkIcon className="kfp-lenke__ikon" />}
      {lenke.etikett !== undefined && <span className="kfp-sr-only"> ({lenke.etikett})</span>}
    </a>
  );
}
