# The shell tests' helpers, sourced by each script (". tests/lib.sh" from
# the repository's top): the tally, and the fake compilers' folder.
#   ok             count a check that passed
#   no WHAT        count one that failed, and say what
#   tally NAME     the closing line "NAME: N passed, N failed"; exit status 1 if any failed
#   reseal FILE    a file of rif's (campaign.txt, failure.cfg, ...) edited on
#                  purpose gets its seal again, computed with cksum(1): the
#                  last line "check" and the cksum of each line before it
pass=0 fail=0
fake=$(pwd)/tests/fake
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "FAIL $*"; }
tally() {
	echo "$1: $pass passed, $fail failed"
	[ "$fail" = 0 ]
}
reseal() {
	grep -v '^check ' "$1" > "$1.unsealed"
	{
		cat "$1.unsealed"
		printf check
		while IFS= read -r l; do printf ' %s' "$(printf '%s\n' "$l" | cksum | cut -d' ' -f1)"; done < "$1.unsealed"
		echo
	} > "$1"
	rm "$1.unsealed"
}
