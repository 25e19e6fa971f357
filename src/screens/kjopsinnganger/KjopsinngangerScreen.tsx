import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function KjopsinngangerScreen() {
  return <Placeholder title="Hva vil du forsikre?" />;
}
