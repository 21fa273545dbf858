#!/bin/sh
# rif report on a campaign with injected failures (the fake compiler of
# tests/fake/ compiles vadd as vsub at -O2), each bucket reduced: the page
# shows every bucket, its reproducer and the numbers counted here from the
# journal; a bug-report.md per reduced compiler-bug bucket; escaping; the
# same bytes twice; bad input.
t=build/report
rm -rf $t && mkdir -p $t
. tests/lib.sh
c=$t/c
RIF_FAKE=wrong ./rif fuzz --out $c --cc "$fake/cc" --count 6 --seed 7 --nodes 10-20 --vlen 128 --fill off \
    --tune none --reduce -j 2 --quiet > $t/fuzz.log 2>&1
rc=$?
[ $rc = 1 ] && ok || no "the campaign exited $rc, not 1 (a compiler bug found): $(tail -2 $t/fuzz.log)"
p=$c/report/index.html
[ -s $p ] && ok || no "the campaign wrote no report"
grep -q "written by <code>rif fuzz --out $c" $p && ok || no "the campaign's report does not name its command"

start=$(date +%s%N)
./rif report $c > /dev/null
ms=$((($(date +%s%N) - start) / 1000000))
cp $p $t/first.html
./rif report $c > /dev/null
cmp -s $p $t/first.html && ok || no "rif report twice: different bytes"
echo "report: $(wc -c < $p) bytes, written in $ms ms"

# the numbers, counted from the journal
j=$c/journal
val() { sed -n "s/.*id=\"$1\">\([0-9]*\)<.*/\1/p" $p | head -1; }
[ "$(val n-tests)" = "$(wc -l < $j)" ] && ok || no "tests: page $(val n-tests), journal $(wc -l < $j)"
for cls in pass wrong-code compiler-crash compile-error model-suspect; do
	n=$(cut -f4 $j | grep -cx -- "$cls")
	[ "$(val n-$cls)" = "$n" ] && ok || no "$cls: page $(val n-$cls), journal $n"
done
nb=$(awk -F'\t' '$4 != "pass" { print $6 }' $j | sort -u | wc -l)
[ "$nb" -ge 2 ] && ok || no "the campaign made $nb buckets (2 or more wanted)"
[ "$(val n-buckets)" = "$nb" ] && ok || no "buckets: page $(val n-buckets), journal $nb"
# buckets largest first, each with its count and signature
awk -F'\t' '$4 != "pass" { print $6 }' $j | sort | uniq -c | sort -rn | awk '{ print $1 }' > $t/want.counts
sed -n 's/.*id="bucket-[0-9]*-count">\([0-9]*\)<.*/\1/p' $p > $t/got.counts
cmp -s $t/want.counts $t/got.counts && ok || no "bucket counts: page $(tr '\n' ' ' < $t/got.counts), journal $(tr '\n' ' ' < $t/want.counts)"
awk -F'\t' '$4 != "pass" { print $6 }' $j | sort -u > $t/sigs
while read -r sig; do
	grep -qF "<code class=\"sig\">$sig</code>" $p && ok || no "the page lacks the bucket '$sig'"
done < $t/sigs
# a link to every failure folder
for f in $(awk -F'\t' '$5 != "-" { print $5 }' $j); do
	grep -q "href=\"../failures/$f/\"" $p && ok || no "no link to failures/$f"
done
# html-escaped text as a pattern for grep -F
esc() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }

# each bucket's first failure: its reduced program is on the page, and a
# compiler bug gets a bug report with the program, the commands, the
# versions, what it printed and the first bad pass
awk -F'\t' '$4 != "pass" && !seen[$6]++ { print $5, $4, $6 }' $j > $t/firsts
while read -r f cls sig; do
	d=$c/failures/$f
	if ! [ -f $d/reduced.c ]; then
		no "failures/$f was not reduced"
		continue
	fi
	sed -n '/^#define LEN0/,$p' $d/reduced.c | grep '__riscv_' | esc > $t/calls
	[ -s $t/calls ] && grep -qF -f $t/calls $p && ok || no "the page lacks the reduced program of failures/$f"
	r=$d/bug-report.md
	case $cls in
	wrong-code | compiler-crash) ;;
	*) [ -f $r ] && no "a bug report for $cls (failures/$f)" || ok; continue ;;
	esac
	[ -f $r ] && ok || { no "no bug-report.md in failures/$f"; continue; }
	head -2 $r | grep -q '^# \[RISC-V\]\[RVV\] Wrong code at -O2 for __riscv_' && ok || no "$r: title '$(sed -n 2p $r)'"
	awk '/^```c$/ { on = 1; next } on && /^```$/ { exit } on' $r > $t/prog.c
	cmp -s $t/prog.c $d/reduced.c && ok || no "$r does not hold reduced.c"
	grep -qF "$(head -1 $c/probe/version-0.txt)" $r && ok || no "$r lacks the compiler's version"
	grep -qF "$(head -1 $c/probe/emulator-0.txt)" $r && ok || no "$r lacks the emulator's version"
	grep -q "^$fake/cc .* -O2 .*reduced.c -o repro$" $r && grep -q "^/.*qemu.* -cpu rv64,v=true,vlen=128.* ./repro$" $r &&
	    ok || no "$r lacks the commands"
	# rif linked against the sysroot by path; the report's commands link -static
	grep -q -- "-Wl,--dynamic-linker=/" $d/repro.sh && grep -q "^$fake/cc .* -O2 -static .*reduced.c -o repro$" $r &&
	    ! grep -q -- "-Wl," $r && ok || no "$r: the commands are not linked -static (or the campaign's not dynamically)"
	grep -qF "$(grep -m1 'rif: FAIL' $d/reduced.out)" $r && grep -q 'rif: FAIL' $d/reduced.out && ok || no "$r lacks the actual values"
	grep -qF "rif: ok," $r && ok || no "$r lacks the -O0 build's output"
	grep -qF "$(head -1 $d/bisect.txt)" $r && ok || no "$r lacks the first bad pass"
	# the -O2 build failed in every failure of the bucket, the -O0 one in none
	n=$(awk -F'\t' -v s="$sig" '$6 == s' $j | wc -l)
	grep -qF "| \`$fake/cc -O2\` | $n | 0 | 0 |" $r && grep -qF "| \`$fake/cc -O0\` | 0 | $n | 0 |" $r &&
	    ok || no "$r: affected builds: $(grep '^| `' $r | tr '\n' ' ')"
done < $t/firsts

# escaping: a reproducer with <, & and quotes
f=$(head -1 $t/firsts | cut -d' ' -f1)
echo '/* a < b && c > "d" */' >> $c/failures/$f/reduced.c
./rif report $c > /dev/null
grep -qF '/* a &lt; b &amp;&amp; c &gt; &quot;d&quot; */' $p && ok || no "the reproducer is not escaped"
# every '<' on the page opens a tag rif writes
tags=$(grep -o '<[^ >]*' $p | sort -u | grep -vxE '<(!DOCTYPE|!--|/?(html|head|meta|title|style|body|h1|h2|h3|p|code|table|tr|th|td|span|pre|a|section|ul|li|svg|line|text|polyline|rect|title))')
[ -z "$tags" ] && ok || no "unknown tags (unescaped text?): $tags"

# bad input: exit 2, one message, the report as it was
bad() {
	word=$1
	shift
	cp $p $t/before.html
	./rif report "$@" > /dev/null 2> $t/bad.err
	rc=$?
	[ $rc = 2 ] && grep -q -- "$word" $t/bad.err && [ "$(wc -l < $t/bad.err)" = 1 ] && cmp -s $p $t/before.html &&
	    ok || no "rif report $*: exit $rc: $(cat $t/bad.err)"
}
bad "not a rif campaign directory" $t/nothing
bad "not a rif campaign directory" $t
bad "unknown option" --frobnicate $c
bad "one campaign directory at a time" $c $c
cp $j $t/journal.good
sed -i '2s/\t0x[0-9a-f]*\t/\t0x0123456789abcdef\t/' $j
bad "journal: line 2: seed 0x0123456789abcdef" $c
cp $t/journal.good $j
sed -i '1s/$/\tmore/' $j
bad "journal: line 1 is not a journal line" $c
cp $t/journal.good $j
o=$c/failures/$f/outcomes.txt
cp $o $t/outcomes.good
sed -i '2s/^build ok/build maybe/' $o
bad "outcomes.txt line 2 ('build maybe" $c
reseal $o
bad "outcomes.txt line 2 (build): 'maybe' is no status" $c
cp $t/outcomes.good $o
./rif report $c > /dev/null && ok || no "the repaired campaign is refused"

# a test that keeps to one compiler's API names its deny list in failure.cfg
# (--deny deny-N.txt, a file of the failure folder): the report, written
# from elsewhere, finds it there (a campaign with --reduce once died here)
d=$(awk -F'\t' '$4 == "wrong-code" { print $5; exit }' $j)
cfg=$c/failures/$d/failure.cfg
cp $cfg $t/cfg.good
printf '# intrinsics that a compiler rejects\n__riscv_vadd_vv_i8mf8_tu\n' > $c/failures/$d/deny-1.txt
sed -i 's/^gen \(.*\) -o test.c$/gen \1 --deny deny-1.txt -o test.c/' $cfg
reseal $cfg
grep -q -- '--deny deny-1.txt -o test.c$' $cfg && ok || no "failure.cfg was not edited"
rm -f $c/failures/$d/bug-report.md
./rif report $c > $t/deny.log 2>&1 && ok || no "a failure.cfg with --deny: $(cat $t/deny.log)"
[ -s $c/failures/$d/bug-report.md ] && ok || no "no bug-report.md for the failure whose gen has --deny"
cp $t/cfg.good $cfg

# buckets whose reduced failures have the same fingerprint bug key (class,
# compiler family, first bad pass, key) are one bug; another pass is
# another bug; a "fingerprint" line of the known list makes it known.  The
# fingerprints are written here by hand (the fake compiler is not clang:
# nothing is bisected)
firsts=$(awk -F'\t' '$4 == "wrong-code" && $5 != "-" && !seen[$6]++ { print $5 }' $j)
set -- $firsts
fp() {  # folder pass key ops
	printf 'rif-fingerprint 0.2.0\nclass wrong-code\ncompiler clang-22\nfamily clang\nlevel -O2\ntune -\npass %s\nkey %s\noperators 2\nops %s\nedges vadd_vv_m>vmerge_vvm:vs1\n' \
	    "$2" "$3" "$4" > $c/failures/$1/fingerprint.txt
	reseal $c/failures/$1/fingerprint.txt
}
if [ $# -ge 2 ]; then
	for f in $firsts; do fp $f fake-pass vadd "vadd_vv_m vmerge_vvm"; done
	./rif fuzz --no-reduce --resume $c --count 1 --quiet > $t/resume.log 2>&1
	grep -q "^bugs: 1 distinct compiler bug, 1 of them new" $c/summary.txt && ok ||
	    no "summary.txt: not one bug of $# buckets: $(sed -n 2,4p $c/summary.txt)"
	grep -q "^   1 NEW    wrong-code clang-22 -O2; fake-pass; vadd; 2 operators (vadd_vv_m vmerge_vvm)  failures/$1/reduced.c  ($# buckets," \
	    $c/summary.txt && ok || no "summary.txt: the bug's line: $(sed -n 3p $c/summary.txt)"
	[ "$(grep -c '\[bug 1\]' $c/summary.txt)" = $# ] && ok || no "summary.txt: not $# buckets of bug 1"
	[ "$(grep -c '"bug": 1}\|"bug": 1,' $c/summary.json)" -ge $# ] && grep -q '"distinct_bugs": 1,' $c/summary.json &&
	    grep -q '"first_bad_pass": "fake-pass"' $c/summary.json && ok || no "summary.json: not $# buckets in bug 1"
	./rif report $c > /dev/null
	grep -q '<h2 id="bugs">Distinct compiler bugs: <span id="n-distinct">1</span>, <span id="n-new">1</span> of them new' $p &&
	    [ "$(grep -c 'Bug <a href="#bug-1">1</a>, with buckets' $p)" = $# ] && ok ||
	    no "the page does not lead with the bug and link its $# buckets"
	# another first bad pass: another bug
	fp $1 other-pass vadd "vadd_vv_m vmerge_vvm"
	./rif fuzz --no-reduce --resume $c --count 1 --quiet > $t/resume.log 2>&1
	grep -q "^bugs: 2 distinct compiler bugs, 2 of them new" $c/summary.txt && ok ||
	    no "another pass is not another bug: $(sed -n 2p $c/summary.txt)"
	# known by a fingerprint line (its fields ANDed, edge any of them); another key is not
	printf 'fingerprint class=wrong-code family=clang pass=fake-pass key=vadd edge=*_m>vmerge_vvm:vs1\ttests/bugs/vmerge-same-mask.c\n' > $t/fpknown.txt
	printf 'fingerprint class=wrong-code family=clang pass=other-pass key=vsub\tnot this one\n' >> $t/fpknown.txt
	./rif fuzz --no-reduce --resume $c --count 1 --quiet --known $t/fpknown.txt > $t/resume.log 2>&1
	grep -q "^bugs: 2 distinct compiler bugs, 1 of them new" $c/summary.txt &&
	    grep -q "^   2 known  wrong-code clang-22 -O2; fake-pass; .*known: tests/bugs/vmerge-same-mask.c  ($(($# - 1)) bucket" $c/summary.txt &&
	    ok || no "a fingerprint line of the known list: $(sed -n 2,5p $c/summary.txt)"
	# a bad fingerprint line is refused, naming the term
	printf 'fingerprint class=wrong-code colour=red\tx\n' > $t/fpbad.txt
	./rif fuzz --no-reduce --resume $c --count 1 --quiet --known $t/fpbad.txt > $t/resume.log 2>&1
	[ $? = 2 ] && grep -q "'colour=red' is no fingerprint term" $t/resume.log && ok ||
	    no "a bad fingerprint term: $(cat $t/resume.log)"
	for f in $firsts; do rm -f $c/failures/$f/fingerprint.txt; done
	./rif fuzz --no-reduce --resume $c --count 1 --quiet --known tests/bugs/known.txt > $t/resume.log 2>&1
else
	no "the campaign made $# wrong-code buckets (2 or more wanted for the groups)"
fi
tally report
