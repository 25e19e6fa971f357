import { useQuery } from '../../store/use-query.ts';
import { useEffect, useMemo } from 'react';
import { CheckIcon } from '../../components/icon/ui-icons.tsx';
import { Loader } from '../../components/loader/Loader.tsx';
import { getConfig } from '../../config/index.ts';
import { useHost } from '../../page/host-context.ts';
import { medRetur, returSti } from '../../format/retur.ts';
import { reportError } from '../../monitoring/report.ts';
import { routerBase } from '../../page/paths.ts';
import { Feilside } from './Feilside.tsx';
import { Innloggingsramme } from './Innloggingsramme.tsx';
import { innloggingsadresse } from './innloggingsramme.ts';
import { LoFavorLogo } from './LoFavorLogo.tsx';
import { loginUrlQuery } from './login-url-query.ts';

/**
 * The login screen (spec §2 "Login screen"): the BankID login frame when the config turns direct
 * login on (`features.hasDirekteinnlogging`), the not-found page otherwise. The frame's address
 * carries `goto` with this page's path when it lies under the router's base, so the customer comes
 * back to the deep link after login (src/format/retur.ts).
 */
export function LoginScreen() {
  if (!getConfig().features.hasDirekteinnlogging) return <UtenFlagg />;
  return <Innlogging />;
}

/**
 * Without the flag customers get the not-found page; the editor who placed the tag is told why in
 * the console, and on a test host in the element (src/page/redaktor/notify.ts).
 */
function UtenFlagg() {
  const host = useHost();
  useEffect(() => {
    void import('../../page/redaktor/notify.ts')
      .then(({ notifyEditor, loginWithoutFlagMistake }) => notifyEditor(host, loginWithoutFlagMistake()))
      .catch((error: unknown) => reportError(error, { source: 'kfp-login', message: 'Editor-mistake chunk failed to load' }));
  }, [host]);
  return <Feilside type="ikke-funnet" />;
}

function Innlogging() {
  const loginUrl = useQuery(loginUrlQuery);
  const base = routerBase(useHost());
  // After login the customer comes back to the page asked for (a deep link), never elsewhere.
  const adresse = useMemo(
    () =>
      loginUrl.data
        ? innloggingsadresse(medRetur(loginUrl.data.loginUrl, returSti(location, base), document.baseURI), document.baseURI)
        : undefined,
    [loginUrl.data, base],
  );
  const ugyldigAdresse = loginUrl.isSuccess && !adresse;

  useEffect(() => {
    if (loginUrl.isError) reportError(loginUrl.error, { source: 'kfp-login', message: 'Login url failed' });
  }, [loginUrl.isError, loginUrl.error]);
  useEffect(() => {
    if (ugyldigAdresse) reportError(new Error('URL is not valid.'), { source: 'kfp-login', message: 'Login url refused' });
  }, [ugyldigAdresse]);

  if (loginUrl.isPending) {
    return (
      <div className="kfp-login__laster kfp-screen" role="status">
        <Loader />
        <span>Laster innloggingsvindu</span>
      </div>
    );
  }
  if (!adresse) return <Feilside type="generell" />;

  return (
    <section className="kfp-login kfp-screen" aria-labelledby="kfp-login-tittel">
      <div className="kfp-login__tekst">
        {fraLo() && <LoFavorLogo />}
        <h1 id="kfp-login-tittel" className="kfp-h1">
          Logg inn
        </h1>
        <p className="kfp-lead">
          Vi må vite hvem du er før vi kan vise deg forsikringene dine. Logg inn med BankID for å identifisere deg.
        </p>
        <ul className="kfp-login__punkter">
          <li>
            <CheckIcon />
            Se forsikringene dine og hva de koster
          </li>
          <li>
            <CheckIcon />
            Meld skade og følg saken din
          </li>
          <li>
            <CheckIcon />
            Finn tilbud og kjøp ny forsikring
          </li>
        </ul>
      </div>
      <div className="kfp-login__boks">
        <Innloggingsramme adresse={adresse} />
      </div>
    </section>
  );
}

/** Whether the visitor came from LO: the page address has the query parameter `fromLo` (spec §2, §4). */
function fraLo(): boolean {
  return new URLSearchParams(location.search).has('fromLo');
}
