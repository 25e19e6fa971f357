import type { Avtale } from '../../api/schemas.ts';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { formatKronerPerAar, formatKronerPerMaaned, hyphenateName } from '../../format/index.ts';
import { eksternLenkeOmTrygg } from '../../mobilapp/lenker.ts';
import { avtaleLenke, type LenkeKontekst } from './avtale-lenke.ts';
import { avtaleTag } from './avtale-tag.ts';

/**
 * One agreement as a navigation card (plain without a safe link): name (hyphenated when long), tag,
 * description, prices. The online bank opens in a new tab, or in the mobile bank through the app.
 */
export function AvtaleKort({ avtale, kontekst }: { avtale: Avtale; kontekst: LenkeKontekst }) {
  const lenke = avtaleLenke(avtale, kontekst);
  const ut = lenke?.ekstern ? eksternLenkeOmTrygg(lenke.href, avtale.name) : undefined;
  const href = lenke?.ekstern ? ut?.href : lenke?.href;
  const tag = avtaleTag(avtale);
  return (
    <NavigationCard
      href={href}
      external={ut !== undefined}
      newTab={ut?.target === '_blank'}
      title={<span className="ov-kort__navn">{hyphenateName(avtale.name)}</span>}
    >
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
