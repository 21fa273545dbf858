#!/bin/sh
# One rif campaign in SHARDS shards run by GNU parallel (Debian package
# parallel), then merged into one directory with one report.
#
#   SHARDS=8 JOBS=2 SEED=42 OUT=runs/p sh examples/parallel.sh --time 8h -j 1
#
# Options after the script's name go to every shard's rif fuzz (give each
# shard -j so that JOBS shards at a time fill the machine).  A shard that
# was stopped continues where it was when the script is run again (rif fuzz
# --resume).  Over several machines with rif at the same path on a shared
# file system: PARALLEL_OPTS="-S host1,host2 --env SHARDS,SEED,OUT,RIF".
# The result: $OUT/all/report/index.html and $OUT/all/failures/*/bug-report.md.
SHARDS=${SHARDS:-4}
JOBS=${JOBS:-2}
SEED=${SEED:-42}
OUT=${OUT:-runs/parallel}
RIF=${RIF:-./rif}
export SHARDS SEED OUT RIF

if [ "$1" = --one-shard ]; then
	# one job of parallel: shard $2
	k=$2
	shift 2
	if [ -f "$OUT/s$k/campaign.txt" ]; then
		"$RIF" fuzz --resume "$OUT/s$k" --quiet
	else
		"$RIF" fuzz --shard "$k/$SHARDS" --seed "$SEED" --out "$OUT/s$k" --quiet "$@"
	fi
	rc=$?
	# rif fuzz exits 1 when it found a compiler bug: the job did its work
	[ $rc = 1 ] && rc=0
	exit $rc
fi
mkdir -p "$OUT" || exit 2
# -q: every option reaches rif fuzz as it was given, spaces and all
parallel -q --jobs "$JOBS" --line-buffer $PARALLEL_OPTS sh "$0" --one-shard {} "$@" ::: $(seq 1 "$SHARDS") ||
	echo "parallel.sh: a shard failed; merging the others" >&2
rm -rf "$OUT/all"
"$RIF" merge "$OUT"/s* --out "$OUT/all"
