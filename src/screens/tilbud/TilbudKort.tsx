import { memo, useId } from 'react';
import type { Tilbud } from '../../api/schemas.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button, ButtonLenke } from '../../components/button/Button.tsx';
import { ProductIcon } from '../../components/icon/product-icons.tsx';
import { TrashIcon } from '../../components/icon/ui-icons.tsx';
import { formatKronerPerMaaned } from '../../format/currency.ts';
import { formatDato } from '../../format/date.ts';
import { hyphenateName } from '../../format/hyphenate.ts';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { isSafeHref } from '../../format/url.ts';
import { Priser } from './Priser.tsx';
import { tilbudLenke } from './tilbud-lenke.ts';

interface Props {
  tilbud: Tilbud;
  /** 'Fjern tilbud' was clicked; `knapp` gets focus back when the confirmation is cancelled. */
  onFjern: (tilbud: Tilbud, knapp: HTMLButtonElement) => void;
}

/**
 * One offer: the product's icon, name, description, prices (with the traffic insurance levy
 * included in them, spec §3 `detaljer.tfaMonthly`), expiry date and its package of extra offers,
 * with 'Vis tilbudet' (the primary action) and 'Fjern tilbud' (secondary, as a text button:
 * removing is destructive). Every card has them: 'Vis tilbudet' names the product to screen readers
 * ('Vis tilbudet på Bilforsikring', for the links list), 'Fjern tilbud' is described by it.
 * Memoised: opening, cancelling or confirming the removal dialog re-renders the offers page, and
 * the cards must not render with it (issue 35: that was 28 ms of the dialog's opening at 4x CPU).
 */
export const TilbudKort = memo(function TilbudKort({ tilbud, onFjern }: Props) {
  const navnId = useId();
  const href = tilbudLenke(tilbud);
  const dato = tilbud.expirationDate ? formatDato(tilbud.expirationDate) : '';
  return (
    <article className="kfp-tilbud" aria-labelledby={navnId}>
      <div className="kfp-tilbud__hode">
        <span className="kfp-tilbud__ikon">
          <ProductIcon type={tilbud.productType} />
        </span>
        <div className="kfp-tilbud__tekst">
          <h2 className="kfp-tilbud__navn" id={navnId}>
            {hyphenateName(tilbud.name)}
          </h2>
          {tilbud.description ? <p className="kfp-tilbud__beskrivelse">{bindTall(tilbud.description)}</p> : null}
        </div>
        <div className="kfp-tilbud__pris">
          <Priser monthlyPrice={tilbud.monthlyPrice} yearlyPrice={tilbud.yearlyPrice} />
          {tilbud.detaljer?.tfaMonthly !== undefined ? (
            <p className="kfp-tilbud__tfa">
              Herav trafikkforsikringsavgift til staten: {formatKronerPerMaaned(tilbud.detaljer.tfaMonthly)}
            </p>
          ) : null}
          {dato ? <p className="kfp-tilbud__utloper">Gyldig til {dato}</p> : null}
        </div>
      </div>
      {tilbud.pakkeTilbud.length > 0 ? (
        <div className="kfp-tilbud__pakke">
          <h3 className="kfp-tilbud__pakketittel">Pakketilbud</h3>
          <ul className="kfp-tilbud__pakkeliste">
            {tilbud.pakkeTilbud.map((pakke, index) => (
              <li key={`${pakke.name}-${index}`} className="kfp-tilbud__pakkerad">
                <span>{bindTall(pakke.name)}</span>
                <Priser monthlyPrice={pakke.monthlyPrice} yearlyPrice={pakke.yearlyPrice} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="kfp-tilbud__handlinger">
        {isSafeHref(href) ? (
          <ButtonLenke
            data-density="compact"
            href={href}
            skjultTillegg={`på ${tilbud.name}`}
            onClick={() => trackKnappeklikk('Vis tilbudet')}
          >
            Vis tilbudet
          </ButtonLenke>
        ) : null}
        <Button
          variant="tertiary"
          data-density="compact"
          className="kfp-tilbud__fjern"
          aria-describedby={navnId}
          onClick={(event) => {
            trackKnappeklikk('Fjern tilbud');
            onFjern(tilbud, event.currentTarget);
          }}
        >
          <TrashIcon />
          Fjern tilbud
        </Button>
      </div>
    </article>
  );
});
