// The floor of this stack: React + ReactDOM + r2wc rendering one element with one heading in an
// open shadow root. `npm run bench` builds it with the project's own esbuild options and measures
// the portal against it in the same run.
import r2wc from '@r2wc/react-to-web-component';

function Floor() {
  return <h1>Forsikringsoversikt</h1>;
}

customElements.define('kfp-floor', r2wc(Floor, { shadow: 'open', props: {} }));
