import type { MotorOppgave, Tilbud } from '../../api/schemas.ts';
import {
  HealthDeclarationIcon,
  MessageIcon,
  OdometerIcon,
  OfferIcon,
  SignIcon,
  TaskIcon,
} from '../../components/icon/forste-skjerm-ikoner.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { usePortalPath } from '../../page/host-context.ts';
import { aksepttilbudKort, helseerklaeringKort, meldingerKort, motorKort, tilbudKort, type Oppgavekort } from './oppgaver.ts';

interface Props {
  helseerklaeringer: number;
  aksepttilbud: number;
  motoroppgaver: readonly MotorOppgave[];
  hasUlesteMeldinger: boolean;
  tilbud: readonly Tilbud[];
}

/** The task cards: offers, health declarations, acceptance offers, motor tasks, unread messages. Hidden when there are none. */
/** Each kind of task its own icon. */
function oppgaveikon(id: string) {
  if (id === 'meldinger') return <MessageIcon />;
  if (id === 'helseerklaering') return <HealthDeclarationIcon />;
  if (id === 'aksepttilbud') return <SignIcon />;
  if (id.startsWith('motor-')) return <OdometerIcon />;
  return <TaskIcon />;
}

export function Oppgaver(props: Props) {
  const kort = [
    helseerklaeringKort(props.helseerklaeringer),
    aksepttilbudKort(props.aksepttilbud),
    ...motorKort(props.motoroppgaver),
    meldingerKort(props.hasUlesteMeldinger),
  ].filter((k): k is Oppgavekort => k !== null);
  const tilbud = tilbudKort(props.tilbud, usePortalPath('tilbud'));
  if (kort.length === 0 && !tilbud) return null;

  return (
    <section className="kfp-section">
      <h2 id="ov-oppgaver" className="kfp-h2">
        Oppgaver
      </h2>
      <ul className="kfp-grid" role="list">
        {tilbud && (
          <li>
            <NavigationCard href={tilbud.href} title={tilbud.tittel} icon={<OfferIcon />}>
              <ul className="ov-tilbudsliste">
                {tilbud.navn.map((navn, i) => (
                  <li key={i}>{navn}</li>
                ))}
              </ul>
              {tilbud.flere && <p className="ov-tilbud-flere">{tilbud.flere}</p>}
            </NavigationCard>
          </li>
        )}
        {kort.map((k) => (
          <li key={k.id}>
            <NavigationCard href={k.href} title={k.tittel} description={bindTall(k.tekst)} icon={oppgaveikon(k.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
