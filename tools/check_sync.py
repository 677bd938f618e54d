"""Fail when `nbdev_export`, `nbdev_clean` or the README build change any file: notebooks are the source."""
import hashlib, subprocess, sys
from pathlib import Path

root = Path(__file__).resolve().parents[1]
bin_ = Path(sys.executable).parent

def snapshot():
    "Hash every file that export, clean or the README build can touch."
    files = [*root.glob('nbs/**/*.ipynb'), *root.glob('swarm_lab/**/*.py'), root/'README.md']
    return {str(f.relative_to(root)): hashlib.sha1(f.read_bytes()).hexdigest() for f in files if f.exists()}

before = snapshot()
for cmd in ([bin_/'nbdev_export'], [bin_/'nbdev_clean'], [sys.executable, root/'tools'/'readme.py']):
    subprocess.run([str(c) for c in cmd], cwd=root, check=True)
after = snapshot()
changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
if changed:
    print('nbdev_export / nbdev_clean / README build changed these files (commit them):', *changed, sep='\n  ')
    sys.exit(1)
print(f'notebooks, package and README agree ({len(after)} files checked)')
