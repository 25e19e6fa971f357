import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function ProfilScreen() {
  return <Placeholder title="Forsikringsprofil" />;
}
