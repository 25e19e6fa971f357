import type { Avtale } from '../../api/schemas.ts';
import { ProductIcon } from '../../components/icon/product-icons.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { bindTall, formatKronerPerAar, formatKronerPerMaaned, hyphenateName } from '../../format/index.ts';
import { avtaleLenke, type LenkeKontekst } from './avtale-lenke.ts';
import { avtaleTag } from './avtale-tag.ts';

/**
 * One agreement as a navigation card (plain without a safe link): the product's icon, the name
 * (hyphenated at compound boundaries when over 23 characters), tag, description, and the prices at
 * the card's foot, at the same place on every card.
 */
export function AvtaleKort({ avtale, kontekst }: { avtale: Avtale; kontekst: LenkeKontekst }) {
  const lenke = avtaleLenke(avtale, kontekst);
  const tag = avtaleTag(avtale);
  const harPris = avtale.monthlyPrice !== undefined || avtale.yearlyPrice !== undefined;
  return (
    <NavigationCard
      href={lenke?.href}
      external={lenke?.ekstern}
      icon={<ProductIcon type={avtale.productType} />}
      title={<span className="ov-kort__navn">{hyphenateName(avtale.name)}</span>}
      footer={
        harPris ? (
          <p className="ov-kort__pris">
            {avtale.monthlyPrice !== undefined && <span className="ov-kort__md">{formatKronerPerMaaned(avtale.monthlyPrice)}</span>}
            {avtale.yearlyPrice !== undefined && <span className="ov-kort__aar">{formatKronerPerAar(avtale.yearlyPrice)}</span>}
          </p>
        ) : undefined
      }
    >
      {tag && (
        <p>
          <Tag variant={tag.variant}>{tag.tekst}</Tag>
        </p>
      )}
      {avtale.description && <p>{bindTall(avtale.description)}</p>}
    </NavigationCard>
  );
}
