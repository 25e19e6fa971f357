import lesFeilCss from './les-feil.css';

/** The sheets `LesFeil` (and its `RingOss`) need beside the Alert's; adopt them with the screen that shows it. */
export const lesFeilStyles: readonly string[] = [lesFeilCss];
