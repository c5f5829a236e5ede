// The minimal live page: one WebSocket (protocol in src/protocol), a snapshot then updates.
const $ = (id) => document.getElementById(id);
const state = { table: new URLSearchParams(location.search).get('table'), socket: null, simulated: new Set(), nextId: 1 };

function send(message) {
  if (state.socket?.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify({ v: 1, id: state.nextId++, ...message }));
}

function note(text) {
  const line = document.createElement('div');
  line.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  $('log').prepend(line);
}

function describe(reading) {
  if (!reading) return ['unknown', 'absent'];
  switch (reading.kind) {
    case 'present': return [`card ${reading.cardId ?? '(no card record)'} · tag ${reading.uid}`, 'present'];
    case 'several': return [`several tags: ${reading.uids.join(', ') || '(none readable)'}`, 'several'];
    case 'unreadable': return [`unreadable: ${reading.reason}`, 'unreadable'];
    default: return ['nothing', 'absent'];
  }
}

function renderZones(zones) {
  const body = $('zones');
  body.replaceChildren();
  for (const zone of zones) {
    const row = body.insertRow();
    row.insertCell().textContent = zone.zone;
    const [text, kind] = describe(zone.reading);
    const seen = row.insertCell();
    seen.textContent = zone.reader === 'disconnected' ? `reader disconnected (last: ${text})` : text;
    seen.className = zone.reader === 'disconnected' ? 'disconnected' : kind;
    const actions = row.insertCell();
    if (state.simulated.has(zone.zone)) {
      const place = document.createElement('button');
      place.className = 'small';
      place.textContent = 'place';
      place.onclick = () => {
        const cardId = prompt('Card id (e.g. sv1-25), empty for a blank tag', '') ?? null;
        if (cardId !== null) demo(zone.zone, cardId ? { action: 'place', cardId } : { action: 'place' });
      };
      const remove = document.createElement('button');
      remove.className = 'small';
      remove.textContent = 'remove';
      remove.onclick = () => demo(zone.zone, { action: 'remove' });
      actions.append(place, ' ', remove);
    }
  }
}

function renderGame(message) {
  $('match').textContent = message.match
    ? `${message.match.matchId.slice(0, 8)} · ${message.match.profile}/${message.match.format} · event ${message.match.seq}${message.match.finished ? ' · over' : ''}`
    : '';
  $('view').textContent = message.view == null ? 'No match is running at this table.' : JSON.stringify(message.view, null, 2);
}

async function demo(zone, action) {
  const res = await fetch(`/api/demo/tables/${encodeURIComponent(state.table)}/zones/${encodeURIComponent(zone)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(action),
  });
  if (!res.ok) note(`demo: ${(await res.json()).error?.message ?? res.status}`);
}

function connect() {
  const url = new URL('/ws', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  if (state.table) url.searchParams.set('table', state.table);
  const socket = new WebSocket(url);
  state.socket = socket;
  socket.onopen = () => { $('status').textContent = 'live'; $('status').className = ''; };
  socket.onclose = () => {
    $('status').textContent = 'disconnected, retrying…';
    $('status').className = 'down';
    setTimeout(connect, 2000);
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    switch (message.type) {
      case 'welcome': {
        const s = message.session;
        $('session').textContent = s.role === 'player' ? `(seat ${s.seat})` : s.role === 'judge' ? `(judge ${s.name})` : `(${s.role})`;
        break;
      }
      case 'snapshot':
        state.table = message.table;
        $('table').value = message.table;
        renderZones(message.zones);
        renderGame(message);
        break;
      case 'update': renderGame(message); break;
      case 'zones': renderZones(message.zones); break;
      case 'error': note(`${message.code}: ${message.message}`); break;
      case 'refused': note(`refused: ${message.violation.message}`); break;
    }
  };
}

async function loadTables() {
  const tables = await (await fetch('/api/tables')).json();
  const select = $('table');
  for (const table of tables) select.add(new Option(`${table.name} (${table.id})`, table.id));
  state.table ??= tables[0]?.id ?? null;
  if (state.table) select.value = state.table;
  const detail = state.table ? await (await fetch(`/api/tables/${encodeURIComponent(state.table)}`)).json() : null;
  state.simulated = new Set((detail?.zones ?? []).filter((z) => z.source === 'simulated').map((z) => z.zone));
  select.onchange = () => { location.search = `?table=${encodeURIComponent(select.value)}`; };
}

$('role').onchange = () => {
  const role = $('role').value;
  $('name').hidden = role !== 'judge';
  $('secret').hidden = role === 'spectator';
};
$('signin').onsubmit = (event) => {
  event.preventDefault();
  const role = $('role').value;
  const auth = role === 'player' ? { role, table: state.table, code: $('secret').value }
    : role === 'judge' ? { role, name: $('name').value, pin: $('secret').value }
    : { role: 'spectator' };
  send({ type: 'hello', auth });
};

await loadTables();
connect();
