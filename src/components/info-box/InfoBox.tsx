import type { ReactNode } from 'react';

export interface InfoBoxProps {
  /** The box's heading. */
  title?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** An icon before the title, e.g. `<InfoIcon />`. */
  icon?: ReactNode;
  children?: ReactNode;
  /** A link or button at the end: the one thing to do next. */
  action?: ReactNode;
  className?: string;
}

/**
 * The info-box surface: calm, useful information in the sand section colour (a benefit, a message
 * from the bank, what to do when there is nothing to show). Not a link itself: its action is.
 *
 * @example <InfoBox title="Du har ingen tilbud" action={<a href="…/kjopsinnganger">Kjøp forsikring</a>}>Når du ber om et tilbud, finner du det her.</InfoBox>
 */
export function InfoBox({ title, headingLevel = 3, icon, children, action, className }: InfoBoxProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`kfp-info-box${className ? ` ${className}` : ''}`}>
      {(title !== undefined || icon !== undefined) && (
        <div className="kfp-info-box__head">
          {icon !== undefined && <span className="kfp-info-box__icon">{icon}</span>}
          {title !== undefined && <Heading className="kfp-info-box__title">{title}</Heading>}
        </div>
      )}
      {typeof children === 'string' ? <p>{children}</p> : children}
      {action !== undefined && <div className="kfp-info-box__action">{action}</div>}
    </div>
  );
}
