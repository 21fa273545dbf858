#!/bin/sh
# Bad input made mechanically from good input.  Each option of each command
# gets an empty, negative, huge, nan, non-numeric and trailing-garbage value
# (paths to write: an empty name, a missing folder, a file as a folder) and
# no value at all; each of rif's own files (campaign.txt, journal,
# failure.cfg, a deny list) from a short campaign with fake compilers is cut
# at every line and gets each value corrupted the same six ways.  Every case
# must give exit status 2, exactly one line on stderr that names what was
# wrong, nothing on stdout, and leave the files as they were.  Free text
# (a failure's key, a journal line's signature) has no wrong value and is
# left alone; a deny list is any list of names, so it is not cut.
t=${BADINPUT_DIR:-build/badinput}
rif=${RIF:-./rif}
rm -rf $t && mkdir -p $t/scratch $t/afile
pass=0 fail=0 LINE= D=
fake=$(pwd)/tests/fake
S=$t/scratch
: > $t/afile/x
touch $t/file

# what a folder holds: names, modes and contents (one tar and one md5sum:
# this runs twice for each of some 900 cases)
sum() {
	tar -C "$1" --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -cf - . | md5sum
}

# case NAME DIR WORD CMD...: exit 2, one line on stderr that contains WORD
# (and, if LINE is set, the line number LINE), nothing on stdout, DIR as it was
case_() {
	c_name=$1 c_dir=$2 c_word=$3
	shift 3
	before=$(sum "$c_dir")
	# a bad input taken for a good one may start work that never ends
	timeout -k 5 60 "$@" > $t/out 2> $t/err < /dev/null
	rc=$?
	after=$(sum "$c_dir")
	why=
	[ $rc = 2 ] || why="exit $rc"
	[ "$(wc -l < $t/err)" = 1 ] || why="$why, $(wc -l < $t/err) lines on stderr"
	grep -qF -- "$c_word" $t/err || why="$why, stderr does not name '$c_word'"
	if [ -n "$LINE" ] && ! grep -qE "line $LINE([^0-9]|$)|:$LINE:" $t/err; then
		why="$why, stderr does not name line $LINE"
	fi
	[ -s $t/out ] && why="$why, output on stdout"
	[ "$before" = "$after" ] || why="$why, $c_dir changed"
	if [ -z "$why" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $c_name: ${why#, }: $(head -c 300 $t/err | head -3)"
	fi
}

# ---- a short campaign: 4 tests, each a wrong-code failure ----
RIF_FAKE=wrong $rif fuzz --out $t/camp --count 4 --seed 7 --nodes 5 --no-swarm --ops vadd \
    --quiet --vlen 128 --fill off --cc "$fake/cc" --observe 0 > $t/camp.log 2>&1
if [ $? != 1 ] || [ "$(wc -l < $t/camp/journal)" != 4 ] || ! [ -f $t/camp/failures/0004/failure.cfg ]; then
	echo "FAIL the campaign that makes the good input: $(tail -3 $t/camp.log)"
	echo "badinput: 0 passed, 1 failed"
	exit 1
fi
camp=$t/camp
fcfg=$camp/failures/0001/failure.cfg
# a deny list as rif probe writes it
{ echo "# intrinsics that clang-16 -O0 rejects (rif's API probe)"
  $rif list --ops vfadd --sew 16 | head -3; } > $S/deny.txt
# a list of known bugs
printf '# known bugs\ncompiler-crash * DAG->DAG *\ttests/bugs/x.c\n\nwrong-code * vadd\ta note\n' > $S/known.txt

# ---- options ----
BIG=99999999999999999999999
# opt CMD-WORDS... -- OPTION GOOD: the six bad values and no value
opt() {
	base=
	while [ "$1" != -- ]; do base="$base $1"; shift; done
	o=$2 good=$3
	w=${o#--}
	for v in "" -1 $BIG nan abc "${good}x"; do
		# shellcheck disable=SC2086
		case_ "rif$base $o '$v'" ${D:-$S} "$w" $rif $base $o "$v"
	done
	# shellcheck disable=SC2086
	case_ "rif$base $o (no value)" ${D:-$S} "$w" $rif $base $o
}
# out CMD-WORDS... -- OPTION: a file that cannot be written (an empty name,
# a missing folder, a file as a folder, a folder); --out: a folder that
# cannot be made or used
out() {
	base=
	while [ "$1" != -- ]; do base="$base $1"; shift; done
	o=$2
	w=${o#--}
	bad="$t/nodir/x $t/file/x $t/afile"
	[ $o = --out ] && bad="$t/file/x $t/file $t/afile"
	for v in "" $bad; do
		# shellcheck disable=SC2086
		case_ "rif$base $o '$v'" $S "$w" $rif $base $o "$v"
	done
	# shellcheck disable=SC2086
	case_ "rif$base $o (no value)" $S "$w" $rif $base $o
}
gen="gen --nodes 5 -o $S/t.c"
filters="--ops vadd --sew 32 --lmul m1 --policy tu --sign i"
shapes="--shape loop --observe 0.5"
set -- --seed 7 --nodes 5 --length 16 --root vadd --len-mode const --deny $S/deny.txt $filters $shapes
while [ $# -gt 1 ]; do
	opt $gen -- $1 $2
	opt stats --count 1 -- $1 $2
	shift 2
done
out gen --nodes 5 -- -o
out gen --nodes 5 -- --dot
opt stats --nodes 5 -- --count 1
set -- $filters
while [ $# -gt 1 ]; do
	opt list -- $1 $2
	shift 2
done
fz="fuzz --out $S/new --count 1 --cc $fake/cc --vlen 128 --fill off --quiet"
set -- --count 1 -j 1 --seed 7 --compile-mem 4096 --run-mem 2048 --reach-every 10 --nodes 5 \
    --vlen 128 --time 1m --compile-timeout 5m --run-timeout 60 --reduce-budget 5m --opt O2 \
    --march auto --fill off --cc "$fake/cc" --qemu qemu10 --known $S/known.txt --tune sifive-p670 $filters $shapes
while [ $# -gt 1 ]; do
	opt $fz -- $1 $2
	shift 2
done
out fuzz --count 1 --cc "$fake/cc" -- --out
D=$camp
set -- --time 1m --count 10 -j 1 --reduce-budget 5m --known $S/known.txt
while [ $# -gt 1 ]; do
	opt fuzz --resume $camp -- $1 $2
	shift 2
done
opt reduce --quiet $camp/failures/0001 -- --time-budget 5m
for v in "" -1 $BIG nan abc $camp/failures/0001x $fcfg; do
	case_ "rif reduce '$v'" $camp "reduce" $rif reduce --quiet "$v"
done
D=
opt probe -- --cc "$fake/cc"
opt probe -- --march auto
out probe -- -o
case_ "rif version x" $S "version" $rif version x

# ---- rif's own files ----
# replace FILE K FIELD VALUE: line K of FILE with field FIELD (0: the whole
# value after the key; else a tab-separated field) set to VALUE
replace() {
	awk -v k="$2" -v f="$3" -v v="$4" 'BEGIN { FS = OFS = "\t" }
	    NR == k && f == 0 { sub(/ .*/, ""); $0 = $0 " " v }
	    NR == k && f > 0 { $f = v }
	    { print }' "$1" > $t/edit && cat $t/edit > "$1"
}
# damage NAME FILE WORD SKIP FIELDS CMD...: FILE cut after each line (from
# line 0 to line SKIP before the end) and each value of each line (the
# fields FIELDS of a journal, else the value after the key) corrupted; the
# campaign is copied back after each case
damage() {
	name=$1 file=$2 word=$3 skip=$4 fields=$5
	shift 5
	cp "$file" $t/good
	lines=$(wc -l < $t/good)
	k=0
	while [ $k -le $((lines - 1 - skip)) ]; do
		head -n $k $t/good > "$file"
		case_ "$name cut after line $k" $t/c "$word" "$@"
		rm -rf $t/c && cp -r $camp $t/c
		k=$((k + 1))
	done
	k=1
	while [ $k -le "$lines" ]; do
		key=$(sed -n "${k}p" $t/good | cut -d' ' -f1)
		val=$(sed -n "${k}p" $t/good | cut -d' ' -f2-)
		for f in $fields; do
			[ "$key" = key ] && continue
			[ $f != 0 ] && val=$(sed -n "${k}p" $t/good | cut -f$f)
			for v in "" -1 $BIG nan abc "${val}x"; do
				cp $t/good "$file"
				replace "$file" $k $f "$v"
				LINE=$k
				case_ "$name line $k field $f '$v'" $t/c "$word" "$@"
				LINE=
				rm -rf $t/c && cp -r $camp $t/c
			done
		done
		k=$((k + 1))
	done
}
cp -r $camp $t/c
damage campaign.txt $t/c/campaign.txt campaign.txt 0 0 $rif fuzz --resume $t/c
# a journal cut after its last line but one is what a crash leaves (the test
# is redone); cut shorter, failure folders would be lost
damage journal $t/c/journal journal 2 "1 2 3 4 5" $rif fuzz --resume $t/c
damage failure.cfg $t/c/failures/0001/failure.cfg failure.cfg 0 0 $rif reduce --quiet $t/c/failures/0001
# a model-suspect's other -O0 builds come in pairs of alt-build and alt-run
b=$(sed -n 's/^build //p' $fcfg)
r=$(sed -n 's/^run //p' $fcfg)
for pair in "alt-build $b" "alt-run $r" "alt-run $r
alt-build $b" "alt-build $b
alt-build $b"; do
	rm -rf $t/c && cp -r $camp $t/c
	printf '%s\n' "$pair" >> $t/c/failures/0001/failure.cfg
	case_ "failure.cfg: $(echo "$pair" | cut -d' ' -f1 | tr '\n' ' ')" $t/c alt- $rif reduce --quiet $t/c/failures/0001
done
rm -rf $t/c && cp -r $camp $t/c
# a deny list: each name corrupted (a blank line is allowed)
lines=$(wc -l < $S/deny.txt)
k=2
while [ $k -le "$lines" ]; do
	name=$(sed -n "${k}p" $S/deny.txt)
	for v in -1 $BIG nan abc "${name}x"; do
		sed "${k}s/.*/$v/" $S/deny.txt > $t/deny.txt
		LINE=$k
		case_ "deny list line $k '$v'" $S deny.txt $rif gen --nodes 5 --deny $t/deny.txt -o $S/t.c
		LINE=
	done
	k=$((k + 1))
done
# a list of known bugs: each bug line corrupted (no tab, no pattern, no
# note), a NUL byte
for k in 2 4; do
	for v in -1 abc "$(printf '\ta note')" "$(printf 'wrong-code *\t ')" "wrong-code * vadd a note"; do
		awk -v k=$k -v v="$v" 'NR == k { print v; next } { print }' $S/known.txt > $t/known.txt
		LINE=$k
		case_ "known list line $k '$v'" $S known.txt $rif $fz --known $t/known.txt
		case_ "known list line $k '$v', --resume" $camp known.txt $rif fuzz --resume $camp --known $t/known.txt
		LINE=
	done
done
printf 'wrong-code *\ta\0b\n' > $t/known.txt
case_ "known list with a NUL byte" $S known.txt $rif $fz --known $t/known.txt
n=$((pass + fail))
[ $n -ge 300 ] || { echo "FAIL only $n cases (at least 300 wanted)"; fail=$((fail + 1)); }
echo "$n bad inputs"
echo "badinput: $pass passed, $fail failed"
[ $fail = 0 ]
