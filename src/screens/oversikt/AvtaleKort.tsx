import type { Avtale } from '../../api/schemas.ts';
import { FirstScreenProductIcon } from '../../components/icon/FirstScreenProductIcon.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { formatKronerPerAar, formatKronerPerMaaned } from '../../format/currency.ts';
import { hyphenateName } from '../../format/hyphenate.ts';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { eksternLenkeOmTrygg } from '../../mobilapp/lenker.ts';
import { avtaleLenke, type LenkeKontekst } from './avtale-lenke.ts';
import { avtaleTag } from './avtale-tag.ts';

/**
 * One agreement as a navigation card (plain without a safe link): the product's icon, the name
 * (its compound boundaries marked whatever its length: at 200 % text on a phone even
 * 'Ulykkesforsikring' is wider than the card, so it breaks as 'Ulykkes-forsikring', not
 * mid-syllable; spec §9's 23 characters are a floor), tag, description, and the prices at
 * the card's foot, at the same place on every card. The online bank opens in a new tab, or in the
 * mobile bank through the app.
 */
export function AvtaleKort({ avtale, kontekst }: { avtale: Avtale; kontekst: LenkeKontekst }) {
  const lenke = avtaleLenke(avtale, kontekst);
  const ut = lenke?.ekstern ? eksternLenkeOmTrygg(lenke.href, avtale.name) : undefined;
  const href = lenke?.ekstern ? ut?.href : lenke?.href;
  const tag = avtaleTag(avtale);
  const harPris = avtale.monthlyPrice !== undefined || avtale.yearlyPrice !== undefined;
  return (
    <NavigationCard
      href={href}
      external={ut !== undefined}
      newTab={ut?.target === '_blank'}
      icon={<FirstScreenProductIcon type={avtale.productType} productCode={avtale.productCode} />}
      // The number prints under the name (src/page/print.css); the screen does not show it.
      title={
        <span className="ov-kort__navn" data-avtalenummer={avtale.policyNumber}>
          {hyphenateName(avtale.name, 0)}
        </span>
      }
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
