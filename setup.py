"""Package set-up read from settings.ini (nbdev 2 layout); extras are listed here once."""
from configparser import ConfigParser
import setuptools

cfg = ConfigParser(delimiters=['='])
cfg.read('settings.ini', encoding='utf-8')
cfg = cfg['DEFAULT']

extras = {
    'dev': cfg.get('dev_requirements', '').split(),
    # CPU training. torch is pinned to the local CPU wheel; see constraints/cpu.txt and ../shared/STACK.md.
    'train': ['torch==2.13.0', 'transformers==5.23.0', 'trl==1.16.0', 'peft==0.21.2', 'datasets==5.2.0',
              'accelerate==1.15.0', 'tokenizers'],
    # GPU extras: install with constraints/gpu.txt (unsloth caps trl/transformers/datasets/torch).
    'gpu': ['unsloth', 'vllm'],
    'ray': ['ray==2.60.0'],
    'serve': ['transformers[serving]==5.23.0', 'httpx'],  # `transformers serve`: an OpenAI-compatible local server
}

setuptools.setup(
    name=cfg['lib_name'], version=cfg['version'], description=cfg['description'],
    author=cfg['author'], author_email=cfg['author_email'], license=cfg['license'],
    keywords=cfg['keywords'], python_requires='>=' + cfg['min_python'],
    long_description=open('README.md', encoding='utf-8').read(), long_description_content_type='text/markdown',
    packages=setuptools.find_packages(include=[cfg['lib_path'], cfg['lib_path'] + '.*']),
    include_package_data=True, install_requires=cfg.get('requirements', '').split(), extras_require=extras,
    entry_points={'console_scripts': cfg.get('console_scripts', '').split(),
                  'nbdev': [f"{cfg['lib_path']}={cfg['lib_path']}._modidx:d"]},
    zip_safe=False,
)
