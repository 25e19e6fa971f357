import type { ReactNode } from 'react';

/** A heading level, 1 to 6. */
export type Nivaa = 1 | 2 | 3 | 4 | 5 | 6;

/** Turns an attribute value into a heading level: whole numbers 1 to 6, anything else `fallback`. */
export function tilNivaa(value: unknown, fallback: Nivaa = 1): Nivaa {
  const tall = typeof value === 'string' ? Number(value) : value;
  return typeof tall === 'number' && Number.isInteger(tall) && tall >= 1 && tall <= 6 ? (tall as Nivaa) : fallback;
}

/** One level below `nivaa`, stopping at 6. */
export const under = (nivaa: Nivaa): Exclude<Nivaa, 1> => Math.min(nivaa + 1, 6) as Exclude<Nivaa, 1>;

interface Props {
  nivaa: Nivaa;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** A heading whose level is given at run time (the element sits at different depths of a page). */
export function Overskrift({ nivaa, className, id, children }: Props) {
  const Tag = `h${nivaa}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
