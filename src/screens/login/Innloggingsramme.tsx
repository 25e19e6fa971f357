import { useEffect, useRef, useState } from 'react';
import { rammehoyde, rapportertHoyde, type Innloggingsadresse } from './innloggingsramme.ts';

interface Props {
  /** The checked address of the login app. */
  adresse: Innloggingsadresse;
}

/**
 * The embedded BankID login app. It grows to 1.08 × the height the app reports in its
 * `LOGINAPP_DIMENSIONS` messages; messages from any other window or origin are ignored.
 */
export function Innloggingsramme({ adresse }: Props) {
  const ramme = useRef<HTMLIFrameElement>(null);
  const [hoyde, setHoyde] = useState<number | undefined>(undefined);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const rapportert = rapportertHoyde(event, { origin: adresse.origin, vindu: ramme.current?.contentWindow });
      if (rapportert !== undefined) setHoyde(rapportert);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [adresse.origin]);

  return (
    <iframe
      ref={ramme}
      className="kfp-login__ramme"
      title="Innlogging med BankID"
      src={adresse.src}
      style={{ height: `${rammehoyde(hoyde)}px` }}
    />
  );
}
