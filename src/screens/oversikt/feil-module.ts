/**
 * The overview's failure messages in a module of their own: the system-error banner (its text
 * for the overview's status region too) and the
 * agreements' 'Prøv igjen' message (with the phone number), the sums box's reason, and the Alert's and LesFeil's sheets they use. Most
 * visits show neither, so their code stays off the first screen's critical path; the overview
 * loads this module once a read has failed, and the part that shows a message waits for it in the
 * page order (so nothing below it moves when it arrives).
 */
import { alertStyles } from '../../components/alert/styles.ts';
import { SystemfeilBanner as Banner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { LesFeil as Melding } from '../felles/LesFeil.tsx';
import { lesFeilStyles } from '../felles/les-feil-styles.ts';
import { OversiktVarsel as Varsel, varselTekst as tekst } from './Varsel.tsx';
import { SummeneFeilet as Summene, summeneFeiletStyles } from './SummeneFeilet.tsx';

// Bound here, not re-exported: the build's chunk pass reads a chunk's own exports only, and these
// components live in a chunk shared with the offers and the profile.
export const SystemfeilBanner = Banner;
export const LesFeil = Melding;
export const OversiktVarsel = Varsel;
export const varselTekst = tekst;
export const SummeneFeilet = Summene;
export const styles = [...alertStyles, ...lesFeilStyles, ...summeneFeiletStyles];
