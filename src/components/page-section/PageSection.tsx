import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The id of the section's heading, its accessible name. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A page section on a panel of its own, in the default section colour sand (spec §9;
 * `--kfp-color-section`): a part of the page set apart from the cards around it, not a fifth kind
 * of box for content. Heading then content, with the rhythm of `.kfp-section`. Adopt
 * `pageSectionStyles`.
 */
export function PageSection({ labelledBy, children }: PageSectionProps) {
  return (
    <section className="kfp-section kfp-page-section" aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
