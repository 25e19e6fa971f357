import type { ReactNode } from 'react';

interface Props {
  /** Where the card leads. */
  href: string;
  /** The card's title (a heading inside the link). */
  tittel: ReactNode;
  /** Opens in a new tab, labelled 'åpnes i ny fane' for screen readers. @default false */
  ekstern?: boolean;
  /** The heading level of the title. @default 3 */
  niva?: 2 | 3;
  children?: ReactNode;
  className?: string;
}

/**
 * A navigation card: the whole card is one link, so it is one tab stop with one name. Local
 * stand-in for the shared navigation card.
 */
export function NavKort({ href, tittel, ekstern = false, niva = 3, children, className }: Props) {
  const Heading = niva === 2 ? 'h2' : 'h3';
  return (
    <a
      className={`ov-kort ov-navkort${className ? ` ${className}` : ''}`}
      href={href}
      {...(ekstern ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Heading className="ov-kort__tittel">
        {tittel}
        {ekstern && <span className="kfp-sr-only"> (åpnes i ny fane)</span>}
      </Heading>
      {children}
      <span className="ov-navkort__pil" aria-hidden="true">
        {ekstern ? '↗' : '→'}
      </span>
    </a>
  );
}

/** The same card without a link, for when there is nowhere safe to go. */
export function Kort({ tittel, children, className }: Omit<Props, 'href' | 'ekstern' | 'niva'>) {
  return (
    <div className={`ov-kort${className ? ` ${className}` : ''}`}>
      <h3 className="ov-kort__tittel">{tittel}</h3>
      {children}
    </div>
  );
}
