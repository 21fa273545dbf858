#!/bin/sh
# The report in a real browser: headless Chromium (Debian's chromium)
# renders the page of tests/report.sh's campaign; the rendered document must
# show the numbers counted here from the journal, both charts, a bar per
# family and shape, and every bucket with its reduced program.
t=build/browser
c=build/report/c
. tests/lib.sh
chromium=$(command -v chromium || command -v chromium-browser)
if [ -z "$chromium" ]; then
	echo "SKIP chromium is not installed (Debian package chromium; 'make deps' installs it)"
	echo "browser: 0 passed, 0 failed"
	exit 0
fi
rm -rf $t && mkdir -p $t
[ -f $c/journal ] || sh tests/report.sh > /dev/null 2>&1
./rif report $c > /dev/null || { echo "browser: 0 passed, 1 failed"; exit 1; }
url=file://$(pwd)/$c/report/index.html
# root needs --no-sandbox; a private profile keeps runs apart
browse() {
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
	    --user-data-dir=$t/profile "$@" "$url" 2> $t/chromium.err
}
browse --dump-dom > $t/dom.html
[ -s $t/dom.html ] && ok || no "chromium printed no document: $(tail -3 $t/chromium.err)"
j=$c/journal
# a number in the rendered document, by its element's id
val() { tr -d '\n' < $t/dom.html | sed -n "s/.*id=\"$1\">\([0-9]*\)<.*/\1/p"; }
[ "$(val n-tests)" = "$(wc -l < $j)" ] && ok || no "tests: shown $(val n-tests), journal $(wc -l < $j)"
for cls in pass wrong-code compiler-crash runtime-crash; do
	n=$(cut -f4 $j | grep -cx -- "$cls")
	[ "$(val n-$cls)" = "$n" ] && ok || no "$cls: shown '$(val n-$cls)', journal $n"
done
n=$(awk -F'\t' '$4 == "wrong-code" || $4 == "compiler-crash"' $j | wc -l)
[ "$(val n-bugs)" = "$n" ] && ok || no "compiler bugs: shown '$(val n-bugs)', journal $n"
nb=$(awk -F'\t' '$4 != "pass" { print $6 }' $j | sort -u | wc -l)
[ "$(val n-buckets)" = "$nb" ] && ok || no "buckets: shown '$(val n-buckets)', journal $nb"
# both charts, a line per failure class that occurred
grep -q '<svg id="chart-outcomes"' $t/dom.html && grep -q '<svg id="chart-rate"' $t/dom.html && ok ||
    no "the charts are missing"
n=$(awk -F'\t' '$4 != "pass" { print $4 }' $j | sort -u | wc -l)
got=$(tr '>' '\n' < $t/dom.html | sed -n '/<svg id="chart-outcomes"/,/<\/svg/p' | grep -c '<polyline')
[ "$got" = "$n" ] && ok || no "outcome chart: $got lines for $n failure classes"
# a bar per family the tests used, from column 9 of the journal
n=$(cut -f9 $j | tr ',' '\n' | cut -d: -f1 | sort -u | wc -l)
got=$(tr '>' '\n' < $t/dom.html | sed -n '/<svg id="chart-families"/,/<\/svg/p' | grep -c '<rect')
[ "$got" = "$n" ] && ok || no "families: $got bars, journal $n families"
# the operators of the largest family: the sum over the journal
top=$(cut -f9 $j | tr ',' '\n' | awk -F: '{ n[$1] += $2 } END { for (f in n) print n[f], f }' | sort -k1,1nr -k2 | head -1)
grep -q ">${top#* }</text><rect[^>]*></rect><text[^>]*>${top%% *} operators\? in" $t/dom.html && ok ||
    no "the family chart does not show '$top'"
# every bucket, with its reduced program's calls, in order of size
awk -F'\t' '$4 != "pass" && !seen[$6]++ { print $5 }' $j > $t/firsts
for f in $(cat $t/firsts); do
	sed -n '/^#define LEN0/,$p' $c/failures/$f/reduced.c | grep '__riscv_' |
	    sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' > $t/calls
	[ -s $t/calls ] && grep -qF -f $t/calls $t/dom.html && ok || no "the reduced program of failures/$f is not shown"
done
got=$(grep -c '<pre class="reduced">' $t/dom.html)
[ "$got" = "$nb" ] && ok || no "$got reduced programs shown for $nb buckets"
# tests/report.sh appended a comment with < & > to one reproducer: shown as text
grep -qF '/* a &lt; b &amp;&amp; c &gt; "d" */' $t/dom.html && ok || no "the escaped reproducer text is not shown as text"
# and a screenshot
browse --screenshot=$(pwd)/$t/report.png --window-size=1200,3000 --hide-scrollbars > /dev/null
[ "$(head -c 8 $t/report.png 2> /dev/null | od -An -c | tr -d ' ')" = '211PNG\r\n032\n' ] && ok ||
    no "no screenshot: $(tail -3 $t/chromium.err)"
tally browser
