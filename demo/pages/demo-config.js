// The config for the one-element demo pages, put on the page as the contract's
// <script type="application/json" id="kfp-config"> before the bundle (a module) runs.
// `?distributor=sb1` shows the savings-bank group's brand (the profile's 'Medlem av et LO-forbund').
const DISTRIBUTORER = ['eika', 'fana', 'more', 'sb1', 'none'];
const valgtDistributor = typeof location === 'object' ? new URLSearchParams(location.search).get('distributor') : null;
const config = {
  unauthorizedUrl: '/demo/bankid',
  distributor: DISTRIBUTORER.includes(valgtDistributor) ? valgtDistributor : 'eika',
  meldSkadeUrl: '/privat/forsikring/skade/meld-skade',
  skadesakerJumpUrl: '/demo/skadesaker/jump',
  skadesakerUrl: '/demo/skadesaker',
  showBedriftsportal: true,
  bedriftsportalUrl: 'https://www.eika.no/bedrift/forsikring',
  showSamtykkerMinProfil: true,
  features: { hasDirekteinnlogging: true },
  finnerIkkeForsikringConfig: {
    title: 'Finner du ikke forsikringene dine?',
    description: '',
    items: [
      { title: 'Forsikringen er nylig kjøpt', description: 'Det kan ta opptil et døgn før en ny forsikring vises her.' },
      { title: 'Forsikringen er kjøpt gjennom jobben', description: 'Forsikringer fra arbeidsgiver vises ikke i oversikten.' },
      { title: 'Forsikringen er i et annet selskap', description: 'Vi viser bare forsikringer du har hos oss.' },
    ],
  },
};
const script = document.createElement('script');
script.type = 'application/json';
script.id = 'kfp-config';
script.textContent = JSON.stringify(config);
document.head.append(script);
