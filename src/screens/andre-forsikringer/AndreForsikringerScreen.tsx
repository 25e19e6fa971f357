import { Placeholder } from '../../components/placeholder/Placeholder.tsx';

/** Placeholder until its own issue lands. */
export function AndreForsikringerScreen() {
  return <Placeholder title="Andre forsikringer" />;
}
