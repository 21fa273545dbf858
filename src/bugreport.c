/*
 * bug-report.md: a new compiler bug's report, ready to paste into the
 * compiler's issue tracker.  rif report (report.c) writes one for the
 * bucket that stands for each new distinct bug with a reduced reproducer,
 * in its first failure's folder.
 *
 * The report is read from that folder alone (failure.cfg, reduced.c and
 * its outputs, reduced.txt, bisect.txt) and the campaign's probe of its
 * tools: a title, the reproducer, the commands that build and run it and
 * the reference build that passes, the tools' versions, the other builds
 * of the campaign with the reduced program, the expected and actual
 * values, the first bad pass, and per build how many of the bucket's
 * failures it failed.
 */
#include <string.h>

#include "rif.h"

/* per build configuration, over a bucket's failures (the first 200) */
int
affected(const Camp *c, char *const *fid, int nfid, Affect **out, int *seen)
{
	int n = 0, cap = 0;

	*out = NULL;
	*seen = 0;
	for (int i = 0; i < nfid && i < 200; i++) {
		Outcome *o;
		int no = outcomes_read(c, fid[i], &o);

		*seen += no > 0;
		for (int k = 0; k < no; k++) {
			int a, bad = 0, built = 1;

			if (o[k].run)
				continue;
			for (a = 0; a < n && strcmp((*out)[a].name, o[k].name); a++)
				;
			if (a == n) {
				grow(out, &cap, n + 1, sizeof **out);
				memset(&(*out)[n], 0, sizeof **out);
				snprintf((*out)[n++].name, sizeof (*out)[0].name, "%s", o[k].name);
			}
			bad = o[k].status == 1;
			built = o[k].status != 2;
			for (int m = 0; m < no; m++)
				if (o[m].run && strcmp(o[m].build, o[k].name) == 0 && o[m].status == 1 &&
				    strncmp(o[m].what, "emulator fault", 14) != 0)
					bad = 1;
			if (!built)
				(*out)[a].skipped++;
			else if (bad)
				(*out)[a].bad++;
			else
				(*out)[a].good++;
		}
		free(o);
	}
	return n;
}


/* argv with @SRC@ and @BIN@ put in, and linked -static: a build that rif
 * linked against its compiler's sysroot by path (dyn_detect) compiles the
 * same code, and a static binary runs anywhere qemu does */
static void
command(Buf *b, char **av, const char *src, const char *bin)
{
	char *w[64];
	int n = 0, linked = 0;

	for (int i = 0; av && av[i] && n < 63; i++) {
		if (link_arg(av[i]) && linked++)
			continue;
		w[n++] = link_arg(av[i]) ? "-static" : strcmp(av[i], "@SRC@") == 0 ? (char *)src :
		    strcmp(av[i], "@BIN@") == 0 ? (char *)bin : av[i];
	}
	w[n] = NULL;
	argv_quote(b, w);
}

/* the optimisation level of a build command */
static const char *
level(char **av)
{
	for (int i = 0; av && av[i]; i++)
		if (av[i][0] == '-' && av[i][1] == 'O')
			return av[i];
	return "?";
}

static int
cc_of(const Camp *c, char **build)
{
	for (int k = 0; k < c->ncc; k++)
		if (build && strcmp(c->cc[k].argv[0], build[0]) == 0)
			return k;
	return -1;
}

static void
md_file(Buf *b, const char *path, int maxl)
{
	char *s = read_file(path, NULL);
	int n = 0;

	buf_puts(b, "```\n");
	for (char *p = s; p && *p && n < maxl; n++) {
		size_t len = strcspn(p, "\n");

		buf_printf(b, "%.*s\n", (int)len, p);
		p += len + (p[len] == '\n');
	}
	buf_puts(b, "```\n");
	free(s);
}

/* the first line of reduced.txt's text at or after s that tells what an
 * other build of the campaign did with the reduced program ("other build
 * NAME: passes"), or NULL */
const char *
other_build(const char *s)
{
	for (const char *l = s; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if ((l == s || l[-1] == '\n') && strncmp(l, "other build ", 12) == 0)
			return l;
	return NULL;
}

int
bug_report(const Camp *c, const char *first, const char *sig, long ntests, const Affect *af, int naf,
    int seen, const char *cmd, Buf *out)
{
	Repro rp;
	Buf b = {0};
	char intr[128] = "", title[600];
	char *src, *p;
	int k, kr, nfail = 0;
	const char *lv, *ccname;

	if (!repro_load(&rp, camp_path(c, "failures/%s/failure.cfg", first)))
		return 0;
	src = read_file(camp_path(c, "failures/%s/reduced.c", first), NULL);
	k = cc_of(c, rp.build);
	kr = cc_of(c, rp.rbuild);
	lv = level(rp.build);
	/* the first wrong element the reduced program printed */
	{
		char *o = read_file(camp_path(c, "failures/%s/reduced.out", first), NULL);

		for (p = o; p && (p = strstr(p, "rif: FAIL op ")); p++)
			nfail++;
		p = o ? strstr(o, "rif: FAIL op ") : NULL;
		if (p) {
			p += 13;
			p += strspn(p, "0123456789 ");
			snprintf(intr, sizeof intr, "%.*s", (int)strcspn(p, ": \n"), p);
		}
		free(o);
	}
	ccname = strrchr(rp.build[0], '/') ? strrchr(rp.build[0], '/') + 1 : rp.build[0];
	if (rp.cls == CL_WRONG)
		snprintf(title, sizeof title, "[RISC-V][RVV] Wrong code at %s for %s (%s %s)", lv,
		    intr[0] ? intr : rp.key, ccname, k >= 0 ? c->cc[k].release : "");
	else if (rp.cls == CL_CRASH)
		snprintf(title, sizeof title, "[RISC-V][RVV] %s %s crashes at %s: %s", ccname,
		    k >= 0 ? c->cc[k].release : "", lv, rp.key);
	else
		snprintf(title, sizeof title, "[RISC-V][RVV] %s at %s: %s", class_name(rp.cls), lv, rp.key);
	buf_printf(&b, "<!-- rif %s, campaign seed 0x%016llx, failure %s -->\n", RIF_VERSION,
	    (unsigned long long)c->seed, first);
	buf_printf(&b, "# %s\n\n", title);
	if (rp.cls == CL_WRONG)
		buf_printf(&b, "The program below calls RVV intrinsics and checks every result against "
		    "the values the RVV 1.0 specification and the v1.0 intrinsics API give. Built with "
		    "`%s`%s%s it prints the wrong element%s below and exits 1; built with `%s` at %s (the "
		    "reference) it passes.\n\n", k >= 0 ? c->cc[k].spec : rp.build[0],
		    strcmp(lv, "?") ? " at " : "", strcmp(lv, "?") ? lv : "", nfail == 1 ? "" : "s",
		    kr >= 0 ? c->cc[kr].spec : rp.rbuild ? rp.rbuild[0] : "?", level(rp.rbuild));
	else
		buf_printf(&b, "The program below is valid C with the v1.0 RVV intrinsics. `%s` at %s "
		    "fails on it: %s.\n\n", k >= 0 ? c->cc[k].spec : rp.build[0], lv, rp.key);
	buf_puts(&b, "## Reproducer\n\n");
	if (src) {
		long nl = 0;

		for (p = src; *p; p++)
			nl += *p == '\n';
		buf_printf(&b, "`reduced.c` (%ld lines, self-contained: its data, the expected values and "
		    "a checker that prints expected and actual values):\n\n```c\n%s%s", nl, src,
		    nl && src[strlen(src) - 1] == '\n' ? "" : "\n");
	} else
		buf_puts(&b, "(reduced.c is missing)\n```c\n");
	buf_puts(&b, "```\n\n## Commands\n\n```sh\n");
	command(&b, rp.build, "reduced.c", "repro");
	buf_puts(&b, "\n");
	if (rp.run) {
		command(&b, rp.run, "reduced.c", "./repro");
		buf_puts(&b, "\n");
	}
	buf_puts(&b, "```\n");
	if (rp.rbuild) {
		buf_puts(&b, "\nThe reference build, which passes:\n\n```sh\n");
		command(&b, rp.rbuild, "reduced.c", "ref");
		buf_puts(&b, "\n");
		command(&b, rp.rrun, "reduced.c", "./ref");
		buf_puts(&b, "\n```\n");
	}
	buf_puts(&b, "\n## Versions\n\n");
	for (int i = 0; i < c->ncc; i++)
		buf_printf(&b, "- `%s`: %s\n", c->cc[i].spec, c->cc[i].version);
	for (int q = 0; q < c->nemu; q++)
		buf_printf(&b, "- emulator `%s`: %s\n", c->emu[q].spec, c->emu[q].version);
	buf_printf(&b, "- rif %s\n", RIF_VERSION);
	/* which builds show the bug: rif reduce asked the campaign's others */
	{
		char *rtxt = read_file(camp_path(c, "failures/%s/reduced.txt", first), NULL);
		int any = 0;

		for (const char *l = other_build(rtxt); l; l = other_build(l + 1)) {
			if (!any++)
				buf_puts(&b, "\nThe reduced program with the campaign's other builds "
				    "(untuned, run as the failing build was):\n\n");
			buf_printf(&b, "- %.*s\n", (int)strcspn(l + 12, "\n"), l + 12);
		}
		free(rtxt);
	}
	buf_puts(&b, "\n## Expected\n\n");
	if (rp.cls == CL_WRONG) {
		buf_puts(&b, "Every element the program checks holds the value the RVV 1.0 specification "
		    "gives for these intrinsic calls (the `want_` arrays; an element of an agnostic tail or "
		    "masked-off place may also be all ones). The reference build prints:\n\n");
		md_file(&b, camp_path(c, "failures/%s/reduced-ref.out", first), 20);
	} else
		buf_puts(&b, "The compiler builds the program, which is valid C with the v1.0 RVV "
		    "intrinsics (see below for the builds that do).\n");
	if (k >= 0 && !c->cc[k].clang && exists(camp_path(c, "probe/verbose-%d.txt", k))) {
		buf_printf(&b, "\n## `%s -v`\n\n", ccname);
		md_file(&b, camp_path(c, "probe/verbose-%d.txt", k), 40);
		buf_puts(&b, "\nThe reproducer needs no header but `riscv_vector.h` and the C library's "
		    "`stdio.h`, `stdint.h`, `stddef.h` and `string.h`; it is its own preprocessed source "
		    "otherwise.\n");
	}
	buf_puts(&b, "\n## Actual\n\n");
	md_file(&b, camp_path(c, "failures/%s/reduced.out", first), 40);
	buf_puts(&b, "\n## First bad pass\n\n");
	{
		char *bis = read_file(camp_path(c, "failures/%s/bisect.txt", first), NULL);

		buf_puts(&b, bis ? bis : "Not known (rif bisects clang's `-opt-bisect-limit` and asks "
		    "GCC's `-fdisable-KIND-NAME` of each pass `-fdump-passes` lists, for wrong code, runtime "
		    "crashes and crashes without a pass in their message).\n");
		free(bis);
	}
	buf_printf(&b, "\n## Affected\n\nIn %d failure%s of this kind (campaign seed 0x%016llx), per "
	    "build:\n\n| build | failed | passed | not built |\n|---|---|---|---|\n", seen,
	    seen == 1 ? "" : "s", (unsigned long long)c->seed);
	for (int a = 0; a < naf; a++)
		buf_printf(&b, "| `%s` | %ld | %ld | %ld |\n", af[a].name, af[a].bad, af[a].good,
		    af[a].skipped);
	buf_printf(&b, "\nFound by rif %s, random tests of the RISC-V Vector C intrinsics: %ld test%s "
	    "of this campaign failed this way (signature `%s`). This report was written by `%s`.\n",
	    RIF_VERSION, ntests, ntests == 1 ? "" : "s", sig, cmd);
	*out = b;
	free(src);
	repro_free(&rp);
	return 1;
}

