import { useQuery } from '../../store/use-query.ts';
import { useEffect, useState } from 'react';
import { ArrowLeftIcon, MenuIcon } from '../../components/icon/forste-skjerm-ikoner.tsx';
import { Lenke } from '../../components/lenke/Lenke.tsx';
import { loadMenuList, Menu, type MenuEntry } from '../../components/menu/Menu.tsx';
import { getConfig } from '../../config/index.ts';
import { isMobilbankApp } from '../../config/mobilbank.ts';
import { eksternLenkeOmTrygg, nettleserLenke } from '../../mobilapp/lenker.ts';
import { afterFirstContent } from '../../page/first-content.ts';
import { useHost } from '../../page/host-context.ts';
import { DEFAULT_BASE } from '../../page/paths.ts';
import { LOCATION_CHANGED } from '../../page/location-changed.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';
import { useSession } from '../../store/use-session.ts';
import { erGjeldende, navigasjonslenker } from './lenker.ts';

export interface NavigasjonProps {
  /** The router's base path. @default DEFAULT_BASE (src/page/paths.ts) */
  base?: string;
}

/** The current path, following in-app navigation and back/forward. */
function usePathname(): string {
  const [pathname, setPathname] = useState(() => location.pathname);
  useEffect(() => {
    const update = () => setPathname(location.pathname);
    addEventListener('popstate', update);
    addEventListener(LOCATION_CHANGED, update);
    return () => {
      removeEventListener('popstate', update);
      removeEventListener(LOCATION_CHANGED, update);
    };
  }, []);
  return pathname;
}

/**
 * The portal's navigation (spec §2 "Navigation"). From 1200 px: the links in a row and the 'Dine
 * sider' menu ('Dine sider' is marked current on the profile). Below: a 'Tilbake' button (not on
 * a /kvittering page or in the mobile bank's web view) and the 'Meny' menu with the
 * same links, 'Tilbudene dine' with its count and 'Dine sider' as a submenu. Links inside the
 * router's base are routed without a page load. The offers count only asks the API when logged in.
 * 'Meld skade' leads to the claims app: a new tab in a browser ('åpnes i ny fane'), the app's own
 * web view in the mobile bank (in place, no label). In the mobile bank 'Skadesaker' opens the claims
 * address in the phone's browser through the app (spec §2), labelled 'åpnes i nettleseren'; never
 * `target=_blank` in the app.
 * Every link here is for customers, so a visitor who is not logged in sees no navigation (the
 * login screen is the page); while the session is unknown the bar keeps its height, empty.
 */
export function NavigasjonScreen({ base = DEFAULT_BASE }: NavigasjonProps) {
  const config = getConfig();
  const mobilapp = isMobilbankApp();
  const lenker = navigasjonslenker(base, config, mobilapp);
  const pathname = usePathname();
  const session = useSession();
  // The open menu's code is not on the first screen: it comes once the first content is in, so a
  // tap on 'Meny' opens at once (a menu opened before then loads it itself). Its sheet goes on the
  // shadow root as it comes: parsing it and restyling the root for a new sheet were part of the
  // first tap on 'Meny' (issue 35).
  const host = useHost();
  useEffect(() => {
    void afterFirstContent()
      .then(loadMenuList)
      .then((module) => module.adoptMenuListStyles(host))
      .catch(() => undefined);
  }, [host]);
  const innlogget = session === 'innlogget';
  // An unknown session after a failed status call keeps the navigation: the customer can go elsewhere.
  const vis = innlogget || session === 'feil';
  const { data } = useQuery({ ...tilbudQuery, enabled: innlogget });
  const antallTilbud = data?.tilbud.length ?? 0;
  const naa = (href: string) => erGjeldende(href, pathname);
  const aktiv = (href: string) => (naa(href) ? { 'aria-current': 'page' as const } : {});

  const skadesakerUt = mobilapp ? nettleserLenke(lenker.skadesaker) : undefined;
  const skadesaker: MenuEntry[] = mobilapp
    ? skadesakerUt
      ? [
          {
            label: 'Skadesaker',
            href: skadesakerUt.href,
            external: true,
            newTab: false,
            ...(skadesakerUt.etikett === 'åpnes i nettleseren' ? { etikett: skadesakerUt.etikett } : {}),
          },
        ]
      : []
    : [{ label: 'Skadesaker', href: lenker.skadesaker }];
  const dineSider: MenuEntry[] = [{ label: 'Forsikringsprofil', href: lenker.profil, current: naa(lenker.profil) }, ...skadesaker];
  // 'Dine sider' is the top-level item of the pages in it: current on the profile.
  const iDineSider = naa(lenker.profil);
  const meldSkadeUt = eksternLenkeOmTrygg(lenker.meldSkade, 'Meld skade', mobilapp);
  const meldSkade: MenuEntry[] = meldSkadeUt
    ? [{ label: 'Meld skade', href: meldSkadeUt.href, external: true, newTab: meldSkadeUt.target === '_blank' }]
    : [];
  const mobilmeny: MenuEntry[] = [
    { label: 'Forsikringsoversikt', href: lenker.oversikt, current: naa(lenker.oversikt) },
    {
      label: 'Tilbudene dine',
      href: lenker.tilbud,
      current: naa(lenker.tilbud),
      ...(antallTilbud > 0 ? { badge: <AntallTilbud antall={antallTilbud} /> } : {}),
    },
    { label: 'Faktura', href: lenker.faktura },
    { label: 'Dokumenter', href: lenker.dokumenter },
    { label: 'Kjøp forsikring', href: lenker.kjop, current: naa(lenker.kjop) },
    ...meldSkade,
    { label: 'Dine sider', items: dineSider, current: iDineSider },
  ];
  const tilbake = () => {
    if (history.length > 1) history.back();
    else location.assign(lenker.oversikt);
  };

  // 'Tilbake' goes back (spec §2: on every page but a receipt, the overview too), not in the mobile
  // bank's web view, where the app's own back button does it (docs/editors.md, "Breakpoints").
  const visTilbake = !mobilapp && !/\/kvittering\/?$/.test(pathname);

  if (session === 'utlogget') return null;
  if (!vis) return <div className="kfp-nav kfp-nav--venter" aria-hidden="true" />;

  return (
    <nav className="kfp-nav" aria-label="Forsikring">
      <div className="kfp-nav__innhold kfp-nav__desktop">
        <ul className="kfp-nav__lenker">
          <li>
            <a className="kfp-nav__lenke" href={lenker.oversikt} {...aktiv(lenker.oversikt)}>
              Forsikringsoversikt
            </a>
          </li>
          <li>
            <a className="kfp-nav__lenke" href={lenker.faktura}>
              Faktura
            </a>
          </li>
          <li>
            <a className="kfp-nav__lenke" href={lenker.dokumenter}>
              Dokumenter
            </a>
          </li>
          <li>
            <a className="kfp-nav__lenke" href={lenker.kjop} {...aktiv(lenker.kjop)}>
              Kjøp forsikring
            </a>
          </li>
          {meldSkadeUt && (
            <li>
              <Lenke lenke={meldSkadeUt} className="kfp-nav__lenke">
                Meld skade
              </Lenke>
            </li>
          )}
          <li>
            <a className="kfp-nav__lenke" href={lenker.tilbud} {...aktiv(lenker.tilbud)}>
              Tilbud
              {antallTilbud > 0 && (
                <span className="kfp-badge">
                  <AntallTilbud antall={antallTilbud} />
                </span>
              )}
            </a>
          </li>
          <li className="kfp-nav__dine-sider">
            <Menu label="Dine sider" items={dineSider} align="end" triggerClassName="kfp-nav__lenke" current={iDineSider} />
          </li>
        </ul>
      </div>
      <div className="kfp-nav__innhold kfp-nav__mobil">
        {visTilbake && (
          <button type="button" className="kfp-nav__tilbake" onClick={tilbake}>
            <ArrowLeftIcon />
            Tilbake
          </button>
        )}
        <Menu
          label={
            <>
              <MenuIcon className="kfp-nav__hamburger" />
              Meny
            </>
          }
          items={mobilmeny}
          align="end"
          className="kfp-nav__meny kfp-menu--panel"
        />
      </div>
    </nav>
  );
}

/** The offers' count: the number to the eye, '4 tilbud' to screen readers (not a bare '4', issue 33). */
function AntallTilbud({ antall }: { antall: number }) {
  return (
    <>
      <span aria-hidden="true">{antall}</span>
      <span className="kfp-sr-only">, {antall} tilbud</span>
    </>
  );
}
