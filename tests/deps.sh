#!/bin/sh
# Installs, only when missing, what rif's tests and campaigns need:
# the two RVV-capable clangs, the RISC-V sysroot, qemu and MPFR.
pkgs="clang-19 clang-16 qemu-user-static gcc-riscv64-linux-gnu libc6-dev-riscv64-cross libmpfr-dev"
need=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
		need="$need $p"
done
[ -z "$need" ] && exit 0
echo "deps: installing$need"
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
$sudo apt-get update -q &&
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q $need
