/**
 * Stand-ins for Jøkul's icons, which are glyphs of the 'Fremtind Material Symbols' font: a font
 * cannot load inside a shadow root (`@font-face` is ignored there), so they showed as empty boxes.
 * The build (scripts/jokul-icons.mjs) resolves Jøkul's own icon modules to this one, so every Jøkul
 * component that draws an icon (form support labels, messages, dismiss buttons) draws ours: the
 * same names and props, inline SVG in the text colour.
 */
import {
  CheckIcon as Check,
  CloseIcon as Close,
  ErrorIcon as Error,
  InfoIcon as Info,
  SuccessIcon as Success,
  WarningIcon as Warning,
} from './ui-icons.tsx';
import type { IconComponent } from './Icon.tsx';

/** The props Jøkul passes to its icons; only `className` matters here. */
interface JokulIconProps {
  className?: string;
  variant?: string;
  bold?: boolean;
  filled?: boolean;
}

const somJokul = (Ikon: IconComponent, navn: string) => {
  const JokulIkon = ({ className }: JokulIconProps) => <Ikon className={`kfp-jokul-icon${className ? ` ${className}` : ''}`} />;
  JokulIkon.displayName = navn;
  return JokulIkon;
};

export const ErrorIcon = somJokul(Error, 'ErrorIcon');
export const SuccessIcon = somJokul(Success, 'SuccessIcon');
export const WarningIcon = somJokul(Warning, 'WarningIcon');
export const InfoIcon = somJokul(Info, 'InfoIcon');
export const CloseIcon = somJokul(Close, 'CloseIcon');
export const CheckIcon = somJokul(Check, 'CheckIcon');
