#!/bin/sh
# Benchmarks; they print figures and assert nothing.
#   BENCH_TIME: length of the campaign benchmark (default 5m)
#   BENCH_BEFORE: a commit whose rif runs the same tests as this one
#     (default d519617, before batches and dynamic links; empty: none)
cd "$(dirname "$0")/.." || exit 2
t=build/bench
rm -rf $t && mkdir -p $t

echo "== generator: rif gen, 200 tests of 100 operators"
start=$(date +%s.%N)
for s in $(seq 1 200); do ./rif gen --seed "$s" --nodes 100 -o $t/g.c || exit 1; done
end=$(date +%s.%N)
echo "$start $end" | awk '{ printf "  %.1f ms per test (generation, model, emission, file)\n", ($2 - $1) * 1000 / 200 }'
if [ -x /usr/bin/time ]; then
	/usr/bin/time -f "  peak memory of one 2000-operator test: %M KiB" ./rif gen --seed 1 --nodes 2000 -o $t/g.c
fi

echo "== generator: time against operators (rif gen --nodes N; grows as N squared)"
for n in 1000 2000 5000 10000; do
	start=$(date +%s.%N)
	./rif gen --seed 1 --nodes $n -o $t/g.c || exit 1
	end=$(date +%s.%N)
	echo "$n $start $end" | awk '{ printf "  %5d operators: %.2f s\n", $1, $3 - $2 }'
done

echo "== fixed and marginal cost: what a build and a run cost before the first operator, and per operator"
echo "   (median of 5; the marginal cost is the slope over whole builds of tests of 25, 100 and 400 operators)"
printf '#include <riscv_vector.h>\nint main(void) { return 0; }\n' > $t/empty.c
printf 'int main(void) { return 0; }\n' > $t/plain.c
for n in 25 100 400; do for s in 1 2 3; do ./rif gen --seed $s --nodes $n -o $t/n$n-$s.c || exit 1; done; done
ms() { awk '{ print $2 - $1 }' | sort -n | awk '{ v[NR] = $1 } END { printf "%.0f", 1000 * v[int((NR + 1) / 2)] }'; }
timed() {       # N CMD...: the median wall time of N runs of CMD, in ms
	k=$1
	shift
	for i in $(seq $k); do
		a=$(date +%s.%N)
		"$@" > /dev/null 2>&1
		echo "$a $(date +%s.%N)"
	done | ms
}
: > $t/costs
for cc in clang-22 clang-19 gcc-16 gcc-15 gcc-14; do
	case $cc in
	clang-*)
		command -v $cc > /dev/null || continue
		bin=$cc
		ld=$(ls /usr/bin/ld.lld-* | sort -V | tail -1)   # the newest, as rif links
		flags="--target=riscv64-linux-gnu -march=rv64gcv_zvfh -static -fuse-ld=lld --ld-path=$ld" ;;
	gcc-*)
		bin=${RIF_GCC_ROOT:-/opt/rif}/$cc/bin/riscv64-linux-gnu-$cc
		[ -x $bin ] || bin=$(command -v riscv64-linux-gnu-$cc) || continue
		flags="-march=rv64gcv_zvfh -mabi=lp64d -static" ;;
	esac
	for o in O0 O2; do
		plain=$(timed 5 $bin $flags -$o -c $t/plain.c -o $t/p.o)
		start=$(timed 5 $bin $flags -$o -c $t/empty.c -o $t/e.o)
		link=$(timed 5 $bin $flags -$o $t/e.o -o $t/e)
		# as rif links: against the compiler's sysroot by path (dyn_detect)
		tgt=; case $cc in clang-*) tgt=--target=riscv64-linux-gnu ;; esac
		lib=$(dirname "$(realpath "$($bin $tgt -print-file-name=ld-linux-riscv64-lp64d.so.1)")")
		dflags="$(echo "$flags" | sed 's/ -static//') -Wl,--dynamic-linker=$lib/ld-linux-riscv64-lp64d.so.1 -Wl,-rpath,$lib"
		dlink=$(timed 5 $bin $dflags -$o $t/e.o -o $t/ed)
		whole=$(timed 5 $bin $flags -$o $t/empty.c -o $t/e)
		for n in 25 100 400; do
			echo "$n $(for s in 1 2 3; do a=$(date +%s.%N); $bin $flags -$o $t/n$n-$s.c -o $t/b > /dev/null 2>&1; echo "$a $(date +%s.%N)"; done | ms)"
		done > $t/pts
		slope=$(awk '{ x[NR] = $1; y[NR] = $2; sx += $1; sy += $2 } END { mx = sx / NR; my = sy / NR
		    for (i = 1; i <= NR; i++) { nu += (x[i] - mx) * (y[i] - my); de += (x[i] - mx) ^ 2 }; printf "%.2f", nu / de }' $t/pts)
		printf '  %-9s -%s  start-up %4s ms (riscv_vector.h: %4s ms of it), link %4s ms (dynamic: %4s ms), empty build %4s ms; %5s ms per operator\n' \
		    $cc $o $start $((start - plain)) $link $dlink $whole $slope
		echo "build $cc -$o $((whole - link + dlink)) $slope" >> $t/costs
		[ $o = O0 ] && [ $cc = gcc-16 ] && { qdyn=$t/ed; qsta=$t/e; }
	done
done
q=${RIF_QEMU10:-/opt/rif/qemu10/qemu-riscv64}
[ -x $q ] || q=qemu-riscv64-static
cpu=rv64,v=true,vlen=128,vext_spec=v1.0,zfh=true,zvfh=true
clang-22 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -static -fuse-ld=lld -O0 $t/empty.c -o $t/e
qstart=$(timed 9 $q -cpu $cpu $t/e)
for n in 25 100 400; do
	clang-22 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -static -fuse-ld=lld -O0 $t/n$n-1.c -o $t/r$n
	echo "$n $(timed 5 $q -cpu $cpu $t/r$n)"
done > $t/pts
qslope=$(awk '{ x[NR] = $1; y[NR] = $2; sx += $1; sy += $2 } END { mx = sx / NR; my = sy / NR
    for (i = 1; i <= NR; i++) { nu += (x[i] - mx) * (y[i] - my); de += (x[i] - mx) ^ 2 }; printf "%.3f", nu / de }' $t/pts)
printf '  qemu10 start of an empty program %s ms; %s ms per operator (an -O0 build, VLEN 128)\n' $qstart $qslope
if [ -n "$qdyn" ]; then
	qs=$(timed 9 $q -cpu $cpu $qsta)
	qd=$(timed 9 $q -cpu $cpu $qdyn)
	printf '  qemu10 start of an empty gcc-16 program: %s ms linked -static, %s ms linked dynamically as rif links\n' $qs $qd
	qstart=$((qstart + qd - qs))
fi
echo "run qemu10 - $qstart $qslope" >> $t/costs
# a default test: every build above once, 4 runs each (VLEN 128 and 512, two fills)
awk -v ops=55 '$1 == "build" { fixed += $4; var += $5 * ops; nb++ } $1 == "run" { qf = $4; qv = $5 * ops }
    END { fixed += 4 * nb * qf; var += 4 * nb * qv
	printf "  a default test (%d operators, these %d builds, 4 runs each): %.1f s of processes, %.0f%% of it fixed cost\n",
	    ops, nb, (fixed + var) / 1000, 100 * fixed / (fixed + var) }' $t/costs
echo "   a precompiled riscv_vector.h (tried, not used): GCC 14, 15 and 16 die (segmentation fault) on"
echo "   every test compiled with one (tests/bugs/gcc-pch-riscv-vector-ice.c); clang-16 and clang-19 lose"
echo "   the intrinsics (LLVM issue 109634); clang-22 takes one and is no faster"

# build_ops DIR [WHO]: the build-operators per core-second of campaign DIR
# (an operator compiled once: a test's operators times its builds), from
# its first test on; WHO names the line and asks for rif's own share too
build_ops() {
	c=$1/campaign.txt
	python3 - $1/summary.json $1/journal $(nproc) \
	    $(( $(grep -c '^cc ' $c) * $(grep -c '^opt ' $c) * $(grep -c '^march ' $c) )) "${2:-}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["run"]
ops = sum(int(l.split("\t")[2]) for l in open(sys.argv[2]))
jobs, builds, who = int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
print("  %s%d operators in %d builds each, %.0f s: %.0f build-operators per core-second (%d cores)%s" %
    ("%-6s %d tests, " % (who, r["tests"]) if who else "", ops, builds, r["seconds"],
     ops * builds / (r["seconds"] * jobs), jobs,
     ", rif itself %.2f%% (processor time)" % (100 * r["rif_seconds"] / r["seconds"]) if who == "now" else ""))
PY
}

# the same seed with every test alone (--batch 1), in batches of four (the
# default until batches of sixteen measured faster), then batched as by default
for how in "alone:--batch 1" "in-fours:--batch 4" "batched:"; do
name=${how%%:*}
echo "== campaign: the default matrix for ${BENCH_TIME:-5m}, seed 1, tests $name ${how#*:}"
./rif fuzz --out $t/camp-$name --time "${BENCH_TIME:-5m}" --quiet --seed 1 --no-reduce ${how#*:} > /dev/null
python3 - $t/camp-$name/summary.json <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["run"]
w, procs = r["seconds"], r["compile_seconds"] + r["emulate_seconds"]
print("  %d tests in %.0f s: %.0f tests per hour" % (r["tests"], w, r["tests"] * 3600 / w))
print("  rif itself (its processor time in generation, model, emission, bookkeeping): %.2f%% of the wall time (target <= 1%%)" % (100 * r["rif_seconds"] / w))
print("  starting processes (posix_spawn, rif's processor time): %.2f%% of the wall time" % (100 * r["spawn_seconds"] / w))
print("  process time: compiling and linking %.0f%% (of it compiling to assembly for reach %.0f%%), emulating %.0f%% (summed over -j jobs)" %
    (100 * r["compile_seconds"] / procs, 100 * r["reach_seconds"] / procs, 100 * r["emulate_seconds"] / procs))
if r["batch_builds"]:
    a = r["alone"]
    print("  %d builds, %d of them of batches; batches took %.0f%% of the process time, tests alone the rest" %
        (r["builds"], r["batch_builds"], 100 * r["batch_seconds"] / procs))
    print("  a test's builds: %d passed in its batch; alone: %d the batch's build failed, %d a run of it failed, %d the test failed" %
        (r["from_batch"], a["batch_build_failed"], a["batch_run_failed"], a["test_failed"]))
PY
grep '^tests:' $t/camp-$name/summary.txt | sed 's/^/  /'
build_ops $t/camp-$name
done

# before and after: the same 96 tests (seed 12, --count, so that both
# build the same programs) with an earlier rif and with this one, on the
# default matrix and on the clang-only matrix of the first measurement
# (clang-22, clang-19, clang-16: 156 build-operators per core-second then)
before=${BENCH_BEFORE-d519617}
if [ -n "$before" ] && git rev-parse -q --verify "$before^{commit}" > /dev/null 2>&1; then
	mkdir -p $t/before
	if git archive "$before" | tar -x -C $t/before && make -C $t/before rif > /dev/null 2>&1; then
		for m in default clang; do
			cc=
			[ $m = clang ] && cc="--cc clang-22,clang-19,clang-16"
			echo "== before and after: the same 96 tests (seed 12, $m matrix) with rif at $before and with this rif"
			# (rif itself: processor time since 4ac8f1e, the wall time of its work before)
			for who in before now; do
				bin=./rif
				[ $who = before ] && bin=$t/before/rif
				$bin fuzz --out $t/pair-$m-$who --count 96 --quiet --seed 12 --no-reduce $cc > /dev/null 2>&1
				build_ops $t/pair-$m-$who $who
			done
			python3 - $t/pair-$m-before/summary.json $t/pair-$m-now/summary.json <<'PY'
import json, sys
a, b = (json.load(open(f))["run"]["seconds"] for f in sys.argv[1:3])
print("  the same tests in %.2f times less wall time" % (a / b))
PY
		done
	else
		echo "  skipped: rif at $before does not build here"
	fi
else
	echo "== before and after: skipped (BENCH_BEFORE=$before is not a commit of this clone)"
fi

echo "== linking: 20 tests, clang-22 -O2, the link step alone (median of each)"
# seeds that clang-22 builds (a register-allocation bug stops some)
seeds=
for s in $(seq 1 40); do
	./rif gen --seed "$s" --nodes 50 -o $t/l$s.c
	clang-22 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O2 -c $t/l$s.c -o $t/l$s.o 2> /dev/null &&
	    seeds="$seeds $s"
	[ $(echo $seeds | wc -w) = 20 ] && break
done
for how in "compile -O2 -c" "link with ld" "link with lld"; do
	for s in $seeds; do
		start=$(date +%s.%N)
		case $how in
		compile*) clang-22 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O2 -c $t/l$s.c -o $t/x.o ;;
		*ld) clang-22 --target=riscv64-linux-gnu -static $t/l$s.o -o $t/x ;;
		*lld) clang-22 --target=riscv64-linux-gnu -static -fuse-ld=lld $t/l$s.o -o $t/x ;;
		esac
		echo "$start $(date +%s.%N)" | awk '{ print $2 - $1 }'
	done | sort -n | awk -v h="$how" '{ t[NR] = $1 } END { printf "  %-16s %.0f ms\n", h, 1000 * t[int((NR + 1) / 2)] }'
done

echo "== GCC beside clang-22: the same 20 tests of 50 operators, a whole build (compile and static link), median"
gccs=
for v in 14 15 16; do
	g=${RIF_GCC_ROOT:-/opt/rif}/gcc-$v/bin/riscv64-linux-gnu-gcc-$v
	[ -x "$g" ] || g=$(command -v riscv64-linux-gnu-gcc-$v)
	[ -n "$g" ] && gccs="$gccs $g"
done
median() { sort -n | awk '{ t[NR] = $1 } END { printf "%.0f", 1000 * t[int((NR + 1) / 2)] }'; }
for o in O0 O2; do
	for cc in clang-22 $gccs; do
		for s in $seeds; do
			start=$(date +%s.%N)
			case $cc in
			clang-*) $cc --target=riscv64-linux-gnu -march=rv64gcv_zvfh -$o -static -fuse-ld=lld $t/l$s.c -o $t/x ;;
			*) $cc -march=rv64gcv_zvfh -mabi=lp64d -$o -static $t/l$s.c -o $t/x ;;
			esac
			echo "$start $(date +%s.%N)" | awk '{ print $2 - $1 }'
		done | median | xargs printf "  %-28s -%s %5s ms per test\n" "$(basename "$cc")" "$o"
	done
done
echo "   the cost per call of the way GCC is run (a shell script that starts the copied"
echo "   dynamic loader, then the program; median of 30):"
for cc in $gccs; do
	for how in version empty; do
		for i in $(seq 30); do
			start=$(date +%s.%N)
			case $how in
			version) $cc --version > /dev/null ;;
			empty) echo 'int x;' | $cc -march=rv64gcv -mabi=lp64d -O2 -x c -c - -o $t/e.o ;;
			esac
			echo "$start $(date +%s.%N)" | awk '{ print $2 - $1 }'
		done | median | xargs printf "  %-28s %-32s %3s ms\n" "$(basename "$cc")" \
		    "$([ $how = version ] && echo '--version (start-up alone)' || echo '-c of an empty file')"
	done
done
for i in $(seq 30); do
	start=$(date +%s.%N)
	echo 'int x;' | clang-22 --target=riscv64-linux-gnu -march=rv64gcv -O2 -x c -c - -o $t/e.o
	echo "$start $(date +%s.%N)" | awk '{ print $2 - $1 }'
done | median | xargs printf "  %-28s %-32s %3s ms\n" clang-22 "-c of an empty file"

echo "== reach at -O0 and -O2: today's generator (--observe 1 --shape loop) and the defaults, the same 60 seeds"
echo "   (untuned builds: --tune none)"
echo "   (-O0 folds nothing: a vmerge.vvm or vsetvli in its assembly but not in -O2's was folded or removed;"
echo "   the assembly is compiled without auto-vectorisation: its vector code is the test's;"
echo "   a vector instruction that reads vtype: any but vsetvli's and whole-register moves, loads and stores)"
for gen in "--observe 1 --shape loop" ""; do
	rm -rf $t/reach
	./rif fuzz --out $t/reach --count 60 --seed 1 --reach-every 1 --opt O0,O2 --vlen 128 --fill off --tune none \
	    --quiet $gen > /dev/null
	echo "  ${gen:-defaults}:"
	sed -n 's/^  \(clang-[0-9]* -O2\): /    \1: /p' $t/reach/summary.txt
	python3 - $t/reach/summary.json <<'PY'
import json, sys
b = {x["build"]: x["figures"] for x in json.load(open(sys.argv[1]))["reach"]["builds"]}
for name in sorted(b):
    if not name.endswith(" -O2") or name[:-4] + " -O0" not in b:
        continue
    o0, o2 = b[name[:-4] + " -O0"], b[name]
    pct = lambda a, z: 100.0 * (a - z) / a if a else 0.0
    print("    %s -O0 -> -O2 (%d tests): vmerge.vvm %d in the source, %d -> %d in the assembly (%.0f%% folded); "
        "vmv.v.v %d in the source, %d -> %d; vsetvli %d -> %d (%.0f%% removed; %.2f per intrinsic call at -O2, "
        "%.2f per vector instruction that reads vtype, %d keeping vl)" %
        (name[:-4], o2["tests"], o2["merges_in_source"], o0["merges_in_asm"], o2["merges_in_asm"],
         pct(o0["merges_in_asm"], o2["merges_in_asm"]), o2["vmv_v_v_in_source"], o0["vmv_v_v_in_asm"],
         o2["vmv_v_v_in_asm"], o0["vsetvli"], o2["vsetvli"], pct(o0["vsetvli"], o2["vsetvli"]),
         o2["vsetvli"] / max(o2["intrinsic_calls"], 1),
         o2["vsetvli"] / max(o2["vector_instructions"] - o2["vsetvli"] - o2["whole_register_spills"] -
             o2["whole_register_copies"], 1),
         o2["vsetvli_keeping_vl"]))
PY
done

echo "== unknown elements below vl, per family (rif stats, 400 tests of blocks and calls)"
./rif stats --count 400 --shape block,call | sed 's/^/  /'

echo "== reduction: injected miscompilations in 100-operator tests"
fake=$(pwd)/tests/fake
: > $t/red.txt
for pair in vadd:vsub vmul:vadd vand:vor vxor:vor vmseq:vmsne vfadd:vfsub vfmul:vfadd vmacc:vnmsac \
    vwadd:vwsub vwmulu:vwaddu vredmax:vredmin; do
	from=${pair%:*}
	to=${pair#*:}
	export RIF_FAKE=wrong RIF_FAKE_FROM=$from RIF_FAKE_TO=$to
	# the first seed whose test contains the family
	for s in $(seq 1 40); do
		rm -rf $t/r
		./rif fuzz --out $t/r --cc "$fake/cc -march=rv64gcv_zvfh" --count 1 --seed "$s" --nodes 100 \
		    --no-swarm --vlen 128 --fill off --quiet > /dev/null 2>&1
		[ -f $t/r/failures/0001/failure.cfg ] && break
	done
	start=$(date +%s.%N)
	./rif reduce --quiet $t/r/failures/0001
	end=$(date +%s.%N)
	after=$(sed -n 's/^operators [0-9]* -> \([0-9]*\)$/\1/p' $t/r/failures/0001/reduced.txt)
	echo "$start $end" | awk -v f="$from" -v a="$after" '{ printf "  %-7s as %-7s 100 -> %s operators in %5.1f s\n", f, ENVIRON["RIF_FAKE_TO"], a, $2 - $1 }'
	echo "$start $end $after" | awk '{ print $2 - $1, $3 }' >> $t/red.txt
done
unset RIF_FAKE RIF_FAKE_FROM RIF_FAKE_TO
sort -n $t/red.txt | awk '{ t[NR] = $1 } END { printf "  median reduction time %.1f s over %d injected bugs\n", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2, NR }'
sort -n -k2 $t/red.txt | awk '{ s[NR] = $2 } END { printf "  median final size %s operators\n", (NR % 2) ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2 }'
