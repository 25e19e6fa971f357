import type { Avtale } from '../../api/schemas.ts';
import { formatKronerPerAar, formatKronerPerMaaned, hyphenateName } from '../../format/index.ts';
import { avtaleLenke, type LenkeKontekst } from './avtale-lenke.ts';
import { avtaleTag } from './avtale-tag.ts';
import { Kort, NavKort } from './deler/NavKort.tsx';
import { Tag } from './deler/Tag.tsx';

/** One agreement as a navigation card: name (hyphenated when long), tag, description, prices. */
export function AvtaleKort({ avtale, kontekst }: { avtale: Avtale; kontekst: LenkeKontekst }) {
  const lenke = avtaleLenke(avtale, kontekst);
  const tag = avtaleTag(avtale);
  const innhold = (
    <>
      {tag && (
        <p className="ov-kort__tag">
          <Tag variant={tag.variant}>{tag.tekst}</Tag>
        </p>
      )}
      {avtale.description && <p className="ov-kort__beskrivelse">{avtale.description}</p>}
      {(avtale.monthlyPrice !== undefined || avtale.yearlyPrice !== undefined) && (
        <p className="ov-kort__pris">
          {avtale.monthlyPrice !== undefined && <span>{formatKronerPerMaaned(avtale.monthlyPrice)}</span>}
          {avtale.yearlyPrice !== undefined && <span>{formatKronerPerAar(avtale.yearlyPrice)}</span>}
        </p>
      )}
    </>
  );
  const tittel = <span className="ov-kort__navn">{hyphenateName(avtale.name)}</span>;
  return lenke ? (
    <NavKort href={lenke.href} ekstern={lenke.ekstern} tittel={tittel} className="ov-avtalekort">
      {innhold}
    </NavKort>
  ) : (
    <Kort tittel={tittel} className="ov-avtalekort">
      {innhold}
    </Kort>
  );
}
