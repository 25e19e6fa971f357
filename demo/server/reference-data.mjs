// Data that is the same for every customer: postal codes, consent texts, the footer's contact info.

/** @type {readonly { kode: string, navn: string }[]} */
export const POSTNUMRE = [
  { kode: '0150', navn: 'OSLO' },
  { kode: '0354', navn: 'OSLO' },
  { kode: '0368', navn: 'OSLO' },
  { kode: '0565', navn: 'OSLO' },
  { kode: '0661', navn: 'OSLO' },
  { kode: '1337', navn: 'SANDVIKA' },
  { kode: '3580', navn: 'GEILO' },
  { kode: '5003', navn: 'BERGEN' },
  { kode: '5015', navn: 'BERGEN' },
  { kode: '5018', navn: 'BERGEN' },
  { kode: '5244', navn: 'FANA' },
  { kode: '7010', navn: 'TRONDHEIM' },
  { kode: '9008', navn: 'TROMSØ' },
];

/** @type {readonly { samtykke: 'MARKETING' | 'CROSS_DOMAIN', tittel: string, ingress: string, tekst: string }[]} */
export const SAMTYKKETEKSTER = [
  {
    samtykke: 'MARKETING',
    tittel: 'Markedsføring',
    ingress: 'Vil du få tilbud og råd som passer for deg?',
    tekst:
      'Vi bruker opplysninger om forsikringene dine til å gi deg relevante tilbud og råd på e-post, SMS og i nettbanken. ' +
      'Du kan trekke samtykket tilbake når som helst.',
  },
  {
    samtykke: 'CROSS_DOMAIN',
    tittel: 'Deling med banken din',
    ingress: 'Skal banken din få vite hvilke forsikringer du har?',
    tekst:
      'Når banken kjenner forsikringene dine, kan den gi deg bedre råd om økonomi og forsikring. ' +
      'Vi deler bare opplysninger om hvilke forsikringer du har, ikke helseopplysninger.',
  },
];

export const KONTAKTINFO = {
  navn: 'Demo Forsikring AS',
  telefon: '915 03 100',
  epost: 'kundeservice@forsikring.example.no',
  apningstider: [
    { dag: 'Mandag–fredag', tid: '08.00–20.00' },
    { dag: 'Lørdag', tid: '10.00–15.00' },
    { dag: 'Søndag', tid: 'Stengt' },
  ],
};
