# JupyterLab's server config for this repo: `make lab` puts this folder on JUPYTER_CONFIG_PATH (beside your own config).
# Every notebook JupyterLab saves goes through nbdev's pre-save hook, which cleans it as `nbdev_clean` does when
# settings.ini says `jupyter_hooks = True` (outputs, execution counts, cell metadata, language_info, the kernel's
# display name): a save leaves git clean. The hook is nbdev's own (`nbdev_install_hooks` writes the same lines into
# ~/.jupyter for every JupyterLab you run). Tested in nbs/99b_repo_checks.ipynb with headless Chromium.
import warnings

def nbdev_clean_jupyter(**kwargs):
    try: from nbdev.clean import clean_jupyter
    except ModuleNotFoundError: return  # nbdev not installed here: saves are not cleaned
    clean_jupyter(**kwargs)

# JupyterLab loads this file twice (the server, then its lab extension), and traitlets warns when the second load sets
# the hook again; this server process only, and only that warning about this hook.
warnings.filterwarnings('ignore', message=r'Overriding existing pre_save_hook \(nbdev_clean_jupyter\) with a new one \(nbdev_clean_jupyter\)')
c.ContentsManager.pre_save_hook = nbdev_clean_jupyter  # noqa: F821 (c: the config Jupyter passes in)
