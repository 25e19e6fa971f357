export {
  erMobilapp,
  mobilappUrl,
  kontaktLenke,
  eksternLenke,
  eksternLenkeOmTrygg,
  nettleserLenke,
  nettleserUrl,
  pdfLenke,
  KONTAKT_TITTEL,
  MOBILAPP_OPEN,
  MAKS_PDF_LENGDE_I_APP,
  type LenkeEgenskaper,
} from './lenker.ts';
