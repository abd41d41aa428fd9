"""How to run a natively compiled test program, LP64 or ILP32.

ILP32 programs (clang -m32) are i386 executables. Some machines cannot execute them
directly: their kernel has no 32-bit support (seen on Firecracker VMs, where exec fails
with ENOEXEC). There they run under qemu-user (`qemu-i386`, Debian package qemu-user,
installed by scripts/install-deps.sh), which emulates an i386 CPU bit-exactly, so the
oracle's values are the same. The choice is probed once per process.
"""

import os
import shutil
import subprocess
import tempfile

_prefix = {}


def _probe_i386(clang):
    """[] if i386 executables run here, ["qemu-i386"] if only qemu-user can run them."""
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "probe.c")
        exe = os.path.join(d, "probe")
        with open(src, "w") as f:
            f.write("int main(void) { return sizeof(void *) == 4 ? 42 : 1; }\n")
        p = subprocess.run([clang, "-m32", "-O0", src, "-o", exe], capture_output=True)
        if p.returncode != 0:
            raise RuntimeError("cannot compile for ILP32 (-m32): %s" % p.stderr.decode()[-500:])
        try:
            if subprocess.run([exe], capture_output=True).returncode == 42:
                return []
        except OSError:
            pass  # ENOEXEC: no 32-bit support in this kernel
        qemu = shutil.which("qemu-i386")
        if qemu and subprocess.run([qemu, exe], capture_output=True).returncode == 42:
            return [qemu]
        raise RuntimeError("this machine cannot run i386 executables, and qemu-i386 "
                           "(Debian package qemu-user) is missing or broken")


def command(exe, model, clang):
    """The command line that runs exe, built for `model` (64 or 32)."""
    if model != 32:
        return [exe]
    if clang not in _prefix:
        _prefix[clang] = _probe_i386(clang)
    return _prefix[clang] + [exe]
