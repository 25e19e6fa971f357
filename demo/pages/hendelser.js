// The page listing what the stand-ins received (GET /demo/analytics-received, /demo/sentry-received).
// Built with DOM APIs and textContent only: the payloads are data, never markup.

/** Properties the analytics SDK adds to every event; left out of the list to keep it readable. */
const SDK_PROPERTIES = /^(\$|mp_)|^(token|time)$/;

function table(caption, headings, rows) {
  const element = document.createElement('table');
  const cap = document.createElement('caption');
  cap.className = 'demo-sr-only';
  cap.textContent = caption;
  const head = element.createTHead().insertRow();
  for (const text of headings) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    head.append(th);
  }
  const body = element.createTBody();
  for (const cells of rows) {
    const row = body.insertRow();
    for (const cell of cells) {
      const td = row.insertCell();
      if (typeof cell === 'object') {
        const pre = document.createElement('pre');
        pre.textContent = JSON.stringify(cell, null, 2);
        td.append(pre);
      } else {
        td.textContent = String(cell);
      }
    }
  }
  element.prepend(cap);
  return element;
}

function empty(text) {
  return Object.assign(document.createElement('p'), { textContent: text });
}

function analyticsRows(requests) {
  const rows = [];
  for (const request of requests) {
    for (const item of request.items) {
      if (request.endpoint === 'track') {
        const own = Object.fromEntries(Object.entries(item.properties || {}).filter(([key]) => !SDK_PROPERTIES.test(key)));
        rows.push([item.event, own, `ip=${request.query.ip ?? '?'}`]);
      } else {
        rows.push([`Profil (${request.endpoint})`, item, `ip=${request.query.ip ?? '?'}`]);
      }
    }
  }
  return rows.reverse();
}

function sentryRows(envelopes) {
  const rows = [];
  for (const envelope of envelopes) {
    // Project 2 is a bank page's own Sentry (demo/pages/bank-sentry.html), 1 the portal's.
    const hvem = envelope.project === '2' ? ' (bankens Sentry)' : '';
    for (const item of envelope.items) {
      const payload = item.payload || {};
      if (item.type === 'event') {
        const values = payload.exception?.values || [];
        rows.push([
          `Feil${hvem}`,
          values.at(-1)?.value ?? payload.message ?? '',
          { tags: payload.tags, extra: payload.extra, url: payload.request?.url },
        ]);
      } else if (item.type === 'transaction') {
        rows.push(['Ytelsesmåling', payload.transaction ?? '', { spans: payload.spans?.length ?? 0 }]);
      } else if (item.type === 'replay_event') {
        rows.push(['Opptak', payload.replay_type ?? '', { urls: payload.urls }]);
      } else if (item.type !== 'replay_recording' && item.type !== 'client_report') {
        rows.push([`${item.type}${hvem}`, '', {}]);
      }
    }
  }
  return rows.reverse();
}

async function refresh() {
  const status = document.getElementById('status');
  try {
    const [analytics, sentry] = await Promise.all([
      fetch('/demo/analytics-received').then((response) => response.json()),
      fetch('/demo/sentry-received').then((response) => response.json()),
    ]);
    const a = analyticsRows(analytics);
    const s = sentryRows(sentry);
    document
      .getElementById('analyse')
      .replaceChildren(
        a.length
          ? table('Analysehendelser, nyeste først', ['Hendelse', 'Egenskaper', 'IP'], a)
          : empty('Ingen analysehendelser ennå. Godta statistikk i samtykkebanneret på en av demosidene.'),
      );
    document
      .getElementById('feil')
      .replaceChildren(
        s.length ? table('Feilrapporter, nyeste først', ['Type', 'Melding', 'Detaljer'], s) : empty('Ingen feilrapporter ennå.'),
      );
    status.textContent = '';
  } catch {
    status.textContent = 'Kunne ikke hente hendelsene. Prøv igjen.';
  }
}

document.getElementById('oppdater').addEventListener('click', refresh);
refresh();
setInterval(refresh, 3000);
