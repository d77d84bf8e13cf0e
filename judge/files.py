"""Output files written safely: checked before any work, written whole or not at all.

Every output of the judge goes through :func:`plan_outputs` (before the work: the folder
exists, the target is a new file or, with ``--force``, a regular file that is none of the
inputs, and no two outputs are the same file) and :func:`write_atomic` (a temporary file in
the target's folder, renamed into place once complete: a failed write leaves no truncated file).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

from judge.errors import JudgeError
from judge.visible import visible


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def file_kind(path: Path) -> str | None:
    """``None`` for a regular file (symlinks followed), else what it is: 'no such file', 'a directory', …."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return "no such file"
    except OSError as exc:
        return exc.strerror or exc.__class__.__name__
    return None if stat.S_ISREG(mode) else _kind(mode)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_dev, st.st_ino


def plan_outputs(outputs: Iterable[Path | None], force: bool, inputs: Iterable[Path] = ()) -> None:
    """Refuse, before any work, every output that cannot or must not be written.

    The folder must exist and be writable; an existing target must be a regular file and
    needs ``--force``; it is never one of ``inputs`` (the scenario first, then the libraries it includes),
    compared by device and inode so hard links and symlinks are caught; no two outputs are
    the same file.
    """
    idents = [_identity(p) for p in inputs]
    sources = {ident for ident in idents if ident is not None}
    seen: dict[str, Path] = {}
    for out in outputs:
        if out is None:
            continue
        name = visible(str(out))
        if str(out) == "-" and not out.exists():  # not standard output: the judge writes a file by its name
            raise JudgeError("-: expected an output file's name, found '-' (standard output is not written to: "
                             "give a file name)")
        folder = out.parent if str(out.parent) else Path(".")
        kind = file_kind(folder)
        if kind != "a directory":
            found = "no such folder" if kind == "no such file" else (kind or "a file")
            raise JudgeError(f"{name}: expected an output file in an existing folder, found {found}")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise JudgeError(f"{name}: expected an output file in a writable folder, found a read-only folder")
        key = os.path.normcase(os.path.realpath(out))
        if key in seen:
            raise JudgeError(f"{name}: expected each output to be a different file, found it given twice")
        seen[key] = out
        if not (out.exists() or out.is_symlink()):
            continue
        ident = _identity(out)
        if ident is not None and ident in sources:
            what = "the input file itself" if ident == idents[0] else "a file the scenario includes"
            raise JudgeError(f"{name}: expected a new output file, found {what}")
        kind = file_kind(out)
        if kind is not None and kind != "no such file":
            raise JudgeError(f"{name}: expected a regular output file, found {kind}")
        if not force:
            raise JudgeError(f"{name}: expected a new output file, found an existing file (use --force)")


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: Path, data: str | bytes, *, replace: bool = True) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place.

    With ``replace=False`` an existing ``path`` is never replaced (the rename is a link that
    fails if the name exists). A failure leaves ``path`` as it was and removes the temporary file.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    with open_atomic(path, replace=replace) as handle:
        handle.write(raw)


@contextlib.contextmanager
def open_atomic(path: Path, *, replace: bool = True) -> Iterator[BinaryIO]:
    """A binary file to write ``path`` through: a temporary file beside it, renamed into place when the
    block ends without an error (see :func:`write_atomic`); for outputs written as they are produced."""
    folder = path.parent if str(path.parent) else Path(".")
    tmp = ""
    try:
        import tempfile  # here: a plain ``judge resolve`` writes no file

        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            os.link(tmp, path)
            os.unlink(tmp)
        tmp = ""
    except FileExistsError:
        raise JudgeError(f"{visible(str(path))}: expected a new output file, found an existing file") from None
    except OSError as exc:
        raise JudgeError(f"{visible(str(path))}: expected a writable file, found "
                         f"{visible(exc.strerror or exc.__class__.__name__).lower()}") from None
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def yaml_text(data: object, width: int | None = None) -> str:
    """``data`` as YAML text, keys in their order, Unicode kept: by libyaml's emitter when PyYAML has it (several
    times faster on a large board, the same text), else by PyYAML's own."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(data, Dumper=dumper, sort_keys=False, allow_unicode=True, width=width)
