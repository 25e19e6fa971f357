import type { ReactNode } from 'react';

export interface PageSectionProps {
  /**
   * The id of the section's heading, to make the section a named region (a landmark). Leave it out
   * for a part of a page that its heading lets screen readers reach: a page of many named regions
   * is a long landmarks list (issue 33).
   */
  labelledBy?: string;
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
    <section className="kfp-section kfp-page-section" {...(labelledBy === undefined ? {} : { 'aria-labelledby': labelledBy })}>
      {children}
    </section>
  );
}
