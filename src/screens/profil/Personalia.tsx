import { Button } from '../../components/button/Button.tsx';
import { ErrorIcon } from '../../components/icon/ui-icons.tsx';
import { formatFodselsnummer } from '../../format/fodselsnummer.ts';
import { AdresseRad } from './AdresseRad.tsx';
import { EpostRad } from './EpostRad.tsx';
import { MobilRad } from './MobilRad.tsx';
import { PostforsendelseRad } from './PostforsendelseRad.tsx';
import { Rad } from './Rad.tsx';
import { KortSkjelett } from './Skjelett.tsx';
import { jaNei, visFodselsnummer } from './regler.ts';
import { TEKSTER } from './tekster.ts';
import type { ProfilData } from './use-profil-data.ts';

interface Props {
  data: ProfilData;
  kunngjor: (melding: string) => void;
}

/**
 * The card of the customer's data: the name as its title, then one row each (spec §2). Rows that
 * wait for the customer show skeletons; when the customer cannot be read, the card says so with
 * 'Prøv igjen' and the rows that do not depend on it (documents in the post) still work.
 */
export function Personalia({ data, kunngjor }: Props) {
  const { kunde } = data;
  // A customer without a claims record (a life-only customer) has no name to show.
  const medNavn = kunde.status === 'ok' && kunde.data.navn !== '';

  // Until the customer is there it is unknown which rows there are: a card of the usual rows' size,
  // replaced as a whole (no row shown moves when the rows are known).
  if (kunde.status === 'laster') return <KortSkjelett />;

  return (
    // Not a landmark: a region named after the customer was noise in the landmarks list (issue 33).
    <div className="kfp-profil__kort">
      {kunde.status === 'ok' && medNavn ? <h2 className="kfp-h2 kfp-profil__navn">{kunde.data.navn}</h2> : null}
      {kunde.status === 'feil' ? (
        <div className="kfp-profil__kundefeil">
          <p role="status" className="kfp-rad__verdi--feil">
            <ErrorIcon className="kfp-rad__feilikon" />
            <span>{TEKSTER.kundeFeil}</span>
          </p>
          <Button
            variant="tertiary"
            data-density="compact"
            loading={kunde.proverIgjen}
            loadingText={TEKSTER.provIgjen}
            disabled={false}
            aria-disabled={kunde.proverIgjen}
            onClick={() => kunde.proverIgjen || kunde.provIgjen()}
          >
            {TEKSTER.provIgjen}
          </Button>
        </div>
      ) : null}
      <dl className="kfp-profil__rader">
        {kunde.status === 'ok' && visFodselsnummer(kunde.data) ? (
          <Rad
            etikett={TEKSTER.fodselsnummer}
            del={kunde}
            verdi={(k) => <span className="kfp-rad__nummer">{formatFodselsnummer(k.ssn ?? '')}</span>}
          />
        ) : null}
        {kunde.status === 'ok' && data.adresse ? <AdresseRad adresse={data.adresse} kunngjor={kunngjor} /> : null}
        {kunde.status === 'ok' && data.kontakt?.status === 'feil' ? (
          <Rad etikett={`${TEKSTER.mobilnummer} og e-post`} del={data.kontakt} feilmelding={TEKSTER.kontaktFeil} verdi={() => null} />
        ) : null}
        {kunde.status === 'ok' && data.kontakt && data.kontakt.status !== 'feil' ? (
          <>
            <MobilRad kunde={kunde.data} kontakt={data.kontakt} kunngjor={kunngjor} />
            <EpostRad kunde={kunde.data} kontakt={data.kontakt} kunngjor={kunngjor} />
          </>
        ) : null}
        <PostforsendelseRad postforsendelse={data.postforsendelse} kunngjor={kunngjor} />
        {kunde.status === 'ok' && data.visLoMedlem ? (
          <Rad etikett={TEKSTER.loMedlem} del={kunde} verdi={(k) => jaNei(k.isLoMedlem)} />
        ) : null}
      </dl>
    </div>
  );
}
