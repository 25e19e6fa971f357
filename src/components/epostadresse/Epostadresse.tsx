import { Fragment } from 'react';
import { epostDeler } from '../../format/epost-deler.ts';

/** Props of {@link Epostadresse}. */
export interface EpostadresseProps {
  /** The address, shown as written. */
  adresse: string;
}

/**
 * An e-mail address that, when it does not fit its line, wraps after the '@' and before a dot
 * (`<wbr>`), never inside a word. Its text (and so an accessible name) is the address unchanged.
 */
export function Epostadresse({ adresse }: EpostadresseProps) {
  return (
    <>
      {epostDeler(adresse).map((del, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {del}
        </Fragment>
      ))}
    </>
  );
}
