import type { ReactNode } from 'react';
import { ArrowRightIcon, ExternalLinkIcon } from '../icon/forste-skjerm-ikoner.tsx';

export interface NavigationCardProps {
  /**
   * Where the card leads. Routed by kfp-router when inside its base. Without it the card is plain
   * (no link, no arrow), for when there is nowhere safe to go.
   */
  href?: string | undefined;
  /** The card's title: the link's accessible name. */
  title: ReactNode;
  /** A line under the title, e.g. the agreement's description. */
  description?: ReactNode;
  /** Extra content under the description, e.g. a tag or a list. */
  children?: ReactNode;
  /** What sits at the card's foot beside the arrow, e.g. the prices: at the same place on every card of a row. */
  footer?: ReactNode;
  /** An icon before the title, e.g. `<ProductIcon type="BIL" />`. */
  icon?: ReactNode;
  /** A picture at the top of the card (beside the text from 36rem), for the wide variant. */
  media?: ReactNode;
  /**
   * 'default': a column, title on top and the foot at the bottom; 'compact': one row (icon, title,
   * arrow), for lists of many; 'wide': picture and text side by side, for the one card that leads;
   * 'action': an invitation to do something new (a dashed border), e.g. 'Kjøp forsikring'.
   * @default 'default'
   */
  variant?: 'default' | 'compact' | 'wide' | 'action';
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Leads outside the portal. @default false */
  external?: boolean | undefined;
  /**
   * Opens in a new tab. In the mobile bank an external link goes through the app instead (the
   * screen passes the app's address and `false`). @default the value of `external`
   */
  newTab?: boolean | undefined;
  /**
   * Where the link opens, for screen readers after the title, with the external-link icon instead
   * of the arrow. A link the mobile bank's app opens in its own web view opens in place: no label.
   * @default 'åpnes i ny fane' for a link that opens in a new tab, else none
   */
  etikett?: 'åpnes i ny fane' | 'åpnes i nettleseren' | undefined;
  className?: string;
  /** Called when the link is followed (e.g. to track it); the link still navigates. */
  onClick?: (() => void) | undefined;
}

/**
 * A card that is one link (the portal's navigation surface): the whole card is clickable, but only
 * the title is the link's name (the link is stretched over the card with a pseudo-element), so
 * screen readers hear a short name and the rest as text. Cards in a row are top-aligned, and the
 * foot (prices and the arrow) sits at the bottom of each, at the same height across the row.
 *
 * @example <NavigationCard href="/privat/forsikring/detaljer/123" title="Bilforsikring" description="AB 12345" footer="349 kr/md" />
 */
export function NavigationCard({
  href,
  title,
  description,
  children,
  footer,
  icon,
  media,
  variant = 'default',
  headingLevel = 3,
  external = false,
  newTab = external,
  etikett = newTab ? 'åpnes i ny fane' : undefined,
  className,
  onClick,
}: NavigationCardProps) {
  const Heading = `h${headingLevel}` as const;
  const klasser = [
    'kfp-navigation-card',
    `kfp-navigation-card--${variant}`,
    href === undefined ? 'kfp-navigation-card--static' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const Pil = etikett ? ExternalLinkIcon : ArrowRightIcon;
  const body = (
    <div className="kfp-navigation-card__body">
      <div className="kfp-navigation-card__head">
        {icon !== undefined && <span className="kfp-navigation-card__icon">{icon}</span>}
        <Heading className="kfp-navigation-card__title">
          {href === undefined ? (
            title
          ) : (
            <a
              className="kfp-navigation-card__link"
              href={href}
              onClick={onClick}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {title}
              {etikett && <span className="kfp-sr-only"> ({etikett})</span>}
            </a>
          )}
        </Heading>
      </div>
      {description !== undefined && <p className="kfp-navigation-card__description">{description}</p>}
      {children !== undefined && <div className="kfp-navigation-card__extra">{children}</div>}
      {(footer !== undefined || href !== undefined) && (
        <div className="kfp-navigation-card__foot">
          {footer !== undefined && <div className="kfp-navigation-card__footer">{footer}</div>}
          {href !== undefined && <Pil className="kfp-navigation-card__arrow" />}
        </div>
      )}
    </div>
  );
  return (
    <div className={klasser}>
      {media === undefined ? (
        body
      ) : (
        // The card is the size container; this row lays out picture and text by the card's width.
        <div className="kfp-navigation-card__layout">
          <div className="kfp-navigation-card__media">{media}</div>
          {body}
        </div>
      )}
    </div>
  );
}
