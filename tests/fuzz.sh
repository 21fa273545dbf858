#!/bin/sh
# rif fuzz, the campaign driver, on cases that need no luck: fake compilers
# and a fake qemu (tests/fake/) that crash, hang, reject the program,
# miscompile, build a program that hangs, or assert; a killed and resumed
# campaign; and bad input.
t=build/fuzz
rm -rf $t && mkdir -p $t
. tests/lib.sh
# outcome NAME CLASS EXPECTED-EXIT FAKE-MODE ARGS...: a 2-test campaign
# whose tests must all get CLASS
outcome() {
	name=$1 class=$2 want=$3 mode=$4
	shift 4
	RIF_FAKE=$mode ./rif fuzz --no-reduce --out $t/$name --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd \
	    --quiet --vlen 128 --fill off --tune none "$@" > $t/$name.log 2>&1
	rc=$?
	got=$(cut -f4 $t/$name/journal 2>/dev/null | sort -u | tr '\n' ' ')
	if [ "$got" = "$class " ] && [ $rc = "$want" ]; then ok; else no "$name: classes '$got' exit $rc, want '$class' exit $want; $(tail -2 $t/$name.log)"; fi
	# every failure folder's repro.sh shows the failure again
	for r in $t/$name/failures/*/repro.sh; do
		[ -f "$r" ] || continue
		if RIF_FAKE=$mode sh "$r" > /dev/null 2>&1; then ok; else no "$name: $r does not reproduce"; fi
	done
}
outcome crash compiler-crash 1 crash --cc "$fake/cc"
grep -q "compiler-crash .*cc 19\.1\.7 Running pass 'RISC-V DAG->DAG Pattern Instruction Selection' on function '@loop#'" \
    $t/crash/journal && ok || no "crash: signature"
# known bugs: a bucket that a line of --known matches is marked known, is not
# reduced and leaves the exit status 0; the campaign keeps the list for
# --resume and rif report; another list replaces it
printf '# a known bug\ncompiler-crash * DAG->DAG Pattern Instruction Selection*\ttests/bugs/isel.c\n' > $t/known.txt
RIF_FAKE=crash ./rif fuzz --out $t/known --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 \
    --fill off --cc "$fake/cc" --reduce --known $t/known.txt > $t/known.log 2>&1
rc=$?
[ $rc = 0 ] && ok || no "known: exit $rc, want 0; $(tail -2 $t/known.log)"
grep -q "\[bug 1, known: tests/bugs/isel.c\]" $t/known/summary.txt && ok || no "known: summary.txt"
grep -q '"known_compiler_bugs": 2,' $t/known/summary.json && grep -q '"known": "tests/bugs/isel.c"' \
    $t/known/summary.json && ok || no "known: summary.json"
ls $t/known/failures/*/reduced.txt > /dev/null 2>&1 && no "known: a known bucket was reduced" || ok
cmp -s $t/known.txt $t/known/known && ok || no "known: the campaign keeps no copy of the list"
grep -q "a known bug: tests/bugs/isel.c" $t/known/report/index.html && ok || no "known: report"
RIF_FAKE=crash ./rif fuzz --no-reduce --resume $t/known --count 3 --quiet > $t/known.log 2>&1
rc=$?
[ $rc = 0 ] && ok || no "known: --resume exits $rc, want 0 (the list kept)"
printf 'wrong-code *\tsomething else\n' > $t/known2.txt
RIF_FAKE=crash ./rif fuzz --no-reduce --resume $t/known --count 4 --quiet --known $t/known2.txt > $t/known.log 2>&1
rc=$?
[ $rc = 1 ] && grep -q "\[bug 1\]" $t/known/summary.txt && ok ||
    no "known: another list: exit $rc, want 1; $(grep crash $t/known/summary.txt | tail -1)"
# a fingerprint line that names only what a failure has before it is
# reduced (class, compiler, key) marks the bucket known at once, so it is
# not reduced; one that names the first bad pass waits for the reduction
printf 'fingerprint class=wrong-code compiler=cc key=vadd\ttests/bugs/fake-vadd.c\n' > $t/known3.txt
RIF_FAKE=wrong ./rif fuzz --out $t/known3 --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 \
    --fill off --tune none --cc "$fake/cc" --observe 0 --known $t/known3.txt > $t/known3.log 2>&1
rc=$?
[ $rc = 0 ] && grep -q '"known": "tests/bugs/fake-vadd.c"' $t/known3/summary.json && ok ||
    no "known3: exit $rc, want 0 and the bucket known; $(grep -m1 wrong-code $t/known3/summary.txt)"
ls $t/known3/failures/*/reduced.txt > /dev/null 2>&1 && no "known3: a bucket known by its key was reduced" || ok
printf 'fingerprint class=wrong-code compiler=cc pass=Fake* key=vadd\ttests/bugs/fake-vadd.c\n' > $t/known4.txt
RIF_FAKE=wrong ./rif fuzz --no-reduce --out $t/known4 --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 \
    --fill off --tune none --cc "$fake/cc" --observe 0 --known $t/known4.txt > $t/known4.log 2>&1
rc=$?
[ $rc = 1 ] && ! grep -q '"known": "tests/bugs/fake-vadd.c"' $t/known4/summary.json && ok ||
    no "known4: a line naming the pass matched an unreduced bucket (exit $rc)"
outcome hang compiler-crash 1 hang --cc "$fake/cc" --compile-timeout 3
grep -q "hang (killed after 3 s)" $t/hang/journal && ok || no "hang: signature"
# a compiler killed at its time limit leaves its temporary files in the
# campaign's work/tmp (rif's children get it as TMPDIR), which the campaign
# removes at its end, and none in the TMPDIR rif was given
mkdir -p $t/htmp
TMPDIR=$(pwd)/$t/htmp RIF_FAKE=hang RIF_FAKE_MARK=$(pwd)/$t/hang.tmpfile ./rif fuzz --no-reduce --out $t/hang2 \
    --count 1 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 --fill off --tune none --cc "$fake/cc" \
    --compile-timeout 2 > $t/hang2.log 2>&1
tf=$(cat $t/hang.tmpfile 2> /dev/null)
case $tf in "$(pwd)/$t/hang2/work/tmp/"*) ok ;; *) no "hang: the compiler's temporary file went to '$tf'" ;; esac
[ -n "$tf" ] && ! [ -e "$tf" ] && ! [ -e $t/hang2/work/tmp ] && [ -z "$(ls $t/htmp)" ] && ok ||
    no "hang: temporary files left: $tf $(ls $t/hang2/work $t/htmp)"
outcome error compile-error 0 error --cc "$fake/cc"
grep -q "error: use of undeclared identifier 'vfoo'" $t/error/journal && ok || no "error: signature"
# injected miscompilations are caught with only the sinks checked
# an error that names no source line is the back end's: a compiler bug
outcome backend compiler-crash 1 backend --cc "$fake/cc"
grep -q "compiler-crash .*cc 19\.1\.7 error: <unknown>:#:#: ran out of registers during register allocation in function 'fn#'" \
    $t/backend/journal && ok || no "backend: signature: $(cut -f6 $t/backend/journal | head -1)"
# reach compares -O0 with -O2 on the same tests: the test that -O2 cannot
# compile counts at neither level (the other campaign's counts at both)
reach_tests() {
	sed -n '/"reach"/,$s/.*"figures": {"tests": \([0-9]*\),.*/\1/p' $t/$1/summary.json | tr '\n' ' ' | sed 's/ $//'
}
[ "$(reach_tests backend)" = "0 0" ] && ok || no "backend: reach counts tests $(reach_tests backend), want 0 0"
# builds run under the VLENs they are compiled for: at least -march's
# zvlNb, exactly the one -mrvv-vector-bits fixes (=zvl: -march's, else 128)
./rif fuzz --no-reduce --out $t/vlens --count 1 --seed 7 --nodes 5 --no-swarm --ops vadd --fill off --opt O2 \
    --cc "$fake/cc" --cc "$fake/cc -mrvv-vector-bits=zvl" --march auto,rv64gcv_zvl256b --vlen 128,256,512 -v \
    > $t/vlens.log 2>&1
runs=$(sed -n 's/.*qemu-riscv64 -cpu [^ ]*vlen=\([0-9]*\),[^ ]* .*\(bin-[0-9]*\) .*/\2:\1/p' $t/vlens.log |
    sort -u | tr '\n' ' ')
[ "$runs" = "bin-0:128 bin-0:256 bin-0:512 bin-1:128 bin-1:256 bin-1:512 bin-2:128 bin-3:128 bin-4:256 bin-4:512 \
bin-5:256 bin-5:512 bin-6:256 bin-7:256 " ] && ok || no "runs per build and VLEN: $runs"
outcome wrong wrong-code 1 wrong --cc "$fake/cc" --observe 0
grep -q "wrong-code .*cc 19\.1\.7 vadd" $t/wrong/journal && ok || no "wrong: signature"
# (its two tests, one batch: the batch's program is compiled to assembly)
[ "$(reach_tests wrong)" = "2 2" ] && ok || no "wrong: reach counts tests $(reach_tests wrong), want 2 2"
grep -q "run .*-O2, vlen 128 *wrong result: vadd" $t/wrong/failures/0001/failure.txt && ok || no "wrong: failure.txt"
grep -q "run .*-O0, vlen 128 *pass" $t/wrong/failures/0001/failure.txt && ok || no "wrong: failure.txt names the passing -O0 run"
# a build is linked against its compiler's sysroot by path (no -L for qemu),
# and runs as the static build does (by hand: the outputs of rif's -O0 runs
# and of a static -O0 build of test.c, at the same VLEN and fill, are one)
f=$t/wrong/failures/0001
lib=$(dirname "$(realpath "$(clang-19 --target=riscv64-linux-gnu -print-file-name=ld-linux-riscv64-lp64d.so.1)")")
grep -q -- "-O0 -Wl,--dynamic-linker=$lib/ld-linux-riscv64-lp64d.so.1 -Wl,-rpath,$lib " $f/repro.sh &&
    ! grep -q -- "-static" $f/repro.sh && ok || no "wrong: the builds are not linked dynamically: $(grep -m1 -- '-O0' $f/repro.sh)"
clang-19 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O0 -static $f/test.c -o $t/static.bin &&
    $(grep -A1 '^# run 0: .* -O0, vlen 128$' $f/commands.txt | sed -n 's| ./bin-0 > run-0.out 2>&1$||p') $t/static.bin > $t/static.out 2>&1
grep -q "rif: ok" $f/run-0.out && cmp -s $t/static.out $f/run-0.out && ok ||
    no "wrong: rif's -O0 run and a static build's differ: $(diff $t/static.out $f/run-0.out 2>&1 | head -3)"
grep -q "run .*-O0, vlen 128 *pass (in its batch)" $f/failure.txt && ok ||
    no "wrong: the -O0 run is not the test's share of its batch's (failure.txt)"
# batches (--batch, 4 by default): a test fails only in its own program.  A
# compiler that miscompiles vadd in a program that calls vmul (wrong-with)
# fails the tests whose operators (the journal's families) are vadd and
# vmul, whatever their batch holds; one that crashes in the function of a
# program's first vmul (crash-with) fails those with vmul: each crash of a
# batch names one test's function, which builds alone while the others
# build again as a batch; the other tests pass
for m in wrong-with:6 crash-with:5; do
	seed=${m#*:} m=${m%:*}
	RIF_FAKE=$m ./rif fuzz --no-reduce --out $t/batch-$m --count 8 --batch 4 --seed $seed --nodes 2 --no-swarm \
	    --ops vadd,vmul,vsub,vand --quiet --vlen 128 --fill off --tune none --cc "$fake/cc,clang-19" --observe 0 \
	    > $t/batch-$m.log 2>&1
	got=$(cut -f4 $t/batch-$m/journal | tr '\n' ' ')
	want=$(cut -f9 $t/batch-$m/journal | while read -r fams; do
		case $m,$fams in
		wrong-with,*vadd*vmul*) echo wrong-code ;;
		crash-with,*vmul*) echo compiler-crash ;;
		*) echo pass ;;
		esac
	done | tr '\n' ' ')
	[ "$got" = "$want" ] && ok || no "batch-$m: classes '$got', want '$want'"
	case $want in *pass*) ;; *) no "batch-$m: the seed gives no test that passes" ;; esac
	case $want in *-*) ;; *) no "batch-$m: the seed gives no test that fails" ;; esac
done
b=$(sed -n 's/.*"batch_builds": \([0-9]*\),.*/\1/p' $t/batch-crash-with/summary.json)
n=$(grep -c compiler-crash $t/batch-crash-with/journal)
[ "$b" -gt 8 ] && [ "$b" -le $((8 + 2 * n)) ] && ok ||
    no "batch-crash-with: $b builds of batches for $n crashing tests (want more than 8: rounds)"
# a batch build that fails naming several tests' functions (clang 20's
# "ran out of registers ... in function 't1_fn3'") sends those alone and
# the rest to a new round; one that names none (clang 19's) sends alone
# those the batch's other builds named: seed 8 gives batches of three
# and two tests with vmul among four, so each of the two -O2 builds sends
# exactly the five tests with vmul alone (16 sent all eight alone)
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/batch-regs --count 8 --batch 4 --seed 8 --nodes 2 --no-swarm \
    --ops vadd,vmul,vsub,vand --quiet --vlen 128 --fill off --tune none --observe 0 \
    --cc "$fake/cc -DRIF_FAKE=regs-with,$fake/cc -DRIF_FAKE=regs-unnamed" > $t/batch-regs.log 2>&1
got=$(cut -f4 $t/batch-regs/journal | tr '\n' ' ')
want=$(cut -f9 $t/batch-regs/journal | while read -r fams; do
	case $fams in *vmul*) echo compiler-crash ;; *) echo pass ;; esac
done | tr '\n' ' ')
[ "$got" = "$want" ] && [ "$(grep -c compiler-crash $t/batch-regs/journal)" = 5 ] && ok ||
    no "batch-regs: classes '$got', want '$want' (five crashes)"
grep -q '"batch_build_failed": 10,' $t/batch-regs/summary.json && ok ||
    no "batch-regs: not the five tests with vmul alone per build: $(grep -o '"alone": {[^}]*}' $t/batch-regs/summary.json)"
# a batch's run that dies in one test (trap-with: the function of the
# first vmul call traps) sends that test alone; those before it passed
# that run, those after it never began and build again as a batch: the
# tests with vmul crash, the others pass, and no more than the tests that
# crash leave their batches for a run (seed 5: three of eight)
RIF_FAKE=trap-with ./rif fuzz --no-reduce --out $t/batch-trap --count 8 --batch 4 --seed 5 --nodes 2 --no-swarm \
    --ops vadd,vmul,vsub,vand --quiet --vlen 128 --fill off --tune none --cc "$fake/cc,clang-19" --observe 0 \
    > $t/batch-trap.log 2>&1
got=$(cut -f4 $t/batch-trap/journal | tr '\n' ' ')
want=$(cut -f9 $t/batch-trap/journal | while read -r fams; do
	case $fams in *vmul*) echo runtime-crash ;; *) echo pass ;; esac
done | tr '\n' ' ')
n=$(grep -c runtime-crash $t/batch-trap/journal)
[ "$got" = "$want" ] && [ "$n" = 3 ] && ok || no "batch-trap: classes '$got', want '$want' (three crashes)"
grep -q '"batch_run_failed": 3,' $t/batch-trap/summary.json && ok ||
    no "batch-trap: not the three crashing tests alone for a run: $(grep -o '"alone": {[^}]*}' $t/batch-trap/summary.json)"
# a compiler whose own flags link -static keeps them
outcome stat wrong-code 1 wrong --cc "$fake/cc -static" --observe 0
grep -q -- "-Wl,--dynamic" $t/stat/failures/0001/repro.sh && no "stat: linked dynamically under -static" || ok
outcome loop runtime-crash 0 loop --cc "$fake/cc" --run-timeout 3
# a compiler wrong at -O0 where another's -O0 build agrees with the model
outcome o0 wrong-code 1 wrong-o0 --cc "$fake/cc,clang-19" --observe 0
grep -q "wrong-code .*cc 19\.1\.7 at -O0 vadd" $t/o0/journal && ok || no "o0: signature: $(cut -f6 $t/o0/journal | head -1)"
# two compilers wrong, one at -O0 too (a third's -O0 is the reference): the
# signature says which is wrong at -O0
outcome o0two wrong-code 1 none --cc "$fake/cc -DRIF_FAKE=wrong-all,$fake/cc -DRIF_FAKE=wrong,clang-19" --observe 0
sig=$(cut -f6 $t/o0two/journal | head -1)
[ "$sig" = "wrong-code $fake/cc 19.1.7 -DRIF_FAKE=wrong-all at -O0,$fake/cc 19.1.7 -DRIF_FAKE=wrong vadd" ] && ok ||
    no "o0two: signature: $sig"
grep -q "^# The reference build, which passes" $t/o0/failures/0001/repro.sh && ok || no "o0: repro.sh names no reference"
# one compiler's -O2 wrong, another's -O2 never ends: the test is wrong code
# (the higher class), and its bucket names the wrong compiler alone
outcome two wrong-code 1 none --cc "$fake/cc -DRIF_FAKE=wrong,$fake/cc -DRIF_FAKE=loop" --observe 0 \
    --run-timeout 3
sig=$(cut -f6 $t/two/journal | head -1)
case $sig in
"wrong-code "*"-DRIF_FAKE=wrong vadd") ok ;;
*) no "two: signature: $sig" ;;
esac
grep -q "run .*RIF_FAKE=loop -O2, vlen 128 *timeout" $t/two/failures/0001/failure.txt && ok ||
    no "two: failure.txt lacks the other compiler's timeout"
# a known crash of one compiler does not hide another's wrong code: the test
# is filed under the wrong code (a new bug: exit 1); unknown, the crash
# comes first
outcome mask wrong-code 1 none --cc "$fake/cc -DRIF_FAKE=crash,$fake/cc -DRIF_FAKE=wrong" --observe 0 \
    --known $t/known.txt
grep -q "	wrong-code .*RIF_FAKE=wrong vadd	" $t/mask/journal && ok || no "mask: signature: $(cut -f6 $t/mask/journal)"
outcome nomask compiler-crash 1 none --cc "$fake/cc -DRIF_FAKE=crash,$fake/cc -DRIF_FAKE=wrong" --observe 0
# tunings: a bug of one (the fake cc miscompiles with -mtune=spacemit-x60
# only) shows in the tests that drew it, under a signature that names it;
# failure.txt and repro.sh have the flag, -O0 builds never do; rif reduce
# keeps it (the failure needs it) or drops it (a bug of every build)
RIF_FAKE=tuned ./rif fuzz --no-reduce --out $t/tune --count 6 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet \
    --vlen 128 --fill off --observe 0 --cc "$fake/cc" --tune spacemit-x60,sifive-p670 > $t/tune.log 2>&1
grep -q "^tune spacemit-x60,sifive-p670$" $t/tune/campaign.txt && ok || no "tune: campaign.txt"
nw=$(grep -c "	wrong-code	.*	wrong-code .*cc 19\.1\.7 -mtune=spacemit-x60 vadd	" $t/tune/journal)
np=$(grep -c "	pass	" $t/tune/journal)
[ "$nw" -ge 1 ] && [ "$np" -ge 1 ] && [ $((nw + np)) = 6 ] && ok ||
    no "tune: $nw wrong-code under the tuning's signature and $np passes of 6: $(cut -f4,6 $t/tune/journal | sort -u)"
f=$t/tune/failures/0001
grep -q "^build .*cc -O2 -mtune=spacemit-x60 *ok" $f/failure.txt && grep -q "^build .*cc -O0  *ok" $f/failure.txt &&
    ! grep -q "O0 -mtune" $f/failure.txt && ok || no "tune: failure.txt: $(grep build $f/failure.txt)"
grep -q -- "-mtune=spacemit-x60" $f/repro.sh && RIF_FAKE=tuned sh $f/repro.sh > /dev/null 2>&1 && ok ||
    no "tune: repro.sh"
RIF_FAKE=tuned ./rif reduce --quiet $f > /dev/null 2>&1
grep -q "^tuning: -mtune=spacemit-x60 kept" $f/reduced.txt && grep -q -- "-mtune=spacemit-x60" $f/reduced-repro.sh &&
    ok || no "tune: reduce kept no tuning: $(cat $f/reduced.txt)"
# the same failure from a bug of every build: the tuning is dropped
RIF_FAKE=wrong ./rif reduce --quiet $f > /dev/null 2>&1
grep -q "^tuning: -mtune=spacemit-x60 dropped" $f/reduced.txt && ! grep -q -- "-mtune" $f/reduced-repro.sh &&
    ok || no "tune: reduce did not drop the tuning: $(cat $f/reduced.txt)"
# a compiler wrong at -O0 (never tuned) and at its tuned -O2: the tuning is
# not to blame, the signature does not name it
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/tuneo0 --count 4 --seed 7 --nodes 5 --no-swarm --ops vadd --quiet \
    --vlen 128 --fill off --observe 0 --cc "$fake/cc -DRIF_FAKE=wrong-all,$fake/cc" --tune spacemit-x60 \
    > $t/tuneo0.log 2>&1
grep -q "O2 -mtune=spacemit-x60,.*wrong result" $t/tuneo0/failures/*/failure.txt &&
    [ "$(cut -f6 $t/tuneo0/journal | sort -u)" = "wrong-code $fake/cc 19.1.7 -DRIF_FAKE=wrong-all at -O0 vadd" ] &&
    ok || no "tuneo0: $(cut -f6 $t/tuneo0/journal | sort -u)"
# every compiler agrees, against the model: the model is suspect
outcome agree model-suspect 0 wrong-all --cc "$fake/cc,$fake/cc -DRIF_OTHER" --observe 0
grep -q "model-suspect vadd (every failing build agrees)" $t/agree/journal && ok || no "agree: signature: $(cut -f6 $t/agree/journal | head -1)"
# one compiler only: no other reference, so an -O0 failure is model-suspect
outcome model model-suspect 0 wrong-all --cc "$fake/cc" --observe 0
# of two compilers one crashes (a known bug) and the other's -O0 is wrong:
# model-suspect, and the signature says that only that compiler's -O0 ran
printf 'compiler-crash *\tfake\n' > $t/anycrash.txt
outcome only model-suspect 0 none --cc "$fake/cc -DRIF_FAKE=crash-all,$fake/cc -DRIF_FAKE=wrong-all" --observe 0 \
    --known $t/anycrash.txt
grep -q "	model-suspect vadd (only $fake/cc 19\.1\.7 -DRIF_FAKE=wrong-all -O0 ran; every failing build agrees)	" $t/only/journal && ok ||
    no "only: signature: $(cut -f6 $t/only/journal | head -1)"
grep -q "^build .*RIF_FAKE=crash-all -O0 *signal 11" $t/only/failures/0001/failure.txt && ok ||
    no "only: failure.txt: $(grep '^build' $t/only/failures/0001/failure.txt)"
# every -O0 build fails, but one compiler only on programs that also call
# vmul: rif reduce drops the vmul, that compiler's -O0 passes the reduced
# program, and the model-suspect is cleared (reduced.txt, summary, repro)
RIF_FAKE=none ./rif fuzz --out $t/alt --count 1 --seed 7 --nodes 8 --no-swarm --ops vadd,vmul --quiet \
    --vlen 128 --fill off --tune none --cc "$fake/cc -DRIF_FAKE=wrong-all,$fake/cc -DRIF_FAKE=wrong-with" \
    --observe 0 --reduce > $t/alt.log 2>&1
f=$t/alt/failures/0001
grep -q "^alt-build .*RIF_FAKE=wrong-with" $f/failure.cfg && ok || no "alt: failure.cfg has no alt-build"
grep -q "^other -O0 build: .*RIF_FAKE=wrong-with .*: passes$" $f/reduced.txt &&
    grep -q "^verdict: a compiler bug, not the model" $f/reduced.txt && ok || no "alt: reduced.txt: $(cat $f/reduced.txt)"
grep -q "model-suspect .*another compiler's -O0 build passes it: a compiler bug" $t/alt/summary.txt &&
    grep -q '"another_o0_passes": true' $t/alt/summary.json && ok || no "alt: summary: $(grep model $t/alt/summary.txt)"
grep -q "^# The reference build" $f/reduced-repro.sh && RIF_FAKE=none sh $f/reduced-repro.sh > /dev/null 2>&1 && ok ||
    no "alt: reduced-repro.sh"
# a compiler without vsub (its API probe rejects it): the tests that use
# vsub are not built with it, and failure.txt says so
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/lacks --count 8 --seed 7 --nodes 5 --no-swarm --ops vadd,vsub --quiet \
    --vlen 128 --fill off --tune none --cc "$fake/cc -DRIF_FAKE=lacks,$fake/cc -DRIF_FAKE=wrong" --observe 0 \
    > $t/lacks.log 2>&1
grep -q "^__riscv_vsub_vv_i8m1$" $t/lacks/probe/deny-0.txt && ok || no "lacks: the probe denies no vsub"
nb=$(cat $t/lacks/failures/*/failure.txt | grep -c "^build .*RIF_FAKE=lacks -O[02] *not built (the test uses an intrinsic it lacks)$")
nok=$(cat $t/lacks/failures/*/failure.txt | grep -c "^build .*RIF_FAKE=lacks -O[02] *ok\( (in its batch)\)\{0,1\}$")
[ "$nb" -ge 2 ] && [ "$nok" -ge 2 ] && ok || no "lacks: $nb builds not built, $nok built in failure.txt"
# an illegal instruction under QEMU 10: the signature names the instruction
# that trapped (found again one instruction per translation block); rif
# reduce keeps to it
outcome sigill runtime-crash 0 sigill --cc "$fake/cc" --observe 0
grep -q "	runtime-crash .*cc 19\.1\.7 signal 4 at vwsubu\.wv	" $t/sigill/journal && ok ||
    no "sigill: signature: $(cut -f6 $t/sigill/journal | head -1)"
RIF_FAKE=sigill ./rif reduce --quiet $t/sigill/failures/0001 > /dev/null 2>&1
grep -q "^operators [0-9]* -> 1$" $t/sigill/failures/0001/reduced.txt && ok ||
    no "sigill: reduce: $(cat $t/sigill/failures/0001/reduced.txt)"
outcome emulator emulator-fault 0 none --cc clang-19 --qemu "$fake/qemu"
# two emulators that disagree on the same -O0 binary: the emulators' fault,
# never a compiler bug; both outputs are kept
outcome disagree emulator-disagreement 0 none --cc clang-19 --qemu "qemu7,$fake/qemu-diff"
grep -q "emulator-disagreement .*qemu-diff says 'vadd', qemu7 says 'pass'" $t/disagree/journal && ok ||
    no "disagree: signature: $(cut -f6 $t/disagree/journal | head -1)"
grep -q "qemu-diff.*wrong result" $t/disagree/failures/0001/failure.txt &&
    grep -q "qemu7 *pass" $t/disagree/failures/0001/failure.txt && ok || no "disagree: failure.txt lacks an emulator's outcome"
# a test wrong in one build and an emulator assertion (a known one) in
# another is wrong code, and its failure is the wrong result, not the
# assertion (reduced, that was reported as a compiler's wrong code)
printf 'emulator-fault *decode_save_opc*\tthe fake assertion\n' > $t/kq.txt
RIF_FAKE_QEMU_ONLY=bin-1 ./rif fuzz --no-reduce --out $t/emuwrong --count 1 --seed 7 --nodes 5 --no-swarm --ops vadd \
    --quiet --vlen 128 --fill off --tune none --observe 0 --cc "$fake/cc -DRIF_OTHER,$fake/cc -DRIF_FAKE=wrong" \
    --qemu "$fake/qemu" --known $t/kq.txt > $t/emuwrong.log 2>&1
grep -q "^key vadd$" $t/emuwrong/failures/0001/failure.cfg && cut -f4 $t/emuwrong/journal | grep -qx wrong-code &&
    grep -q "emulator fault" $t/emuwrong/failures/0001/failure.txt && ok ||
    no "emuwrong: the failure of a wrong-code test is not its wrong result: $(grep '^key' $t/emuwrong/failures/0001/failure.cfg; cut -f4 $t/emuwrong/journal)"
# the GCC path (no GCC with RVV intrinsics in Debian 12: a fake GCC 14 that
# hands the work to clang): GCC's flags (-mabi, no --target, no lld), Zvfh
outcome gcc pass 0 none --cc "$fake/riscv64-linux-gnu-gcc-14" -v
grep -q "^+ .*/riscv64-linux-gnu-gcc-14 -march=rv64gcv_zvfh -mabi=lp64d -O2 -Wl,--dynamic-linker=/[^ ]*/ld-linux-riscv64-lp64d.so.1 -Wl,-rpath,/[^ ]* .*/\(test\|batch-[0-9a-f]*\)\.c -o " $t/gcc.log &&
    ok || no "gcc: the build command: $(grep -m1 'gcc-14 -march' $t/gcc.log)"
# a GCC internal compiler error at -O2: its site, the error before it and
# the pass, not the test's file and line; repro.sh shows it again
RIF_FAKE_ICE_O2=__riscv_vadd outcome gccice compiler-crash 1 none --cc "$fake/riscv64-linux-gnu-gcc-14"
grep -q "compiler-crash [^ ]*riscv64-linux-gnu-gcc-14 14.2.0 internal compiler error: in fake_site, at riscv-vsetvl.cc:1234 (during RTL pass: vsetvl)	" \
    $t/gccice/journal && ok || no "gccice: signature: $(cut -f6 $t/gccice/journal | head -1)"
RIF_FAKE_ICE_O2=__riscv_vadd sh $t/gccice/failures/0001/repro.sh > /dev/null 2>&1 && ok || no "gccice: repro.sh"
grep -q "^build [^ ]*riscv64-linux-gnu-gcc-14 -O0 .*ok" $t/gccice/failures/0001/failure.txt && ok ||
    no "gccice: failure.txt: $(grep '^build' $t/gccice/failures/0001/failure.txt)"
# a GCC that crashes on one intrinsic alone in the API probe: named, kept
# out of the tests, the campaign goes on (never "rejected")
RIF_FAKE_ICE='__riscv_vadd_vv_i32m1(' ./rif fuzz --no-reduce --out $t/probeice --count 2 --seed 7 --nodes 5 --no-swarm \
    --ops vadd --quiet --vlen 128 --fill off --tune none --cc "$fake/riscv64-linux-gnu-gcc-14" > $t/probeice.log 2>&1
rc=$?
[ $rc = 0 ] && grep -q "crashes on 1 intrinsic alone (.*): a compiler bug" $t/probeice.log &&
    grep -q "^__riscv_vadd_vv_i32m1	# crashes the compiler" $t/probeice/probe/deny-0.txt &&
    ! grep -q "__riscv_vadd_vv_i32m1(" $t/probeice/failures/*/test.c 2> /dev/null && ok ||
    no "probeice: exit $rc, $(tail -2 $t/probeice.log)"
# GCC's -v is kept for its bug reports
grep -q "gcc version 14.2.0" $t/gcc/probe/verbose-0.txt && ok || no "gcc: probe/verbose-0.txt"
# bad --qemu
./rif fuzz --no-reduce --out $t/badq --count 1 --qemu qemu9 > $t/badq.log 2>&1
[ $? = 2 ] && grep -q "the emulator qemu9 is not installed" $t/badq.log && ! [ -e $t/badq/campaign.txt ] && ok ||
    no "--qemu qemu9: $(cat $t/badq.log)"
./rif fuzz --no-reduce --out $t/badq2 --count 1 --qemu "" > $t/badq2.log 2>&1
[ $? = 2 ] && grep -q "empty list" $t/badq2.log && ok || no "--qemu '': $(cat $t/badq2.log)"
# the program of a failure regenerates byte for byte from its gen command
mkdir -p $t/regen
cp $t/wrong/failures/0001/*.txt $t/wrong/failures/0001/test.c $t/regen/
(cd $t/regen && mv test.c kept.c && ../../../rif $(sed -n 2p commands.txt | cut -d' ' -f2-))
cmp -s $t/regen/test.c $t/regen/kept.c && ok || no "the gen command in commands.txt does not regenerate test.c"
# buckets: all hits of one bug in one bucket
grep -q '"count": 2' $t/wrong/summary.json && ok || no "wrong: one bucket of 2"

# a campaign killed (SIGKILL) and resumed ends with the journal of an
# uninterrupted one (but for column 7, the time each test ended); one clang
# and one GCC, each with the tunings it draws (the whole default matrix
# took 2.5 times as long and tests nothing more here)
jcmp() { cut -f1-6,8,9 "$1" > $t/jcmp.a; cut -f1-6,8,9 "$2" > $t/jcmp.b; cmp -s $t/jcmp.a $t/jcmp.b; }
two=clang-22
{ [ -x "${RIF_GCC_ROOT:-/opt/rif}/gcc-16/bin/riscv64-linux-gnu-gcc-16" ] ||
    command -v riscv64-linux-gnu-gcc-16 > /dev/null; } && two=clang-22,gcc-16
./rif fuzz --no-reduce --out $t/whole --cc $two --count 16 --batch 3 --seed 11 --nodes 5-15 --quiet -j 2 > /dev/null 2>&1
./rif fuzz --no-reduce --out $t/cut --cc $two --count 16 --batch 3 --seed 11 --nodes 5-15 --quiet -j 2 > /dev/null 2>&1 &
pid=$!
while ! [ -s $t/cut/journal ] && kill -0 $pid 2>/dev/null; do sleep 0.2; done
kill -KILL $pid
wait $pid 2>/dev/null
lines=$(wc -l < $t/cut/journal)
./rif fuzz --no-reduce --resume $t/cut --quiet > /dev/null 2>&1
if jcmp $t/whole/journal $t/cut/journal && [ "$lines" -lt 16 ]; then ok; else no "killed after $lines tests and resumed: journals differ"; fi
# a journal whose last line was torn by a crash is repaired on --resume
head -c -9 $t/whole/journal > $t/torn.journal
cp -r $t/whole $t/torn
cp $t/torn.journal $t/torn/journal
./rif fuzz --no-reduce --resume $t/torn --quiet > /dev/null 2>&1
jcmp $t/whole/journal $t/torn/journal && ok || no "a torn journal line was not redone"
# SIGINT: stops cleanly, and a resume with a larger count continues
./rif fuzz --no-reduce --out $t/int --cc $two --count 200 --seed 3 --nodes 5 --quiet > /dev/null 2>&1 &
pid=$!
while ! [ -s $t/int/journal ] && kill -0 $pid 2>/dev/null; do sleep 0.2; done
kill -INT $pid
wait $pid
rc=$?
n1=$(wc -l < $t/int/journal)
[ $rc = 130 ] && [ -f $t/int/summary.json ] && [ "$n1" -lt 200 ] && ok || no "SIGINT: exit $rc (want 130), $n1 tests"
./rif fuzz --no-reduce --resume $t/int --count $((n1 + 2)) --quiet > /dev/null 2>&1
[ "$(wc -l < $t/int/journal)" = $((n1 + 2)) ] && ok || no "resume with --count"
# SIGINT while rif waits for a child of its own (the run again that names
# the instruction of a SIGILL): it stops all the same
rm -f $t/site.mark
RIF_FAKE=sigill RIF_FAKE_MARK=$(pwd)/$t/site.mark ./rif fuzz --no-reduce --out $t/intsite --count 50 --batch 1 \
    --seed 3 --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 --fill off --tune none --cc "$fake/cc" \
    --qemu "$fake/qemu-slow-site" -j 1 > /dev/null 2>&1 &
pid=$!
while ! [ -s $t/site.mark ] && kill -0 $pid 2>/dev/null; do sleep 0.1; done
kill -INT $pid
wait $pid
rc=$?
[ $rc = 130 ] && [ "$(wc -l < $t/intsite/journal)" -lt 50 ] && ok ||
    no "SIGINT during the SIGILL site's run: exit $rc (want 130), $(wc -l < $t/intsite/journal) tests"

# a SIGINT during the start-up checks (a compiler's --version that hangs)
# ends rif with 130, not as a compiler that failed (exit 2)
printf '#!/bin/sh\ncase " $* " in *" --version "*) echo $$ > "%s"; sleep 20 ;; esac\nexec "%s" "$@"\n' \
    "$(pwd)/$t/slowv.mark" "$fake/cc" > $t/slow-version-cc
chmod +x $t/slow-version-cc
rm -f $t/slowv.mark
./rif fuzz --no-reduce --out $t/intstart --count 1 --quiet --vlen 128 --fill off --cc "$(pwd)/$t/slow-version-cc" \
    > /dev/null 2> $t/intstart.err &
pid=$!
while ! [ -s $t/slowv.mark ] && kill -0 $pid 2>/dev/null; do sleep 0.1; done
kill -INT $pid
wait $pid
rc=$?
[ $rc = 130 ] && grep -q "interrupted during the start-up checks" $t/intstart.err && ok ||
    no "SIGINT during the start-up checks: exit $rc (want 130), $(cat $t/intstart.err)"

# one rif per campaign directory: a second --resume while a campaign runs
# is refused, naming the other, and changes nothing
RIF_FAKE_DELAY=3 ./rif fuzz --no-reduce --out $t/lock --cc "$fake/cc" --count 3 --seed 3 --nodes 5 --quiet --vlen 128 \
    --fill off > /dev/null 2>&1 &
pid=$!
while ! [ -s $t/lock/lock ] && kill -0 $pid 2>/dev/null; do sleep 0.2; done
cp $t/lock/journal $t/lock.journal 2> /dev/null || : > $t/lock.journal
./rif fuzz --no-reduce --resume $t/lock --quiet > $t/lock.out 2> $t/lock.err
rc=$?
[ $rc = 2 ] && grep -q "is in use by another rif (pid $pid)" $t/lock.err && ok ||
    no "lock: a second rif: exit $rc, $(cat $t/lock.err)"
wait $pid
[ $? = 0 ] && [ "$(wc -l < $t/lock/journal)" = 3 ] && ok || no "lock: the first rif did not end well"
./rif fuzz --no-reduce --resume $t/lock --count 4 --quiet > /dev/null 2>&1 && [ "$(wc -l < $t/lock/journal)" = 4 ] && ok ||
    no "lock: resume after the first ended"

# rif's own files are never written through a symbolic link planted there
echo mine > $t/planted
rm -f $t/lock/report/index.html
ln -s ../../planted $t/lock/report/index.html
./rif report $t/lock > /dev/null 2>&1
[ "$(cat $t/planted)" = mine ] && [ -f $t/lock/report/index.html ] && ! [ -L $t/lock/report/index.html ] && ok ||
    no "a symbolic link at report/index.html was written through"

# a limit too small for the toolchain is named as the cause
for lim in "--compile-mem 64:--compile-mem" "--compile-timeout 0.001:--compile-timeout" "--run-mem 64:--run-mem"; do
	./rif fuzz --no-reduce --out $t/lim --cc clang-19 --count 1 --quiet ${lim%%:*} > /dev/null 2> $t/lim.err
	rc=$?
	[ $rc = 2 ] && grep -q -- "${lim#*:}" $t/lim.err && ok || no "${lim%%:*}: exit $rc, $(cat $t/lim.err)"
	rm -rf $t/lim
done

# bad input: exit 2, one message, nothing recorded is changed
bad() {
	word=$1
	shift
	./rif fuzz --no-reduce "$@" > $t/bad.out 2> $t/bad.err
	rc=$?
	if [ $rc = 2 ] && grep -q -- "$word" $t/bad.err; then ok; else no "rif fuzz $*: exit $rc: $(cat $t/bad.err)"; fi
}
bad "not installed (Debian package clang-99)" --out $t/b1 --cc clang-99 --count 1
bad "not installed" --out $t/b2 --cc no-such-cc --count 1
printf '#!/bin/sh\n[ "$1" = --version ] && { echo "fakecc 12"; exit 0; }\necho "t.c:1:10: fatal error: riscv_vector.h: No such file or directory" >&2\nexit 1\n' > $t/oldcc
chmod +x $t/oldcc
bad "has no RVV intrinsics" --out $t/b6 --cc $t/oldcc --count 1
bad "power of two" --out $t/b3 --vlen 384
bad "power of two" --out $t/b4 --vlen 64
bad "qemu-user-static" --out $t/b5 --qemu qemu-nosuch --count 1
bad "not a rif campaign" --resume $t
bad "already holds a campaign" --out $t/wrong --count 1
bad "cannot" --out /proc/rif/x --count 1
bad "duration" --time 10x
bad "unknown option" --frobnicate
bad "--opt" --opt O9
bad "no compiler of the campaign accepts -mtune=no-such-cpu" --out $t/b7 --cc "$fake/cc" --tune no-such-cpu --count 1
bad "is not a processor name" --tune "sifive-p670,Bad!"
bad "is not a processor name" --tune auto,sifive-p670
cp $t/wrong/journal $t/journal.before
bad "cannot be changed on --resume" --resume $t/wrong --vlen 256
cmp -s $t/journal.before $t/wrong/journal && ok || no "a bad resume changed the journal"
# a damaged campaign.txt is refused, naming its line; the journal stays
damage() {
	rm -rf $t/dmg && cp -r $t/wrong $t/dmg
	sed -i "$1" $t/dmg/campaign.txt
	cp $t/dmg/journal $t/dmg.journal
	./rif fuzz --no-reduce --resume $t/dmg > $t/bad.out 2> $t/bad.err
	rc=$?
	if [ $rc = 2 ] && grep -q -- "$2" $t/bad.err && [ "$(wc -l < $t/bad.err)" = 1 ] &&
	    cmp -s $t/dmg.journal $t/dmg/journal; then ok; else no "campaign.txt edited by '$1': exit $rc: $(cat $t/bad.err)"; fi
}
damage 's/^seed .*/seed 0xZZZZ/' "campaign.txt line 2 (seed)"
damage 's/^seed .*/seed 12/' "accepted: a hexadecimal"
damage 's/^compile-timeout .*/compile-timeout abc/' "(compile-timeout)"
damage 's/^compile-timeout .*/compile-timeout nan/' "(compile-timeout)"
damage 's/^count .*/count -3/' "(count)"
damage 's/^swarm .*/swarm 7/' "(swarm)"
damage 's/^vlen .*/vlen 1/' "(vlen)"
damage '$a frobnicate 1' "('frobnicate 1') comes after the seal"
damage '3a frobnicate 1' "unknown key"
damage '1s/.*/rif-campaign 9.9.9/' "another version of rif"
damage '1s/.*/hello/' "not a rif-campaign file"
damage '$a lonely' "('lonely') comes after the seal"
damage '3a lonely' "has no value"
damage 's/^run-timeout .*/run-timeout 99/' "('run-timeout 99') is not the line rif wrote"
# a journal line with another seed, or naming a failure folder out of order
for edit in 's/\t0x[0-9a-f]*\t/\t0x0123456789abcdef\t/:not test 0 of this campaign' \
    's/^\([^\t]*\t[^\t]*\t[^\t]*\t[^\t]*\t\)[^\t]*/\10099/:no failure folder failures/0099'; do
	rm -rf $t/dmg && cp -r $t/wrong $t/dmg
	sed -i "1${edit%%:*}" $t/dmg/journal
	./rif fuzz --no-reduce --resume $t/dmg > /dev/null 2> $t/bad.err
	[ $? = 2 ] && grep -q "journal: line 1: .*${edit#*:}" $t/bad.err && ok || no "journal edited by '${edit%%:*}': $(cat $t/bad.err)"
done
rm -rf $t/dmg && cp -r $t/wrong $t/dmg && printf 'rif-campaign 0.2.0\n\000\n' > $t/dmg/campaign.txt
./rif fuzz --no-reduce --resume $t/dmg > /dev/null 2> $t/bad.err
[ $? = 2 ] && grep -q "not a text file" $t/bad.err && ok || no "a binary campaign.txt: $(cat $t/bad.err)"
# rif probe reads only error lines: a warning and a note (after a line that
# is no diagnostic) before an error must not deny their own lines
cat > $t/probecc <<'EOF2'
#!/bin/sh
[ "$1" = --version ] && { echo "fakecc 1"; exit 0; }
for a in "$@"; do case $a in *.c) src=$a ;; esac; done
case $src in *sentinel.c)
	echo "$src:1:1: error: call to undeclared function"
	exit 1
esac
echo "In file included from somewhere:"
echo "$src:3:5: warning: something odd"
echo "$src:4:5: note: see this"
echo "$src:5:1: error: no such intrinsic"
exit 1
EOF2
chmod +x $t/probecc
mkdir -p $t/ptmp
TMPDIR=$(pwd)/$t/ptmp ./rif probe --cc $t/probecc > $t/probe.out 2> $t/probe.err
n=$(grep -vc '^#' $t/probe.out)
[ "$n" = 1 ] && ok || no "rif probe with a warning, a note and one error denies $n intrinsics: $(cat $t/probe.err)"
# something that is no C compiler rejects nothing: refused
mkdir -p $t/ptmp2
TMPDIR=$(pwd)/$t/ptmp2 ./rif probe --cc /bin/true > $t/true.out 2> $t/true.err
[ $? = 2 ] && grep -q "is it a C compiler" $t/true.err && ! [ -s $t/true.out ] && ok || no "rif probe --cc /bin/true: $(cat $t/true.err)"
# a probe that ran to its end leaves no temporary folder (one that fails
# keeps the logs its message names: cli.sh)
ls -d $t/ptmp/rif-probe-* > /dev/null 2>&1 && no "rif probe left its temporary folder" || ok
# a hang that uses no CPU (a sleep in a child of the compiler, where
# RLIMIT_CPU cannot reach) does not outlive a kill -9 of rif: rif's watchdog
# kills the process groups it started
alive() { [ -n "$1" ] && [ -e /proc/$1 ] && ! grep -q '^[0-9]* (.*) Z' /proc/$1/stat 2>/dev/null; }
rm -f $t/sleeper.pid
RIF_FAKE=sleep RIF_FAKE_MARK=$(pwd)/$t/sleeper.pid ./rif fuzz --no-reduce --out $t/sleep --count 1 --seed 7 \
    --nodes 5 --no-swarm --ops vadd --quiet --vlen 128 --fill off --cc "$fake/cc" -j 1 \
    --compile-timeout 1h > $t/sleep.log 2>&1 &
rif=$!
i=0
while ! [ -s $t/sleeper.pid ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
sleeper=$(cat $t/sleeper.pid 2>/dev/null)
alive "$sleeper" && ok || no "kill -9: the fake compiler never slept: $(cat $t/sleep.log)"
kill -9 $rif
wait $rif 2> /dev/null
i=0
while alive "$sleeper" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
if alive "$sleeper"; then
	no "kill -9 of rif left the sleeping child $sleeper of its compiler running"
	kill -9 "$sleeper"
else
	ok
fi
# by default the first failure of each new bucket is reduced, within the
# campaign, and its fingerprint written; the end lists the bugs
RIF_FAKE=wrong ./rif fuzz --out $t/red --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd --vlen 128 --fill off \
    --cc "$fake/cc" --tune none > $t/red.log 2>&1
f=$t/red/failures/0001
[ -s $f/reduced.c ] && grep -q '^class wrong-code$' $f/fingerprint.txt && grep -q '^key vadd$' $f/fingerprint.txt &&
    grep -q "^rif fuzz: 2 tests (2 in [0-9]* s this run): 1 distinct compiler bug, 1 of them new" $t/red.log &&
    grep -q "^   1 NEW    wrong-code cc -O2; .*vadd; 1 operator (vadd_vv)  failures/0001/reduced.c" $t/red.log && ok ||
    no "reduced by default: $(ls $f | tr '\n' ' '); $(tail -3 $t/red.log)"
# the reduced program with the campaign's other builds: the fake cc is
# wrong at -O2 only, wrong-all at both levels, none never
RIF_FAKE=wrong ./rif fuzz --out $t/others --count 1 --seed 7 --nodes 5 --no-swarm --ops vadd --vlen 128 --fill off \
    --cc "$fake/cc,$fake/cc -DRIF_FAKE=wrong-all,$fake/cc -DRIF_FAKE=none" --tune none --quiet > $t/others.log 2>&1
f=$t/others/failures/0001
want="other build $fake/cc -O0: passes
other build $fake/cc -DRIF_FAKE=wrong-all -O0: fails the same way
other build $fake/cc -DRIF_FAKE=wrong-all -O2: fails the same way
other build $fake/cc -DRIF_FAKE=none -O0: passes
other build $fake/cc -DRIF_FAKE=none -O2: passes"
[ "$(grep -c '^other ' $f/failure.cfg)" = 5 ] && [ "$(grep '^other build ' $f/reduced.txt)" = "$want" ] &&
    grep -q "^- $fake/cc -DRIF_FAKE=none -O2: passes$" $f/bug-report.md && ok ||
    no "others: $(grep '^other build' $f/reduced.txt | tr '\n' ';')"
# reductions: with -j 4 two at a time; the first bucket gets the whole
# budget, a bucket like one reduced before (the same bug under another
# tuning) a fifth of it (at least 30 s) while others wait, the whole when
# none does; resumed, the campaign queues its unreduced buckets at once
RIF_FAKE=wrong ./rif fuzz --no-reduce --out $t/like --count 8 --batch 1 --seed 7 --nodes 5 --no-swarm --ops vadd \
    --vlen 128 --fill off --cc "$fake/cc" --tune spacemit-x60,sifive-p670,sifive-x280 --quiet > $t/like.log 2>&1
nb=$(cut -f6 $t/like/journal | sort -u | wc -l)
rm -rf $t/endgame && cp -r $t/like $t/endgame
RIF_FAKE=wrong ./rif fuzz --resume $t/like --reduce --reduce-budget 50s -j 4 > $t/like.log 2>&1
f=$t/like/failures
wall=$(sed -n 's/^rif fuzz: 8 tests (0 in \([0-9]*\) s this run).*/\1/p' $t/like.log)
sum=$(sed -n 's/^seconds //p' $f/*/reduced.txt | awk '{s += $1} END {printf "%d", s}')
[ "$nb" = 3 ] && [ "$(ls $f/*/reduced.txt | wc -l)" = 3 ] && grep -q '^budget 50 s$' $f/0001/reduced.txt &&
    [ "$(grep -l '^budget 30 s$' $f/*/reduced.txt | wc -l)" = 1 ] &&
    grep -q "1 distinct compiler bug, 1 of them new" $t/like.log && [ -n "$wall" ] && [ "$sum" -gt "$wall" ] && ok ||
    no "like: $nb buckets, budgets $(grep -h budget $f/*/reduced.txt | tr '\n' ' '), $sum s of reductions in $wall s: $(tail -3 $t/like.log)"
# the last quarter of --time: with -j 2 one reduction at a time, then a
# second beside it (the first, slowed by 1 s per build, takes its whole
# budget: the time left, 43 or 44 s; the second starts with 10 or 11 s left)
RIF_FAKE=wrong RIF_FAKE_DELAY=1 ./rif fuzz --resume $t/endgame --reduce --reduce-budget 50s -j 2 --time 44s \
    > $t/endgame.log 2>&1
f=$t/endgame/failures
wall=$(sed -n 's/^rif fuzz: 8 tests (0 in \([0-9]*\) s this run).*/\1/p' $t/endgame.log)
sum=$(sed -n 's/^seconds //p' $f/*/reduced.txt | awk '{s += $1} END {printf "%d", s}')
[ "$(ls $f/*/reduced.txt | wc -l)" = 2 ] && grep -q '^budget 4[34] s$' $f/0001/reduced.txt &&
    grep -q '^budget 1[01] s$' $f/0002/reduced.txt && [ -n "$wall" ] && [ "$sum" -gt "$wall" ] && ok ||
    no "endgame: budgets $(grep -h budget $f/*/reduced.txt | tr '\n' ' '), $sum s of reductions in $wall s: $(tail -3 $t/endgame.log)"
# reach in batches: each batch's program is compiled to assembly once for
# its tests; its source holds the same intrinsic calls as theirs, and at
# -O0 (each function compiled on its own) the same vector code
if command -v clang-22 > /dev/null; then
	for b in 1 4; do
		./rif fuzz --no-reduce --out $t/reach$b --count 16 --seed 3 --cc clang-22 --opt O0,O2 --vlen 128 \
		    --fill off --reach-every 1 --batch $b --quiet > /dev/null 2>&1
	done
	r1=$(awk '$2 == 0 {print $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14} $2 == 1 {print $3, $4, $5, $6, $7}' \
	    $t/reach1/reach)
	r4=$(awk '$2 == 0 {print $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14} $2 == 1 {print $3, $4, $5, $6, $7}' \
	    $t/reach4/reach)
	[ -n "$r1" ] && [ "$r1" = "$r4" ] && grep -q "^reach (one batch of tests in 1 also" $t/reach4/summary.txt && ok ||
	    no "reach in batches: alone $r1, in batches $r4"
fi
# a real campaign with no failure under ASan and UBSan writes its summary
if [ -x build/rif-san ] && command -v clang-22 > /dev/null; then
	rm -rf $t/san
	build/rif-san fuzz --no-reduce --out $t/san --cc clang-22 --opt O0 --vlen 128 --fill off --count 3 --seed 5 \
	    --nodes 12 --quiet > $t/san.log 2>&1
	rc=$?
	[ $rc = 0 ] && [ -s $t/san/summary.txt ] && [ -s $t/san/summary.json ] && ok ||
	    no "campaign under the sanitizers: exit $rc, $(grep -m1 'runtime error\|ERROR' $t/san.log)"
fi
tally fuzz
