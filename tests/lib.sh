# The shell tests' helpers, sourced by each script (". tests/lib.sh" from
# the repository's top): the tally, and the fake compilers' folder.
#   ok             count a check that passed
#   no WHAT        count one that failed, and say what
#   tally NAME     the closing line "NAME: N passed, N failed"; exit status 1 if any failed
pass=0 fail=0
fake=$(pwd)/tests/fake
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "FAIL $*"; }
tally() {
	echo "$1: $pass passed, $fail failed"
	[ "$fail" = 0 ]
}
