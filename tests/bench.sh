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

echo "== campaign: the default matrix for ${BENCH_TIME:-5m}"
./rif fuzz --out $t/camp --time "${BENCH_TIME:-5m}" --quiet --seed 1 > /dev/null
sed -n 's/.*"session": {"tests": \([0-9]*\), "seconds": \([0-9.]*\), "rif_seconds": \([0-9.]*\)}.*/\1 \2 \3/p' \
    $t/camp/summary.json | awk '{ printf "  %d tests in %.0f s: %.0f tests per hour; rif itself %.2f%% of the wall time (target < 2%%)\n", $1, $2, $1 * 3600 / $2, 100 * $3 / $2 }'
grep '^tests:' $t/camp/summary.txt | sed 's/^/  /'
