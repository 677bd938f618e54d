"""Run `nbdev_test` over every notebook and end with a plain `N passed, M failed` line (notebooks counted)."""
import argparse, os, re, shutil, subprocess, sys, tempfile
from pathlib import Path

root = Path(__file__).resolve().parents[1]
ap = argparse.ArgumentParser()
ap.add_argument('--flags', default='', help='extra nbdev test flags to run, e.g. "slow"')
ap.add_argument('--path', default=None, help='one notebook or glob (default: all)')
args = ap.parse_args()

from nbdev.doclinks import nbglob
files = [f for f in nbglob(args.path, as_path=True) if not f.name.startswith('_')]
cmd = [str(Path(sys.executable).parent/'nbdev_test'), '--timing', '--flags', args.flags]
if args.path: cmd += ['--path', args.path]
# every notebook's temporary files go under one folder (TMPDIR), removed after the run: nbdev_test's workers end with
# os._exit, so the notebooks' own atexit clean-ups never run there, and each run used to leave ~22 MB in /tmp
scratch = tempfile.mkdtemp(prefix='swarm_lab_tests_')
try: proc = subprocess.run(cmd, cwd=root, stderr=subprocess.PIPE, text=True, env=os.environ | {'TMPDIR': scratch})
finally: shutil.rmtree(scratch, ignore_errors=True)
sys.stderr.write(proc.stderr)
failed = set()
if 'Tests Failed On The Following Notebooks' in proc.stderr:
    tail = proc.stderr.split('Tests Failed On The Following Notebooks')[-1]
    failed = set(re.findall(r'^\t?(\S+\.ipynb)\s*$', tail, flags=re.M))
    if not failed: failed = set(f.name for f in files)  # could not tell which: count them all as failed
if proc.returncode and not failed: failed = {'(nbdev_test exited %d)' % proc.returncode}
print(f'{len(files) - len(failed)} passed, {len(failed)} failed')
sys.exit(proc.returncode or (1 if failed else 0))
