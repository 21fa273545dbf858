#!/bin/sh
# rif reduce on failures that need no real compiler bug: the fake compiler
# (tests/fake/cc) miscompiles vadd as vsub at -O2 inside a 100-operator test.
t=build/reduce
rm -rf $t && mkdir -p $t
. tests/lib.sh
export RIF_FAKE=wrong
./rif fuzz --no-reduce --out $t/c --cc "$fake/cc" --count 2 --seed 1 --nodes 100 --no-swarm --vlen 128 --fill off \
    --quiet > /dev/null 2>&1
f=$t/c/failures/0001
[ -f $f/failure.cfg ] && ok || no "the campaign kept no failure"
grep -q '^operators: 100\|--nodes 100' $f/failure.cfg && ok || no "not a 100-operator test"

# the injected bug: at most 3 operators, one of them a vadd, in at most 30
# candidates (15 today; the time is printed, not asserted: make bench has
# the speed targets)
start=$(date +%s)
./rif reduce --quiet $f
rc=$?
secs=$(($(date +%s) - start))
after=$(sed -n 's/^operators 100 -> \([0-9]*\)$/\1/p' $f/reduced.txt 2>/dev/null)
[ $rc = 0 ] && ok || no "rif reduce exited $rc"
[ -n "$after" ] && [ "$after" -le 3 ] && ok || no "reduced to '$after' operators (at most 3 wanted)"
grep -q '__riscv_vadd_[a-z0-9_]*(' $f/reduced.c && ok || no "the reduced test has no vadd"
cands=$(sed -n 's/^candidates \([0-9]*\) .*/\1/p' $f/reduced.txt 2>/dev/null)
[ -n "$cands" ] && [ "$cands" -le 30 ] && ok || no "the reduction tried '$cands' candidates (at most 30 wanted)"
echo "reduce: injected vadd bug: 100 -> $after operators, $cands candidates, in $secs s"
sh $f/reduced-repro.sh > /dev/null 2>&1 && ok || no "reduced-repro.sh does not show the failure"
RIF_FAKE=none sh $f/reduced-repro.sh > /dev/null 2>&1 && no "reduced-repro.sh fails with a good compiler" || ok
for d in graph-before.dot graph-after.dot reduce.log; do [ -s $f/$d ] && ok || no "no $d"; done
# candidates screened in programs of several give the reduction of each
# tried alone: the same candidates, the same reduced program, and some
# turned down by a screen without a build of their own (a vadd wrong only
# beside a vmul: many cuts are refused, so the reduction screens)
RIF_FAKE=wrong-with ./rif fuzz --no-reduce --out $t/ww --cc "$fake/cc" --count 4 --seed 1 --nodes 100 --no-swarm \
    --vlen 128 --fill off --quiet > /dev/null 2>&1
w=$t/ww/failures/0001
cp -r $w $t/alone
RIF_FAKE=wrong-with ./rif reduce --quiet $w
RIF_FAKE=wrong-with ./rif reduce --quiet --no-screen $t/alone
cmp -s $w/reduced.c $t/alone/reduced.c && ok || no "screened and alone, the reduced programs differ"
[ "$(grep '^candidates' $w/reduced.txt)" = "$(grep '^candidates' $t/alone/reduced.txt)" ] && ok ||
    no "screened and alone: $(grep '^candidates' $w/reduced.txt) against $(grep '^candidates' $t/alone/reduced.txt)"
grep -q '^screens [1-9][0-9]* ([1-9][0-9]* candidates\{0,1\} passed in them; 0 best programs passed in one)$' $w/reduced.txt &&
    grep -q '^screens 0 (0 candidates passed in them; 0 best programs passed in one)$' $t/alone/reduced.txt && ok ||
    no "screens: $(grep '^screens' $w/reduced.txt $t/alone/reduced.txt)"
grep -q 'no (passed in a screen of [2-8])$' $w/reduce.log && ok || no "reduce.log names no screened candidate"
# a failure that a screen hides (the fake miscompiles only a program of one
# test): the first screen of each best program holds it too, it passes
# there, and the candidates of that best are tried alone, so the reduction
# is the one without screens, not stopped with all its operators
RIF_FAKE=wrong-alone ./rif fuzz --no-reduce --batch 1 --out $t/wa --cc "$fake/cc" --count 4 --seed 1 --nodes 100 \
    --no-swarm --vlen 128 --fill off --quiet > /dev/null 2>&1
w=$t/wa/failures/0001
rm -rf $t/wa-alone && cp -r $w $t/wa-alone
RIF_FAKE=wrong-alone ./rif reduce --quiet $w
RIF_FAKE=wrong-alone ./rif reduce --quiet --no-screen $t/wa-alone
n=$(sed -n 's/^operators 100 -> //p' $w/reduced.txt)
[ -n "$n" ] && [ "$n" -le 3 ] && cmp -s $w/reduced.c $t/wa-alone/reduced.c && ok ||
    no "a failure screens hide: reduced to '$n' operators, $(cmp $w/reduced.c $t/wa-alone/reduced.c 2>&1)"
grep -q '^screens [1-9][0-9]* (0 candidates passed in them; [1-9][0-9]* best programs\{0,1\} passed in one)$' $w/reduced.txt &&
    grep -q 'the best program passes in a screen: its candidates are tried alone$' $w/reduce.log && ok ||
    no "a failure screens hide: $(grep '^screens' $w/reduced.txt)"
# the branches and calls that cannot all go, a unit at a time: a vadd
# wrong only beside a vmul and a branch keeps one branch of the two its
# vadd and vmul had (the whole program without branches passes)
RIF_FAKE=wrong-branch ./rif fuzz --no-reduce --out $t/wb --cc "$fake/cc" --count 3 --seed 1 --nodes 30 \
    --ops vadd,vmul --no-swarm --vlen 128 --fill off --quiet > /dev/null 2>&1
w=$t/wb/failures/0003
RIF_FAKE=wrong-branch ./rif reduce --quiet $w
[ "$(sed -n 's/^operators 30 -> //p' $w/reduced.txt)" = 2 ] && [ "$(grep -c '} else {' $w/reduced.c)" = 1 ] &&
    grep -q "one op's branch removed .*: kept$" $w/reduce.log && ok ||
    no "one of two branches not removed: $(head -1 $w/reduced.txt), $(grep -c '} else {' $w/reduced.c) branches"
# the fake miscompiles in the front end: no optional pass is to blame
grep -q "first bad pass: none that opt-bisect can skip" $f/bisect.txt && ok || no "bisect.txt: $(cat $f/bisect.txt 2>&1)"
# a miscompilation from optional pass 37 of 60 is traced to it
RIF_FAKE_BISECT=37 ./rif fuzz --no-reduce --out $t/bis --cc "$fake/cc" --count 1 --seed 1 --nodes 8 --ops vadd,vmul --no-swarm --vlen 128 \
    --fill off --observe 1 --quiet > /dev/null 2>&1
RIF_FAKE_BISECT=37 ./rif reduce --quiet $t/bis/failures/0001
grep -q "first bad pass: FakePass37" $t/bis/failures/0001/bisect.txt && ok ||
    no "bisect to pass 37: $(cat $t/bis/failures/0001/bisect.txt 2>&1)"
# GCC (the fake GCC miscompiles unless the pass rtl-fake_culprit is left
# out): -fdump-passes lists the passes of -O2 that -O0 does not run, and
# the search names the one whose absence makes the program pass
RIF_FAKE=wrong ./rif fuzz --no-reduce --out $t/gcc --cc "$fake/riscv64-linux-gnu-gcc-14" --count 1 --seed 1 --nodes 8 \
    --ops vadd,vmul --no-swarm --vlen 128 --fill off --observe 1 --tune none --quiet > /dev/null 2>&1
RIF_FAKE=wrong ./rif reduce --quiet $t/gcc/failures/0001
grep -q "^first bad pass: rtl-fake_culprit$" $t/gcc/failures/0001/bisect.txt &&
    grep -q "passes needed: rtl-fake_culprit " $t/gcc/failures/0001/bisect.txt && ok ||
    no "GCC pass search: $(cat $t/gcc/failures/0001/bisect.txt 2>&1)"
# a bug of GCC's vsetvl pass (the fake GCC passes with
# --param=vsetvl-strategy=simple) is blamed on it; the pass search still
# says which passes it needs
cp -r $t/gcc/failures/0001 $t/gccvs
RIF_FAKE=wrong RIF_FAKE_VSETVL=1 ./rif reduce --quiet $t/gccvs
grep -q "^first bad pass: vsetvl$" $t/gccvs/bisect.txt && grep -q "^vsetvl: .*vsetvl-strategy=simple" $t/gccvs/bisect.txt &&
    grep -q "passes needed: rtl-fake_culprit " $t/gccvs/bisect.txt && grep -q "^pass vsetvl$" $t/gccvs/fingerprint.txt &&
    ! grep -q "^first bad pass: rtl" $t/gccvs/bisect.txt && ok || no "GCC vsetvl blame: $(cat $t/gccvs/bisect.txt 2>&1)"
# a reduction that slides from a bug of the vsetvl pass to another bug of
# the same key (the fake GCC's simple strategy undoes the misbehaviour only
# in a program that calls vmul) goes back and keeps to the test's side:
# vmul stays, the first bad pass is vsetvl (sliding, 1 operator: vadd,
# blamed on rtl-fake_culprit)
cp -r $t/gcc/failures/0001 $t/slide
RIF_FAKE=wrong RIF_FAKE_VSETVL=vmul ./rif reduce --quiet $t/slide
grep -q "^slid: the reduced program (1 operators) fails the same way with --param=vsetvl-strategy=simple, where the test passes;" \
    $t/slide/reduced.txt && grep -q "__riscv_vmul_" $t/slide/reduced.c && grep -q "^operators 8 -> 2$" $t/slide/reduced.txt &&
    grep -q "^first bad pass: vsetvl$" $t/slide/bisect.txt && grep -q "^pass vsetvl$" $t/slide/fingerprint.txt && ok ||
    no "a slide back to the test's side: $(cat $t/slide/reduced.txt $t/slide/bisect.txt 2>&1)"
# and one that does not slide asks nothing more: no slid line; out of its
# budget, it says so and the budget it was given (a campaign waits it again
# by that line: redq.c)
! grep -q "^slid" $t/gccvs/reduced.txt && ok || no "no slide: $(cat $t/gccvs/reduced.txt)"
cp -r $t/gcc/failures/0001 $t/gccshort
RIF_FAKE=wrong RIF_FAKE_VSETVL=1 ./rif reduce --quiet --time-budget 2s $t/gccshort
grep -q "^budget 2 s$" $t/gccshort/reduced.txt && grep -q "^stopped early" $t/gccshort/reduced.txt &&
    ! grep -q "^slid" $t/gccshort/reduced.txt && ok || no "a GCC reduction out of budget: $(cat $t/gccshort/reduced.txt)"
# where the vsetvl pass went wrong, from the assembly of the failing build
# and the simple strategy's (the fake's: tests/fake/vsetvl, a vsetvl's
# result never written): the fault, in bisect.txt and the fingerprint
cp -r $t/gcc/failures/0001 $t/gccfault
RIF_FAKE=wrong RIF_FAKE_VSETVL=1 RIF_FAKE_ASM=$fake/vsetvl ./rif reduce --quiet $t/gccfault
grep -q "^vsetvl fault: vl: vmseq.vv.v0,v0,v16 takes its AVL from a3," $t/gccfault/bisect.txt &&
    grep -q "^fault vl$" $t/gccfault/fingerprint.txt && grep -q "^fault -$" $t/gccvs/fingerprint.txt &&
    grep -q "^passes needed: not searched" $t/gccfault/bisect.txt && ok ||
    no "GCC vsetvl fault: $(cat $t/gccfault/bisect.txt $t/gccfault/fingerprint.txt 2>&1)"
# limits at which the build fails are no answer: the nearest one that
# builds is asked instead, or the bisection says where the culprit lies
cp -r $t/bis/failures/0001 $t/hole
RIF_FAKE_BISECT=37 RIF_FAKE_HOLE='40 46' ./rif reduce --quiet $t/hole
grep -q "first bad pass: FakePass37" $t/hole/bisect.txt && ok ||
    no "bisect over a hole 40-46 to pass 37: $(cat $t/hole/bisect.txt 2>&1)"
RIF_FAKE_BISECT=37 RIF_FAKE_HOLE='30 36' ./rif reduce --quiet $t/hole
grep -q "first bad pass: unknown (between optional passes 30 and 37" $t/hole/bisect.txt && ok ||
    no "bisect next to a hole 30-36: $(cat $t/hole/bisect.txt 2>&1)"
grep -q 'Reduced by rif reduce from --seed' $f/reduced.c && ok || no "reduced.c does not say where it comes from"

# the C-Reduce / C-Vise interestingness test keeps the failing test, rejects a fixed one
./rif reduce --creduce-script $t/c/failures/0002 > $t/interesting.sh
mkdir -p $t/cr
cp $t/c/failures/0002/test.c $t/cr/
(cd $t/cr && sh ../interesting.sh > /dev/null 2>&1) && ok || no "the interestingness test rejects the failure"
sed -i 's/__riscv_vadd_\([a-z0-9_]*\)(/__riscv_vsub_\1(/g' $t/cr/test.c
(cd $t/cr && sh ../interesting.sh > /dev/null 2>&1) && no "the interestingness test keeps a passing program" || ok

# interrupted, a reduction keeps its best result so far
cp -r $t/c/failures/0002 $t/int
rm -f $t/int/reduced* $t/int/reduce.log
RIF_FAKE_DELAY=1 ./rif reduce --quiet $t/int 2> /dev/null &
pid=$!
while ! grep -q kept $t/int/reduce.log 2> /dev/null && kill -0 $pid 2> /dev/null; do sleep 0.2; done
kill -INT $pid
wait $pid
rc=$?
[ $rc = 0 ] && grep -q "stopped early" $t/int/reduced.txt && [ -s $t/int/reduced.c ] &&
    sh $t/int/reduced-repro.sh > /dev/null 2>&1 && ok || no "an interrupted reduction: exit $rc, $(cat $t/int/reduced.txt 2>&1)"

# a failure that does not show again is flaky, not reduced
export RIF_FAKE=once RIF_FAKE_MARK=$(pwd)/$t/mark
./rif fuzz --no-reduce --out $t/flaky --cc "$fake/cc" --count 1 --seed 1 --nodes 20 --no-swarm --ops vadd \
    --vlen 128 --fill off --quiet > /dev/null 2>&1
./rif reduce --quiet $t/flaky/failures/0001 2> /dev/null
rc=$?
[ $rc = 1 ] && [ -f $t/flaky/failures/0001/flaky.txt ] && [ ! -f $t/flaky/failures/0001/reduced.c ] &&
    ok || no "flaky failure: exit $rc"
# the fake miscompiled only the campaign's build: the reducer's builds
# are all alike, and flaky.txt says so
grep -q "flaky, not reduced; the failing build gave the same binary in 6 builds$" \
    $t/flaky/failures/0001/flaky.txt && ok || no "flaky.txt: $(cat $t/flaky/failures/0001/flaky.txt)"
# and the report, summary.txt and summary.json (the campaign resumed with
# nothing left to run writes them again) say why that bug is not reduced
./rif report $t/flaky > /dev/null 2>&1
./rif fuzz --resume $t/flaky --quiet > /dev/null 2>&1
grep -q 'vadd (flaky, not reduced)' $t/flaky/report/index.html &&
    grep -q 'vadd (flaky, not reduced)  failures/0001' $t/flaky/summary.txt &&
    grep -q '"bug": 1, "new": true, "reduced": false, "flaky": true, ' $t/flaky/summary.json && ok ||
    no "the flaky bug is not called flaky: $(grep -h 'vadd' $t/flaky/summary.txt $t/flaky/summary.json)"
# a compiler whose output changes from build to build (every other build
# wrong): flaky.txt says that its binaries differ
export RIF_FAKE=every-other RIF_FAKE_MARK=$(pwd)/$t/count
./rif fuzz --no-reduce --out $t/alt --cc "$fake/cc" --count 1 --seed 1 --nodes 20 --no-swarm --ops vadd \
    --vlen 128 --fill off --quiet > /dev/null 2>&1
./rif reduce --quiet $t/alt/failures/0001 2> /dev/null
rc=$?
[ $rc = 1 ] && grep -q "different binaries of this program in 6 builds: the compiler's output is not deterministic" \
    $t/alt/failures/0001/flaky.txt && ok || no "every other build wrong: exit $rc, $(cat $t/alt/failures/0001/flaky.txt 2>&1)"
export RIF_FAKE=wrong

# bad input: exit 2 and one message
./rif reduce $t > /dev/null 2> $t/err
[ $? = 2 ] && grep -q "not a failure folder" $t/err && ok || no "reduce of a non-failure folder: $(cat $t/err)"
./rif reduce $t/no/such > /dev/null 2> $t/err
[ $? = 2 ] && grep -q "cannot enter" $t/err && ok || no "reduce of a missing folder: $(cat $t/err)"
cp -r $t/c/failures/0002 $t/nocc
sed -i 's|^build [^ ]*|build no-such-cc|' $t/nocc/failure.cfg
reseal $t/nocc/failure.cfg
./rif reduce $t/nocc > /dev/null 2> $t/err
[ $? = 2 ] && grep -q "no-such-cc is not installed" $t/err && ok || no "reduce with a missing compiler: $(cat $t/err)"
# a damaged failure.cfg is refused, naming its line
for edit in 's/^compile-timeout .*/compile-timeout abc/:(compile-timeout)' 's/^class .*/class nonsense/:no failure class' \
    's/^compile-timeout .*/compile-timeout 12345/:is not the line rif wrote' '$a bogus 1:after the seal' '3a bogus 1:unknown key' '1s/.*/rif-failure 0.0.1/:another version'; do
	rm -rf $t/dmg && cp -r $t/c/failures/0002 $t/dmg
	sed -i "${edit%%:*}" $t/dmg/failure.cfg
	./rif reduce $t/dmg > /dev/null 2> $t/err
	[ $? = 2 ] && grep -q -- "failure.cfg line" $t/err && grep -q -- "${edit#*:}" $t/err && ok ||
	    no "failure.cfg edited by '${edit%%:*}': $(cat $t/err)"
done
# an op bypassed: a vadd wrong only where a vadd reads vmul results
# alone; the vsub between a vmul and the vadd can go only bypassed (its
# users read its vmul operand): removed, it leaves an input
RIF_FAKE=wrong-computed ./rif fuzz --no-reduce --batch 1 --out $t/wl --cc "$fake/cc" --count 1 --seed 38 --nodes 12 \
    --ops vadd,vsub,vmul --policy none --shape block --no-swarm --vlen 128 --fill off --quiet > /dev/null 2>&1
w=$t/wl/failures/0001
RIF_FAKE=wrong-computed ./rif reduce --quiet $w
grep -q "one op bypassed (its [a-z0-9]*) .*: kept$" $w/reduce.log && grep -q "^operators 12 -> 2$" $w/reduced.txt && ok ||
    no "no op bypassed: $(head -1 $w/reduced.txt 2>&1)"
# a program with rounding-state probes: the reduction tries it without them
RIF_FAKE=wrong ./rif fuzz --no-reduce --batch 1 --out $t/rm --cc "$fake/cc" --count 1 --seed 2 --nodes 20 \
    --ops vadd,vfadd --no-swarm --vlen 128 --fill off --quiet > /dev/null 2>&1
w=$t/rm/failures/0001
grep -q "rounding-state probes" $w/test.c && ok || no "the test has no rounding-state probe"
RIF_FAKE=wrong ./rif reduce --quiet $w
grep -q "no rounding-state probes .*: kept$" $w/reduce.log && ! grep -q "rounding-state probes" $w/reduced.c && ok ||
    no "probes not dropped: $(grep 'rounding-state' $w/reduce.log $w/reduced.c 2>&1 | head -3)"
tally reduce
