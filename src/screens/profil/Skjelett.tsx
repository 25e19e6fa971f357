// The profile's placeholders: of the size of what replaces them, so nothing shown moves (issue 22).
import { Button } from '../../components/button/Button.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { TEKSTER } from './tekster.ts';

/**
 * The card while the customer (or the session) is on its way: the name's line and a claims
 * customer's five rows (identity number, a two-line address, mobile, e-mail, documents in the post),
 * in the rows' own fonts and with room for their actions, so the card that replaces it is of its size.
 */
export function KortSkjelett() {
  return (
    <div className="kfp-profil__kort" aria-hidden="true">
      <div className="kfp-h2 kfp-profil__navn">
        <Skeleton width="min(16rem, 70%)" height="1lh" />
      </div>
      <div className="kfp-profil__rader">
        {[1, 2, 1, 1, 1].map((linjer, n) => (
          <div key={n} className="kfp-rad">
            <div className="kfp-rad__etikett">
              <Skeleton width="8rem" height="1lh" />
            </div>
            <div className="kfp-rad__verdi">
              <Skeleton width="min(14rem, 100%)" height={`${linjer}lh`} />
            </div>
            {n > 0 ? <HandlingPlass /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Room for a row's 'Endre' while the row loads: the button itself, unseen (not focusable, not read). */
export function HandlingPlass() {
  return (
    <div className="kfp-rad__handling kfp-rad__handling--plass" aria-hidden="true">
      <Button variant="tertiary" data-density="compact" className="kfp-rad__endre" tabIndex={-1}>
        {TEKSTER.endre}
      </Button>
    </div>
  );
}
