import { alertStyles } from '../alert/styles.ts';

/** The sheets this component needs; adopt them on the element. */
export const systemfeilBannerStyles: readonly string[] = [...alertStyles];
