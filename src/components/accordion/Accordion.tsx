import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icon/ui-icons.tsx';

export interface AccordionProps {
  children: ReactNode;
  className?: string;
}

/**
 * A stack of accordion items (WAI-ARIA accordion pattern). Inside it, ArrowDown/ArrowUp move between
 * the item headers and Home/End go to the first and last; Enter and Space open and close.
 */
export function Accordion({ children, className }: AccordionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = [
      ...(ref.current?.querySelectorAll<HTMLButtonElement>(
        ':scope > .kfp-accordion__item > .kfp-accordion__heading > .kfp-accordion__trigger',
      ) ?? []),
    ];
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[(next + triggers.length) % triggers.length]?.focus();
  };
  return (
    <div ref={ref} className={`kfp-accordion${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface AccordionItemProps {
  /** The header's text: the button's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Open when first shown. @default false */
  startExpanded?: boolean;
  /** Level of the heading around the header button. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called after the item opened or closed. */
  onToggle?: (open: boolean) => void;
}

/**
 * One item: a heading holding a button (aria-expanded, aria-controls) and a labelled region that
 * opens in 150 ms (at once under reduced motion). A closed panel is `visibility: hidden`, so its
 * content is out of the tab order and the accessibility tree.
 *
 * @example
 * <Accordion>
 *   <AccordionItem title="Hvorfor ser jeg ikke forsikringen min?">…</AccordionItem>
 * </Accordion>
 */
export function AccordionItem({ title, children, startExpanded = false, headingLevel = 3, onToggle }: AccordionItemProps) {
  const [open, setOpen] = useState(startExpanded);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="kfp-accordion__item" data-open={open}>
      <Heading className="kfp-accordion__heading">
        <button
          type="button"
          className="kfp-accordion__trigger"
          id={`${id}-knapp`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen(!open);
            onToggle?.(!open);
          }}
        >
          <span className="kfp-accordion__title">{title}</span>
          <ChevronDownIcon className="kfp-accordion__chevron" />
        </button>
      </Heading>
      <div className="kfp-accordion__panel" id={`${id}-panel`} role="region" aria-labelledby={`${id}-knapp`}>
        <div className="kfp-accordion__content">{children}</div>
      </div>
    </div>
  );
}
