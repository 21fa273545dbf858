#!/bin/sh
# Runs every test of rif and ends with the tally "N passed, N failed".
# A group prints "<group>: N passed, M failed"; one that does not counts as
# one test, passed if it exits 0.  A group that cannot run here prints
# "SKIP <why>" and its tally of 0.
cd "$(dirname "$0")/.." || exit 2
mkdir -p build
pass=0
fail=0
group() {
	name=$1
	shift
	start=$(date +%s)
	"$@" > build/group.log 2>&1
	rc=$?
	line=$(grep -E '^[a-z0-9 -]+: [0-9]+ passed, [0-9]+ failed$' build/group.log | tail -1)
	p=$(echo "$line" | sed -n 's/.*: \([0-9]*\) passed.*/\1/p')
	f=$(echo "$line" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
	if [ -z "$line" ]; then
		p=$((rc == 0))
		f=$((rc != 0))
		name="$name: $(tail -1 build/group.log)"
	elif [ $rc != 0 ] && [ "$f" = 0 ]; then
		f=1
	fi
	pass=$((pass + p))
	fail=$((fail + f))
	skip=$(sed -n 's/^SKIP //p' build/group.log | head -1)
	if [ -n "$skip" ]; then
		echo "skip $name: $skip"
	elif [ "$f" = 0 ]; then
		echo "ok   $name: $p passed ($(($(date +%s) - start))s)"
	else
		echo "FAIL $name: $p passed, $f failed ($(($(date +%s) - start))s)"
		grep -v '^PASS' build/group.log | tail -30 | sed 's/^/     /'
	fi
}
group "unit tests of the model and tables" ./build/unit
group "unit tests under ASan and UBSan" ./build/unit-san
group "soft-float against MPFR and the host FPU" ./build/sfcheck
group "soft-float under ASan and UBSan" ./build/sfcheck-san -n 5000 -s 2
group "names and prototypes against the v1.0 API" sh tests/tsv.sh
group "bad command lines" sh tests/cli.sh
group "bad input made from good input" sh tests/badinput.sh
group "parser fuzzer's corpus replayed under ASan and UBSan" sh -c './build/fuzz-replay fuzz/corpus/*'
group "reproducible output" sh tests/repro.sh
group "end to end: clang-22/19/16 and GCC 14/15/16, -O0/-O2, QEMU 10 and 7.2" sh tests/e2e.sh
group "campaign driver: fake compilers, resume, bad input" sh tests/fuzz.sh
group "rif's own faults: a full disk, ulimit -f, a compiler gone" sh tests/faults.sh
group "reducer: an injected miscompilation, flaky failures, bad input" sh tests/reduce.sh
group "report: buckets, reproducers, bug reports, bad input" sh tests/report.sh
group "report in a browser: headless Chromium shows the numbers" sh tests/browser.sh
group "shards: two with GNU parallel, merged, against one campaign" sh tests/shard.sh
echo "$pass passed, $fail failed"
[ $fail = 0 ]
