import { Lenke } from '../../components/lenke/Lenke.tsx';
import { getConfig, type AndreForsikringerKort } from '../../config/index.ts';
import { ArrowRightIcon, ClaimIcon } from '../../components/icon/ui-icons.tsx';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { isSafeHref } from '../../format/url.ts';
import { eksternLenkeOmTrygg, erPdfAdresse } from '../../mobilapp/lenker.ts';

/** The page's lead: what these cards are and what each link does (ours; the spec shows no contents). */
const INGRESS = 'Her er forsikringer du har gjennom andre ordninger. Meld skade eller les mer om hver av dem.';

/**
 * "Andre forsikringer" (spec §2: contents not shown): the cards of config `andreForsikringer`,
 * each with its description and, where configured, "Meld skade" and "Les mer" links.
 */
export function AndreForsikringerScreen() {
  const kort = getConfig().andreForsikringer;
  return (
    <section className="kfp-andre kfp-screen" aria-labelledby="kfp-andre-tittel">
      <h1 id="kfp-andre-tittel" className="kfp-h1">
        Andre forsikringer
      </h1>
      {kort.length === 0 ? <p className="kfp-lead">Du har ingen andre forsikringer å vise her.</p> : <p className="kfp-lead">{INGRESS}</p>}
      {kort.length === 0 ? null : (
        <ul className="kfp-andre__liste">
          {kort.map((item, index) => (
            <Kort key={`${item.title}-${index}`} kort={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One card; 'Meld skade' leads to the claims app and says so (a new tab, or in the mobile bank through the app). */
function Kort({ kort }: { kort: AndreForsikringerKort }) {
  const meldSkade = eksternLenkeOmTrygg(kort.meldSkadeUrl, `Meld skade på ${kort.title}`);
  // A document behind 'Les mer' is a PDF link (spec §1).
  const lesMerPdf = kort.lesMerUrl && erPdfAdresse(kort.lesMerUrl) ? eksternLenkeOmTrygg(kort.lesMerUrl, kort.title) : undefined;
  return (
    <li className="kfp-andre__kort">
      <h2 className="kfp-h3">{bindTall(kort.title)}</h2>
      <p>{bindTall(kort.description)}</p>
      <p className="kfp-andre__lenker">
        {meldSkade ? (
          <Lenke lenke={meldSkade}>
            <ClaimIcon />
            Meld skade<span className="kfp-sr-only"> på {kort.title}</span>
          </Lenke>
        ) : null}
        {lesMerPdf ? (
          <Lenke lenke={lesMerPdf}>
            Les mer<span className="kfp-sr-only"> om {kort.title}</span>
          </Lenke>
        ) : kort.lesMerUrl && isSafeHref(kort.lesMerUrl) ? (
          <a href={kort.lesMerUrl}>
            Les mer<span className="kfp-sr-only"> om {kort.title}</span>
            <ArrowRightIcon />
          </a>
        ) : null}
      </p>
    </li>
  );
}
