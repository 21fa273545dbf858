#!/bin/sh
# Installs, only when missing, what rif's tests and campaigns need: the
# RVV-capable clangs (22, 19, 16) with lld, the RISC-V sysroot, QEMU 7.2
# (Debian's qemu-user-static), QEMU 10, MPFR, and for the tests of the
# report and of shards, Chromium (headless) and GNU parallel.
#
# QEMU 10 comes from bookworm-backports (added to apt's sources only if no
# source names that suite).  Its package would replace Debian's QEMU 7.2,
# so it is not installed: its statically linked qemu-riscv64 is unpacked
# into $QEMU10_DIR, where rif looks for it (see matrix.c, emulators).
pkgs="clang-22 lld-22 clang-19 clang-16 qemu-user-static gcc-riscv64-linux-gnu libc6-dev-riscv64-cross libmpfr-dev chromium parallel"
QEMU10_DIR=${QEMU10_DIR:-/opt/rif/qemu10}
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
updated=""
update() {
	[ -n "$updated" ] && return 0
	$sudo apt-get update -q || return 1
	updated=1
}

need=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
		need="$need $p"
done
if [ -n "$need" ]; then
	echo "deps: installing$need"
	update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q $need || exit 1
fi

if [ ! -x "$QEMU10_DIR/qemu-riscv64" ]; then
	echo "deps: unpacking QEMU 10 (qemu-user from bookworm-backports) into $QEMU10_DIR"
	if ! grep -rqs 'bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/; then
		printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' |
			$sudo tee /etc/apt/sources.list.d/bookworm-backports.sources > /dev/null
		updated=""
	fi
	update || exit 1
	tmp=$(mktemp -d) && chmod 755 "$tmp" || exit 1
	(cd "$tmp" && apt-get download -q qemu-user/bookworm-backports) &&
		dpkg-deb -x "$tmp"/qemu-user_*.deb "$tmp/x" &&
		$sudo mkdir -p "$QEMU10_DIR" &&
		$sudo cp "$tmp/x/usr/bin/qemu-riscv64" "$QEMU10_DIR/qemu-riscv64.new" &&
		$sudo mv "$QEMU10_DIR/qemu-riscv64.new" "$QEMU10_DIR/qemu-riscv64"
	rc=$?
	rm -rf "$tmp"
	[ $rc = 0 ] || { echo "deps: could not unpack QEMU 10"; exit 1; }
	"$QEMU10_DIR/qemu-riscv64" --version | head -1
fi
sh tests/deps-gcc.sh || exit 1
exit 0
