import { formatKronerPerAar, formatKronerPerMaaned } from '../../format/currency.ts';

/** A monthly and a yearly price, each only when known. */
export function Priser({ monthlyPrice, yearlyPrice }: { monthlyPrice?: number | undefined; yearlyPrice?: number | undefined }) {
  if (monthlyPrice === undefined && yearlyPrice === undefined) return null;
  return (
    <span className="kfp-priser">
      {monthlyPrice !== undefined ? <span className="kfp-priser__md">{formatKronerPerMaaned(monthlyPrice)}</span> : null}
      {yearlyPrice !== undefined ? <span className="kfp-priser__aar">{formatKronerPerAar(yearlyPrice)}</span> : null}
    </span>
  );
}
