import type { ReactNode } from 'react';

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
  /** Extra content at the card's end, e.g. prices or a tag. */
  children?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Leads outside the portal: 'åpnes i ny fane' for screen readers and an ↗ arrow. @default false */
  external?: boolean | undefined;
  /**
   * Opens in a new tab. In the mobile bank an external link goes through the app instead (the
   * screen passes the app's address and `false`). @default the value of `external`
   */
  newTab?: boolean | undefined;
  className?: string;
  /** Called when the link is followed (e.g. to track it); the link still navigates. */
  onClick?: (() => void) | undefined;
}

/**
 * A card that is one link: the whole card is clickable, but only the title is the link's name (the
 * link is stretched over the card with a pseudo-element), so screen readers hear a short name and
 * the rest as text.
 *
 * @example <NavigationCard href="/privat/forsikring/detaljer/123" title="Bilforsikring" description="AB 12345">349 kr/md</NavigationCard>
 */
export function NavigationCard({ href, title, description, children, headingLevel = 3, external = false, newTab = external, className, onClick }: NavigationCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`kfp-navigation-card${href === undefined ? ' kfp-navigation-card--static' : ''}${className ? ` ${className}` : ''}`}>
      <Heading className="kfp-navigation-card__title">
        {href === undefined ? (
          title
        ) : (
          <a className="kfp-navigation-card__link" href={href} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {title}
            {external && <span className="kfp-sr-only"> (åpnes i ny fane)</span>}
          </a>
        )}
      </Heading>
      {description !== undefined && <p className="kfp-navigation-card__description">{description}</p>}
      {children !== undefined && <div className="kfp-navigation-card__extra">{children}</div>}
      {href !== undefined && (
        <span className="kfp-navigation-card__arrow" aria-hidden="true">
          {external ? '↗' : '→'}
        </span>
      )}
    </div>
  );
}
