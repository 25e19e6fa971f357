import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function TilbudScreen() {
  return <Placeholder title="Tilbudene dine" />;
}
