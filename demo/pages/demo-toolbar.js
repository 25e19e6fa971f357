// The demo's own toolbar: switch scenario, log in or out. Built with DOM APIs; talks only to /demo.
const scenarios = [
  ['skadekunde', 'Skadekunde med mange avtaler'],
  ['livkunde', 'Livkunde (kun Prolife)'],
  ['bankkunde', 'Bankkunde'],
  ['lomedlem', 'LO-medlem'],
  ['eika', 'Eika-kunde'],
  ['utlogget', 'Logget ut'],
  ['delvis-nede', 'Delvis nedetid'],
  ['avtaler-feiler', 'Avtaler feiler'],
  ['treg', 'Tregt API'],
  ['lagring-feiler', 'Lagring i profilen feiler'],
];

async function render(toolbar) {
  const status = await fetch('/demo/status')
    .then((response) => response.json())
    .catch(() => ({}));
  const here = location.pathname + location.search;
  const form = document.createElement('form');
  form.method = 'get';
  form.action = '/demo/scenario';
  const label = document.createElement('label');
  label.textContent = 'Demo-scenario: ';
  const select = document.createElement('select');
  select.name = 'name';
  for (const [name, text] of scenarios) {
    const option = new Option(text, name, false, name === status.scenario);
    select.append(option);
  }
  label.append(select);
  const redirect = Object.assign(document.createElement('input'), { type: 'hidden', name: 'redirect', value: here });
  const login = Object.assign(document.createElement('input'), { type: 'hidden', name: 'login', value: '1' });
  const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Bytt og logg inn' });
  form.append(label, redirect, login, submit);
  const session = document.createElement('a');
  session.href = `/demo/${status.loggedIn ? 'logout' : 'login'}?redirect=${encodeURIComponent(here)}`;
  session.textContent = status.loggedIn ? 'Logg ut (demo)' : 'Logg inn (demo)';
  const home = Object.assign(document.createElement('a'), { href: '/', textContent: 'Alle demosider' });
  toolbar.replaceChildren(form, session, home);
}

for (const toolbar of document.querySelectorAll('.demo-toolbar')) render(toolbar);
