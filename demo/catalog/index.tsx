/**
 * `<kfp-komponentkatalog>`: a demo-only page of every shared component (issue 3, item 5), built by
 * demo/build-demo.mjs to demo/dist/catalog.js. Not part of dist/kfp.js: it bundles its own copy of
 * React and the store, so its toasts render in its own toaster below.
 */
import { useState, type ReactNode } from 'react';
import {
  Accordion,
  AccordionItem,
  Alert,
  ArrowRightIcon,
  Button,
  InfoBox,
  InfoIcon,
  ProductIcon,
  Checkbox,
  Loader,
  Menu,
  NavigationCard,
  RadioGroup,
  Skeleton,
  SystemfeilBanner,
  Tag,
  TextArea,
  TEXT_AREA_ROWS,
  TextInput,
  Tooltip,
  componentStyles,
} from '../../src/components/index.ts';
import { Lenke } from '../../src/components/lenke/Lenke.tsx';
import { defineElement } from '../../src/element/define-element.tsx';
import { eksternLenke, kontaktLenke, pdfLenke } from '../../src/mobilapp/lenker.ts';
import { ToasterScreen } from '../../src/screens/toaster/ToasterScreen.tsx';
import { appStore } from '../../src/store/app-store.ts';
import * as uiIkoner from '../../src/components/icon/ui-icons.tsx';
import catalogCss from './catalog.css';

/** Every product type with an icon of its own (spec §2). */
const PRODUKTTYPER = [
  'BIL',
  'BOBIL',
  'MOTORSYKKEL',
  'MOPED',
  'SPARKESYKKEL',
  'TILHENGER',
  'CAMPINGVOGN',
  'BAAT',
  'HUS',
  'HYTTE',
  'INNBO',
  'REISE',
  'HUND',
  'KATT',
  'LIV',
  'UFOER',
  'ULYKKE',
  'BARN',
  'KRITISK_SYKDOM',
  'BEHANDLING',
  'STUDENT',
  'UNG_INNBO_REISE',
];

function Seksjon({ tittel, children }: { tittel: string; children: ReactNode }) {
  return (
    <section className="katalog__seksjon" aria-label={tittel}>
      <h2 className="kfp-h2">{tittel}</h2>
      <div className="katalog__eksempel">{children}</div>
    </section>
  );
}

function Katalog() {
  const [laster, setLaster] = useState(false);
  const [navn, setNavn] = useState('');
  const [tekst, setTekst] = useState('');
  const [svar, setSvar] = useState<string | undefined>(undefined);
  const [smil, setSmil] = useState<string | undefined>(undefined);
  const [bekreftet, setBekreftet] = useState(false);
  const [valgt, setValgt] = useState('ingenting ennå');
  const vis = appStore.getState().visToast;

  return (
    <main className="katalog">
      <div className="katalog__topp">
        <h1 className="kfp-h1">Komponentkatalog</h1>
        <p className="kfp-lead">Alle delte komponenter i kfp-elements, med de samme stilene som i portalen.</p>
      </div>

      <Seksjon tittel="Ikoner">
        <ul className="katalog__ikoner" aria-label="Grensesnittikoner">
          {Object.entries(uiIkoner).map(([navn, Ikon]) => (
            <li key={navn}>
              <Ikon size="1.5rem" />
              <span>{navn.replace(/Icon$/, '')}</span>
            </li>
          ))}
        </ul>
        <ul className="katalog__ikoner" aria-label="Produktikoner">
          {PRODUKTTYPER.map((type) => (
            <li key={type}>
              <ProductIcon type={type} size="1.5rem" />
              <span>{type}</span>
            </li>
          ))}
        </ul>
      </Seksjon>

      <Seksjon tittel="Varselbokser">
        <Alert variant="info" role="none" title="Til informasjon">
          Det kan ta opptil et døgn før en ny forsikring vises her.
        </Alert>
        <Alert variant="success" role="none" title="Tilbudet er fjernet">
          Tilbudet på Bilforsikring er fjernet fra listen din.
        </Alert>
        <Alert variant="warning" role="none">
          Vi opplever for tiden problemer med noen av systemene våre
        </Alert>
        <Alert
          variant="error"
          role="none"
          title="En feil oppsto ved henting av dine tilbud"
          actions={
            <button type="button" className="kfp-button kfp-button--secondary kfp-button--small">
              Prøv igjen
            </button>
          }
        >
          Det kan være en midlertidig feil hos oss.
        </Alert>
      </Seksjon>

      <Seksjon tittel="Infoboks">
        <InfoBox
          icon={<InfoIcon />}
          title="Fordeler for bankkunder"
          action={
            <a href="/privat/forsikring/kundefordeler">
              Les om fordelene
              <ArrowRightIcon />
            </a>
          }
        >
          Som kunde i banken får du 5&nbsp;% ekstra rabatt på skadeforsikringer.
        </InfoBox>
      </Seksjon>

      <Seksjon tittel="Knapper">
        <Button variant="primary" loading={laster} onClick={() => setLaster(true)}>
          Lagre
        </Button>
        <Button onClick={() => setLaster(false)}>Avbryt lagring</Button>
        <Button variant="tertiary">Tertiær</Button>
        <Button variant="ghost">Spøkelse</Button>
      </Seksjon>

      <Seksjon tittel="Tekstfelt">
        <TextInput
          label="Postnummer"
          maxLength={4}
          inputMode="numeric"
          value={navn}
          onChange={(e) => setNavn(e.target.value)}
          helpLabel="Fire siffer"
        />
        <TextInput label="E-post" type="email" errorLabel="E-postadressen er ikke gyldig" defaultValue="ola@" />
      </Seksjon>

      <Seksjon tittel="Tekstområde">
        <TextArea
          label="Hva kan vi gjøre bedre?"
          rows={TEXT_AREA_ROWS.feedback}
          maxLength={20}
          value={tekst}
          onChange={(e) => setTekst(e.target.value)}
        />
      </Seksjon>

      <Seksjon tittel="Radioknapper">
        <RadioGroup
          legend="Fikk du gjort det du skulle?"
          name="gjort"
          options={[
            { label: 'Ja', value: 'ja' },
            { label: 'Nei', value: 'nei' },
          ]}
          {...(svar ? { value: svar } : {})}
          onChange={setSvar}
        />
        <RadioGroup
          legend="Hvor fornøyd er du med denne nettsiden?"
          name="smil"
          options={[
            { label: 'Veldig misfornøyd', value: '1' },
            { label: 'Litt misfornøyd', value: '2' },
            { label: 'Midt på treet', value: '3' },
            { label: 'Ganske fornøyd', value: '4' },
            { label: 'Veldig fornøyd', value: '5' },
          ]}
          {...(smil ? { value: smil } : {})}
          onChange={setSmil}
        />
      </Seksjon>

      <Seksjon tittel="Avkrysningsboks">
        <Checkbox name="bekreft" value="ja" checked={bekreftet} onChange={(e) => setBekreftet(e.target.checked)}>
          Jeg vil ha forsikringsdokumentene i posten
        </Checkbox>
      </Seksjon>

      <Seksjon tittel="Merkelapper">
        <Tag>Nøytral</Tag> <Tag variant="info">Fornyelse</Tag> <Tag variant="warning">Midlertidig</Tag> <Tag variant="success">Betalt</Tag>{' '}
        <Tag variant="error">Ubetalt</Tag>
      </Seksjon>

      <Seksjon tittel="Navigasjonskort">
        <div className="katalog__kort">
          <NavigationCard
            href="/privat/forsikring/detaljer/123"
            icon={<ProductIcon type="BIL" />}
            title="Bilforsikring"
            description="Tesla Model Y, AB 12345"
            footer={<strong>349 kr/md</strong>}
          />
          <NavigationCard
            href="https://nettbank.example.no/"
            external
            icon={<ProductIcon type="HUS" />}
            title="Husforsikring i nettbanken"
          />
          <NavigationCard title="Reiseforsikring" description="Uten lenke: ingen side å vise den på" />
          <NavigationCard
            href="/privat/forsikring/oversikt/kjopsinnganger"
            variant="action"
            title="Kjøp forsikring"
            description="Se hva du kan forsikre hos oss."
          />
          <NavigationCard
            href="/privat/forsikring/motor/moped"
            variant="compact"
            icon={<ProductIcon type="MOPED" />}
            title="Mopedforsikring"
          />
        </div>
      </Seksjon>

      <Seksjon tittel="Trekkspill">
        <Accordion>
          <AccordionItem title="Forsikringen er nylig kjøpt" startExpanded>
            Det kan ta opptil et døgn før en ny forsikring vises her.
          </AccordionItem>
          <AccordionItem title="Forsikringen er kjøpt gjennom jobben">Forsikringer fra arbeidsgiver vises ikke i oversikten.</AccordionItem>
          <AccordionItem title="Forsikringen er i et annet selskap">Vi viser bare forsikringer du har hos oss.</AccordionItem>
        </Accordion>
      </Seksjon>

      <Seksjon tittel="Hjelpetekst">
        <p>
          Årspris <Tooltip content="Prisen gjelder for hele forsikringsåret." label="Om årspris" />
        </p>
      </Seksjon>

      <Seksjon tittel="Meny">
        <Menu
          label="Handlinger"
          items={[
            { label: 'Vis tilbudet', onSelect: () => setValgt('Vis tilbudet') },
            { label: 'Fjern tilbud', onSelect: () => setValgt('Fjern tilbud') },
            {
              label: 'Dine sider',
              items: [
                { label: 'Forsikringsprofil', onSelect: () => setValgt('Forsikringsprofil') },
                { label: 'Skadesaker', onSelect: () => setValgt('Skadesaker') },
              ],
            },
          ]}
        />
        <p role="status">Valgt: {valgt}</p>
      </Seksjon>

      <Seksjon tittel="Varsler">
        <Button onClick={() => vis({ variant: 'info', content: 'Vi har sendt deg en e-post.' })}>Vis info</Button>
        <Button onClick={() => vis({ variant: 'success', content: { title: 'Lagret', content: 'Samtykket til markedsføring er endret' } })}>
          Vis suksess
        </Button>
        <Button onClick={() => vis({ variant: 'warning', content: 'Noen av systemene våre er nede...' })}>Vis advarsel</Button>
        <Button onClick={() => vis({ variant: 'error', content: 'En feil oppsto ved sletting av ditt tilbud', timeout: null })}>
          Vis feil uten tidsavbrudd
        </Button>
      </Seksjon>

      <Seksjon tittel="Systemfeil">
        <SystemfeilBanner />
      </Seksjon>

      <Seksjon tittel="Laster">
        <Loader size="medium" />
        <Skeleton width="16rem" />
        <Skeleton width="3rem" height="3rem" shape="circle" />
      </Seksjon>

      <Seksjon tittel="Lenker ut">
        <p>
          <Lenke lenke={kontaktLenke('tel:+4791503100', false)}>+47 915 03 100</Lenke>
        </p>
        <p>
          <Lenke lenke={eksternLenke('https://www.finansportalen.no/forsikring/', 'Finansportalen', false)}>Finansportalen</Lenke>
        </p>
        <p>
          <Lenke lenke={pdfLenke('https://www.eksempel.no/vilkaar.pdf', 'Vilkår', false)}>Vilkår</Lenke>
        </p>
      </Seksjon>

      <div className="katalog__toaster">
        <ToasterScreen />
      </div>
    </main>
  );
}

export const KfpKomponentkatalog = defineElement('kfp-komponentkatalog', Katalog, { styles: [...componentStyles, catalogCss] });

declare global {
  interface HTMLElementTagNameMap {
    'kfp-komponentkatalog': HTMLElement;
  }
}
