"""Write README.md from nbs/index.ipynb with nbconvert (nbdev_readme needs Quarto, which CI does not have)."""
import re
from pathlib import Path
import nbformat
from nbconvert import MarkdownExporter

root = Path(__file__).resolve().parents[1]
nb = nbformat.read(root/'nbs'/'index.ipynb', as_version=4)
nb.metadata['language_info'] = {'name': 'python'}  # code blocks fenced as python
nb.cells = [c for c in nb.cells if not c.source.lstrip().startswith('#| hide')]
body, _ = MarkdownExporter(exclude_output=True).from_notebook_node(nb)
body = body.replace('](../figures/', '](figures/')
body = re.sub(r'\]\((?!https?:|/|\.\./|#|nbs/)([^)\s]+\.ipynb)\)', r'](nbs/\1)', body)  # links to notebooks, from the repo's root
note = '<!-- generated from nbs/index.ipynb by tools/readme.py: edit the notebook, not this file -->\n\n'
(root/'README.md').write_text(note + body.strip() + '\n', encoding='utf-8')
