#!/bin/sh
# Benchmarks; they print figures and assert nothing.
#   BENCH_TIME: length of the campaign benchmark (default 5m)
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

echo "== campaign: the default matrix for ${BENCH_TIME:-5m}"
./rif fuzz --out $t/camp --time "${BENCH_TIME:-5m}" --quiet --seed 1 > /dev/null
python3 - $t/camp/summary.json <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["run"]
w, procs = r["seconds"], r["compile_seconds"] + r["emulate_seconds"]
print("  %d tests in %.0f s: %.0f tests per hour" % (r["tests"], w, r["tests"] * 3600 / w))
print("  rif itself (generation, model, emission, bookkeeping): %.2f%% of the wall time (target < 2%%)" % (100 * r["rif_seconds"] / w))
print("  starting processes (posix_spawn): %.2f%% of the wall time" % (100 * r["spawn_seconds"] / w))
print("  process time: compiling and linking %.0f%%, emulating %.0f%% (summed over -j jobs)" %
    (100 * r["compile_seconds"] / procs, 100 * r["emulate_seconds"] / procs))
PY
grep '^tests:' $t/camp/summary.txt | sed 's/^/  /'

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
