/**
 * The shared UI (issue 3, item 5). Import components from here and give the element
 * `styles: [...componentStyles, ownCss]` (see `styles.ts`).
 *
 * From Jøkul (@fremtind/jokul, wrapped so screens do not depend on its props directly): Button,
 * TextInput, TextArea, RadioGroup, Checkbox, Tag (Jøkul's markup and CSS, not its React component),
 * Loader. Our own, because Jøkul's version pulls in 14–28 KB gzip of positioning or aria libraries
 * each, or renders into a portal outside the shadow root: Accordion, Tooltip, Menu, Toast, Skeleton.
 *
 * The surfaces, one meaning each: NavigationCard (a link to somewhere), InfoBox (calm, useful
 * information), Alert (something about the page now: an outage, a failure, a confirmation;
 * SystemfeilBanner is the Alert for a partial outage), Tag (a status). PageSection is no surface
 * for content but a part of the page on a panel of the default section colour, sand (spec §9). The icons (`./icon/`) are
 * inline SVG, never a font. Epostadresse shows an address that wraps at its '@' and dots.
 */
export { Button, type ButtonProps } from './button/Button.tsx';
export { TextInput, type TextInputProps } from './text-input/TextInput.tsx';
export { TextArea, TEXT_AREA_ROWS, forMangeTegn, type TextAreaProps } from './text-area/TextArea.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/RadioGroup.tsx';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox.tsx';
export { Tag, type TagProps } from './tag/Tag.tsx';
export { Loader, type LoaderProps } from './loader/Loader.tsx';
export { Skeleton, type SkeletonProps } from './loader/Skeleton.tsx';
export { NavigationCard, type NavigationCardProps } from './navigation-card/NavigationCard.tsx';
export { Accordion, AccordionItem, type AccordionProps, type AccordionItemProps } from './accordion/Accordion.tsx';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip.tsx';
export { MENU_HOVER_DELAY } from './menu/MenuList.tsx';
export { Menu, type MenuProps, type MenuEntry, type MenuLink, type MenuAction, type MenuGroup } from './menu/Menu.tsx';
export { Toast, TOAST_EXIT_MS, type ToastProps, type ToastVariant } from './toast/Toast.tsx';
export { SystemfeilBanner, type SystemfeilBannerProps } from './systemfeil-banner/SystemfeilBanner.tsx';
export { Alert, type AlertProps, type AlertVariant } from './alert/Alert.tsx';
export { InfoBox, type InfoBoxProps } from './info-box/InfoBox.tsx';
export { PageSection, type PageSectionProps } from './page-section/PageSection.tsx';
export { Epostadresse, type EpostadresseProps } from './epostadresse/Epostadresse.tsx';
export * from './icon/ui-icons.tsx';
export * from './icon/product-icons.tsx';
export { lagIkon, type IconProps, type IconComponent } from './icon/Icon.tsx';
export * from './styles.ts';
export { Lenke, type LenkeProps } from './lenke/Lenke.tsx';
