#!/bin/sh
# rif's own faults are never a test's outcome: a compiler that fails for a
# full disk, a process killed by a file size limit (RLIMIT_FSIZE, ulimit -f:
# a full disk without mounting one), a compiler that cannot be started.
# Each stops the campaign with exit 2 and a message that names the cause;
# the tests in flight are not journalled; --resume, once the cause is
# gone, runs them and ends as an undisturbed campaign does.
t=build/faults
rm -rf $t && mkdir -p $t
. tests/lib.sh
export RIF_CACHE=$(pwd)/$t/cache
common="--cc $fake/cc --seed 11 --nodes 10 --vlen 128 --fill off --no-reduce --quiet"

# the reference: 4 tests, undisturbed
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/ref --count 4 $common > /dev/null 2>&1
[ $? = 0 ] && [ "$(wc -l < $t/ref/journal)" = 4 ] && ok || no "the reference campaign"
journal() { cut -f1-6,8,9 "$1/journal"; }

# stopped, then resumed: the same journal as the reference
resumed() {     # NAME WHAT
	RIF_FAKE=none ./rif fuzz --no-reduce --resume $t/$1 --count 4 --quiet > $t/$1.log2 2>&1
	rc=$?
	[ $rc = 0 ] && [ "$(journal $t/$1)" = "$(journal $t/ref)" ] && ok ||
	    no "$2: --resume after the cause is gone: exit $rc, $(wc -l < $t/$1/journal) lines, want the reference's"
}

# a compiler that says the disk is full (GCC: "No space left on device")
RIF_FAKE=full ./rif fuzz --no-reduce --out $t/full --count 4 $common > $t/full.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "No space left on device.*not the test; the campaign stopped" $t/full.log && ok ||
    no "a full disk: exit $rc (want 2), $(cat $t/full.log)"
[ ! -s $t/full/journal ] && ok || no "a full disk: tests were journalled: $(cut -f4 $t/full/journal | tr '\n' ' ')"
[ ! -e $t/full/failures ] || [ -z "$(ls $t/full/failures)" ] && ok || no "a full disk: a failure folder was kept"
resumed full "a full disk"

# a compiler killed by SIGXFSZ under ulimit -f, after one test went well
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/fsize --count 1 $common > /dev/null 2>&1
(ulimit -f 1024; RIF_FAKE=none RIF_TEST_BIG=1 exec ./rif fuzz --no-reduce --resume $t/fsize --count 4 --quiet) > $t/fsize.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "killed by SIGXFSZ" $t/fsize.log && ok || no "ulimit -f: exit $rc (want 2), $(cat $t/fsize.log)"
[ "$(wc -l < $t/fsize/journal)" = 1 ] && ok || no "ulimit -f: $(wc -l < $t/fsize/journal) journal lines, want the 1 before"
resumed fsize "ulimit -f"

# rif's own writes under the limit: a clear error, not a kill by SIGXFSZ
rm -rf $t/small
(ulimit -f 4; RIF_FAKE=none exec ./rif fuzz --no-reduce --out $t/small --count 1 $common) > $t/small.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "File too large\|size limit" $t/small.log && ok || no "ulimit -f 4: exit $rc, $(cat $t/small.log)"

# the compiler's own output under a limit it cannot write in, at start:
# named as such, not blamed on the Debian sysroot (a static hello: a
# dynamically linked one, 9 KB, fits where rif's own files do)
rm -rf $t/hello
(ulimit -f 100; RIF_FAKE=none exec ./rif fuzz --no-reduce --out $t/hello --count 1 --cc "$fake/cc -static" --seed 11 \
    --nodes 10 --vlen 128 --fill off --quiet) > $t/hello.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "could not write its output.*file size limit" $t/hello.log &&
    ! grep -q "Debian packages" $t/hello.log && ok || no "a limit at the toolchain check: exit $rc, $(cat $t/hello.log)"

# a compiler that disappears while the campaign runs: cannot start
mkdir -p $t/bin
cp $fake/cc $t/bin/cc
RIF_FAKE=none ./rif fuzz --out $t/gone --cc $(pwd)/$t/bin/cc --seed 11 --nodes 10 --vlen 128 --fill off \
    --no-reduce --quiet --count 1 > /dev/null 2>&1
rm $t/bin/cc
RIF_FAKE=none ./rif fuzz --no-reduce --resume $t/gone --count 4 > $t/gone.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "cannot start $(pwd)/$t/bin/cc\|not installed\|cannot run\|No such file" $t/gone.log && ok ||
    no "a compiler gone: exit $rc, $(cat $t/gone.log)"
[ "$(wc -l < $t/gone/journal)" = 1 ] && ok || no "a compiler gone: $(wc -l < $t/gone/journal) journal lines, want 1"
# a compiler given by a relative path is kept by its absolute path: the
# failure's repro.sh works from any directory
rm -rf $t/rel
RIF_FAKE=wrong ./rif fuzz --out $t/rel --cc tests/fake/cc --count 2 --seed 7 --nodes 5 --no-swarm --ops vadd \
    --vlen 128 --fill off --no-reduce --quiet > /dev/null 2>&1
grep -q "^cc $(pwd)/tests/fake/cc\$" $t/rel/campaign.txt && ok || no "relative --cc: $(grep '^cc' $t/rel/campaign.txt)"
f=$(ls -d $t/rel/failures/* | head -1)
(cd / && RIF_FAKE=wrong sh "$OLDPWD/$f/repro.sh" > /dev/null 2>&1)
rc=$?
[ $rc = 0 ] && ok || no "relative --cc: repro.sh from / exits $rc, want 0 (the failure shows)"
# repro.sh tells the truth: 0 the failure shows, 1 it ran to its end and
# the failure did not show, 2 it cannot tell (cut short, a tool missing)
f=$t/rel/failures/0001
RIF_FAKE=wrong sh $f/repro.sh > /dev/null 2>&1; a=$?
RIF_FAKE=none sh $f/repro.sh > /dev/null 2>&1; b=$?
head -8 $f/repro.sh > $f/cut.sh
RIF_FAKE=wrong sh $f/cut.sh > /dev/null 2>&1; c=$?
sed "s|$(pwd)/tests/fake/cc|/nonexistent/cc|" $f/repro.sh > $f/gone.sh
sh $f/gone.sh > /dev/null 2>&1; d=$?
[ "$a $b $c $d" = "0 1 2 2" ] && ok || no "repro.sh: shows $a (want 0), fixed $b (1), cut short $c (2), no compiler $d (2)"
# a campaign whose journal is gone is not started again over its failure
# folders (a user's reduced.c in them would be lost)
cp -r $t/rel $t/nojournal
rm $t/nojournal/journal
echo "my notes" > $t/nojournal/failures/0001/notes.txt
./rif fuzz --no-reduce --resume $t/nojournal --quiet > $t/nojournal.log 2>&1
rc=$?
[ $rc = 2 ] && grep -q "failure folders but no journal" $t/nojournal.log && [ -f $t/nojournal/failures/0001/notes.txt ] &&
    ok || no "a deleted journal: exit $rc, $(cat $t/nojournal.log)"
# a resumed campaign keeps the reach figures of its earlier runs: the same
# as one run through (in batches of four, so that the stop after five
# tests cuts no batch compiled to assembly in two programs, whose shared
# code would count twice)
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/ra --count 12 $common --batch 4 --reach-every 3 > /dev/null 2>&1
RIF_FAKE=none ./rif fuzz --no-reduce --out $t/rb --count 5 $common --batch 4 --reach-every 3 > /dev/null 2>&1
RIF_FAKE=none ./rif fuzz --no-reduce --resume $t/rb --count 12 --quiet > /dev/null 2>&1
a=$(sed -n '/"reach"/,/]}/p' $t/ra/summary.json)
[ -n "$a" ] && [ "$a" = "$(sed -n '/"reach"/,/]}/p' $t/rb/summary.json)" ] && ok ||
    no "reach after --resume: $(grep -o '"tests": [0-9]*' $t/rb/summary.json | head -2 | tr '\n' ' ')"
# a campaign is what rif wrote: a plausible edit of campaign.txt, of a
# journal line or of a failure's failure.cfg or outcomes.txt (each value
# still well-formed) is refused by --resume and rif report with exit 2,
# naming the file and line; nothing is changed
RIF_FAKE=wrong ./rif fuzz --no-reduce --out $t/tw --count 3 $common > /dev/null 2>&1
tamper() {      # FILE SED: the message names the first line that differs
	rm -rf $t/te && cp -r $t/tw $t/te
	sed -i "$2" $t/te/$1
	cmp -s $t/te/$1 $t/tw/$1 && { no "tamper $1 '$2': the edit changed nothing"; return; }
	line=$(cmp $t/te/$1 $t/tw/$1 | sed 's/.* line //')
	before=$(find $t/te -type f | sort | xargs md5sum)
	for cmd in "fuzz --no-reduce --resume $t/te --count 5 --quiet" "report $t/te"; do
		./rif $cmd > $t/te.out 2> $t/te.err
		rc=$?
		[ $rc = 2 ] && [ "$(wc -l < $t/te.err)" = 1 ] && grep -q "$1 line $line\b\|$1: line $line " $t/te.err &&
		    [ "$before" = "$(find $t/te -type f | sort | xargs md5sum)" ] && ok ||
		    no "tamper $1 '$2', rif $cmd: exit $rc, $(cat $t/te.err)"
	done
}
tamper campaign.txt 's/^vlen 128$/vlen 256/'
tamper campaign.txt 's/^cc \(.*\)/cc \1\ncc \1/'
tamper campaign.txt 's/^gen .*/gen --ops vsub/'
tamper campaign.txt 's/^run-timeout .*/run-timeout 99/'
tamper journal '2s/\tblock,call\t/\tloop\t/'
tamper journal '3s/\t1[0-9]*\tloop,call\t/\t1000000000\tloop,call\t/'
tamper journal '3s/\twrong-code \(.*\) vmsne\t/\twrong-code \1 vadd\t/'
tamper failures/0001/outcomes.txt '2s/\tok$/\tbad/'
tamper failures/0001/failure.cfg 's/^run-timeout .*/run-timeout 99/'
# a reduced.c that rif did not write in this run (a user's, or a cut
# reduction's) is not overwritten by a campaign's own reduction
rm -rf $t/mine && cp -r $t/tw $t/mine
echo "/* mine */" > $t/mine/failures/0001/reduced.c
RIF_FAKE=wrong ./rif fuzz --resume $t/mine --count 4 --reduce --quiet > $t/mine.log 2>&1
[ "$(cat $t/mine/failures/0001/reduced.c)" = "/* mine */" ] && ! [ -f $t/mine/failures/0001/reduced.txt ] && ok ||
    no "a user's reduced.c was overwritten: $(head -3 $t/mine/failures/0001/reduced.c)"
# cksum(1) agrees with the seals rif wrote (an oracle independent of rif)
ok_seal=1
for f in campaign.txt failures/0001/failure.cfg failures/0001/outcomes.txt reach; do
	cp $t/tw/$f $t/resealed
	reseal $t/resealed
	cmp -s $t/resealed $t/tw/$f || ok_seal=0
done
cut -f1-9 $t/tw/journal | while IFS= read -r l; do printf '%s\n' "$l" | cksum | cut -d' ' -f1; done > $t/jsums
cut -f10 $t/tw/journal | cmp -s - $t/jsums || ok_seal=0
[ $ok_seal = 1 ] && ok || no "the seals are not cksum(1)'s"
# rif report while the campaign runs: a snapshot each time, never an error
RIF_FAKE=wrong ./rif fuzz --no-reduce --out $t/live --count 40 $common -j 2 > /dev/null 2>&1 &
pid=$!
n=0 bad=0
while kill -0 $pid 2>/dev/null; do
	if [ -f $t/live/journal ]; then
		./rif report $t/live > /dev/null 2> $t/live.err || { bad=$((bad + 1)); cp $t/live.err $t/live.bad; }
		n=$((n + 1))
	fi
done
wait $pid
[ $n -ge 3 ] && [ $bad = 0 ] && ok || no "rif report during a campaign: $bad of $n refused: $(cat $t/live.bad 2>/dev/null)"
tally faults
