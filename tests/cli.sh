#!/bin/sh
# Bad input gets one clear message and exit status 2; nothing is written.
t=build/cli
rm -rf $t && mkdir -p $t
pass=0 fail=0
# bad WORD ARGS...: exit status 2, one line on stderr that contains WORD
bad() {
	word=$1
	shift
	./rif "$@" > $t/out 2> $t/err
	rc=$?
	if [ $rc = 2 ] && [ "$(wc -l < $t/err)" = 1 ] && grep -q -- "$word" $t/err && ! [ -s $t/out ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL rif $*: exit $rc, stderr: $(cat $t/err)"
	fi
}
bad "unknown command" frob
bad "unknown option" gen --bogus
bad "--seed" gen --seed abc
bad "--seed" gen --seed -1
bad "--nodes" gen --nodes 0
bad "--nodes" gen --nodes 100001
bad "--nodes" gen --nodes 12x
bad "needs a value" gen --nodes
bad "--length" gen --length 0
bad "--length" gen --length 1000000
bad "unknown family 'vfoo'" gen --ops vadd,vfoo
bad "mix of families" gen --ops vadd,-vsub
bad "--root" gen --root nope
bad "--root" gen --root __riscv_vadd_vi_i32m1
bad "element width" gen --sew 12
bad "LMUL" gen --lmul m3
bad "policy" gen --policy tumu,xx
bad "signedness" list --sign s
bad "cannot write" gen -o $t/no/such/dir/t.c
bad "cannot write" gen --dot $t/no/such/dir/g.dot
bad "no intrinsic is left" gen --ops vdiv --sign u
bad "--len-mode" gen --len-mode fast
bad "unknown option" list --nodes 3
[ -e $t/no ] && { fail=$((fail + 1)); echo "FAIL something was written"; }
echo "cli: $pass passed, $fail failed"
[ $fail = 0 ]
