#!/bin/sh
# End to end: rif generates a program per seed, real compilers build it
# (clang's uninitialised-variable warnings are errors) and qemu runs it;
# every program must exit 0 (all results matched).  The -O0
# builds also check agnostic elements strictly (-DRIF_STRICT_AGNOSTIC), and
# every binary also runs with qemu filling agnostic elements with ones; -O0
# builds also run at VLEN 1024 (both fills, QEMU 7.2).
#
# Compilers: clang-22 and clang-19 with -march=rv64gcv_zvfh (the whole
# API) and clang-16 with rv64gcv (no f16 arithmetic, no _rm variants, learnt
# by rif probe), and the GCCs that make deps installs (gcc-14, gcc-15,
# gcc-16: /opt/rif/gcc-N, or riscv64-linux-gnu-gcc-N on PATH), with
# rv64gcv_zvfh.  Odd seeds keep to what all accept and are built by all
# clangs, and every eighth seed (1, 9, 17, ...: GCCSEEDS) by the GCCs too;
# even seeds use everything and are built by the first (clang-22) only.
# Emulators: every binary runs under QEMU 10 (/opt/rif/qemu10, from make
# deps) and QEMU 7.2 (qemu-riscv64-static), those installed, so the two
# check each other at -O0.  Seeds cycle through the
# shapes (loop, block, call, branch, all four) and --observe 0, 0.5 and 1;
# every sixth seed draws both as rif fuzz does.
#
# Settings (environment): SEEDS, NODES, CCS, OPTS, VLENS, QEMUS, JOBS, OUT, GENARGS.
# tests/known-failures lists runs that fail because of a compiler bug:
# "seed cc opt vlen  description"; they must still fail (XFAIL).
SEEDS=${SEEDS:-$(seq 1 100)}
NODES=${NODES:-40}
if [ -z "$CCS" ]; then
	CCS="clang-22 clang-19 clang-16"
	for v in 14 15 16; do
		{ [ -x "${RIF_GCC_ROOT:-/opt/rif}/gcc-$v/bin/riscv64-linux-gnu-gcc-$v" ] ||
		    command -v "riscv64-linux-gnu-gcc-$v" > /dev/null; } && CCS="$CCS gcc-$v"
	done
fi
GCCSEEDS=${GCCSEEDS:-$(seq 1 8 100)}
if [ -z "$QEMUS" ]; then
	[ -x /opt/rif/qemu10/qemu-riscv64 ] && QEMUS=qemu10
	command -v qemu-riscv64-static > /dev/null && QEMUS="$QEMUS qemu7"
fi
OPTS=${OPTS:-O0 O2}
VLENS=${VLENS:-128 512}
JOBS=${JOBS:-$(nproc)}
OUT=${OUT:-build/e2e}
RIF=${RIF:-./build/rif-san}
export NODES CCS OPTS VLENS QEMUS OUT RIF GENARGS GCCSEEDS

march() {
	case $1 in clang-1[0-6]) echo rv64gcv ;; *) echo rv64gcv_zvfh ;; esac
}

# a build: clang's uninitialised-variable warnings are errors, GCC's too
# (not its maybe-uninitialized, which guesses)
build() {	# cc opt flags src bin
	case $1 in
	gcc-*)
		g=${RIF_GCC_ROOT:-/opt/rif}/gcc-${1#gcc-}/bin/riscv64-linux-gnu-$1
		[ -x "$g" ] || g=riscv64-linux-gnu-$1
		timeout 300 "$g" -march="$(march "$1")" -mabi=lp64d -"$2" $3 -static -Werror=uninitialized \
		    "$4" -o "$5" ;;
	*)
		timeout 300 "$1" --target=riscv64-linux-gnu -march="$(march "$1")" -"$2" $3 -static \
		    -Werror=uninitialized -Werror=sometimes-uninitialized "$4" -o "$5" ;;
	esac
}

if [ "$1" = one ]; then
	s=$2
	d=$OUT/$s
	mkdir -p "$d"
	# the compilers' temporary files, and clang's reproducers of the known
	# crashes, here rather than in /tmp
	TMPDIR=$(cd "$d" && pwd)
	export TMPDIR
	deny=
	ccs=${CCS%% *}
	if [ $((s % 2)) = 1 ]; then
		deny="--deny $OUT/deny-common.txt"
		ccs=$CCS
	fi
	shape=$(echo "loop block call branch loop,block,call,branch" | cut -d' ' -f$((s % 5 + 1)))
	observe=$(echo "0 0.5 1" | cut -d' ' -f$((s / 5 % 3 + 1)))
	form="--shape $shape --observe $observe"
	[ $((s % 6)) = 0 ] && form=
	# a seed built by the GCCs: masks first, as rif fuzz does with a GCC
	# (tests/bugs/gcc-mask-arg-after-scalar.c)
	case " $CCS " in *" gcc-"*)
		echo " $GCCSEEDS " | tr '\n' ' ' | grep -q " $s " && form="$form --masks-first" ;;
	esac
	if ! $RIF gen --seed "$s" --nodes "$NODES" $deny $form $GENARGS -o "$d/t.c" 2> "$d/gen.err"; then
		echo "FAIL $s gen: $(head -1 "$d/gen.err")"
		exit 0
	fi
	for cc in $ccs; do
		case $cc in gcc-*) echo " $GCCSEEDS " | tr '\n' ' ' | grep -q " $s " || continue ;; esac
		for o in $OPTS; do
			strict=""
			[ "$o" = O0 ] && strict=-DRIF_STRICT_AGNOSTIC
			b="$d/t-$cc-$o"
			known=$(awk -v s="$s" -v c="$cc" -v o="$o" \
			    '$1 == s && $2 == c && $3 == o && $4 == "compile"' tests/known-failures 2>/dev/null)
			# (a read of a variable never set is undefined behaviour: rif's bug)
			if ! build "$cc" "$o" "$strict" "$d/t.c" "$b" 2> "$b.cc.log"; then
				if [ -n "$known" ]; then
					echo "XFAIL $s $cc $o compile: $known"
				else
					echo "FAIL $s $cc $o compile: $(grep -m1 -e 'error' -e 'Running pass' "$b.cc.log")"
				fi
				continue
			elif [ -n "$known" ]; then
				echo "XPASS $s $cc $o compile: a known failure passed: $known"
				continue
			fi
			for q in $QEMUS; do
			case $q in
			qemu10) emu=/opt/rif/qemu10/qemu-riscv64 fp=zfh=true,zvfh=true ;;
			*) emu=qemu-riscv64-static fp=Zfh=true ;;
			esac
			# -O0 builds also at VLEN 1024, both fills, under QEMU 7.2 (QEMU 10.0.2
			# aborts on some fault-only-first segment loads across a page there:
			# tests/bugs/qemu10-vlsegff-page.c)
			vls="$VLENS ones"
			[ "$o" = O0 ] && [ "$q" = qemu7 ] && vls="$vls 1024 1024ones"
			for v in $vls; do
				cpu="rv64,v=true,vlen=$v,vext_spec=v1.0,$fp"
				[ "$v" = ones ] && cpu="rv64,v=true,vlen=256,vext_spec=v1.0,$fp,rvv_ta_all_1s=true,rvv_ma_all_1s=true"
				[ "$v" = 1024ones ] && cpu="rv64,v=true,vlen=1024,vext_spec=v1.0,$fp,rvv_ta_all_1s=true,rvv_ma_all_1s=true"
				timeout 60 $emu -cpu "$cpu" "$b" > "$b.$q.$v.out" 2>&1
				rc=$?
				known=$(awk -v s="$s" -v c="$cc" -v o="$o" -v v="$v" \
				    '$1 == s && $2 == c && $3 == o && $4 == v' tests/known-failures 2>/dev/null)
				if [ $rc = 0 ] && [ -z "$known" ]; then
					echo "PASS $s $cc $o $q $v"
				elif [ $rc = 0 ]; then
					echo "XPASS $s $cc $o $q $v: a known failure passed: $known"
				elif [ -n "$known" ]; then
					echo "XFAIL $s $cc $o $q $v: $known"
				else
					echo "FAIL $s $cc $o $q $v: exit $rc: $(grep -v 'deprecated' "$b.$q.$v.out" | head -1)"
				fi
			done
			done
		done
	done
	exit 0
fi

rm -rf "$OUT"
mkdir -p "$OUT"
# what each compiler rejects, and what any of them does (the probes at once:
# a GCC's takes a minute the first time, then rif's probe cache answers)
for cc in $CCS; do
	$RIF probe --cc "$cc" --march "$(march $cc)" > "$OUT/probe-$cc.txt" &
done
wait
cat "$OUT"/probe-*.txt | grep -v '^#' | sed 's/[[:space:]#].*//' | sort -u > "$OUT/deny-common.txt"
for s in $SEEDS; do echo "$s"; done | xargs -P "$JOBS" -I{} sh "$0" one {} > "$OUT/results"
grep -v '^PASS' "$OUT/results" | sort -n -k2
pass=$(grep -c '^PASS\|^XFAIL' "$OUT/results")
fail=$(grep -c '^FAIL\|^XPASS' "$OUT/results")
echo "e2e: $pass passed, $fail failed"
[ "$fail" = 0 ]
