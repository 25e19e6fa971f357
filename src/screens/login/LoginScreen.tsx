import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function LoginScreen() {
  return <Placeholder title="Logg inn" />;
}
