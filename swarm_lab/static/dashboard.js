// The dashboard of `swarm-lab serve` (/dashboard): one env's committed reports drawn with Plotly, and a live game on the
// play page's session API. Data comes from /dashboard/data (built by `swarm-lab dashboard --build`); no inline script (CSP).
'use strict';
const $ = id => document.getElementById(id);
const STAGES = ['untrained', 'sft', 'grpo', 'expert'];
const CALL_CHARS = 160;  // a longer call (a submission's text) is cut in the column; the whole call opens below it
const PLOT = {displaylogo: false, responsive: true};
let data = null, info = null, live = {sid: null, env: null, t: 0, run: 0};

function el(tag, text, cls) { const e = document.createElement(tag); if (text !== undefined && text !== null) e.textContent = text; if (cls) e.className = cls; return e; }
function clear(id) { const e = $(id); e.textContent = ''; return e; }
function say(id, msg) { $(id).textContent = msg; }
const fmt = (x, d = 3) => x === null || x === undefined ? '' : Number(x).toFixed(d);

async function getJSON(path, opts) {
  const r = await fetch(path, opts);
  let j = {};
  try { j = await r.json(); } catch (e) { j = {code: 'not_json', detail: 'the server did not answer JSON'}; }
  if (!r.ok) throw new Error(r.status + ' ' + j.code + ': ' + j.detail);
  return j;
}

// ---- charts (every chart marks its div with data-rendered once Plotly has drawn it)
function plot(id, traces, layout) {
  const div = $(id); div.removeAttribute('data-rendered');
  if (!window.Plotly) { div.textContent = 'plotly.min.js did not load: the charts need the plotly package on the server'; return Promise.resolve(); }
  if (!traces.length) { window.Plotly.purge(div); div.textContent = ''; return Promise.resolve(); }
  div.textContent = '';
  return window.Plotly.newPlot(div, traces, Object.assign({margin: {t: 40, r: 20, b: 60, l: 55}, height: 340}, layout), PLOT)
    .then(() => div.setAttribute('data-rendered', String(traces.length)));
}
function whiskers(rows) {  // rows: [{reward, ci95: [lo, hi]}] -> Plotly error_y
  return {type: 'data', symmetric: false, visible: true,
          array: rows.map(r => r.ci95[1] === null ? 0 : r.ci95[1] - r.reward), arrayminus: rows.map(r => r.ci95[0] === null ? 0 : r.reward - r.ci95[0])};
}
function drawBaselines() {
  const b = data.baselines, names = Object.keys(b.policies), rows = names.map(n => b.policies[n]);
  return plot('chart-baselines', [{type: 'bar', x: names, y: rows.map(r => r.reward), error_y: whiskers(rows), marker: {color: names.map(n => n === info_expert() ? '#2a7' : '#7a9cc6')},
    hovertemplate: '%{x}: %{y:.3f}<extra></extra>'}],
    {title: {text: 'Scripted baselines and the expert (run ' + b.run + ', ' + b.scenarios + ' held-out games, horizon ' + (b.horizon || 'full') + ')'}, yaxis: {title: {text: 'reward'}}});
}
function info_expert() { return data.card.expert; }
const norm = () => $('norm').checked;  // the "share of the expert" switch
const scaled = (x, by) => x === null || x === undefined ? null : x / by;
function drawStages() {
  const expertOf = run => (run.stages.expert || {}).reward, kept = norm() ? data.runs.filter(r => expertOf(r) > 0) : data.runs;
  const left = data.runs.filter(r => !kept.includes(r)).map(r => r.name);
  say('norm-note', left.length ? 'Left out of the normalised view (no expert reward above 0 on their games): ' + left.join(', ') + '.' : '');
  const traces = kept.map(run => {
    const st = STAGES.filter(s => run.stages[s]), by = norm() ? expertOf(run) : 1;
    const rows = st.map(s => ({reward: scaled(run.stages[s].reward, by), ci95: run.stages[s].ci95.map(x => scaled(x, by))}));
    return {type: 'scatter', mode: 'markers+lines', name: run.name + ' (' + run.model + ')', x: st, y: rows.map(r => r.reward), error_y: whiskers(rows)};
  });
  return plot('chart-stages', traces, {title: {text: 'Each run: untrained, SFT, GRPO and the expert on its held-out games' + (norm() ? ', as a share of that expert' : '')},
    yaxis: {title: {text: norm() ? 'reward / expert reward' : 'reward'}}, xaxis: {categoryorder: 'array', categoryarray: STAGES}});
}
function drawSeeds() {
  const studies = data.seeds || [], s = studies.find(x => x.name === $('seed-study').value) || studies[0];
  if (!s) { say('seed-note', 'No seed study of this env under data/reports/ (swarm-lab seeds --preset ' + data.runs[0].name + ' writes one).'); return plot('chart-seeds', [], {}); }
  const ok = !norm() || s.expert > 0, by = norm() && ok ? s.expert : 1;
  say('seed-note', norm() && !ok ? 'Study ' + s.name + ' did not play the expert on its games: drawn unnormalised.' : '');
  const traces = ['sft', 'grpo'].map(k => ({type: 'scatter', mode: 'markers', name: k.toUpperCase() + ' (mean ' + fmt(scaled(s.mean[k], by)) + ')', x: s.seeds, y: s[k].map(v => scaled(v, by)), marker: {size: 9}}));
  if (s.expert !== null) traces.push({type: 'scatter', mode: 'lines', name: 'expert', x: [Math.min(...s.seeds), Math.max(...s.seeds)], y: [s.expert / by, s.expert / by], line: {dash: 'dash', color: '#2a7'}});
  const d = s.grpo_minus_sft;
  return plot('chart-seeds', traces, {title: {text: s.name + ': ' + s.seeds.length + ' training seeds; GRPO − SFT ' + fmt(d.mean) + ' (95% CI ' + fmt(d.ci95[0]) + ' to ' + fmt(d.ci95[1]) + ')'},
    xaxis: {title: {text: 'training seed'}, dtick: 1}, yaxis: {title: {text: by === 1 ? 'reward' : 'reward / expert reward'}}});
}
function drawSeedTable() {
  table('seed-table', ['study', 'seeds', 'SFT', 'GRPO', 'GRPO − SFT (95% CI)', 'expert', 'GRPO / expert'], (data.seeds || []).map(s => {
    const d = s.grpo_minus_sft;
    return [s.name, String(s.seeds.length), fmt(s.mean.sft), fmt(s.mean.grpo), fmt(d.mean) + ' (' + fmt(d.ci95[0]) + ', ' + fmt(d.ci95[1]) + ')',
            s.expert === null ? 'not played' : fmt(s.expert), s.expert > 0 ? Math.round(100 * s.mean.grpo / s.expert) + ' %' : ''];
  }));
}
function drawCurves() {
  const run = $('curve-run').value, c = (data.curves || {})[run];
  say('curve-note', c ? '' : 'No committed training curves for this env\'s runs: a run\'s curves are drawn when data/reports/<run>/ holds them (the report stage of swarm-lab demo copies them there).');
  const sft = c && c.sft.length ? [{type: 'scatter', mode: 'lines', name: 'SFT loss', x: c.sft.map(r => r.step), y: c.sft.map(r => r.loss)}] : [];
  const g = c ? c.grpo : [], h = c && c.heldout ? c.heldout : [];
  const byEp = g.length > 0 && g.every(r => r.episodes !== null) && h.every(r => r.episodes !== null);  // x: episodes played where every record says, else steps
  const x = r => byEp ? r.episodes : r.step, dense = g.length > 60;
  const grpo = g.length ? [
    {type: 'scatter', mode: 'lines', name: 'group min', x: g.map(x), y: g.map(r => r.reward_min), line: {width: 0}, showlegend: false},
    {type: 'scatter', mode: 'lines', name: 'min-max', x: g.map(x), y: g.map(r => r.reward_max), fill: 'tonexty', line: {width: 0}, fillcolor: 'rgba(42,119,170,0.2)'},
    {type: 'scatter', mode: dense ? 'lines' : 'lines+markers', name: 'train, sampled', x: g.map(x), y: g.map(r => r.reward), line: {color: '#2a77aa', width: dense ? 1 : 2}}] : [];
  if (h.length) {  // the honest curve, with the start and the expert (the run's expert stage, on the same held-out games) as lines
    const ends = [Math.min(...h.map(x), ...g.map(x)), Math.max(...h.map(x), ...g.map(x))];
    grpo.push({type: 'scatter', mode: 'lines+markers', name: 'held-out, greedy', x: h.map(x), y: h.map(r => r.reward), error_y: {type: 'data', array: h.map(r => r.sem)}, line: {color: '#c33'}});
    grpo.push({type: 'scatter', mode: 'lines', name: 'start ' + fmt(h[0].reward), x: ends, y: [h[0].reward, h[0].reward], line: {dash: 'dot', color: '#888'}});
    const rs = data.runs.find(r => r.name === run), ex = rs && rs.stages.expert ? rs.stages.expert.reward : null;
    if (ex !== null) grpo.push({type: 'scatter', mode: 'lines', name: 'expert ' + fmt(ex), x: ends, y: [ex, ex], line: {dash: 'dash', color: '#2a7'}});
  }
  const unit = byEp ? 'episodes played' : 'step';
  return Promise.all([plot('chart-sft', sft, {title: {text: 'SFT loss per step (' + run + ')'}, xaxis: {title: {text: 'step'}}}),
                      plot('chart-grpo', grpo, {title: {text: 'GRPO reward by ' + (byEp ? 'episodes played' : 'step') + (h.length ? ', held-out beside sampled' : '') + ' (' + run + ')'}, xaxis: {title: {text: unit}}})]);
}
function drawTerms() {
  const run = data.runs[0], w = data.card.weights, terms = Object.keys(w).filter(k => w[k] !== 0);
  const traces = STAGES.filter(s => run.stages[s]).map(s => ({type: 'bar', name: s, x: terms, y: terms.map(k => run.stages[s].terms[k])}));
  return plot('chart-terms', traces, {barmode: 'group', title: {text: 'The terms with a weight: mean per stage, before weighting (run ' + run.name + ', rubric ' + (data.card.rubric || 'default') + ')'}});
}

// ---- tables and text
function table(id, head, rows) {
  const t = clear(id), tr = el('tr');
  head.forEach(h => tr.appendChild(el('th', h))); t.appendChild(tr);
  rows.forEach(r => { const x = el('tr'); r.forEach(v => x.appendChild(v instanceof Node ? wrap(v) : el('td', v))); t.appendChild(x); });
}
function wrap(node) { const td = el('td'); td.appendChild(node); return td; }
function drawTable() {
  const run = data.runs.find(r => r.name === $('table-run').value) || data.runs[0];
  const order = r => (STAGES.indexOf(r[0]) + STAGES.length + 1) % (STAGES.length + 1);  // untrained, sft, grpo, expert, then any other row
  table('table', run.table.columns, [...run.table.rows].sort((a, b) => order(a) - order(b)).map(r => r.map(v => v === null ? '' : String(v))));
  const ul = clear('paired');
  for (const [k, v] of Object.entries(run.paired)) ul.appendChild(el('li', k + ': ' + (v.mean >= 0 ? '+' : '') + fmt(v.mean) + ' (95% CI ' + fmt(v.ci95[0]) + ' to ' + fmt(v.ci95[1]) + '; n = ' + v.n + ')'));
}
function drawTranscripts() {
  const tr = data.transcripts, box = clear('transcripts');
  say('tr-about', 'Run ' + tr.run + ', held-out scenario ' + tr.scenario_id + ' (' + tr.difficulty + '), episode seed ' + tr.seed + ', ' + (tr.horizon || 'all') + ' turns: the game each stage played first in the eval.' +
      (tr.missing.length ? ' Not played here (no checkpoint when the file was built): ' + tr.missing.join(', ') + '.' : ''));
  for (const [name, p] of Object.entries(tr.players)) {
    const col = el('div', null, 'player'); col.dataset.player = name;
    col.appendChild(el('h3', name + ' \u00b7 reward ' + fmt(p.reward)));
    p.turns.forEach((t, i) => {
      const d = el('div', null, 'turn');
      const call = t.call === null ? '(no valid call)' : typeof t.call === 'string' ? t.call : JSON.stringify(t.call);
      d.appendChild(el('b', (i + 1) + '. ')); d.appendChild(el('code', call.length > CALL_CHARS ? call.slice(0, CALL_CHARS) + '\u2026' : call));
      if (call.length > CALL_CHARS) { const f = el('details'); f.appendChild(el('summary', 'the whole call')); f.appendChild(el('pre', call)); d.appendChild(f); }
      d.appendChild(el('div', (t.ok ? '\u2713 ' : '\u2717 ') + (t.result || ''), t.ok ? 'good' : 'bad'));
      if (!t.ok && t.reply !== undefined) { const r = el('details'); r.appendChild(el('summary', 'what the model wrote')); r.appendChild(el('pre', t.reply)); d.appendChild(r); }
      const det = el('details'); det.appendChild(el('summary', 'observation')); det.appendChild(el('pre', t.obs)); d.appendChild(det);
      col.appendChild(d);
    });
    box.appendChild(col);
  }
}
function drawCard() {
  const run = data.runs[0], w = data.card.weights, st = STAGES.filter(s => run.stages[s]);
  table('terms', ['term', 'weight', ...st.map(s => 'mean (' + s + ')')], Object.keys(w).map(k => [k, String(w[k]) + (w[k] === 0 ? ' (logged)' : ''), ...st.map(s => fmt(run.stages[s].terms[k]))]));
  table('tools', ['tool', 'arguments', 'what it does'], data.card.tools.map(t => {
    const f = t.function, props = (f.parameters || {}).properties || {};
    return [f.name, Object.entries(props).map(([k, p]) => k + ':' + (p.type || (p.enum ? p.enum.join('|') : '?'))).join(', ') || '\u2014', f.description || ''];
  }));
  const s = data.card.sft_sample, box = clear('sft');
  say('sft-about', 'data/sft/' + s.data + ', scenario ' + s.scenario_id + ': the first ' + s.messages.length + ' of ' + s.n_messages + ' messages of one training episode.');
  for (const m of s.messages) {
    const d = el('div', null, 'msg'); d.appendChild(el('b', m.role));
    const calls = (m.tool_calls || []).map(c => '<tool_call>' + JSON.stringify({name: c.function.name, arguments: typeof c.function.arguments === 'string' ? JSON.parse(c.function.arguments) : c.function.arguments}) + '</tool_call>');
    d.appendChild(el('pre', [m.content, ...calls].filter(Boolean).join('\n'))); box.appendChild(d);
  }
}
function options(id, names) { const s = clear(id); names.forEach(n => { const o = el('option', n); o.value = n; s.appendChild(o); }); }

async function show(env) {
  say('msg', '');
  try { data = await getJSON('/dashboard/data?env=' + encodeURIComponent(env)); }
  catch (e) { say('msg', e.message); return; }
  document.querySelectorAll('#envs button').forEach(b => b.classList.toggle('on', b.dataset.env === env));
  say('about', data.env + ': ' + data.runs.length + ' run(s) from data/reports/ (' + data.runs.map(r => r.name).join(', ') + '); rebuilt by `' + data.command + '`.');
  options('curve-run', [...Object.keys(data.curves || {}), ...data.runs.map(r => r.name).filter(n => !(n in (data.curves || {})))]);
  options('table-run', data.runs.map(r => r.name));
  options('seed-study', (data.seeds || []).map(s => s.name));
  drawTable(); drawTranscripts(); drawCard(); drawSeedTable();
  await Promise.all([drawBaselines(), drawStages(), drawSeeds(), drawCurves(), drawTerms()]);
  liveStop(); live.sid = null; live.env = info && info.envs.includes(env) ? env : null;
  say('live-msg', live.env ? '' : 'env ' + env + ' is not served by this server: start it with swarm-lab serve --env all');
}

// ---- the live game (the play page's API: /reset, /step with a policy or an action)
async function post(path, body) { return getJSON(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)}); }
function liveShow(j, what) {
  const o = j.observation;
  $('live-obs').textContent = typeof o.text === 'string' ? o.text : JSON.stringify(o.data, null, 1);
  say('live-meta', 'session ' + live.sid + ' \u00b7 step ' + o.step + ' \u00b7 reward ' + (j.reward === null ? '-' : fmt(j.reward)) + (j.done ? ' \u00b7 done' : ''));
  if (what) $('live-log').appendChild(el('li', what + ((o.info || {}).error ? ' \u2717 ' + o.info.error : ' \u2713 ' + ((o.info || {}).result || ''))));
  const terms = (o.info || {}).reward_terms;
  if (j.done) $('live-log').appendChild(el('li', 'episode over: reward ' + fmt(j.reward) + (terms ? '; terms: ' + Object.entries(terms).map(([k, v]) => k + ' ' + fmt(v)).join(', ') : ''), 'good'));
}
async function liveReset() {
  liveStop(); say('live-msg', '');
  if (!live.env) { say('live-msg', 'this server does not serve ' + (data ? data.env : 'the env') + ': start it with swarm-lab serve --env all'); return; }
  let seed; try { seed = parseSeed($('seed').value); } catch (e) { say('live-msg', e.message); return; }  // parseSeed: seed.js
  const b = {env: live.env}; if (seed !== null) b.seed = seed;
  try {
    const j = await post('/reset', b); live.sid = j.metadata.session_id; live.t = 0; clear('live-log');
    $('live-act').value = info.env_info[live.env].example_call; liveShow(j, null);
  } catch (e) { say('live-msg', e.message); }
}
async function liveStep(body, what) {
  if (!live.sid) { say('live-msg', 'press reset first: there is no game to play yet'); return null; }
  try {
    const j = await post('/step', Object.assign({session_id: live.sid, t: live.t}, body)); live.t = j.observation.step; say('live-msg', '');
    liveShow(j, what || JSON.stringify(j.metadata.action)); return j;
  } catch (e) { say('live-msg', e.message); liveStop(); return null; }
}
function liveStop() { live.run = (live.run || 0) + 1; }  // ends an auto-play loop
const pause = ms => new Promise(r => setTimeout(r, ms));
async function liveAuto() {  // one step at a time: the next is sent after the last reply (two in flight would be a step mismatch)
  liveStop();
  if (!live.sid) { say('live-msg', 'press reset first: there is no game to play yet'); return; }
  const run = live.run;
  while (live.run === run) { const j = await liveStep({policy: info.env_info[live.env].expert}); if (!j || j.done) break; await pause(150); }
}

async function start() {
  let envList;
  try { [envList, info] = await Promise.all([getJSON('/dashboard/data'), getJSON('/info')]); }
  catch (e) { say('msg', e.message); return; }
  const nav = clear('envs');
  if (!envList.envs.length) { say('msg', 'no dashboard data on this server: build it with swarm-lab dashboard --build'); return; }
  envList.envs.forEach(e => { const b = el('button', e); b.dataset.env = e; b.addEventListener('click', () => show(e)); nav.appendChild(b); });
  $('curve-run').addEventListener('change', drawCurves);
  $('table-run').addEventListener('change', drawTable);
  $('seed-study').addEventListener('change', drawSeeds);
  $('norm').addEventListener('change', () => Promise.all([drawStages(), drawSeeds()]));
  $('reset').addEventListener('click', liveReset);
  $('expert').addEventListener('click', () => liveStep({policy: info.env_info[live.env || info.envs[0]].expert}));
  $('auto').addEventListener('click', liveAuto);
  $('send').addEventListener('click', () => liveStep({action: {text: $('live-act').value}}, 'you: ' + $('live-act').value));
  const want = new URLSearchParams(location.search).get('env');
  await show(envList.envs.includes(want) ? want : envList.envs[0]);
  document.body.dataset.ready = '1';
}
start();
