#!/bin/sh
# End to end: rif generates a program per seed, real compilers build it and
# qemu runs it; every program must exit 0 (all results matched).  The -O0
# builds also check agnostic elements strictly (-DRIF_STRICT_AGNOSTIC), and
# every binary also runs with qemu filling agnostic elements with ones.
#
# Compilers: clang-19 with -march=rv64gcv_zvfh (the whole API) and clang-16
# with rv64gcv (no f16 arithmetic, no _rm variants, learnt by rif probe).
# Odd seeds keep to what both accept and are built by both; even seeds use
# everything and are built by clang-19 only.
#
# Settings (environment): SEEDS, NODES, CCS, OPTS, VLENS, JOBS, OUT, GENARGS,
# QEMU (qemu-riscv64-static, Debian's QEMU 7.2; or /opt/rif/qemu10/qemu-riscv64).
# tests/known-failures lists runs that fail because of a compiler bug:
# "seed cc opt vlen  description"; they must still fail (XFAIL).
SEEDS=${SEEDS:-$(seq 1 100)}
NODES=${NODES:-40}
CCS=${CCS:-clang-19 clang-16}
OPTS=${OPTS:-O0 O2}
VLENS=${VLENS:-128 512}
JOBS=${JOBS:-$(nproc)}
OUT=${OUT:-build/e2e}
RIF=${RIF:-./build/rif-san}
QEMU=${QEMU:-qemu-riscv64-static}
export NODES CCS OPTS VLENS OUT RIF GENARGS QEMU

march() {
	case $1 in clang-1[0-6]) echo rv64gcv ;; *) echo rv64gcv_zvfh ;; esac
}

if [ "$1" = one ]; then
	s=$2
	d=$OUT/$s
	mkdir -p "$d"
	deny=
	ccs=${CCS%% *}
	if [ $((s % 2)) = 1 ]; then
		deny="--deny $OUT/deny-common.txt"
		ccs=$CCS
	fi
	if ! $RIF gen --seed "$s" --nodes "$NODES" $deny $GENARGS -o "$d/t.c" 2> "$d/gen.err"; then
		echo "FAIL $s gen: $(head -1 "$d/gen.err")"
		exit 0
	fi
	for cc in $ccs; do
		for o in $OPTS; do
			strict=""
			[ "$o" = O0 ] && strict=-DRIF_STRICT_AGNOSTIC
			b="$d/t-$cc-$o"
			if ! timeout 300 $cc --target=riscv64-linux-gnu -march="$(march $cc)" -"$o" $strict -static \
			    "$d/t.c" -o "$b" 2> "$b.cc.log"; then
				echo "FAIL $s $cc $o compile: $(grep -m1 error "$b.cc.log")"
				continue
			fi
			# QEMU 8 on spells the Zfh property zfh
			zfh=Zfh=true
			case $($QEMU --version) in *"version "[0-7].*) ;; *) zfh=zfh=true,zvfh=true ;; esac
			for v in $VLENS ones; do
				cpu="rv64,v=true,vlen=$v,vext_spec=v1.0,$zfh"
				[ "$v" = ones ] && cpu="rv64,v=true,vlen=256,vext_spec=v1.0,$zfh,rvv_ta_all_1s=true,rvv_ma_all_1s=true"
				timeout 60 $QEMU -cpu "$cpu" "$b" > "$b.$v.out" 2>&1
				rc=$?
				known=$(awk -v s="$s" -v c="$cc" -v o="$o" -v v="$v" \
				    '$1 == s && $2 == c && $3 == o && $4 == v' tests/known-failures 2>/dev/null)
				if [ $rc = 0 ] && [ -z "$known" ]; then
					echo "PASS $s $cc $o $v"
				elif [ $rc = 0 ]; then
					echo "XPASS $s $cc $o $v: a known failure passed: $known"
				elif [ -n "$known" ]; then
					echo "XFAIL $s $cc $o $v: $known"
				else
					echo "FAIL $s $cc $o $v: exit $rc: $(head -1 "$b.$v.out")"
				fi
			done
		done
	done
	exit 0
fi

rm -rf "$OUT"
mkdir -p "$OUT"
# what each compiler rejects, and what any of them does
for cc in $CCS; do
	$RIF probe --cc "$cc" --march "$(march $cc)" | grep -v '^#'
done | sort -u > "$OUT/deny-common.txt"
for s in $SEEDS; do echo "$s"; done | xargs -P "$JOBS" -I{} sh "$0" one {} > "$OUT/results"
grep -v '^PASS' "$OUT/results" | sort -n -k2
pass=$(grep -c '^PASS\|^XFAIL\|^XPASS' "$OUT/results")
fail=$(grep -c '^FAIL' "$OUT/results")
echo "e2e: $pass passed, $fail failed"
[ "$fail" = 0 ]
