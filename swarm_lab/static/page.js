// The live page of `swarm-lab serve`: plays a served env through the JSON routes (no inline script: the page's CSP forbids it).
'use strict';
const $ = id => document.getElementById(id);
let sid = null, sidEnv = null, t = 0, tools = [], timer = null;

function say(msg) { $('err').textContent = msg; }
async function call(method, path, body) {
  const r = await fetch(path, {method, headers: {'Content-Type': 'application/json'}, body: body && JSON.stringify(body)});
  let j = {};
  try { j = await r.json(); } catch (e) { j = {code: 'not_json', detail: 'the server did not answer JSON'}; }
  if (!r.ok) { say(r.status + ' ' + j.code + ': ' + j.detail); throw j; }
  say(''); return j;
}
function opt(sel, vals) {
  sel.textContent = '';
  for (const [v, l] of vals) { const o = document.createElement('option'); o.value = v; o.textContent = l; sel.appendChild(o); }
}
function meta(parts) {
  const m = $('meta'); m.textContent = '';
  for (const [text, cls] of parts) { const s = document.createElement(cls ? 'b' : 'span'); if (cls) s.className = cls; s.textContent = text; m.appendChild(s); }
}
function show(text, step, reward, done, info) {
  $('obs').textContent = typeof text === 'string' ? text : JSON.stringify(text, null, 1);
  meta([['session ' + sid + ' \u00b7 step ' + step + ' \u00b7 reward ' + reward], ...(done ? [[' \u00b7 done', 'ok']] : [])]);
  const i = info || {};
  $('info').textContent = JSON.stringify({result: i.result, error: i.error, reward_terms: i.reward_terms, stats: i.stats}, null, 1);
}
function showReply(j) { const o = j.observation; show(o.text !== undefined ? o.text : o.data, o.step, j.reward, j.done, o.info); }
function fill() {
  const f = tools.find(x => x.function.name === $('tool').value); if (!f) return;
  const a = {};
  for (const [k, p] of Object.entries(f.function.parameters.properties || {})) a[k] = p.type === 'integer' || p.type === 'number' ? 0 : '';
  $('act').value = '<tool_call>' + JSON.stringify({name: f.function.name, arguments: a}) + '</tool_call>';
}
async function pick(info) {
  const e = $('env').value, m = info.env_info[e], ts = await call('GET', '/tasks?env=' + encodeURIComponent(e));
  opt($('sc'), [['', '(env default)'], ...ts.tasks.flatMap(x => x.scenario_ids.map(s => [s, s + ' (' + x.split + ', ' + x.difficulty + ')']))]);
  opt($('pol'), [m.expert, ...m.baselines].filter(Boolean).map(p => [p, p]));
  tools = m.tools; opt($('tool'), tools.map(x => [x.function.name, x.function.name])); $('act').value = m.example_call;
}
async function reset() {
  clearInterval(timer);
  let seed; try { seed = parseSeed($('seed').value); } catch (e) { say(e.message); return; }  // parseSeed: seed.js
  const e = $('env').value, b = {env: e, session_id: sidEnv === e ? sid : null};  // another env: a new session
  if ($('sc').value) b.scenario = $('sc').value;
  if (seed !== null) b.seed = seed;
  const j = await call('POST', '/reset', b);
  sid = j.metadata.session_id; sidEnv = e; t = 0;
  if (j.metadata.tools) { tools = j.metadata.tools; opt($('tool'), tools.map(x => [x.function.name, x.function.name])); }
  showReply(j);
}
async function step(b) {
  if (!sid) { say('press reset first: there is no episode to send to yet'); return null; }
  const j = await call('POST', '/step', {...b, session_id: sid, t});
  t = j.observation.step; if (j.metadata.action) $('act').value = JSON.stringify(j.metadata.action);
  showReply(j); return j;
}
function auto() {
  clearInterval(timer);
  if (!sid) { say('press reset first: there is no episode to play yet'); return; }
  let busy = false;  // a tick while the last step is in flight waits: two steps sent at once would be a step mismatch
  timer = setInterval(async () => {
    if (busy) return; busy = true;
    try { const j = await step({policy: $('pol').value}); if (!j || j.done) clearInterval(timer); } catch (e) { clearInterval(timer); } finally { busy = false; }
  }, 400);
}
function watch() {
  clearInterval(timer); const w = $('watch').value.trim();
  if (!/^[0-9a-f]{32}$/.test(w)) { say('a session id is 32 hex digits'); return; }
  sid = w; sidEnv = null;
  timer = setInterval(async () => {
    try { const j = await call('POST', '/state', {session_id: sid}); show(j.observation, j.step_count, j.reward, j.done, {}); if (j.done) clearInterval(timer); }
    catch (e) { clearInterval(timer); }
  }, 1000);
}
async function start() {
  const info = await call('GET', '/info');
  opt($('env'), info.envs.map(e => [e, e]));
  $('env').addEventListener('change', async () => { clearInterval(timer); sid = null; sidEnv = null; await pick(info); await reset().catch(() => {}); });
  $('tool').addEventListener('change', fill);
  $('reset').addEventListener('click', () => reset().catch(() => {}));
  $('send').addEventListener('click', () => step({action: {text: $('act').value}}).catch(() => {}));
  $('polstep').addEventListener('click', () => step({policy: $('pol').value}).catch(() => {}));
  $('auto').addEventListener('click', auto);
  $('watchbtn').addEventListener('click', watch);
  await pick(info);
}
start().catch(() => {});
