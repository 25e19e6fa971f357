// @vitest-environment happy-dom
// `useSupportLabels`, the help and error text of `TextInput` and `TextArea`: the help text stays
// when the error shows, and the field is described by both, help first (issue 34).
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useSupportLabels } from '../../../src/components/support-labels/use-support-labels.tsx';
import { reactRotPerTest } from '../helpers/react-rot.ts';

const rot = reactRotPerTest();

function Felt({ hjelp, feil }: { hjelp?: string; feil?: string }) {
  const { fieldProps, labels } = useSupportLabels(hjelp, feil);
  return (
    <div>
      <input {...fieldProps} />
      {labels}
    </div>
  );
}

/** The texts that describe the field, in the order of its aria-describedby, and aria-invalid. */
function beskrivelse() {
  const felt = rot.container.querySelector('input')!;
  const ider = felt.getAttribute('aria-describedby')?.split(' ') ?? [];
  return {
    beskrevetAv: ider.map((id) => rot.container.querySelector(`[id="${id}"]`)?.textContent),
    ugyldig: felt.getAttribute('aria-invalid'),
    tekster: [...rot.container.querySelectorAll('.jkl-form-support-label')].map((s) => s.textContent),
  };
}

describe('useSupportLabels', () => {
  it('describes the field by its help, then its error, keeping the help while the error shows', () => {
    act(() => rot.root.render(<Felt />));
    expect(beskrivelse()).toEqual({ beskrevetAv: [], ugyldig: null, tekster: [] });
    act(() => rot.root.render(<Felt hjelp="Vi lagrer ikke navnet ditt" />));
    const felt = rot.container.querySelector('input');
    expect(beskrivelse()).toEqual({ beskrevetAv: ['Vi lagrer ikke navnet ditt'], ugyldig: null, tekster: ['Vi lagrer ikke navnet ditt'] });
    act(() => rot.root.render(<Felt hjelp="Vi lagrer ikke navnet ditt" feil="Du har skrevet 2 tegn for mye" />));
    expect(beskrivelse()).toEqual({
      beskrevetAv: ['Vi lagrer ikke navnet ditt', 'Du har skrevet 2 tegn for mye'],
      ugyldig: 'true',
      tekster: ['Vi lagrer ikke navnet ditt', 'Du har skrevet 2 tegn for mye'],
    });
    act(() => rot.root.render(<Felt feil="Skriv inn en gyldig e-postadresse" />));
    expect(beskrivelse()).toEqual({
      beskrevetAv: ['Skriv inn en gyldig e-postadresse'],
      ugyldig: 'true',
      tekster: ['Skriv inn en gyldig e-postadresse'],
    });
    // The field is the same element throughout: it keeps focus and its ref.
    expect(rot.container.querySelector('input')).toBe(felt);
  });
});
