import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function OversiktScreen() {
  return <Placeholder title="Forsikringsoversikt" />;
}
