import type { Kundeadresse } from '../../api/schemas.ts';
import { adresselinjer } from './regler.ts';

interface Props {
  adresse: Kundeadresse;
  postnumre: readonly { kode: string; navn: string }[];
  id?: string;
}

/** An address as the customer knows it: one line each for street, farm and holding numbers, postcode and place. */
export function Adresse({ adresse, postnumre, id }: Props) {
  return (
    <span className="kfp-adresse" id={id}>
      {adresselinjer(adresse, postnumre).map((linje) => (
        <span key={linje} className="kfp-adresse__linje">
          {linje}
        </span>
      ))}
    </span>
  );
}
