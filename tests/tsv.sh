#!/bin/sh
# Every intrinsic `rif list` prints must be in the ratified v1.0 API list with
# exactly the same prototype (so the same argument order and types), and
# every API intrinsic of the operand forms and element classes rif covers
# must be printed.  (52 lines of the API list lack their return type; for
# those only the name and the parameters are compared.)
set -e
t=build/tsv
mkdir -p $t
gzip -dc tests/data/rvv-intrinsics-v1.0.tsv.gz | tail -n +2 | cut -f2 | sort -u > $t/api
./rif list --proto | sort > $t/rif
n=$(wc -l < $t/rif)
dup=$(uniq -d $t/rif | wc -l)
# the scope of rif's list: (name up to the type, element class) pairs; for
# mask-based intrinsics (vmand_mm_b32, vcpop_m_b32_m: no element type) the
# mnemonic and operand form, and the class b
key='s/.*__riscv_\([a-z0-9_]*\)_\([iuf]\)\(8\|16\|32\|64\)m.*/\1 \2/p'
mkey='s/.*__riscv_\([a-z0-9]*_[a-z]*\)_b\(1\|2\|4\|8\|16\|32\|64\)\(_[a-z]*\)\{0,1\}(.*/\1 b/p'
# vsetvl and vsetvlmax (named by SEW and LMUL alone): the class e
vkey='s/.*__riscv_\(vsetvl\(max\)\{0,1\}\)_e.*/\1 e/p'
sed -n -e "$key" -e "$mkey" -e "$vkey" $t/rif | sort -u > $t/scope
# tuple types (vint32m1x2_t: segment loads and stores, vget/vset/vcreate on
# tuples) are not in rif's scope yet
cat $t/api |
sed -n -e "s/^\(.*__riscv_\([a-z0-9_]*\)_\([iuf]\)\(8\|16\|32\|64\)m.*\)/\2 \3	\1/p" \
    -e "s/^\(.*__riscv_\([a-z0-9]*_[a-z]*\)_b\(1\|2\|4\|8\|16\|32\|64\)\(_[a-z]*\)\{0,1\}(.*\)/\2 b	\1/p" \
    -e "s/^\(.*__riscv_\(vsetvl\(max\)\{0,1\}\)_e.*\)/\2 e	\1/p" \
    > $t/apikeyed
awk -F '\t' 'NR == FNR { s[$1] = 1; next } ($1 in s) { print $2 }' $t/scope $t/apikeyed | sort > $t/inscope
# match: the whole prototype, or from the name on where the API list has no return type
awk '
function sig(s) { return substr(s, index(s, "__riscv_")) }
FILENAME == ARGV[1] { api[$0] = 1; if ($0 ~ /^__riscv_/) noret[$0] = 1; next }
FILENAME == ARGV[2] { r[$0] = 1; rs[sig($0)] = 1; if (!($0 in api) && !(sig($0) in noret)) print "extra " $0; next }
{ if (!($0 in r) && !(($0 in noret) && ($0 in rs))) print "missing " $0 }
' $t/api $t/rif $t/inscope > $t/diff
extra=$(grep -c '^extra' $t/diff || true)
missing=$(grep -c '^missing' $t/diff || true)
pass=0 fail=0
check() {
	if [ "$2" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi
}
check "duplicate intrinsics in rif list ($dup)" "$dup"
check "intrinsics or prototypes not in the API list ($extra, see $t/diff)" "$extra"
check "API intrinsics in rif's scope but not listed ($missing, see $t/diff)" "$missing"
# a family filter takes every row of a mnemonic: --ops vfcvt is all the
# vfcvt conversions (rtz ones need --rtz), --ops vsext all three widths
for fam in vfcvt vsext vwadd vnsrl vslideup vfslide1down vrgather vcompress vid viota vmv vfmv \
    vreinterpret vlmul_ext vlmul_trunc vsetvl vsetvlmax; do
	grep "__riscv_${fam}_" $t/api | grep -v rtz | sed 's/^[^(]*\(__riscv_[a-z0-9_]*\)(.*/\1/' | sort > $t/want
	./rif list --ops $fam | grep -v rtz | sort > $t/got
	cmp -s $t/want $t/got; check "rif list --ops $fam: the API's ${fam} intrinsics ($(wc -l < $t/want)) vs rif's ($(wc -l < $t/got))" $?
done
echo "tsv: rif lists $n intrinsics, $(wc -l < $t/inscope) API intrinsics in its scope"
# the whole-vector families: permutations, vid, viota, scalar moves
w='__riscv_\(vslideup\|vslidedown\|vf\?slide1up\|vf\?slide1down\|vrgather\|vrgatherei16\|vcompress\|vid\|viota\|vmv_s_x\|vmv_x_s\|vfmv_s_f\|vfmv_f_s\)_'
echo "tsv: $(grep -c "$w" $t/rif) of them whole-vector (slides, gathers, vcompress, vid, viota, scalar moves), $(grep -c "$w" $t/api) in the API list"
# per section of the API list: how many of its intrinsics rif lists (by name)
sed 's/^[^(]*\(__riscv_[a-z0-9_]*\)(.*/\1/' $t/rif > $t/names
gzip -dc tests/data/rvv-intrinsics-v1.0.tsv.gz | tail -n +2 |
    sed 's/^\([^	]*\)	[^(]*\(__riscv_[a-z0-9_]*\)(.*/\1	\2/' |
    awk -F '	' 'NR == FNR { r[$1] = 1; next } { n[$1]++; if ($2 in r) k[$1]++ }
    END { for (s in n) printf "%d/%d\t%s\n", k[s], n[s], s }' $t/names - | sort -t '	' -k2 > $t/sections
full=$(awk -F '[/	]' '$1 == $2' $t/sections | wc -l)
part=$(awk -F '[/	]' '$1 > 0 && $1 < $2' $t/sections | wc -l)
echo "tsv: sections of the API list: $full listed whole, $part in part, $(($(wc -l < $t/sections) - full - part)) not at all (see $t/sections)"
echo "tsv: $pass passed, $fail failed"
[ $fail = 0 ]
