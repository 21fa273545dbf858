#!/bin/sh
# Installs, only when missing, RVV-capable RISC-V GCC cross compilers for
# rif: GCC 14 (Debian 13 "trixie") and GCC 15 and 16 (Debian testing,
# "forky"), as /opt/rif/gcc-N/bin/riscv64-linux-gnu-gcc-N, runnable without
# root.  /opt/rif/gcc-N/VERSION (written last: the marker of a finished
# install) lists the Debian packages they came from.
#
# If the host's apt offers gcc-N-riscv64-linux-gnu, it is installed with
# apt-get and linked from /opt/rif/gcc-N/bin.  Otherwise a minimal Debian
# root is debootstrapped under /opt/rif/roots/SUITE and the compiler
# installed in it.  Its programs need a newer glibc than Debian 12's, and a
# chroot per call would need root, so the toolchain is relocated instead:
# its /usr/{bin,lib/gcc-cross,libexec/gcc-cross,riscv64-linux-gnu} are
# copied to /opt/rif/gcc-N/{...} (GCC finds its parts relative to the
# driver's path, so the same layout works under another prefix), the x86-64
# libraries they load (ldd in the root) to /opt/rif/gcc-N/hostlib, and each
# x86-64 program NAME is renamed NAME.real and replaced by a script running
# it under the copied dynamic loader (about 1 ms; patchelf broke cc1).
# The libc linker scripts of the copied sysroot are made to name the copy,
# not /usr/riscv64-linux-gnu.  The roots are removed once copied.  Each
# compiler is checked before its VERSION is written: an RVV program built
# with -v must run only its own cc1, as and collect2, and print 3 under QEMU.
# RIF_GCC_ROOT (which rif reads too) moves /opt/rif; RIF_DEBIAN_MIRROR.
OPT=${RIF_GCC_ROOT:-/opt/rif}
MIRROR=${RIF_DEBIAN_MIRROR:-http://deb.debian.org/debian}
TRIPLE=riscv64-linux-gnu
VERSIONS="14 15 16"
# testing's Release is often past its Valid-Until on the mirror
APTOPT="-q -y -o Acquire::Check-Valid-Until=false -o Dpkg::Use-Pty=0 -o DPkg::Lock::Timeout=900"
umask 022

die() { echo "deps: error: $*" >&2; exit 1; }
suite() { case $1 in 14) echo trixie ;; *) echo forky ;; esac; }
pkgs() { echo "gcc-$1-$TRIPLE libc6-dev-riscv64-cross"; }
gcc_of() { echo "$OPT/gcc-$1/bin/$TRIPLE-gcc-$1"; }
works() { [ -f "$OPT/gcc-$1/VERSION" ] && "$(gcc_of "$1")" --version > /dev/null 2>&1; }

apt_install() { DEBIAN_FRONTEND=noninteractive apt-get install $APTOPT --no-install-recommends "$@"; }
host_apt() {	# install host packages (apt-get update first if need be), quietly
	alog=$(mktemp) || return 1
	{ apt_install "$@" || { apt-get update -q && apt_install "$@"; }; } > "$alog" 2>&1
	rc=$?; [ $rc = 0 ] || tail -n 5 "$alog" >&2
	rm -f "$alog"; return $rc
}
host_has() {	# does the host's apt offer package $1?
	c=$(apt-cache policy "$1" 2> /dev/null | sed -n 's/^ *Candidate: *//p')
	[ -n "$c" ] && [ "$c" != "(none)" ]
}
in_root() { _r=$1; shift; chroot "$_r" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 "$@"; }

remove() {	# $1: a root or a copy; first unmount what a killed debootstrap left
	awk -v p="$1/" 'index($2, p) == 1 { print $2 }' /proc/mounts | sort -r |
		while read -r m; do umount "$m"; done
	rm -rf --one-file-system "$1"
}

make_root() {	# $1 suite, then packages: a Debian root with them, /opt/rif/roots/SUITE
	s=$1; r=$OPT/roots/$s; shift
	[ -f "$r/.rif-done" ] && return 0
	echo "deps: debootstrapping Debian $s into $r (for$(printf ' %s' "$@"))"
	remove "$r" && mkdir -p "$OPT/roots" || die "cannot remove $r or make $OPT/roots"
	command -v debootstrap > /dev/null || host_apt debootstrap debian-archive-keyring ||
		die "cannot install debootstrap"
	log=$OPT/roots/$s.log
	# debootstrap checks the Release signature, not its Valid-Until
	debootstrap --variant=minbase "$s" "$r" "$MIRROR" /usr/share/debootstrap/scripts/sid > "$log" 2>&1 ||
		{ tail -n 5 "$log" >&2; die "debootstrap $s failed (log: $log)"; }
	echo 'Acquire::Check-Valid-Until "false";' > "$r/etc/apt/apt.conf.d/99rif"
	{ in_root "$r" apt-get $APTOPT update && in_root "$r" apt-get $APTOPT --no-install-recommends install "$@"; } >> "$log" 2>&1 ||
		{ tail -n 5 "$log" >&2; die "apt-get install$(printf ' %s' "$@") in the $s root failed (log: $log)"; }
	rm -f "$log"
	touch "$r/.rif-done"
}

is_x86() {	# is $1 an x86-64 ELF file? (magic, then e_machine 62)
	set -- $(od -An -tx1 -N19 "$1")
	[ "$1$2$3$4" = 7f454c46 ] && [ "${19}" = 3e ]
}

relocate() {	# $1 version, $2 root: copy its toolchain to /opt/rif/gcc-N, wrapped
	n=$1; r=$2; d=$OPT/gcc-$n
	echo "deps: relocating GCC $n from $r into $d"
	remove "$d" && mkdir -p "$d/bin" "$d/hostlib" || die "cannot make $d"
	for f in "$r/usr/bin/$TRIPLE"-*; do
		case ${f##*/} in
		*-lto-dump-*) ;;	# 50 MB, not needed
		*-"$n") cp -a "$f" "$d/bin/" ;;
		*-[0-9] | *-[0-9][0-9]) ;;	# another GCC of the same root
		*) cp -a "$f" "$d/bin/" ;;
		esac
	done
	(cd "$r/usr" && cp -a --parents "lib/gcc-cross/$TRIPLE/$n" "libexec/gcc-cross/$TRIPLE/$n" \
		"$TRIPLE" "lib/$TRIPLE" "$d/") || die "cannot copy GCC $n out of $r"
	# the x86-64 programs, and the x86-64 libraries they and the plugins load
	progs=$(find "$d/bin" "$d/libexec" -type f -perm -u+x ! -name '*.so*')
	for f in $progs $(find "$d" -path "$d/$TRIPLE" -prune -o -type f -name '*.so' -print); do
		is_x86 "$f" || continue
		in_root "$r" ldd "/usr/${f#"$d"/}" >> "$d/hostlib/.ldd" || die "ldd ${f#"$d"/} failed in $r"
	done
	! grep 'not found' "$d/hostlib/.ldd" || die "a library is missing in $r"
	awk '$2 == "=>" { print $1, $3 } $1 ~ /^\/.*ld-linux/ { print "ld-linux-x86-64.so.2", $1 }' \
		"$d/hostlib/.ldd" | sort -u > "$d/hostlib/.list"
	while read -r name path; do
		cp -L "$r$path" "$d/hostlib/$name" || die "cannot copy $path out of $r"
	done < "$d/hostlib/.list"
	rm -f "$d/hostlib/.ldd" "$d/hostlib/.list"
	for f in $progs; do
		is_x86 "$f" || continue
		mv "$f" "$f.real" &&
			printf '#!/bin/sh\nexec %s --library-path %s --argv0 "$0" %s "$@"\n' \
				"$d/hostlib/ld-linux-x86-64.so.2" "$d/hostlib" "$f.real" > "$f" &&
			chmod 755 "$f" || die "cannot wrap $f"
	done
	for f in "$d/$TRIPLE"/lib/*.so; do
		head -c 300 "$f" | grep -q 'GNU ld script' &&
			sed -i "s|/usr/$TRIPLE/|$d/$TRIPLE/|g" "$f"
	done
	check "$n" "$d" || die "the relocated GCC $n does not work (see above)"
	{
		echo "# GCC $n relocated from a Debian $(suite "$n") root (debootstrap), $(date -u +%F)"
		echo "# sysroot: $d/$TRIPLE (copied); x86-64 libraries: $d/hostlib"
		dpkg-query --admindir="$r/var/lib/dpkg" -W -f '${Package} ${Version}\n' "gcc-$n-$TRIPLE" \
			"cpp-$n-$TRIPLE" "libgcc-$n-dev-riscv64-cross" "binutils-$TRIPLE" "libc6-dev-riscv64-cross" \
			"linux-libc-dev-riscv64-cross" libc6
	} > "$d/VERSION.new" && mv "$d/VERSION.new" "$d/VERSION" || die "cannot write $d/VERSION"
}

check() {	# $1 version, $2 its prefix: compile (and run) an RVV program
	t=$(mktemp -d) || return 1
	printf '#include <riscv_vector.h>\n#include <stdio.h>\nint main(void){printf("%%d\\n",(int)__riscv_vsetvl_e8m1(3));return 0;}\n' > "$t/h.c"
	"$(gcc_of "$1")" -v -march=rv64gcv -mabi=lp64d -O2 -static "$t/h.c" -o "$t/h" > "$t/log" 2>&1 || { cat "$t/log" >&2; rm -rf "$t"; return 1; }
	# cc1, as and collect2 must be those under $2, not the host's
	bad=$(grep -E '^ /[^ ]+ ' "$t/log" | grep -v "^ $2/" | cut -d' ' -f2)
	grep -q "^ $2/.*$TRIPLE/include\$" "$t/log" || bad="$bad (no $TRIPLE/include under $2)"
	[ -z "$bad" ] || { echo "deps: GCC $1 runs a foreign program: $bad" >&2; rm -rf "$t"; return 1; }
	if command -v qemu-riscv64-static > /dev/null &&
		[ "$(qemu-riscv64-static -cpu rv64,v=true,vlen=256,vext_spec=v1.0 "$t/h")" != 3 ]; then
		echo "deps: GCC $1's RVV test program does not print 3" >&2; rm -rf "$t"; return 1
	fi
	rm -rf "$t"
}

from_host() {	# $1 version: install the host's package and link it
	echo "deps: installing gcc-$1-$TRIPLE with apt-get, linked from $OPT/gcc-$1/bin"
	host_apt $(pkgs "$1") || die "apt-get install $(pkgs "$1") failed"
	remove "$OPT/gcc-$1" && mkdir -p "$OPT/gcc-$1/bin" &&
		ln -s "/usr/bin/$TRIPLE-gcc-$1" "$(gcc_of "$1")" || die "cannot make $OPT/gcc-$1"
	check "$1" /usr || die "the host's GCC $1 does not work"
	{ echo "# GCC $1 from the host's apt"; dpkg-query -W -f '${Package} ${Version}\n' $(pkgs "$1") "binutils-$TRIPLE"; } > "$OPT/gcc-$1/VERSION"
}

todo=""
for n in $VERSIONS; do works "$n" || todo="$todo $n"; done
# nothing to do, or only left-over roots to remove (by root)
[ -n "$todo" ] || { [ -d "$OPT/roots" ] && [ "$(id -u)" = 0 ]; } || exit 0
[ "$(id -u)" = 0 ] || exec sudo sh "$0" "$@"
for n in $todo; do
	if host_has "gcc-$n-$TRIPLE"; then
		from_host "$n"
	else
		s=$(suite "$n")
		make_root "$s" $(for m in $VERSIONS; do [ "$(suite "$m")" = "$s" ] && pkgs "$m"; done | tr ' ' '\n' | sort -u)
		relocate "$n" "$OPT/roots/$s"
	fi
done
# a root is kept only while a compiler still has to be copied out of it
for s in trixie forky; do
	[ -d "$OPT/roots/$s" ] || continue
	keep=""
	for n in $VERSIONS; do [ "$(suite "$n")" = "$s" ] && ! works "$n" && keep=1; done
	[ -n "$keep" ] || { echo "deps: removing $OPT/roots/$s ($(du -sh "$OPT/roots/$s" | cut -f1))"; remove "$OPT/roots/$s"; }
done
rm -f "$OPT"/roots/*.log
rmdir "$OPT/roots" 2> /dev/null
exit 0
