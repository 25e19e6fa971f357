import type { Avtale } from '../../api/schemas.ts';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { formatKronerPerAar, formatKronerPerMaaned, hyphenateName } from '../../format/index.ts';
import { avtaleLenke, type LenkeKontekst } from './avtale-lenke.ts';
import { avtaleTag } from './avtale-tag.ts';

/** One agreement as a navigation card (plain without a safe link): name (hyphenated when long), tag, description, prices. */
export function AvtaleKort({ avtale, kontekst }: { avtale: Avtale; kontekst: LenkeKontekst }) {
  const lenke = avtaleLenke(avtale, kontekst);
  const tag = avtaleTag(avtale);
  return (
    <NavigationCard href={lenke?.href} external={lenke?.ekstern} title={<span className="ov-kort__navn">{hyphenateName(avtale.name)}</span>}>
      {tag && (
        <p>
          <Tag variant={tag.variant}>{tag.tekst}</Tag>
        </p>
      )}
      {avtale.description && <p>{avtale.description}</p>}
      {(avtale.monthlyPrice !== undefined || avtale.yearlyPrice !== undefined) && (
        <p className="ov-kort__pris">
          {avtale.monthlyPrice !== undefined && <span>{formatKronerPerMaaned(avtale.monthlyPrice)}</span>}
          {avtale.yearlyPrice !== undefined && <span>{formatKronerPerAar(avtale.yearlyPrice)}</span>}
        </p>
      )}
    </NavigationCard>
  );
}
