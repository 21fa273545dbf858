/*
 * The first bad pass of a reduced failure, for rif reduce: for GCC, the
 * passes (-fdisable-...) without any one of which the reduced program
 * builds and passes; for clang, -opt-bisect-limit bisected to the first
 * pass whose running makes the failure show.  It writes bisect.txt in the
 * failure's folder, which the failure's fingerprint (triage.c) reads.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"

/* With GCC's passes `pass[lo..hi)` disabled (-fdisable-tree-NAME,
 * -fdisable-rtl-NAME, -fdisable-ipa-NAME): 1 the failure shows, 0 it is
 * gone, the program builds and passes (a crash: it builds), -1
 * interrupted, 2 no answer (the build fails otherwise, or the program fails
 * in another way: a pass the code needs to be right, such as vsetvl, was
 * left out).  The -O0 reference is not asked again: disabling passes of
 * the failing build does not change it. */
static int
shows_without(Bisect *r, const char *src, char **pass, int lo, int hi)
{
	Repro q = *r->rp;
	char **build, key[256], bin[128];
	int n = 0, ok, res;

	while (r->rp->build[n])
		n++;
	build = xmalloc((size_t)(n + hi - lo + 1) * sizeof *build);
	memcpy(build, r->rp->build, (size_t)n * sizeof *build);
	for (int i = lo; i < hi; i++)
		build[n + i - lo] = pass[i];
	build[n + hi - lo] = NULL;
	q.build = build;
	q.rbuild = NULL;
	q.rrun = NULL;
	/* without some passes GCC may take much longer (or not end): such a
	 * build is no answer */
	if (q.ctime > 30)
		q.ctime = 30;
	snprintf(bin, sizeof bin, "%s/cand.bin", r->work);
	unlink(bin);
	ok = repro_check(&q, src, r->work, r->verbose, NULL, NULL, 0);
	if (ok == 0) {
		if (build_failing(r->rp)) {
			ok = exists(bin) ? 0 : 2;
		} else {
			res = build_run(&q, build, r->rp->run, src, r->work, "pass", r->verbose, key, sizeof key);
			ok = res == -2 ? -1 : res == RO_PASS ? 0 : 2;
		}
	}
	free(build);
	return ok;
}

/* the passes within [lo, hi) that the failure needs: each, disabled
 * alone, makes it vanish.  A range whose passes, disabled together, leave
 * the failure is taken to need none of them (group testing); one whose
 * build fails without them is split down to single passes. */
static int
needed_passes(Bisect *r, const char *src, char **pass, int lo, int hi, int *need, int *nneed, int *asked)
{
	int ok;

	if (r->stop || (r->budget > 0 && now_sec() - r->t0 > r->budget))
		return -1;
	++*asked;
	ok = shows_without(r, src, pass, lo, hi);
	if (ok < 0)
		return -1;
	if (ok == 1 || (ok == 2 && hi - lo == 1))
		return 0;       /* none needed, or a single pass that cannot tell */
	if (hi - lo == 1) {
		need[(*nneed)++] = lo;
		return 0;
	}
	if (needed_passes(r, src, pass, lo, lo + (hi - lo) / 2, need, nneed, asked) < 0)
		return -1;
	return needed_passes(r, src, pass, lo + (hi - lo) / 2, hi, need, nneed, asked);
}

/* GCC's vsetvl pass cannot be left out (the vector instructions need its
 * vsetvli), so a search over the passes blames the earlier pass that
 * shaped the code it gets wrong (measured: sched1 for nearly every vsetvl
 * bug of two hour-long campaigns).  Its optimisation can be left out:
 * --param=vsetvl-strategy=simple puts a vsetvli before every vector
 * instruction.  1 the failure goes with it (the program builds and
 * passes), 0 it stays or there is no answer (the build already asks for
 * it, or fails another way), -1 interrupted. */
static int
vsetvl_made(Bisect *r, const char *src)
{
	char *flag = "--param=vsetvl-strategy=simple";
	int ok;

	for (int i = 0; r->rp->build[i]; i++)
		if (strcmp(r->rp->build[i], flag) == 0)
			return 0;
	/* a wrong rounding of scalar code after an _rm intrinsic (rif's frm
	 * probe) is not vector state, which is all a vsetvli sets; that the
	 * failure goes with the simpler strategy only says that the placement
	 * of frm's writes changed (2 of the 22 labelled failures of GCC's frm
	 * bug went) */
	if (strcmp(r->rp->key, "frm") == 0)
		return 0;
	if (r->stop)
		return -1;
	ok = shows_without(r, src, &flag, 0, 1);
	return ok < 0 ? -1 : ok == 0;
}

/* Which side of GCC's vsetvl pass a failure of wrong code or a run-time
 * crash lies on: with --param=vsetvl-strategy=simple 0 the program builds
 * and passes (the vsetvl pass's), 1 the failure still shows, 2 another
 * failure shows or the build fails (the side is not known; vsetvl_made,
 * and so the first bad pass, take it for 1), -1 no answer (not GCC, a
 * build that asks for that strategy, the frm probe's key, interrupted or
 * out of time).  rif reduce keeps a reduction on the side of its test
 * (reduce.c) */
int
vsetvl_side(Bisect *r, const char *src)
{
	const char *cc = strrchr(r->rp->build[0], '/') ? strrchr(r->rp->build[0], '/') + 1 : r->rp->build[0];
	char *flag = "--param=vsetvl-strategy=simple";
	int ok;

	if (!strstr(cc, "gcc") || (r->rp->cls != CL_WRONG && r->rp->cls != CL_RCRASH) ||
	    strcmp(r->rp->key, "frm") == 0 || r->stop || (r->budget > 0 && now_sec() - r->t0 > r->budget))
		return -1;
	for (int i = 0; r->rp->build[i]; i++)
		if (strcmp(r->rp->build[i], flag) == 0)
			return -1;
	ok = shows_without(r, src, &flag, 0, 1);
	return ok < 0 ? -1 : ok == 0 ? 0 : ok == 1 ? 1 : 2;
}

/* The failing build of src to assembly, with flag (or NULL) added: its
 * text (work/NAME.bin), or NULL if it fails */
static char *
build_asm(Bisect *r, const char *src, char *flag, const char *name)
{
	char key[256], path[1200], **build, *text = NULL;
	int n = 0;

	while (r->rp->build[n])
		n++;
	build = xmalloc((size_t)(n + 3) * sizeof *build);
	memcpy(build, r->rp->build, (size_t)n * sizeof *build);
	build[n] = "-S";
	build[n + 1] = flag;
	build[n + 2] = NULL;
	snprintf(path, sizeof path, "%s/%s.bin", r->work, name);
	unlink(path);
	if (build_only(r->rp, build, src, r->work, name, r->verbose, key, sizeof key) == CO_OK)
		text = read_file(path, NULL);
	free(build);
	return text;
}

/* Build the failure to assembly with and without the simple strategy and
 * say where the vsetvl pass went wrong: "vsetvl fault: KIND: ..." in b;
 * 1 if it found where */
static int
vsetvl_diagnose(Bisect *r, const char *src, Buf *b)
{
	char fault[16] = "", *bad = build_asm(r, src, NULL, "fault-bad"),
	    *simple = build_asm(r, src, "--param=vsetvl-strategy=simple", "fault-simple");
	int found = 0;
	Buf why = {0};

	if (!bad || !simple)
		buf_puts(b, "vsetvl fault: unknown (the build to assembly failed)\n");
	else if ((found = vsetvl_fault(bad, simple, fault, sizeof fault, &why)))
		buf_printf(b, "vsetvl fault: %s\n", why.s);
	else
		buf_puts(b, "vsetvl fault: none seen (every vector instruction runs under the vtype it "
		    "demands, and none takes its AVL from a register that holds a vsetvl's result with the "
		    "simple strategy and another value here)\n");
	free(bad);
	free(simple);
	buf_free(&why);
	return found;
}

/* For wrong code in a program with fixed-point intrinsics: build it to
 * assembly and say where vxrm's writes went wrong, "vxrm fault: KIND:
 * ..." in b; 1 if it found where, 0 if not (b unchanged) */
static int
vxrm_diagnose(Bisect *r, const char *src, Buf *b)
{
	char fault[16] = "", *text, *csrc;
	int found = 0;
	Buf why = {0};

	if (r->rp->cls != CL_WRONG || r->stop || (r->budget > 0 && now_sec() - r->t0 > r->budget))
		return 0;
	if (!(csrc = read_file(src, NULL)) || !strstr(csrc, "__RISCV_VXRM_")) {
		free(csrc);
		return 0;
	}
	if ((text = build_asm(r, src, NULL, "fault-vxrm")) &&
	    vxrm_fault(text, csrc, fault, sizeof fault, &why)) {
		/* it is this failure's cause if the program passes once mended:
		 * vxrm written where the compiler meant it to be (one way, or
		 * where one mnemonic asks for several modes, the first of a few
		 * cuts of its instructions into the source's runs that passes) */
		Buf fix = {0};
		char path[1200], key[256];
		long nth = 0;

		snprintf(path, sizeof path, "%s/fault-vxrm-fixed.s", r->work);
		for (; !found && nth < 16 && !r->stop && vxrm_patch(text, csrc, nth, &fix); nth++) {
			write_file(path, fix.s, fix.len);
			found = build_run(r->rp, r->rp->build, r->rp->run, path, r->work, "fault-vxrm-fixed",
			    r->verbose, key, sizeof key) == RO_PASS;
			fix.len = 0;
			if (r->budget > 0 && now_sec() - r->t0 > r->budget)
				break;
		}
		if (found)
			buf_printf(b, "vxrm fault: %s; with vxrm written right before each fixed-point "
			    "instruction as its intrinsics ask (in the source's order where one mnemonic asks "
			    "for several modes) and after each call as before it, the program passes\n", why.s);
		buf_free(&fix);
	}
	free(text);
	free(csrc);
	buf_free(&why);
	return found;
}

/* For a GCC failure (wrong code, a runtime crash, or a crash whose key
 * names no pass): GCC has no opt-bisect, but it lists the passes it runs
 * (-fdump-passes) and can leave any one out (-fdisable-KIND-NAME).  The
 * passes without which the failure vanishes are the ones it needs; the
 * last of them in the pipeline is the likeliest culprit, the earlier ones
 * make what it gets wrong.  Writes bisect.txt. */
static void
pass_bisect_gcc(Bisect *r, const char *src)
{
	char **pass = NULL, *text, *o0 = NULL, path[128];
	int npass = 0, cap = 0, *need, nneed = 0, asked = 0, res, vs;
	Buf b = {0};
	Repro q = *r->rp;
	char **build;
	int n = 0;

	if (r->rp->cls != CL_WRONG && r->rp->cls != CL_RCRASH && r->rp->cls != CL_CRASH)
		return;
	if (r->rp->cls == CL_CRASH && strstr(r->rp->key, " pass: "))
		return;         /* the crash names its pass */
	for (int i = 0; r->rp->build[i]; i++)
		if (strcmp(r->rp->build[i], "-O0") == 0) {
			static const char o0[] = "first bad pass: none that GCC can leave out (the failure "
			    "shows at -O0, which runs no optional pass)\n";

			write_file("bisect.txt", o0, strlen(o0));
			return;
		}
	/* the pass list: "   tree-ssa_phiopt1                                   :  ON" */
	while (r->rp->build[n])
		n++;
	build = xmalloc((size_t)(n + 2) * sizeof *build);
	memcpy(build, r->rp->build, (size_t)n * sizeof *build);
	build[n] = "-fdump-passes";
	build[n + 1] = NULL;
	q.build = build;
	q.rbuild = NULL;
	q.rrun = NULL;
	if (repro_check(&q, src, r->work, r->verbose, NULL, NULL, 0) < 0) {
		free(build);
		return;
	}
	snprintf(path, sizeof path, "%s/cand.log", r->work);
	text = read_file(path, NULL);
	/* the passes of -O0, which every build needs (lowering, expansion,
	 * register allocation): not candidates */
	for (int i = 0; build[i]; i++)
		if (build[i][0] == '-' && build[i][1] == 'O')
			build[i] = "-O0";
	if (repro_check(&q, src, r->work, r->verbose, NULL, NULL, 0) < 0) {
		free(build);
		free(text);
		return;
	}
	free(build);
	o0 = read_file(path, NULL);
	for (char *ln = text, *next; ln && *ln; ln = next) {
		char *nm = ln + strspn(ln, " "), *e = nm + strcspn(nm, " :\n");

		next = strchr(ln, '\n');
		if (next)
			*next++ = 0;
		if (!strstr(e, ":  ON") && !strstr(e, ": ON"))
			continue;
		if (strncmp(nm, "tree-", 5) && strncmp(nm, "rtl-", 4) && strncmp(nm, "ipa-", 4))
			continue;
		*e = 0;
		if (strcmp(nm, "rtl-expand") == 0 || strchr(nm, '*'))
			continue;       /* expansion, and the passes that cannot be named */
		{
			/* on at -O0 too: "   NAME   :  ON" in o0 */
			char *hit = o0;
			size_t len = strlen(nm);
			int at_o0 = 0;

			while (hit && (hit = strstr(hit, nm)) && !at_o0) {
				char *after = hit + len;

				at_o0 = (hit == o0 || hit[-1] == ' ' || hit[-1] == '\n') &&
				    (*after == ' ' || *after == ':') && strstr(after, ": ") &&
				    strncmp(after + strspn(after, " "), ":  ON", 5) == 0;
				hit = after;
			}
			if (at_o0)
				continue;
		}
		grow(&pass, &cap, npass + 1, sizeof *pass);
		pass[npass] = xmalloc(strlen(nm) + 12);
		sprintf(pass[npass++], "-fdisable-%s", nm);
	}
	free(text);
	free(o0);
	if (!npass) {
		static const char none[] = "first bad pass: none that GCC can leave out (-fdump-passes lists "
		    "no pass of this level that -O0 does not run)\n";

		if (!r->stop)
			write_file("bisect.txt", none, strlen(none));
		return;
	}
	need = xcalloc((size_t)npass, sizeof *need);
	vs = vsetvl_made(r, src);
	if (vs < 0)
		goto done;
	if (vs)
		buf_puts(&b, "first bad pass: vsetvl\nvsetvl: the program builds and passes with "
		    "--param=vsetvl-strategy=simple (a vsetvli before every vector instruction): the "
		    "failure comes from where the vsetvl pass puts, merges or deletes vsetvli, whichever "
		    "earlier pass shaped the code\n");
	/* the fault says what went wrong: the passes that shaped the code
	 * (a search that often takes what is left of the budget) are not
	 * needed to tell one bug from another */
	if (vs && (r->rp->cls == CL_WRONG || r->rp->cls == CL_RCRASH) && vsetvl_diagnose(r, src, &b)) {
		buf_puts(&b, "passes needed: not searched (the fault says what went wrong)\n");
		goto out;
	}
	res = needed_passes(r, src, pass, 0, npass, need, &nneed, &asked);
	if (res < 0 && r->stop)
		goto done;
	if (res < 0) {
		buf_printf(&b, "%s: unknown (the search over %d passes ran out of the "
		    "reduction's time after %d builds)\n", vs ? "passes needed" : "first bad pass", npass, asked);
		goto out;
	}
	if (!nneed)
		buf_printf(&b, "%s: none that GCC can leave out (the failure shows with "
		    "each of the %d optional passes of this level disabled: expansion or a pass that "
		    "-O0 runs too)\n", vs ? "passes needed" : "first bad pass", npass);
	else {
		if (!vs)
			buf_printf(&b, "first bad pass: %s\n", pass[need[nneed - 1]] + 10);
		buf_printf(&b, "passes needed:");
		for (int i = 0; i < nneed; i++)
			buf_printf(&b, " %s", pass[need[i]] + 10);
		buf_printf(&b, " (with any one of them left out, -fdisable-KIND-NAME, the "
		    "program builds and passes; the last runs latest)\n");
	}
	buf_printf(&b, "builds asked: %d, of %d passes (those of this level that -O0 does not run)\n",
	    asked, npass);
out:
	write_file("bisect.txt", b.s, b.len);
	if (!r->quiet)
		fprintf(stderr, "rif reduce: %s", b.s);
done:
	for (int i = 0; i < npass; i++)
		free(pass[i]);
	free(pass);
	free(need);
	buf_free(&b);
}

/* Does the failure show when clang runs only its first `limit` optional
 * passes (-mllvm -opt-bisect-limit)?  1 yes, 0 no, -1 interrupted, 2 no
 * answer: the build itself fails (skipping some passes can leave code that
 * a later, required pass rejects). */
static int
shows_at_limit(Bisect *r, const char *src, long limit)
{
	Repro q = *r->rp;
	char lim[64], **build, bin[128];
	int n = 0, ok;

	snprintf(bin, sizeof bin, "%s/cand.bin", r->work);
	unlink(bin);

	while (r->rp->build[n])
		n++;
	build = xmalloc((size_t)(n + 3) * sizeof *build);
	memcpy(build, r->rp->build, (size_t)n * sizeof *build);
	snprintf(lim, sizeof lim, "-opt-bisect-limit=%ld", limit);
	build[n] = "-mllvm";
	build[n + 1] = lim;
	build[n + 2] = NULL;
	q.build = build;
	ok = repro_check(&q, src, r->work, r->verbose, NULL, NULL, 0);
	free(build);
	return ok == 0 && !exists(bin) ? 2 : ok;
}

/* shows_at_limit at mid, or if the build fails there, at the nearest limit
 * in (lo, hi) where it builds: above mid first, then below; *at is where
 * it answered.  2 if no limit in between builds. */
static int
shows_near(Bisect *r, const char *src, long lo, long hi, long mid, long *at)
{
	int ok = 2;

	for (*at = mid; *at < hi && ok == 2 && !r->stop; ++*at)
		if ((ok = shows_at_limit(r, src, *at)) != 2)
			return ok;
	for (*at = mid - 1; *at > lo && ok == 2 && !r->stop; --*at)
		if ((ok = shows_at_limit(r, src, *at)) != 2)
			return ok;
	return ok;
}

/* the pass line "BISECT: running pass (N) NAME on UNIT" of the last build */
static int
bisect_line(Bisect *r, long n, char *line, size_t size)
{
	char path[128], want[48], *text, *p;

	snprintf(path, sizeof path, "%s/cand.log", r->work);
	snprintf(want, sizeof want, "BISECT: running pass (%ld) ", n);
	text = read_file(path, NULL);
	p = text ? strstr(text, want) : NULL;
	if (p) {
		p += strlen(want);
		snprintf(line, size, "%.*s", (int)strcspn(p, "\n"), p);
	}
	free(text);
	return p != NULL;
}

/* For a clang wrong-code failure: bisect -opt-bisect-limit to the first
 * optional pass without which the failure vanishes, and write bisect.txt.
 * If it shows with every optional pass skipped, the culprit is instruction
 * selection or another pass that cannot be skipped: say so. */
static void
pass_bisect_clang(Bisect *r, const char *src)
{
	long lo = 0, hi;
	char line[512] = "", *p;
	Buf b = {0};
	int ok;

	if (r->rp->cls != CL_WRONG && r->rp->cls != CL_RCRASH)
		return;
	ok = shows_at_limit(r, src, 0);
	if (ok < 0)
		return;
	if (ok) {
		buf_puts(&b, "first bad pass: none that opt-bisect can skip (the failure shows with "
		    "-opt-bisect-limit=0: instruction selection or another required pass)\n");
		goto out;
	}
	/* the number of optional passes, from a build that runs them all */
	if (shows_at_limit(r, src, 1000000000) <= 0) {
		buf_puts(&b, "first bad pass: unknown (the failure does not show under "
		    "-opt-bisect-limit at all)\n");
		goto out;
	}
	{
		char path[128], *text, *q;

		snprintf(path, sizeof path, "%s/cand.log", r->work);
		text = read_file(path, NULL);
		hi = 0;
		for (q = text; q && (q = strstr(q, "BISECT: running pass (")); q++)
			hi = atol(q + 22);
		free(text);
	}
	/* lo: no failure; hi: the failure shows */
	while (hi - lo > 1 && !r->stop) {
		long mid = lo + (hi - lo) / 2, at;

		ok = shows_near(r, src, lo, hi, mid, &at);
		if (ok < 0)
			return;
		if (ok == 2) {
			buf_printf(&b, "first bad pass: unknown (between optional passes %ld and %ld: every "
			    "-opt-bisect-limit in between fails to build)\n", lo + 1, hi);
			goto out;
		}
		if (ok)
			hi = at;
		else
			lo = at;
	}
	if (shows_at_limit(r, src, hi) != 1 || !bisect_line(r, hi, line, sizeof line)) {
		buf_puts(&b, "first bad pass: unknown (bisection was not conclusive)\n");
		goto out;
	}
	/* "NAME on UNIT": keep the pass name apart */
	p = strstr(line, " on ");
	buf_printf(&b, "first bad pass: %.*s\npass number: %ld (-mllvm -opt-bisect-limit=%ld shows "
	    "the failure, %ld does not)\nrunning on: %s\n", p ? (int)(p - line) : (int)strlen(line),
	    line, hi, hi, hi - 1, p ? p + 4 : "?");
out:
	write_file("bisect.txt", b.s, b.len);
	if (!r->quiet)
		fprintf(stderr, "rif reduce: %s", b.s);
	buf_free(&b);
}

/* The first bad pass of the reduced failure in src (bisect.txt), and for
 * wrong code with fixed-point intrinsics where vxrm's writes went wrong.
 * For GCC that fault takes the place of the search over its passes: the
 * bug it names (vxrm not written again after a call) is GCC's mode
 * switching, which -O0 runs too, so the search finds no pass and would
 * spend the rest of the budget */
void
bisect_pass(Bisect *r, const char *src)
{
	const char *cc = strrchr(r->rp->build[0], '/') ? strrchr(r->rp->build[0], '/') + 1 : r->rp->build[0];
	Buf vx = {0}, b = {0};
	char *had;

	if (r->stop)
		return;
	if (vxrm_diagnose(r, src, &vx) && strstr(cc, "gcc")) {
		buf_printf(&b, "first bad pass: unknown (not searched: the fault says what went wrong)\n%s", vx.s);
		write_file("bisect.txt", b.s, b.len);
	} else {
		if (strstr(cc, "gcc"))          /* opt-bisect is LLVM's */
			pass_bisect_gcc(r, src);
		else
			pass_bisect_clang(r, src);
		if (vx.len) {
			had = read_file("bisect.txt", NULL);
			buf_puts(&b, had ? had : "first bad pass: unknown (the bisection did not finish)\n");
			buf_puts(&b, vx.s);
			write_file("bisect.txt", b.s, b.len);
			free(had);
		}
	}
	if (vx.len && !r->quiet)
		fprintf(stderr, "rif reduce: %s", vx.s);
	buf_free(&vx);
	buf_free(&b);
}
