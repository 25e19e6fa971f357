import { useQuery } from '../../store/use-query.ts';
import { PhoneIcon } from '../../components/icon/ui-icons.tsx';
import { formatTelefonnummerMedLandkode, telefonnummerForTelLenke } from '../../format/phone.ts';
import { kontaktLenke } from '../../mobilapp/lenker.ts';
import { kontaktinfoQuery } from '../../store/queries/kontaktinfo.ts';

/**
 * 'Ring oss på +47 91 50 31 00': the phone number from the footer's contact info (one request per
 * page, shared), as a call link (in the mobile bank through the app). Nothing while the number is
 * unknown: the footer says how to reach us in any case.
 */
export function RingOss({ tekst = 'Ring oss på' }: { tekst?: string }) {
  const { data } = useQuery(kontaktinfoQuery);
  if (!data?.telefon) return null;
  return (
    <span className="kfp-ring-oss">
      <PhoneIcon />
      <span>
        {tekst}{' '}
        <a href={kontaktLenke(`tel:${telefonnummerForTelLenke(data.telefon)}`).href} className="kfp-ring-oss__nummer">
          {formatTelefonnummerMedLandkode(data.telefon)}
        </a>
      </span>
    </span>
  );
}
