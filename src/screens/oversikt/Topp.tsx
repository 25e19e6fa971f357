import { memo, type ComponentType } from 'react';
import { getConfig } from '../../config/index.ts';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { BuyIcon, ClaimIcon, ExternalLinkIcon, InvoiceIcon } from '../../components/icon/forste-skjerm-ikoner.tsx';
import { formatKronerPerAar, formatKronerPerMaaned } from '../../format/currency.ts';
import { eksternLenkeOmTrygg } from '../../mobilapp/lenker.ts';
import { usePortalPath } from '../../page/host-context.ts';
import { BETALING_URL } from '../../page/paths.ts';
import { antallForsikringer } from './avtale-bolker.ts';
import { underBehandlingMerknad } from './avtale-tag.ts';
import type { AvtaleStatus } from './use-oversikt-data.ts';

interface Props {
  /** The customer's first name; undefined: no greeting (unknown, or not a claims customer). */
  fornavn: string | undefined;
  /** The name is still on its way: its line is kept, so the heading does not jump. */
  fornavnLaster: boolean;
  /** Show the sums (a logged-in customer, or a session still loading). */
  visSummer: boolean;
  /**
   * The agreements' status once they (or their error) are on screen, `LASTER` until then: the sums
   * leave their placeholder in the same frame as the parts below, so a box that grows or goes
   * pushes nothing already shown (and the opening does not render again on every read's answer).
   */
  status: AvtaleStatus;
  /** What the sums box says when the agreements failed (from the failure messages' module, loaded then). */
  SummeneFeilet?: ComponentType | undefined;
}

/**
 * The overview's opening, as a top portal has it: a greeting with the customer's first name, the
 * page heading, the three things customers come for (Meld skade, Kjøp forsikring, Faktura), and
 * what their insurance costs per month and per year. 'Meld skade' leads to the claims app and says
 * so: a new tab in a browser, the app's web view in the mobile bank (never `target=_blank` there).
 */
export const Topp = memo(function Topp({ fornavn, fornavnLaster, visSummer, status, SummeneFeilet }: Props) {
  const meldSkade = eksternLenkeOmTrygg(getConfig().meldSkadeUrl, 'Meld skade');
  const kjopsinnganger = usePortalPath('kjopsinnganger');
  return (
    <div className="ov-topp">
      <div className="ov-topp__tekst">
        {fornavn ? (
          <p className="ov-hilsen">Hei, {fornavn}!</p>
        ) : fornavnLaster || visSummer ? (
          // The name on its way, or none to greet by (never a guess): the line keeps its place, so
          // the heading under it does not move up once the customer record has answered.
          <p className="ov-hilsen" aria-hidden="true">
            {fornavnLaster && <Skeleton width="7rem" shape="text" />}
          </p>
        ) : null}
        <h1 className="kfp-h1">
          {/* A break point at the compound boundary: at 200 % text on a phone the word cannot fit one line. */}
          Forsikrings
          <wbr />
          oversikt
        </h1>
        <ul className="ov-snarveier" aria-label="Snarveier">
          {meldSkade && (
            <li>
              <a
                className="ov-snarvei"
                href={meldSkade.href}
                {...(meldSkade.target ? { target: meldSkade.target, rel: 'noopener noreferrer' } : {})}
              >
                <ClaimIcon />
                Meld skade
                {/* What the link really does: a new tab, or in the app its own web view (no label). */}
                {meldSkade.etikett && (
                  <>
                    <ExternalLinkIcon className="ov-snarvei__ekstern" />
                    <span className="kfp-sr-only"> ({meldSkade.etikett})</span>
                  </>
                )}
              </a>
            </li>
          )}
          <li>
            <a className="ov-snarvei" href={kjopsinnganger}>
              <BuyIcon />
              Kjøp forsikring
            </a>
          </li>
          <li>
            <a className="ov-snarvei" href={BETALING_URL}>
              <InvoiceIcon />
              Faktura
            </a>
          </li>
        </ul>
      </div>
      {visSummer && <Sammendrag status={status} SummeneFeilet={SummeneFeilet} />}
    </div>
  );
});

/**
 * 'Dette betaler du': the monthly and yearly sums of every agreement (the eika integration's added),
 * or, when the agreements failed, the reason in the same box (it keeps its place: issue 34),
 * marked 'kan være ufullstendig' when a source is down, and saying when they count applications
 * still being processed ('inkludert 1 forsikring under behandling'), read right after the sums.
 */
function Sammendrag({ status, SummeneFeilet }: Pick<Props, 'status' | 'SummeneFeilet'>) {
  if (status.status === 'ok' && status.oversikt.avtaler.length === 0) return null;
  const ok = status.status === 'ok';
  const feil = status.status === 'feil';
  // Loading: the loaded box's lines with placeholders for the figures (1lh: a line of each font),
  // so the box keeps its size when they come; failed: the same lines, empty and hidden, under the reason.
  const plass = feil ? '\u00a0' : <Skeleton height="1lh" />;
  const merknad = ok && underBehandlingMerknad(status.oversikt.avtaler);
  return (
    <section className="ov-sammendrag" data-feil={feil} aria-busy={status.status === 'laster'}>
      <h2 id="ov-sammendrag" className="ov-sammendrag__tittel">
        Dette betaler du
      </h2>
      {feil && SummeneFeilet && <SummeneFeilet />}
      <dl className="ov-summer" aria-hidden={!ok}>
        <div className="ov-sum ov-sum--maaned">
          <dt>Sum per måned</dt>
          <dd>{ok ? formatKronerPerMaaned(status.oversikt.monthlySum) : plass}</dd>
        </div>
        <div className="ov-sum">
          <dt>Sum per år</dt>
          <dd>{ok ? formatKronerPerAar(status.oversikt.yearlySum) : plass}</dd>
        </div>
      </dl>
      <p className="ov-sammendrag__antall">{ok ? `for ${antallForsikringer(status.oversikt.avtaler.length)}` : plass}</p>
      {merknad && <p className="ov-sammendrag__merknad">{merknad}</p>}
      {/* A source down or records dropped: the banner says agreements may be missing, so may the sums. */}
      {ok && status.delvisNede && <p className="ov-sammendrag__merknad">Summen kan være ufullstendig</p>}
    </section>
  );
}
