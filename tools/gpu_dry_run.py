"""Does the GPU install resolve? `pip install --dry-run` of `.[EXTRAS]` with constraints/gpu.txt for linux x86_64 / CPython 3.11.

Prints one JSON line: {"status": "ok"|"conflict"|"skipped", ...}; exit 0 for ok/skipped, 1 for conflict.
- Nothing is installed or downloaded in full: `--dry-run --target <tmp>` and pip's `fast-deps` (HTTP range requests
  read only each wheel's metadata; without it pip would fetch GBs of CUDA wheels).
- This machine's pip configuration (local wheel folders, local indexes, its torch cap) is ignored: the question is
  what a CUDA box with the package index sees.
- "skipped" (with the reason) when the index cannot be reached.
- A *transitive* requirement (not one of our pins) that the index lacks a file for is not a conflict among our
  pins: it is stood in for by an empty local wheel of that exact version, named in "stubbed", and resolution is
  retried (at most 10 times); a floor (`>=V`) the index has no release for is stood in for by `V`. A pin of ours that cannot be met, or a real conflict, is "conflict".
"""
import json, os, re, subprocess, sys, tempfile, time, urllib.request, zipfile
from pathlib import Path

root = Path(__file__).resolve().parents[1]
PLATFORMS = ['manylinux2014_x86_64'] + [f'manylinux_2_{v}_x86_64' for v in (17, 24, 27, 28, 31, 34, 35)]

def reachable(url, timeout=10):
    "Can the index be reached? (None, or the reason it cannot)"
    try: urllib.request.urlopen(url, timeout=timeout).close(); return None
    except Exception as e: return f'{url} unreachable: {type(e).__name__}: {e}'

def pins(path):
    "Package names pinned in a constraints file."
    return {re.split(r'[<>=!~ ;\[]', l.strip())[0].lower().replace('_', '-')
            for l in Path(path).read_text().splitlines() if l.strip() and not l.startswith('#')}

def stub_wheel(d, name, version):
    "An empty wheel `name==version` in folder d: stands in for a file the index lacks."
    n = re.sub(r'[-_.]+', '_', name); di = f'{n}-{version}.dist-info'
    with zipfile.ZipFile(Path(d)/f'{n}-{version}-py3-none-any.whl', 'w') as z:
        z.writestr(f'{di}/METADATA', f'Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n')
        z.writestr(f'{di}/WHEEL', 'Wheel-Version: 1.0\nGenerator: stub\nRoot-Is-Purelib: true\nTag: py3-none-any\n')
        z.writestr(f'{di}/RECORD', '')

def dry_run(extras='train,gpu', constraints='constraints/gpu.txt', index='https://pypi.org/simple', tries=10):
    "Resolve `.[extras]` for a CUDA linux box; a dict with status, the key versions resolved, stubs and seconds."
    t0 = time.time()
    if why := reachable(index): return dict(status='skipped', reason=why)
    ours = pins(root/constraints) | {'swarm-lab'}
    env = {k: v for k, v in os.environ.items() if not k.startswith('PIP_') or k in ('PIP_CERT', 'PIP_DEFAULT_TIMEOUT')}
    env['PIP_CONFIG_FILE'] = os.devnull  # no local wheel folders / indexes / constraints from this machine
    stubbed = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(tries):
            cmd = [sys.executable, '-m', 'pip', 'install', '--dry-run', '--ignore-installed', '--only-binary=:all:',
                   '--use-feature=fast-deps', '--python-version', '3.11', '--implementation', 'cp',
                   *[a for p in PLATFORMS for a in ('--platform', p)], '--target', f'{tmp}/target',
                   '--index-url', index, '--find-links', tmp, '-c', str(root/constraints),
                   '--report', f'{tmp}/report.json', '--quiet', f'.[{extras}]']
            p = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
            if p.returncode == 0:
                got = {i['metadata']['name'].lower().replace('_', '-'): i['metadata']['version']
                       for i in json.loads(Path(f'{tmp}/report.json').read_text())['install']}
                return dict(status='ok', resolved={k: got[k] for k in sorted(ours) if k in got},
                            stubbed=stubbed, seconds=round(time.time() - t0, 1))
            err = p.stderr.strip()
            if re.search(r'(Connection|Network|Max retries|timed out|Temporary failure)', err) and 'ResolutionImpossible' not in err:
                return dict(status='skipped', reason='index unreachable during resolution: ' + err.splitlines()[-1])
            m = re.search(r'No matching distribution found for ([A-Za-z0-9_.\-]+)(?:==|>=)([^\s;,]+)', err)
            if m and m[1].lower().replace('_', '-') not in ours:
                v = m[2].removesuffix('.*')
                if f'{m[1]}=={v}' in stubbed: return dict(status='conflict', error=err[-3000:], stubbed=stubbed)
                stub_wheel(tmp, m[1], v); stubbed.append(f'{m[1]}=={v}'); continue
            return dict(status='conflict', error=err[-3000:], stubbed=stubbed, seconds=round(time.time() - t0, 1))
    return dict(status='conflict', error=f'still unresolved after stubbing {stubbed}', stubbed=stubbed)

if __name__ == '__main__':
    extras = sys.argv[1] if len(sys.argv) > 1 else 'train,gpu'
    r = dry_run(extras)
    print(json.dumps(r))
    sys.exit(1 if r['status'] == 'conflict' else 0)
