import { useId } from 'react';
import type { Samtykketekst, Skadekunde } from '../../api/schemas.ts';
import { Button } from '../../components/button/Button.tsx';
import { ErrorIcon } from '../../components/icon/ui-icons.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { Reservasjon } from './Reservasjon.tsx';
import { Samtykke } from './Samtykke.tsx';
import { TEKSTER } from './tekster.ts';
import type { Del } from './use-profil-data.ts';

interface Props {
  kunde: Skadekunde;
  tekster: Del<readonly Samtykketekst[]>;
}

/**
 * The marketing-consent section (spec §2): the consent texts (`samtykke/tekster?bankkunde=false`),
 * each with its Ja/Nei, then the reservation consent (`Reservasjon`). Shown only to non-bank customers with `showSamtykkerMinProfil` on (the
 * caller decides). A failed read says so here and leaves the rest of the profile working.
 */
export function Samtykker({ kunde, tekster }: Props) {
  const tittelId = useId();
  return (
    <section className="kfp-profil__seksjon kfp-samtykker" aria-labelledby={tittelId}>
      <h2 id={tittelId} className="kfp-h2 kfp-profil__seksjonstittel">
        {TEKSTER.samtykker}
      </h2>
      {tekster.status === 'laster' ? (
        <div className="kfp-samtykke" aria-hidden="true">
          <Skeleton width="40%" />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="30%" />
        </div>
      ) : null}
      {tekster.status === 'feil' ? (
        <div className="kfp-samtykker__feil">
          <p role="status" className="kfp-rad__verdi--feil">
            <ErrorIcon className="kfp-rad__feilikon" />
            <span>{TEKSTER.samtykkerFeil}</span>
          </p>
          <Button
            variant="tertiary"
            data-density="compact"
            loading={tekster.proverIgjen}
            loadingText={TEKSTER.provIgjen}
            disabled={false}
            aria-disabled={tekster.proverIgjen}
            onClick={() => tekster.proverIgjen || tekster.provIgjen()}
          >
            {TEKSTER.provIgjen}
          </Button>
        </div>
      ) : null}
      {tekster.status === 'ok'
        ? tekster.data.map((tekst) => <Samtykke key={tekst.samtykke} tekst={tekst} samtykker={kunde.samtykker} />)
        : null}
      <Reservasjon />
    </section>
  );
}
