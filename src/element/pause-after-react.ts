/**
 * React is evaluated here, then the evaluation of the bundle pauses once more: by now the session
 * status has usually come back, and the pause lets its answer be read, so the overview's reads
 * (`src/router/early-session.ts`) leave while the elements are still being defined.
 */
import 'react-dom/client';

await new Promise<void>((resolve) => setTimeout(resolve, 0));
