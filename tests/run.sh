#!/bin/sh
# Runs every test of rif and ends with the tally "N passed, N failed".
# A group prints "<group>: N passed, M failed"; one that does not counts as
# one test, passed if it exits 0.  A group that cannot run here prints
# "SKIP <why>" and its tally of 0.
#
# The groups run in two lanes at once, each lane's groups one after the
# other: most groups wait on one compiler or emulator at a time, so one
# lane alone left a core of the machine idle (make check took 34 minutes
# instead of 20).  The end-to-end group keeps both cores busy by itself and
# is in the lane of the short groups.  Each group's log is
# build/groups/N.log; the results are printed in the order listed.
cd "$(dirname "$0")/.." || exit 2
G=build/groups
rm -rf $G
mkdir -p $G
pass=0
fail=0

# the groups: LANE NAME COMMAND...
groups() {
	group a "unit tests of the model and tables" ./build/unit
	group a "unit tests under ASan and UBSan" ./build/unit-san
	group a "soft-float against MPFR and the host FPU" ./build/sfcheck
	group a "soft-float under ASan and UBSan" ./build/sfcheck-san -n 5000 -s 2
	group a "names and prototypes against the v1.0 API" sh tests/tsv.sh
	group a "bad command lines" sh tests/cli.sh
	group a "bad input made from good input" sh tests/badinput.sh
	group a "parser fuzzer's corpus replayed under ASan and UBSan" sh -c './build/fuzz-replay fuzz/corpus/*'
	group a "reproducible output" sh tests/repro.sh
	group a "end to end: clang-22/19/16 and GCC 14/15/16, -O0/-O2, QEMU 10 and 7.2" sh tests/e2e.sh
	group b "campaign driver: fake compilers, resume, bad input" sh tests/fuzz.sh
	group a "rif's own faults: a full disk, ulimit -f, a compiler gone" sh tests/faults.sh
	group b "reducer: an injected miscompilation, flaky failures, bad input" sh tests/reduce.sh
	group a "report: buckets, reproducers, bug reports, bad input" sh tests/report.sh
	group a "report in a browser: headless Chromium shows the numbers" sh tests/browser.sh
	group a "shards: two with GNU parallel, merged, against one campaign" sh tests/shard.sh
}

# group LANE NAME COMMAND...: with $lane set, run the group if it is in that
# lane (its log, exit status and seconds in $G/N.*); with $lane empty, wait
# for its result and print it
n=0
group() {
	n=$((n + 1))
	l=$1 name=$2
	shift 2
	if [ -n "$lane" ]; then
		[ "$l" = "$lane" ] || return 0
		start=$(date +%s)
		"$@" > $G/$n.log 2>&1
		echo "$? $(($(date +%s) - start))" > $G/$n.tmp
		mv $G/$n.tmp $G/$n.end
		return 0
	fi
	while ! [ -f $G/$n.end ]; do
		# a lane that died (killed) leaves no result: stop waiting
		kill -0 $lane_a 2> /dev/null || kill -0 $lane_b 2> /dev/null || [ -f $G/$n.end ] || {
			echo "FAIL $name: no result (its lane ended)"
			fail=$((fail + 1))
			return 0
		}
		sleep 1
	done
	read -r rc secs < $G/$n.end
	log=$G/$n.log
	line=$(grep -E '^[a-z0-9 -]+: [0-9]+ passed, [0-9]+ failed$' $log | tail -1)
	p=$(echo "$line" | sed -n 's/.*: \([0-9]*\) passed.*/\1/p')
	f=$(echo "$line" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
	if [ -z "$line" ]; then
		p=$((rc == 0))
		f=$((rc != 0))
		name="$name: $(tail -1 $log)"
	elif [ "$rc" != 0 ] && [ "$f" = 0 ]; then
		f=1
	fi
	pass=$((pass + p))
	fail=$((fail + f))
	skip=$(sed -n 's/^SKIP //p' $log | head -1)
	if [ -n "$skip" ]; then
		echo "skip $name: $skip"
	elif [ "$f" = 0 ]; then
		echo "ok   $name: $p passed (${secs}s)"
	else
		echo "FAIL $name: $p passed, $f failed (${secs}s)"
		grep -v '^PASS' $log | tail -30 | sed 's/^/     /'
	fi
}

# an interrupt stops both lanes and what they run (the lanes, started
# without job control, ignore SIGINT)
trap 'trap "" TERM; kill -TERM 0; exit 130' INT TERM HUP
lane=a groups &
lane_a=$!
lane=b groups &
lane_b=$!
lane= groups
wait
echo "$pass passed, $fail failed"
[ $fail = 0 ]
