import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { ErrorIcon } from '../../components/icon/ui-icons.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { hyphenateName } from '../../format/hyphenate.ts';
import { HandlingPlass } from './Skjelett.tsx';
import { TEKSTER } from './tekster.ts';
import type { Del } from './use-profil-data.ts';

interface RadProps<T> {
  /** The row's label, e.g. 'Mobilnummer'. */
  etikett: string;
  /** The data the row shows, as it loads. */
  del: Del<T>;
  /** What the row says when its read failed (spec: each failing read says so in its own row). */
  feilmelding?: string;
  /** The value, once there. */
  verdi: (data: T) => ReactNode;
  /** The action on the right ('Endre'), once there. */
  handling?: (data: T) => ReactNode;
  /** The open editor under the row, once there. */
  redigering?: (data: T) => ReactNode;
  /** Lines of the value, kept while it loads (an address has two). @default 1 */
  linjer?: number;
}

/**
 * One row of the profile: label, value and an action on the right, with the editor beneath when it
 * is open. While loading the value is a skeleton; when the read failed the row says so and offers
 * 'Prøv igjen' (and focus goes to the row when that brings it back). Sits in a `<dl>`.
 */
export function Rad<T>({ etikett, del, feilmelding, verdi, handling, redigering, linjer = 1 }: RadProps<T>) {
  const radRef = useRef<HTMLDivElement>(null);
  const provdeIgjen = useRef(false);

  useEffect(() => {
    if (provdeIgjen.current && del.status === 'ok') {
      provdeIgjen.current = false;
      radRef.current?.focus();
    }
  }, [del.status]);

  let innhold: ReactNode;
  if (del.status === 'laster') {
    // The value's lines and room for its action: the row has its loaded size (a row that loads on
    // its own has an action once loaded).
    innhold = (
      <>
        <dd className="kfp-rad__verdi">
          <Skeleton width="min(14rem, 100%)" height={`${linjer}lh`} />
        </dd>
        <HandlingPlass />
      </>
    );
  } else if (del.status === 'feil') {
    innhold = (
      <>
        <dd className="kfp-rad__verdi kfp-rad__verdi--feil">
          <ErrorIcon className="kfp-rad__feilikon" />
          <span role="status">{feilmelding}</span>
        </dd>
        <dd className="kfp-rad__handling">
          <Button
            variant="tertiary"
            data-density="compact"
            loading={del.proverIgjen}
            loadingText={TEKSTER.provIgjen}
            disabled={false}
            aria-disabled={del.proverIgjen}
            onClick={() => {
              if (del.proverIgjen) return;
              provdeIgjen.current = true;
              del.provIgjen();
            }}
          >
            {TEKSTER.provIgjen}
          </Button>
        </dd>
      </>
    );
  } else {
    const handlingen = handling?.(del.data);
    const redigeringen = redigering?.(del.data);
    innhold = (
      <>
        <dd className="kfp-rad__verdi">{verdi(del.data)}</dd>
        {handlingen ? <dd className="kfp-rad__handling">{handlingen}</dd> : null}
        {redigeringen ? <dd className="kfp-rad__redigering">{redigeringen}</dd> : null}
      </>
    );
  }

  return (
    <div className="kfp-rad" ref={radRef} tabIndex={-1}>
      {/* Soft hyphens: 'Forsikringsdokumenter' must break with a hyphen beside the action at 320 px. */}
      <dt className="kfp-rad__etikett">{hyphenateName(etikett)}</dt>
      {innhold}
    </div>
  );
}
