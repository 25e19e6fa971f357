import { SuccessMessage } from '@fremtind/jokul/message';
import { forwardRef } from 'react';

/** spec §9 "Widget default texts" (titles), with Jøkul's body texts. */
export const TAKK = {
  main: {
    title: 'Takk for tilbakemeldingen!',
    text: 'Husk at vi ikke kan besvare meldinger fra dette skjemaet. Kontakt gjerne din forsikringsrådgiver om du har flere spørsmål.',
  },
  followup: {
    title: 'Takk, igjen!',
    text: 'Vi setter pris på at du tok deg tid til å svare på flere spørsmål. Det hjelper oss med å gjøre nettsidene bedre for deg og alle andre som bruker dem.',
  },
  contact: {
    title: 'Takk for tiden din!',
    text: 'Neste gang vi gjennomfører intervjuer og tester kan det hende vi tar kontakt med deg. Dine innspill hjelper oss med å gjøre nettsidene bedre for deg og alle andre som bruker dem.',
  },
} as const;

/** A success message that can take focus (focus moves to it when a form is done). */
export const ThankYou = forwardRef<HTMLDivElement, { kind: keyof typeof TAKK }>(function ThankYou({ kind }, ref) {
  return (
    <SuccessMessage
      ref={ref}
      tabIndex={-1}
      className="jkl-feedback__fade-in kfp-feedback__thanks jkl-spacing-24--top"
      title={TAKK[kind].title}
    >
      {TAKK[kind].text}
    </SuccessMessage>
  );
});
