import { CarIcon, ContentsIcon, HouseIcon, ShieldIcon, TravelIcon } from './forste-skjerm-ikoner.tsx';
import { lagIkon, type IconComponent, type IconProps } from './Icon.tsx';

// The icons of most agreements (car, house, contents, travel) and the shield are in the first
// screen's file: the overview's cards draw them in their first frame, and the rest once this file
// is in (`FirstScreenProductIcon`). Every product icon is exported here.
export { CarIcon, ContentsIcon, HouseIcon, ShieldIcon, TravelIcon };

/*
 * One icon per kind of insurance (spec §2's product types), drawn on the same 24×24 grid as the
 * interface icons: every product its own (Hus and Hytte, Liv, Gruppeliv and 'Liv og helse' apart).
 */
const hjul = (x: number) => `M${x} 20a2 2 0 1 0 0-4a2 2 0 1 0 0 4z`;

export const MotorhomeIcon = /* @__PURE__ */ lagIkon('bobil', `M2 17V5h13l4 5h3v7h-2M15 5v5h7M5 8h6v3H5zM11 17H8${hjul(6)}${hjul(18)}`);
export const MotorcycleIcon = /* @__PURE__ */ lagIkon(
  'motorsykkel',
  'M5 18a3 3 0 1 0 0-6a3 3 0 1 0 0 6zM19 18a3 3 0 1 0 0-6a3 3 0 1 0 0 6zM5 15l4-6h5l5 6M14 9l-2-3h-2M9 9H6',
);
export const MopedIcon = /* @__PURE__ */ lagIkon('moped', `M8.5 18h7l2-8h2M16 10h-4l-2 4H4${hjul(6)}${hjul(18)}`);
export const ScooterIcon = /* @__PURE__ */ lagIkon('sparkesykkel', `M7 18h10L15 5h3${hjul(5)}${hjul(19)}`);
export const TrailerIcon = /* @__PURE__ */ lagIkon('tilhenger', `M2 7h15v9H2zM17 14h5${hjul(7)}`);
export const CaravanIcon = /* @__PURE__ */ lagIkon(
  'campingvogn',
  `M3 16V8a3 3 0 0 1 3-3h10a4 4 0 0 1 4 4v7zM20 14h2M6 8h4v4H6zM13 8h4v8${hjul(9)}`,
);
export const BoatIcon = /* @__PURE__ */ lagIkon('baat', 'M3 15h18l-3 5H6zM12 3v12M12 4l6 8h-6');
/** An A-frame cabin with a spruce beside it: never mistaken for the house. */
export const CabinIcon = /* @__PURE__ */ lagIkon('hytte', 'M2 20L9.5 5 17 20zM9.5 20v-5M7.5 15h4M20 20v-3M20 6l-3 5h1.5l-2 4h7l-2-4H23z');
export const DogIcon = /* @__PURE__ */ lagIkon(
  'hund',
  'M7 5C4 5 3 8 3 11l3 1M17 5c3 0 4 3 4 6l-3 1M7 5h10l1 5v4a6 6 0 0 1-12 0v-4zM10 12v.01M14 12v.01M11 16h2',
);
export const CatIcon = /* @__PURE__ */ lagIkon('katt', 'M5 4l3 5h8l3-5v9a7 7 0 0 1-14 0zM9.5 13v.01M14.5 13v.01M11 16.5h2');
export const LifeIcon = /* @__PURE__ */ lagIkon('liv', 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z');
/** Two people: a group life insurance through a union or employer (NSF Gruppeliv). */
export const GroupLifeIcon = /* @__PURE__ */ lagIkon(
  'gruppeliv',
  'M8.5 11a3 3 0 1 0 0-6a3 3 0 1 0 0 6zM2.5 20c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5M16 11a2.5 2.5 0 1 0 0-5M17 14.6c2.6.4 4.5 2.4 4.5 5.4',
);
/** A heart with a pulse: the life and health category. */
export const LifeAndHealthIcon = /* @__PURE__ */ lagIkon(
  'liv-og-helse',
  'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11zM7 12h2.5l1.5-2.5 2 4.5 1.5-2H17',
);
export const DisabilityIcon = /* @__PURE__ */ lagIkon('ufoer', 'M12 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 1 0 0 7zM5 20c0-3.5 3-6 7-6s7 2.5 7 6');
export const AccidentIcon = /* @__PURE__ */ lagIkon(
  'ulykke',
  'M4.5 14.5l10-10a3.5 3.5 0 0 1 5 5l-10 10a3.5 3.5 0 0 1-5-5zM9.5 9.5l5 5M11 12v.01M13 12v.01',
);
export const ChildIcon = /* @__PURE__ */ lagIkon('barn', `M3 10h8V3a8 8 0 0 1 8 8v1H3zM19 12l2-4${hjul(7)}${hjul(17)}`);
export const CriticalIllnessIcon = /* @__PURE__ */ lagIkon('kritisk-sykdom', 'M3 12h4l2-4 3 8 2-4h7');
export const TreatmentIcon = /* @__PURE__ */ lagIkon('behandling', 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z');
export const StudentIcon = /* @__PURE__ */ lagIkon('student', 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6');
export const YoungIcon = /* @__PURE__ */ lagIkon('ung', 'M6 8a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v12H6zM9 13h6v3H9z');

/** The icon of each product type of spec §2 (and the purchase categories). */
const IKON_FOR_PRODUKT: Readonly<Record<string, IconComponent>> = {
  BIL: CarIcon,
  BOBIL: MotorhomeIcon,
  MOTORSYKKEL: MotorcycleIcon,
  MC: MotorcycleIcon,
  MOPED: MopedIcon,
  SPARKESYKKEL: ScooterIcon,
  TILHENGER: TrailerIcon,
  CAMPINGVOGN: CaravanIcon,
  BAAT: BoatIcon,
  HUS: HouseIcon,
  HYTTE: CabinIcon,
  FRITIDSHUS: CabinIcon,
  INNBO: ContentsIcon,
  REISE: TravelIcon,
  REISELO: TravelIcon,
  HUND: DogIcon,
  KATT: CatIcon,
  LIV: LifeIcon,
  GRUPPELIV: GroupLifeIcon,
  LIV_OG_HELSE: LifeAndHealthIcon,
  UFOER: DisabilityIcon,
  ULYKKE: AccidentIcon,
  BARN: ChildIcon,
  KRITISK_SYKDOM: CriticalIllnessIcon,
  BEHANDLING: TreatmentIcon,
  STUDENT: StudentIcon,
  UNG_INNBO_REISE: YoungIcon,
};

/** Product codes that have an icon of their own beside their type's (a group life agreement is type LIV). */
export const IKON_FOR_PRODUKTKODE: Readonly<Record<string, IconComponent>> = {
  NSF_GRUPPELIV: GroupLifeIcon,
};

/**
 * The icon for a product type (spec §2), or a shield for a type without one of its own. An
 * agreement's `productCode` picks a more particular icon where there is one (NSF Gruppeliv).
 *
 * @example <ProductIcon type="HUND" /> // the dog
 */
export function ProductIcon({ type, productCode, ...props }: IconProps & { type: string; productCode?: string | undefined }) {
  // An icon is a plain function of its props, without hooks: called, not mounted as a component of its own.
  return productIconFor(type, productCode)(props);
}

/** The icon `ProductIcon` draws for a product type and code. */
export function productIconFor(type: string, productCode?: string): IconComponent {
  return (productCode !== undefined ? IKON_FOR_PRODUKTKODE[productCode] : undefined) ?? IKON_FOR_PRODUKT[type] ?? ShieldIcon;
}
