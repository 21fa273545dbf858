#!/bin/sh
# Every intrinsic `rif list` prints must be in the ratified v1.0 API list with
# exactly the same prototype (so the same argument order and types), and
# every API intrinsic of the operand forms and element classes rif covers
# must be printed.
set -e
t=build/tsv
mkdir -p $t
gzip -dc tests/data/rvv-intrinsics-v1.0.tsv.gz | tail -n +2 | cut -f2 | sort -u > $t/api
./rif list --proto | sort > $t/rif
n=$(wc -l < $t/rif)
dup=$(uniq -d $t/rif | wc -l)
comm -23 $t/rif $t/api > $t/extra
# the scope of rif's list: (name up to the type, element class) pairs
key='s/.*__riscv_\([a-z0-9_]*\)_\([iuf]\)\(8\|16\|32\|64\)m.*/\1 \2/p'
sed -n "$key" $t/rif | sort -u > $t/scope
sed -n "s/^\(.*__riscv_\([a-z0-9_]*\)_\([iuf]\)\(8\|16\|32\|64\)m.*\)/\2 \3	\1/p" $t/api |
	sort -t '	' -k1,1 > $t/apikeyed
awk -F '\t' 'NR == FNR { s[$1] = 1; next } ($1 in s) { print $2 }' $t/scope $t/apikeyed | sort > $t/inscope
comm -13 $t/rif $t/inscope > $t/missing
pass=0 fail=0
check() {
	if [ "$2" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi
}
check "duplicate intrinsics in rif list ($dup)" "$dup"
check "intrinsics or prototypes not in the API list ($(wc -l < $t/extra), see $t/extra)" "$(wc -l < $t/extra)"
check "API intrinsics in rif's scope but not listed ($(wc -l < $t/missing), see $t/missing)" "$(wc -l < $t/missing)"
echo "tsv: rif lists $n intrinsics, $(wc -l < $t/inscope) API intrinsics in its scope"
echo "tsv: $pass passed, $fail failed"
[ $fail = 0 ]
