#!/bin/sh
# Shards: a campaign run as two shards by GNU parallel (examples/parallel.sh)
# and merged equals the same campaign run whole (tests alone, --batch 1): the same journal (but for
# the times), failure folders, buckets.  Bad shards and merges are refused
# with nothing written.
t=build/shard
rm -rf $t && mkdir -p $t
. tests/lib.sh
if ! command -v parallel > /dev/null; then
	echo "SKIP GNU parallel is not installed (Debian package parallel; 'make deps' installs it)"
	echo "shard: 0 passed, 0 failed"
	exit 0
fi
export RIF_FAKE=wrong
# (with --batch 1: a batch's tests draw their tunings from its first test,
# and a shard's batches are not the whole campaign's)
set -- --cc "$fake/cc" --count 9 --nodes 5-12 --vlen 128 --fill off --no-reduce --batch 1
./rif fuzz --out $t/one --seed 9 -j 2 --quiet "$@" > $t/one.log 2>&1
SHARDS=2 JOBS=2 SEED=9 OUT=$t/p RIF=./rif sh examples/parallel.sh "$@" -j 1 > $t/p.log 2>&1
[ $? = 0 ] && ok || no "examples/parallel.sh failed: $(tail -3 $t/p.log)"
m=$t/p/all
# each shard ran its slice: tests 0, 2, 4, 6, 8 and 1, 3, 5, 7
[ "$(cut -f1 $t/p/s1/journal | tr '\n' ' ')" = "0 2 4 6 8 " ] && ok || no "shard 1/2 ran tests $(cut -f1 $t/p/s1/journal | tr '\n' ' ')"
[ "$(cut -f1 $t/p/s2/journal | tr '\n' ' ')" = "1 3 5 7 " ] && ok || no "shard 2/2 ran tests $(cut -f1 $t/p/s2/journal | tr '\n' ' ')"
[ "$(wc -l < $t/one/journal)" = 9 ] && ok || no "the whole campaign ran $(wc -l < $t/one/journal) tests"
cut -f1-6,8,9 $t/one/journal > $t/one.j
cut -f1-6,8,9 $m/journal > $t/merged.j
cmp -s $t/one.j $t/merged.j && ok || no "the merged journal differs: $(diff $t/one.j $t/merged.j | head -5)"
nf=$(awk -F'\t' '$5 != "-"' $t/one/journal | wc -l)
[ "$nf" -ge 2 ] && ok || no "the campaign has $nf failures (2 or more wanted)"
for f in $(awk -F'\t' '$5 != "-" { print $5 }' $t/one/journal); do
	cmp -s $t/one/failures/$f/test.c $m/failures/$f/test.c && cmp -s $t/one/failures/$f/failure.txt $m/failures/$f/failure.txt &&
	    cmp -s $t/one/failures/$f/outcomes.txt $m/failures/$f/outcomes.txt && ok || no "failures/$f differs from the whole campaign's"
done
grep -v '^check ' $t/one/campaign.txt > $t/one/campaign.txt.unsealed
[ "$(ls $m/failures | wc -l)" = "$nf" ] && ok || no "$(ls $m/failures | wc -l) failure folders merged, $nf wanted"
sed -n '/^buckets/,$p' $t/one/summary.txt > $t/one.b
sed -n '/^buckets/,$p' $m/summary.txt > $t/merged.b
cmp -s $t/one.b $t/merged.b && ok || no "the merged buckets differ: $(diff $t/one.b $t/merged.b | head -5)"
grep -v '^shard \|^check ' $m/campaign.txt | cmp -s - $t/one/campaign.txt.unsealed && grep -qx 'shard 1-2/2' $m/campaign.txt && ok ||
    no "merged campaign.txt: $(diff $m/campaign.txt $t/one/campaign.txt)"
grep -q "id=\"n-tests\">9<" $m/report/index.html && ok || no "the merged report does not show 9 tests"
grep -q "shards 1-2 of 2" $m/report/index.html && ok || no "the merged report does not name its shards"
[ -s $t/p/s1/report/index.html ] && ok || no "shard 1 wrote no report"

# bad shards: exit 2, one message, nothing written
bad() {
	word=$1 out=$2
	shift 2
	"$@" > $t/bad.out 2> $t/bad.err
	rc=$?
	[ $rc = 2 ] && grep -q -- "$word" $t/bad.err && [ "$(wc -l < $t/bad.err)" = 1 ] && ! [ -e "$out" ] && ok ||
	    no "$*: exit $rc: $(cat $t/bad.err)"
}
bad "give the campaign's --seed" $t/b1 ./rif fuzz --no-reduce --shard 1/2 --out $t/b1 --count 1
bad "shard 3 is not in 1..2" $t/b2 ./rif fuzz --no-reduce --shard 3/2 --seed 1 --out $t/b2
bad "shard 0 is not in 1..2" $t/b2 ./rif fuzz --no-reduce --shard 0/2 --seed 1 --out $t/b2
bad "accepted: K/N" $t/b2 ./rif fuzz --no-reduce --shard 1-2/2 --seed 1 --out $t/b2
bad "accepted: K/N" $t/b2 ./rif fuzz --no-reduce --shard 2 --seed 1 --out $t/b2
bad "accepted: K/N" $t/b2 ./rif fuzz --no-reduce --shard 1/0 --seed 1 --out $t/b2
bad "cannot be changed on --resume" $t/b2 ./rif fuzz --no-reduce --resume $t/p/s1 --shard 2/2
bad "is a merge of shards 1-2 of 2" $t/b2 ./rif fuzz --no-reduce --resume $m
bad "shard 1/2 is given twice" $t/m1 ./rif merge $t/p/s1 $t/p/s1 --out $t/m1
bad "is not a shard" $t/m1 ./rif merge $t/p/s1 $t/one --out $t/m1
bad "is not a rif campaign directory" $t/m1 ./rif merge $t/p/s1 $t/nothing --out $t/m1
bad "exists and is not empty" $t/m1 ./rif merge $t/p/s1 --out $t/p/s2
bad "give --out" $t/m1 ./rif merge $t/p/s1
bad "shard 1/2 is given twice" $t/m1 ./rif merge $m $t/p/s1 --out $t/m1
# shards of another campaign: another seed, another setting, another N
mkdir -p $t/x
for d in s1 s2; do cp -r $t/p/$d $t/x/$d; done
sed -i 's/^seed .*/seed 0x0000000000000006/' $t/x/s2/campaign.txt
reseal $t/x/s2/campaign.txt
bad "shards of different campaigns: their campaign.txt differ ('seed 0x0000000000000009' and 'seed 0x0000000000000006')" \
    $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/campaign.txt $t/x/s2/campaign.txt
sed -i 's/^vlen .*/vlen 256/' $t/x/s2/campaign.txt
reseal $t/x/s2/campaign.txt
bad "their campaign.txt differ ('vlen 128' and 'vlen 256')" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/campaign.txt $t/x/s2/campaign.txt
sed -i 's/^shard .*/shard 2\/3/' $t/x/s2/campaign.txt
reseal $t/x/s2/campaign.txt
bad "of 2 and of 3 shards" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/campaign.txt $t/x/s2/campaign.txt
sed -i '1s/.*/rif-campaign 9.9/' $t/x/s2/campaign.txt
bad "another version of rif" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/campaign.txt $t/x/s2/campaign.txt
sed -i '1s/^1\t/3\t/' $t/x/s2/journal
bad "journal: line 1: seed" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/journal $t/x/s2/journal
sed -i '1s/^1\t/2\t/' $t/x/s2/journal
bad "test 2 is not one of shard 2/2" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
cp $t/p/s2/journal $t/x/s2/journal
echo "Debian clang version 99" > $t/x/s2/probe/version-0.txt
bad "ran different compilers" $t/m1 ./rif merge $t/p/s1 $t/x/s2 --out $t/m1
# one shard of two merged alone: its tests, a summary without this run's figures
rm -rf $t/one
./rif merge $t/p/s1 --out $t/one > $t/one.log 2>&1
rc=$?
[ $rc = 0 ] && [ "$(wc -l < $t/one/journal)" = "$(wc -l < $t/p/s1/journal)" ] && grep -q "shards 1 of 2" $t/one/summary.txt &&
    ! grep -q "^this run" $t/one/summary.txt && ok || no "one shard merged alone: exit $rc, $(tail -2 $t/one.log)"
tally shard
