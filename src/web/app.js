// The minimal live page: one WebSocket (protocol in src/protocol), a snapshot then updates.
const $ = (id) => document.getElementById(id);
const state = { table: new URLSearchParams(location.search).get('table'), socket: null, simulated: new Set(), nextId: 1, adminToken: null, codesFor: null };

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

// Signed in as the organiser, the page is the table's own screen: it shows the seat codes, which change with every match.
async function showCodes(matchId) {
  if (!state.adminToken || state.codesFor === `${state.table}/${matchId}`) return;
  state.codesFor = `${state.table}/${matchId}`;
  const res = await fetch(`/api/tables/${encodeURIComponent(state.table)}/join-codes`, { headers: { authorization: `Bearer ${state.adminToken}` } });
  if (!res.ok) return note(`seat codes: ${res.status}`);
  const codes = await res.json();
  $('codes').textContent = `Seat codes: p1 ${codes.p1} · p2 ${codes.p2}`;
  $('codes').hidden = false;
}

function renderGame(message) {
  showCodes(message.match?.matchId ?? 'idle');
  $('match').textContent = message.match
    ? `${message.match.matchId.slice(0, 8)} · ${message.match.profile}/${message.match.format} · event ${message.match.seq}${message.match.finished ? ' · over' : ''}`
    : '';
  const view = message.view;
  $('summary').replaceChildren(...(view == null ? [] : summarize(view)));
  $('view').textContent = view == null ? 'No match is running at this table.' : JSON.stringify(view, null, 2);
}

// A readable summary of the game view; the full view stays below it.
function summarize(view) {
  const lines = [];
  const line = (text, className) => {
    const div = document.createElement('div');
    div.textContent = text;
    if (className) div.className = className;
    lines.push(div);
  };
  line(`Stage: ${view.stage}${view.turn ? ` · turn ${view.turn.number}, ${view.turn.player} to play` : ''}`, 'stage');
  for (const prompt of view.prompts ?? []) line(`Waiting: ${prompt.reason ?? prompt.kind}${prompt.player ? ` (${prompt.player})` : ''}`, 'prompt');
  for (const seat of ['p1', 'p2']) {
    const p = view.players?.[seat];
    if (!p) continue;
    line(`${seat} ${p.name}: hand ${p.hand.count}, deck ${p.deck}, prizes ${p.prizes}, discard ${p.discard.length}`, 'seat');
    line(`  Active: ${pokemon(p.active)}`);
    if (p.bench.length > 0) line(`  Bench: ${p.bench.map(pokemon).join(' · ')}`);
  }
  return lines;
}

function pokemon(mon) {
  if (!mon) return 'none';
  if (mon.hidden) return 'face down';
  const top = mon.stack.at(-1)?.def;
  const conditions = [mon.rotation?.condition, mon.poisoned && 'Poisoned', mon.burned && 'Burned'].filter(Boolean);
  const hp = top?.hp ? ` ${Math.max(0, top.hp - mon.damage)}/${top.hp} HP` : '';
  return `${top?.name ?? '?'}${hp}${mon.attached.length ? `, ${mon.attached.length} attached` : ''}${conditions.length ? ` (${conditions.join(', ')})` : ''}${mon.faceDown ? ' [face down]' : ''}`;
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
        if (s.role !== 'admin') { state.adminToken = null; $('codes').hidden = true; }
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
  $('secret').placeholder = role === 'admin' ? 'admin token' : 'code / PIN';
  $('secret').hidden = role === 'spectator';
};
$('signin').onsubmit = (event) => {
  event.preventDefault();
  const role = $('role').value;
  const auth = role === 'player' ? { role, table: state.table, code: $('secret').value }
    : role === 'judge' ? { role, name: $('name').value, pin: $('secret').value }
    : role === 'admin' ? { role, token: $('secret').value }
    : { role: 'spectator' };
  state.adminToken = role === 'admin' ? $('secret').value : null;
  state.codesFor = null;
  send({ type: 'hello', auth });
};

await loadTables();
connect();
