import { useId } from 'react';
import type { Tilbud } from '../../api/schemas.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { formatDato, formatKronerPerMaaned, hyphenateName, isSafeHref } from '../../format/index.ts';
import { Priser } from './Priser.tsx';
import { tilbudLenke } from './tilbud-lenke.ts';

interface Props {
  tilbud: Tilbud;
  /** 'Fjern tilbud' was clicked; `knapp` gets focus back when the confirmation is cancelled. */
  onFjern: (tilbud: Tilbud, knapp: HTMLButtonElement) => void;
}

/**
 * One offer: name, description, prices (with the traffic insurance levy included in them, spec §3
 * `detaljer.tfaMonthly`), expiry date and its package of extra offers, with 'Vis tilbudet' and
 * 'Fjern tilbud' (both described by the offer's name, since every card has them).
 */
export function TilbudKort({ tilbud, onFjern }: Props) {
  const navnId = useId();
  const href = tilbudLenke(tilbud);
  const dato = tilbud.expirationDate ? formatDato(tilbud.expirationDate) : '';
  return (
    <article className="kfp-tilbud" aria-labelledby={navnId}>
      <h2 className="kfp-tilbud__navn" id={navnId}>
        {hyphenateName(tilbud.name)}
      </h2>
      {tilbud.description ? <p className="kfp-tilbud__beskrivelse">{tilbud.description}</p> : null}
      <Priser monthlyPrice={tilbud.monthlyPrice} yearlyPrice={tilbud.yearlyPrice} />
      {tilbud.detaljer?.tfaMonthly !== undefined ? (
        <p className="kfp-tilbud__tfa">Herav trafikkforsikringsavgift til staten: {formatKronerPerMaaned(tilbud.detaljer.tfaMonthly)}</p>
      ) : null}
      {dato ? <p className="kfp-tilbud__utloper">Gyldig til {dato}</p> : null}
      {tilbud.pakkeTilbud.length > 0 ? (
        <div className="kfp-tilbud__pakke">
          <h3 className="kfp-tilbud__pakketittel">Pakketilbud</h3>
          <ul className="kfp-tilbud__pakkeliste">
            {tilbud.pakkeTilbud.map((pakke, index) => (
              <li key={`${pakke.name}-${index}`} className="kfp-tilbud__pakkerad">
                <span>{pakke.name}</span>
                <Priser monthlyPrice={pakke.monthlyPrice} yearlyPrice={pakke.yearlyPrice} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="kfp-tilbud__handlinger">
        {isSafeHref(href) ? (
          <a className="jkl-button jkl-button--primary" href={href} aria-describedby={navnId} onClick={() => trackKnappeklikk('Vis tilbudet')}>
            Vis tilbudet
          </a>
        ) : null}
        <Button aria-describedby={navnId} onClick={(event) => {
            trackKnappeklikk('Fjern tilbud');
            onFjern(tilbud, event.currentTarget);
          }}>
          Fjern tilbud
        </Button>
      </div>
    </article>
  );
}
