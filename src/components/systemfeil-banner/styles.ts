import systemfeilCss from './systemfeil-banner.css';

/** The sheets this component needs; adopt them on the element. */
export const systemfeilBannerStyles: readonly string[] = [systemfeilCss];
