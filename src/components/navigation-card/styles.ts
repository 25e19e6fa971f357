import navigationCardCss from './navigation-card.css';

/** The sheets this component needs (the default and action variants); adopt them on the element. */
export const navigationCardStyles: readonly string[] = [navigationCardCss];
