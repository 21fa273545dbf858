/*
 * A failure's reproduction, as rif fuzz keeps it and rif reduce and the
 * report read it: failure.cfg (its class, the key of its signature, the
 * gen command, the failing build and run and the passing -O0 reference, as
 * argument vectors in which @SRC@ and @BIN@ stand for the program and the
 * binary), written and read back strictly side by side; building and
 * running it to see whether the failure still shows; the repro.sh
 * script that does the same (and C-Reduce's test); the failure folder rif
 * fuzz keeps of a failing test (failure_keep), with all of these; and a
 * reduced program under the failure's other builds.
 */
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"

/* ---- Repro: how a failure shows ---- */

static char **
words(const char *s)
{
	char **w = NULL;
	int n = 0, cap = 0;

	for (;;) {
		Buf b = {0};

		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '\n')
			break;
		buf_puts(&b, "");
		while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
			if (*s == '\'') {
				for (s++; *s && *s != '\''; s++)
					buf_printf(&b, "%c", *s);
				if (*s)
					s++;
			} else if (*s == '\\' && s[1]) {
				buf_printf(&b, "%c", s[1]);
				s += 2;
			} else
				buf_printf(&b, "%c", *s++);
		}
		grow(&w, &cap, n + 2, sizeof *w);
		w[n++] = b.s;
	}
	grow(&w, &cap, n + 1, sizeof *w);
	w[n] = NULL;
	return w;
}

void
free_words(char **w)
{
	for (int i = 0; w && w[i]; i++)
		free(w[i]);
	free(w);
}

char **
copy_words(char *const *w)
{
	Buf b = {0};
	char **c;

	if (!w)
		return NULL;
	argv_quote(&b, w);
	c = words(b.s);
	buf_free(&b);
	return c;
}

void
repro_free(Repro *r)
{
	free_words(r->build);
	free_words(r->run);
	free_words(r->rbuild);
	free_words(r->rrun);
	for (int i = 0; i < r->nalt; i++) {
		free_words(r->abuild[i]);
		free_words(r->arun[i]);
	}
	for (int i = 0; i < r->nother; i++) {
		free_words(r->obuild[i]);
		free_words(r->orun[i]);
	}
	free(r->gen);
	memset(r, 0, sizeof *r);
}

void
repro_set(Repro *r, int cls, int res, const char *key, char *const *build, char *const *run,
    char *const *rbuild, char *const *rrun)
{
	r->cls = cls;
	r->res = res;
	snprintf(r->key, sizeof r->key, "%s", key);
	r->build = copy_words(build);
	r->run = copy_words(run);
	r->rbuild = copy_words(rbuild);
	r->rrun = copy_words(rrun);
}

void
repro_alt(Repro *r, char *const *build, char *const *run)
{
	if (r->nalt == MAXALT)
		return;
	r->abuild[r->nalt] = copy_words(build);
	r->arun[r->nalt++] = copy_words(run);
}

void
repro_other(Repro *r, const char *name, char *const *build, char *const *run)
{
	if (r->nother == MAXOTHER)
		return;
	snprintf(r->oname[r->nother], sizeof r->oname[0], "%s", name);
	r->obuild[r->nother] = copy_words(build);
	r->orun[r->nother++] = copy_words(run);
}

static void
save_argv(Buf *b, const char *what, char **w)
{
	if (!w)
		return;
	buf_printf(b, "%s ", what);
	argv_quote(b, w);
	buf_puts(b, "\n");
}

/* the options of failure.cfg's gen line (rif gen's, and -o test.c); a
 * file it names (--deny) is in folder dir, if not NULL */
void
gen_parse(const char *gen, const char *dir, GenOpts *g, uint64_t *seed, int *len_mode)
{
	char **w = words(gen), **av;
	int n = 0;
	Opt o;

	while (w[n])
		n++;
	for (int i = 0; dir && i + 1 < n; i++)
		if (strcmp(w[i], "--deny") == 0 && w[i + 1][0] != '/') {
			Buf b = {0};

			buf_printf(&b, "%s/%s", dir, w[i + 1]);
			free(w[i + 1]);
			w[i + 1] = b.s;
		}
	av = xmalloc((size_t)(n + 2) * sizeof *av);
	av[0] = "rif";
	av[1] = "gen";
	for (int i = 0; i < n; i++)
		av[i + 2] = w[i];
	o = (Opt){n + 2, 0, av, NULL};
	genopts_default(g);
	*seed = 1;
	*len_mode = -1;
	if (n < 2 || strcmp(w[n - 2], "-o") != 0 || strcmp(w[n - 1], "test.c") != 0)
		err("the gen command does not end in '-o test.c'; accepted: the one rif fuzz wrote");
	for (o.i = 2; o.i < n; o.i++)
		if (!gen_opt(&o, g, seed, len_mode))
			err("the gen command has an option rif does not know: '%s'", av[o.i]);
	free(av);
	free_words(w);
}

/* a build command names @SRC@ and @BIN@, a run command @BIN@ */
static void
need_words(char **w, int src)
{
	int s = 0, b = 0;

	for (int i = 0; w[i]; i++) {
		s |= strcmp(w[i], "@SRC@") == 0;
		b |= strcmp(w[i], "@BIN@") == 0;
	}
	if (!w[0] || (src && !s) || !b)
		err("a command with %s; accepted: the command rif fuzz wrote", src ? "@SRC@ and @BIN@" :
		    "@BIN@");
}

void
repro_save(const Repro *r, const char *path)
{
	Buf b = {0};

	buf_printf(&b, "rif-failure %s\nclass %s\nresult %d\nkey %s\ngen %s\n", RIF_VERSION,
	    class_name(r->cls), r->res, r->key, r->gen ? r->gen : "");
	save_argv(&b, "build", r->build);
	save_argv(&b, "run", r->run);
	save_argv(&b, "ref-build", r->rbuild);
	save_argv(&b, "ref-run", r->rrun);
	for (int i = 0; i < r->nalt; i++) {
		save_argv(&b, "alt-build", r->abuild[i]);
		save_argv(&b, "alt-run", r->arun[i]);
	}
	for (int i = 0; i < r->nother; i++) {
		buf_printf(&b, "other %s\n", r->oname[i]);
		save_argv(&b, "other-build", r->obuild[i]);
		save_argv(&b, "other-run", r->orun[i]);
	}
	buf_printf(&b, "compile-timeout %g\nrun-timeout %g\ncompile-mem %llu\nrun-mem %llu\n",
	    r->ctime, r->rtime, (unsigned long long)(r->cmem >> 20),
	    (unsigned long long)(r->rmem >> 20));
	kv_seal(&b);
	write_file(path, b.s, b.len);
	buf_free(&b);
}

/* the keys of failure.cfg that must be there (run: unless the build fails) */
static const char *const repro_keys[] = {
	"class", "result", "key", "gen", "run", "build", "compile-timeout", "run-timeout",
	"compile-mem", "run-mem",
};
enum { NREPROKEY = sizeof repro_keys / sizeof *repro_keys };

/* 0 if path is not there; a damaged one is refused, naming the line */
int
repro_load(Repro *r, const char *path)
{
	char *line, *v;
	int seen[NREPROKEY] = {0};
	KvFile f;

	memset(r, 0, sizeof *r);
	if (!exists(path))
		return 0;
	kv_open(&f, path, "rif-failure");
	r->cls = -1;
	while (kv_next(&f, &line, &v)) {
		for (int k = 0; k < NREPROKEY; k++)
			seen[k] |= strcmp(line, repro_keys[k]) == 0;
		if (strcmp(line, "class") == 0) {
			if ((r->cls = class_lookup(v)) <= 0)
				err("'%s' is no failure class", v);
		} else if (strcmp(line, "result") == 0)
			r->res = (int)parse_num("result", v, 0, 100);
		else if (strcmp(line, "key") == 0)
			snprintf(r->key, sizeof r->key, "%s", v);
		else if (strcmp(line, "gen") == 0) {
			GenOpts g;
			uint64_t seed;
			int len_mode;

			char *dir = xstrdup(path), *slash = strrchr(dir, '/');

			if (slash)
				*slash = 0;
			gen_parse(v, slash ? dir : NULL, &g, &seed, &len_mode);
			free((void *)g.deny);
			free(dir);
			r->gen = xstrdup(v);
		} else if (strcmp(line, "build") == 0)
			need_words(r->build = words(v), 1);
		else if (strcmp(line, "run") == 0)
			need_words(r->run = words(v), 0);
		else if (strcmp(line, "ref-build") == 0)
			need_words(r->rbuild = words(v), 1);
		else if (strcmp(line, "ref-run") == 0)
			need_words(r->rrun = words(v), 0);
		else if (strcmp(line, "alt-build") == 0) {
			if (r->nalt == MAXALT || r->abuild[r->nalt])
				err("more than %d alt-build lines, or two without an alt-run between; accepted: "
				    "pairs of alt-build and alt-run lines", MAXALT);
			need_words(r->abuild[r->nalt] = words(v), 1);
		} else if (strcmp(line, "alt-run") == 0) {
			if (r->nalt == MAXALT || !r->abuild[r->nalt])
				err("an alt-run line without an alt-build line before it; accepted: pairs of "
				    "alt-build and alt-run lines");
			need_words(r->arun[r->nalt++] = words(v), 0);
		} else if (strcmp(line, "other") == 0) {
			if (r->nother == MAXOTHER || !*v || strlen(v) >= sizeof r->oname[0])
				err("more than %d other lines, or one without a name of at most %zu characters; "
				    "accepted: an other line (a build's name), its other-build and, for a run's "
				    "failure, its other-run", MAXOTHER, sizeof r->oname[0] - 1);
			snprintf(r->oname[r->nother++], sizeof r->oname[0], "%s", v);
		} else if (strcmp(line, "other-build") == 0) {
			if (!r->nother || r->obuild[r->nother - 1])
				err("an other-build line without an other line before it; accepted: an other "
				    "line, its other-build and, for a run's failure, its other-run");
			need_words(r->obuild[r->nother - 1] = words(v), 1);
		} else if (strcmp(line, "other-run") == 0) {
			if (!r->nother || !r->obuild[r->nother - 1] || r->orun[r->nother - 1])
				err("an other-run line without an other-build line before it; accepted: an other "
				    "line, its other-build and, for a run's failure, its other-run");
			need_words(r->orun[r->nother - 1] = words(v), 0);
		} else if (strcmp(line, "compile-timeout") == 0)
			r->ctime = parse_duration("compile-timeout", v);
		else if (strcmp(line, "run-timeout") == 0)
			r->rtime = parse_duration("run-timeout", v);
		else if (strcmp(line, "compile-mem") == 0)
			r->cmem = parse_num("compile-mem", v, 0, 1 << 20) << 20;
		else if (strcmp(line, "run-mem") == 0)
			r->rmem = parse_num("run-mem", v, 0, 1 << 20) << 20;
		else
			err("unknown key; accepted: class, result, key, gen, build, run, ref-build, ref-run, "
			    "alt-build, alt-run, other, other-build, other-run, compile-timeout, run-timeout, "
			    "compile-mem, run-mem");
	}
	snprintf(err_where, sizeof err_where, "%s", path);
	for (int k = 0; k < NREPROKEY; k++)
		if (!seen[k] && (k != 4 || (r->cls != CL_CRASH && r->cls != CL_CERR)))
			err("no '%s' line: cut short or edited; accepted: the failure.cfg rif fuzz wrote",
			    repro_keys[k]);
	if (!r->rbuild != !r->rrun)
		err("a ref-build line without a ref-run line or the reverse; accepted: both or neither");
	if (r->nalt < MAXALT && r->abuild[r->nalt])
		err("an alt-build line without an alt-run line; accepted: pairs of alt-build and alt-run lines");
	for (int i = 0; i < r->nother; i++)
		if (!r->obuild[i] || !r->orun[i] != !r->run)
			err("other %s: no other-build line, or %s; accepted: an other line, its other-build "
			    "and, for a run's failure, its other-run", r->oname[i],
			    r->run ? "no other-run line" : "an other-run line for a build's failure");
	err_where[0] = 0;
	return r->cls > 0 && r->build && r->gen && (r->run || r->cls == CL_CRASH || r->cls == CL_CERR);
}

/* argv with @SRC@ and @BIN@ replaced (pointers into w and the two strings) */
static char **
subst(char **w, const char *src, const char *bin)
{
	int n = 0;
	char **a;

	while (w[n])
		n++;
	a = xmalloc((size_t)(n + 1) * sizeof *a);
	for (int i = 0; i <= n; i++)
		a[i] = !w[i] ? NULL : strcmp(w[i], "@SRC@") == 0 ? (char *)src :
		    strcmp(w[i], "@BIN@") == 0 ? (char *)bin : w[i];
	return a;
}

int
build_failing(const Repro *r)
{
	return r->cls == CL_CRASH || r->cls == CL_CERR;
}

/* Build src with build (work/NAME.bin, .log): its CO_*, with its key; -1
 * if the compiler cannot be started, -2 if interrupted */
int
build_only(const Repro *r, char **build, const char *src, const char *work, const char *name, int verbose,
    char *key, size_t nk)
{
	char bin[1200], log[1200], desc[96];
	char **a;
	Proc p;
	int e;

	snprintf(bin, sizeof bin, "%s/%s.bin", work, name);
	snprintf(log, sizeof log, "%s/%s.log", work, name);
	a = subst(build, src, bin);
	e = proc_run(a, log, r->ctime, r->cmem, verbose, &p);
	free(a);
	return e < 0 ? -2 : e ? -1 : build_outcome(&p, r->ctime, log, key, nk, desc, sizeof desc);
}

/* Build src with build and run it with run (work/NAME.bin, .log, .out):
 * the run's RO_*, with its key; -1 if the build fails, -2 if interrupted */
int
build_run(const Repro *r, char **build, char **run, const char *src, const char *work, const char *name,
    int verbose, char *key, size_t nk)
{
	char bin[1200], log[1200], desc[96];
	char **a;
	Proc p;
	int e = build_only(r, build, src, work, name, verbose, key, nk);

	if (e == -2)
		return -2;
	if (e != CO_OK)
		return -1;
	snprintf(bin, sizeof bin, "%s/%s.bin", work, name);
	snprintf(log, sizeof log, "%s/%s.out", work, name);
	a = subst(run, src, bin);
	e = proc_run(a, log, r->rtime, r->rmem, verbose, &p);
	free(a);
	if (e < 0)
		return -2;
	return e ? RO_NOSPAWN : run_outcome(&p, r->rtime, log, key, nk, desc, sizeof desc);
}

/* Build and run src as the failure says; 1 if the failure shows with the
 * same signature (and the reference passes), 0 if not, -1 if interrupted.
 * *failop: the op of the first "rif: FAIL op N" line, or -1; got (if not
 * NULL): what the candidate did instead, for reduce.log. */
int
repro_check(const Repro *r, const char *src, const char *work, int verbose, int *failop, char *got,
    size_t ngot)
{
	char bin[1200], log[1200], key[256], desc[96];
	char **a;
	Proc p;
	int e, res;

	if (failop)
		*failop = -1;
	snprintf(bin, sizeof bin, "%s/cand.bin", work);
	snprintf(log, sizeof log, "%s/cand.log", work);
	a = subst(r->build, src, bin);
	e = proc_run(a, log, r->ctime, r->cmem, verbose, &p);
	free(a);
	if (e < 0)
		return -1;
	if (e)
		err("cannot start %s: %s", r->build[0], strerror(e));
	res = build_outcome(&p, r->ctime, log, key, sizeof key, desc, sizeof desc);
	if (got)
		snprintf(got, ngot, "build: %s", res == CO_OK ? "ok" : key);
	if (build_failing(r))
		return res == r->res && strcmp(key, r->key) == 0;
	if (res != CO_OK)
		return 0;
	snprintf(log, sizeof log, "%s/cand.out", work);
	a = subst(r->run, src, bin);
	e = proc_run(a, log, r->rtime, r->rmem, verbose, &p);
	free(a);
	if (e < 0)
		return -1;
	if (e)
		err("cannot start %s: %s", r->run[0], strerror(e));
	res = run_outcome(&p, r->rtime, log, key, sizeof key, desc, sizeof desc);
	/* an illegal instruction: the same one (rif fuzz named it) */
	if (res == RO_CRASH && strcmp(key, "signal 4") == 0 && strncmp(r->key, "signal 4 at ", 12) == 0) {
		char slog[1200], sout[1200];

		snprintf(slog, sizeof slog, "%s/sigill.log", work);
		snprintf(sout, sizeof sout, "%s/sigill.out", work);
		a = subst(r->run, src, bin);
		sigill_site(a, slog, sout, 4 * r->rtime, r->rmem, verbose, key, sizeof key);
		free(a);
	}
	if (got)
		snprintf(got, ngot, "%s%s%s", roname[res], res == RO_PASS ? "" : " ", res == RO_PASS ? "" : key);
	if (res != r->res || strcmp(key, r->key) != 0)
		return 0;
	if (failop && res == RO_MISMATCH) {
		static const char *const pat[] = {"rif: FAIL op ", NULL};
		char line[600];

		if (grep_first(log, pat, line, sizeof line))
			*failop = atoi(line + 13);
	}
	if (!r->rbuild)
		return 1;
	/* the -O0 reference must still pass */
	res = build_run(r, r->rbuild, r->rrun, src, work, "ref", verbose, key, sizeof key);
	if (got && res >= 0 && res != RO_PASS)
		snprintf(got, ngot, "the reference fails (%s)", key);
	return res == -2 ? -1 : res == RO_PASS;
}

/* Screens n candidate programs (prog[j] as emit_c wrote it, or NULL: no
 * candidate) in one program of them (emit_batch) built and run as the
 * failure says, the way rif fuzz screens tests in batches: may[j] is 0 if
 * candidate j printed its expected values there (the failure does not
 * show in it), else 1 (it may: the caller checks it alone).  Only a
 * failure at run time that is no timeout can be screened; for another,
 * or a screen that does not build, every may[j] is 1.  1 if the screen
 * ran, 0 if not, -1 if interrupted. */
int
repro_screen(const Repro *r, char *const *prog, int n, const char *work, int verbose, int *may)
{
	Buf *part = xcalloc((size_t)n, sizeof *part), b = {0};
	const char **mem = xmalloc((size_t)n * sizeof *mem), **cmd = xmalloc((size_t)n * sizeof *cmd);
	int *id = xmalloc((size_t)n * sizeof *id), k = 0, res = 0, e;
	char src[1200], key[256];

	for (int j = 0; j < n; j++)
		may[j] = 1;
	if (build_failing(r) || !r->run || r->res == RO_TIMEOUT)
		goto done;
	for (int j = 0; j < n; j++)
		if (prog[j]) {
			emit_member(prog[j], j, &part[j]);
			mem[k] = part[j].s;
			cmd[k] = "a candidate of rif reduce";
			id[k++] = j;
		}
	if (k < 2)
		goto done;
	emit_batch(mem, cmd, id, k, &b);
	snprintf(src, sizeof src, "%s/screen.c", work);
	write_file(src, b.s, b.len);
	/* a run that passed or printed wrong values ran to its end */
	e = build_run(r, r->build, r->run, src, work, "screen", verbose, key, sizeof key);
	if (e == -2)
		res = -1;
	else if (e >= 0 && e != RO_NOSPAWN) {
		char out[1200], *text;

		snprintf(out, sizeof out, "%s/screen.out", work);
		text = read_file(out, NULL);
		res = text != NULL;
		for (int i = 0; text && i < k; i++) {
			char *ok;

			may[id[i]] = emit_batch_part(text, e == RO_PASS || e == RO_MISMATCH, id[i], &ok) != 0;
			free(ok);
		}
		free(text);
	}
done:
	for (int j = 0; j < n; j++)
		buf_free(&part[j]);
	free(part);
	buf_free(&b);
	free(mem);
	free(cmd);
	free(id);
	return res;
}

void
script_argv(Buf *b, char **w, const char *src, const char *bin)
{
	char **a = subst(w, src, bin);

	argv_quote(b, a);
	free(a);
}

/* The names of a family's intrinsics, for grep: "vadd" is __riscv_vadd_...,
 * but a memory family's names carry its widths (__riscv_vsseg7e8_...,
 * __riscv_vle16ff_...): their digits become [0-9]*, "vsseg[0-9]*e[0-9]*" */
void
fam_pattern(const char *key, char *out, size_t n)
{
	static Inst tmp[MAXFAMINST];
	char name[128], *s;
	int f = fam_lookup(key);
	size_t k = 0;

	snprintf(out, n, "%s", key);
	if (f < 0 || !fam_insts(f, tmp))
		return;
	inst_name(&tmp[0], name);
	s = name + strlen("__riscv_");
	if (strncmp(s, key, strlen(key)) == 0 && s[strlen(key)] == '_')
		return;
	for (; *s && *s != '_' && k + 7 < n; s++)
		if (isdigit((unsigned char)*s)) {
			while (isdigit((unsigned char)s[1]))
				s++;
			memcpy(out + k, "[0-9]*", 6);
			k += 6;
		} else
			out[k++] = *s;
	out[k] = 0;
}

/* A shell script that rebuilds src and exits 0 if the failure shows, 1 if
 * it ran to its end and the failure did not, 2 if it cannot tell. */
void
repro_script(const Repro *r, const char *src, const char *title, int cd, Buf *b)
{
	char pat[300];

	buf_printf(b, "#!/bin/sh\n# rif %s: %s\n# %s %s\n# Exits 0 if the failure still shows, 1 if it ran to its end and the "
	    "failure did not\n# show, 2 if it cannot tell (a tool missing, a build that fails otherwise, the\n"
	    "# script cut short).\ntrap 'exit 2' EXIT\n", RIF_VERSION, title, class_name(r->cls), r->key);
	if (cd)
		buf_puts(b, "cd \"$(dirname \"$0\")\" || exit 2\n");
	if (build_failing(r)) {
		if (r->res == CO_TIMEOUT)
			buf_printf(b, "timeout %g ", r->ctime);
		script_argv(b, r->build, src, "repro.bin");
		buf_puts(b, " > repro.log 2>&1\nstatus=$?\ncat repro.log\n"
		    "[ $status = 126 ] || [ $status = 127 ] && exit 2      # the compiler cannot be run\n");
		if (r->res == CO_TIMEOUT)
			buf_puts(b, "if [ $status = 124 ] || [ $status -gt 128 ]");
		else if (r->cls == CL_CRASH)
			buf_puts(b, "if [ $status != 0 ] && { [ $status -gt 128 ] || grep -q -e 'PLEASE submit' "
			    "-e 'internal compiler error' -e 'LLVM ERROR' -e 'Stack dump' -e '^error: ' repro.log; }");
		else
			buf_puts(b, "if [ $status != 0 ] && grep -q 'error:' repro.log");
		buf_puts(b, "; then verdict=0; else verdict=1; fi\ntrap - EXIT\nexit $verdict\n");
		return;
	}
	if (r->rbuild) {
		/* the reference that agrees with rif's model */
		buf_puts(b, "# The reference build, which passes (rif reduce checks that it still does):\n#   ");
		script_argv(b, r->rbuild, src, "ref.bin");
		buf_puts(b, "\n#   ");
		script_argv(b, r->rrun, src, "./ref.bin");
		buf_puts(b, "\n");
	}
	script_argv(b, r->build, src, "repro.bin");
	buf_puts(b, " > repro.log 2>&1 || { cat repro.log; exit 2; }\n");
	if (r->res == RO_TIMEOUT)
		buf_printf(b, "timeout %g ", r->rtime);
	script_argv(b, r->run, src, "./repro.bin");
	buf_puts(b, " > repro.out 2>&1\nstatus=$?\ncat repro.out\n"
	    "[ $status = 126 ] || [ $status = 127 ] && exit 2      # the emulator cannot be run\n");
	switch (r->res) {
	case RO_MISMATCH:
		fam_pattern(r->key, pat, sizeof pat);
		buf_printf(b, "if [ $status = 1 ] && grep -q '^rif: FAIL op [0-9]* __riscv_%s_' repro.out", pat);
		break;
	case RO_TIMEOUT:
		buf_puts(b, "if [ $status = 124 ]");
		break;
	case RO_EMU:
		buf_puts(b, "if grep -q -e 'Assertion' -e 'fatal' repro.out");
		break;
	case RO_CRASH:
		buf_printf(b, "if [ $status = %d ]", 128 + atoi(r->key + strcspn(r->key, "0123456789")));
		break;
	default:
		buf_printf(b, "if [ $status = %d ]", atoi(r->key + strcspn(r->key, "0123456789")));
	}
	buf_puts(b, "; then verdict=0; else verdict=1; fi\ntrap - EXIT\nexit $verdict\n");
}

/* ---- a failing test of a campaign, kept in failures/NNNN ---- */

/* the `rif gen` command that writes this test's program */
void
test_gen_command(const Camp *c, const Test *t, Buf *b)
{
	buf_printf(b, "rif gen --seed 0x%016llx --nodes %d", (unsigned long long)t->seed, t->nodes);
	if (c->swarm)
		buf_puts(b, " --swarm");
	if (c->gen.rtz)
		buf_puts(b, " --rtz");
	if (c->gen.masks_first)
		buf_puts(b, " --masks-first");
	if (c->gen.few_rm_probes)
		buf_puts(b, " --few-rm-probes");
	if (c->genargs.len)
		buf_printf(b, " %s", c->genargs.s);
	if ((t->api < 0 ? &c->common : &c->api[t->api])->n)
		buf_printf(b, " --deny %s", deny_name(t->api));
	buf_puts(b, " -o test.c");
}

/* How the failure shows: failure.cfg (for rif reduce) and repro.sh */
static void
write_repro(Camp *c, Test *t, const char *id)
{
	char *av[48], *rav[8], *rf[48], *rr[8], store[512], rstore[512], cpu[200], rcpu[200];
	int ci = -1, ri = -1, rj = -1, res;
	Repro rp = {0};         /* nalt and gen too: it read uninitialised ones */
	Buf b = {0};

	/* the failing run: for wrong code an optimised build's, if one fails,
	 * and one of the test's class (a test with a wrong result in one
	 * build and an emulator assertion in another is wrong code, and its
	 * failure must be the wrong result: reduced, the assertion was
	 * reported as a compiler's wrong code) */
	for (int k = 0; k < c->nrun && ri < 0; k++)
		if (t->tr[k].state == TK_DONE && t->tr[k].res != RO_PASS &&
		    (t->cls == CL_EMUDIS ? c->conf[c->run[k].conf].opt == 0 :
		    (t->cls != CL_WRONG && t->cls != CL_RCRASH) || c->conf[c->run[k].conf].opt != 0) &&
		    (t->cls != CL_WRONG || t->tr[k].res == RO_MISMATCH || t->tr[k].res == RO_EXIT) &&
		    (t->cls != CL_RCRASH || t->tr[k].res == RO_CRASH || t->tr[k].res == RO_TIMEOUT))
			ri = k;
	for (int k = 0; k < c->nrun && ri < 0; k++)
		if (t->tr[k].state == TK_DONE && t->tr[k].res != RO_PASS && t->tr[k].res != RO_EMU)
			ri = k;
	if (t->cls == CL_CRASH || t->cls == CL_CERR) {
		for (int k = 0; k < c->nconf && ci < 0; k++)
			if (t->tc[k].state == TK_DONE && t->tc[k].res != CO_OK)
				ci = k;
		ri = -1;
	} else if (ri >= 0)
		ci = c->run[ri].conf;
	ensure(ci >= 0);
	/* the -O0 reference that passed at the same VLEN and fill */
	if (t->cls == CL_WRONG || t->cls == CL_RCRASH)
		for (int k = 0; k < c->nrun && rj < 0; k++)
			if (c->conf[c->run[k].conf].opt == 0 && same_run(c, k, ri) &&
			    t->tr[k].state == TK_DONE && t->tr[k].res == RO_PASS)
				rj = k;
	/* a disagreement: the failing emulator's run; the other, if it passes, is the reference */
	if (t->cls == CL_EMUDIS)
		for (int k = 0; k < c->nrun && rj < 0; k++)
			if (c->run[k].conf == c->run[ri].conf && c->run[k].vlen == c->run[ri].vlen &&
			    c->run[k].fill == c->run[ri].fill && c->run[k].emu != c->run[ri].emu &&
			    t->tr[k].state == TK_DONE && t->tr[k].res == RO_PASS)
				rj = k;
	compile_argv(c, ci, test_tune(c, t->tseed, ci), "@SRC@", "@BIN@", av, store);
	res = t->tc[ci].res;
	if (ri >= 0) {
		run_argv(c, ri, "@BIN@", rav, cpu);
		res = t->tr[ri].res;
	}
	if (rj >= 0) {
		compile_argv(c, c->run[rj].conf, NULL, "@SRC@", "@BIN@", rf, rstore);     /* -O0 */
		run_argv(c, rj, "@BIN@", rr, rcpu);
	}
	repro_set(&rp, t->cls, res, ri >= 0 ? t->tr[ri].key : t->tc[ci].key, av, ri >= 0 ? rav : NULL,
	    rj >= 0 ? rf : NULL, rj >= 0 ? rr : NULL);
	/* a model-suspect: the other compilers' -O0 builds at the same VLEN
	 * and fill, none of which passed; rif reduce asks them about the
	 * reduced program (one that passes it clears the model) */
	if (t->cls == CL_MODEL)
		for (int k = 0; k < c->nrun; k++)
			if (c->conf[c->run[k].conf].opt == 0 && same_run(c, k, ri) &&
			    c->conf[c->run[k].conf].cc != c->conf[ci].cc) {
				compile_argv(c, c->run[k].conf, NULL, "@SRC@", "@BIN@", rf, rstore);
				run_argv(c, k, "@BIN@", rr, rcpu);
				repro_alt(&rp, rf, rr);
			}
	/* a compiler bug: every other build of the matrix, untuned (and its
	 * run like the failing one), which rif reduce asks about the reduced
	 * program: which compilers, versions and levels show the bug */
	if (class_bug(t->cls) && t->cls != CL_MODEL)
		for (int ck = 0; ck < c->nconf; ck++) {
			char name[128];
			int rk = -1;

			if (ck == ci)
				continue;
			for (int k = 0; k < c->nrun && ri >= 0 && rk < 0; k++)
				if (c->run[k].conf == ck && same_run(c, k, ri))
					rk = k;
			if (ri >= 0 && rk < 0)
				continue;
			conf_name(c, ck, NULL, name, sizeof name);
			compile_argv(c, ck, NULL, "@SRC@", "@BIN@", rf, rstore);
			if (rk >= 0)
				run_argv(c, rk, "@BIN@", rr, rcpu);
			repro_other(&rp, name, rf, rk >= 0 ? rr : NULL);
		}
	test_gen_command(c, t, &b);
	rp.gen = xstrdup(b.s + strlen("rif gen "));
	rp.ctime = c->ctime;
	rp.rtime = c->rtime;
	rp.cmem = c->cmem;
	rp.rmem = c->rmem;
	repro_save(&rp, camp_path(c, "failures/%s/failure.cfg", id));
	b.len = 0;
	repro_script(&rp, "test.c", t->sig, 1, &b);
	write_file(camp_path(c, "failures/%s/repro.sh", id), b.s, b.len);
	chmod(camp_path(c, "failures/%s/repro.sh", id), 0755);
	buf_free(&b);
	repro_free(&rp);
}

/* move a finished failing test to failures/NNNN with its story */
void
failure_keep(Camp *c, Test *t, char *id)
{
	char fdir[700], *av[48], store[512], cpu[200], name[400];
	Buf b = {0};

	snprintf(id, 16, "%04d", ++c->nfail);
	snprintf(fdir, sizeof fdir, "%s/failures/%s", c->dir, id);
	rmtree(fdir);
	if (rename(t->dir, fdir) != 0)
		err("cannot move %s to %s: %s", t->dir, fdir, strerror(errno));
	for (int ci = 0; ci < c->nconf; ci++)
		remove(camp_path(c, "failures/%s/bin-%d", id, ci));
	buf_printf(&b, "rif %s failure %s: %s\nclass: %s\ntest: %ld, seed 0x%016llx, %d operators\n\n",
	    RIF_VERSION, id, t->sig, class_name(t->cls), t->idx, (unsigned long long)t->seed, t->nodes);
	buf_puts(&b, t->detail.s ? t->detail.s : "");
	buf_puts(&b, "\nfiles: test.c (the program), repro.sh (exits 0 if the failure shows, 1 if not, 2 if it\n"
	    "cannot tell), commands.txt, cc-N.log (build N's output), run-N.out (run N's output)\n");
	write_file(camp_path(c, "failures/%s/failure.txt", id), b.s, b.len);
	b.len = 0;
	outcomes_test(c, t, &b);
	write_file(camp_path(c, "failures/%s/outcomes.txt", id), b.s, b.len);
	b.len = 0;
	buf_puts(&b, "# regenerate the program (from this folder):\n");
	test_gen_command(c, t, &b);
	buf_puts(&b, "\n");
	for (int ci = 0; ci < c->nconf; ci++) {
		char bin[32], src[] = "test.c";

		conf_name(c, ci, test_tune(c, t->tseed, ci), name, sizeof name);
		snprintf(bin, sizeof bin, "bin-%d", ci);
		compile_argv(c, ci, test_tune(c, t->tseed, ci), src, bin, av, store);
		buf_printf(&b, "# build %d: %s\n", ci, name);
		argv_quote(&b, av);
		buf_printf(&b, " > cc-%d.log 2>&1\n", ci);
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		char bin[32];

		run_name(c, ri, test_tune(c, t->tseed, c->run[ri].conf), name, sizeof name);
		snprintf(bin, sizeof bin, "./bin-%d", c->run[ri].conf);
		run_argv(c, ri, bin, av, cpu);
		buf_printf(&b, "# run %d: %s\n", ri, name);
		argv_quote(&b, av);
		buf_printf(&b, " > run-%d.out 2>&1\n", ri);
	}
	write_file(camp_path(c, "failures/%s/commands.txt", id), b.s, b.len);
	if ((t->api < 0 ? &c->common : &c->api[t->api])->n) {
		char *d = read_file(camp_path(c, "probe/%s", deny_name(t->api)), NULL);

		if (d)
			write_file(camp_path(c, "failures/%s/%s", id, deny_name(t->api)), d, strlen(d));
		free(d);
	}
	buf_free(&b);
	write_repro(c, t, id);
}

/* A model-suspect: no -O0 build passed the test.  The reduced program is
 * built and run with the other compilers' -O0 builds: one that passes it
 * agrees with rif's model, so the failing build is wrong (a compiler bug),
 * and becomes the reduced repro's reference.  Into b, a line per build;
 * -1 if interrupted */
int
repro_alts(Repro *rp, const char *src, const char *work, int verbose, Buf *b)
{
	char key[256];
	int ref = -1;

	for (int i = 0; i < rp->nalt; i++) {
		int res = build_run(rp, rp->abuild[i], rp->arun[i], src, work, "alt", verbose, key,
		    sizeof key);
		const char *what;

		if (res == -2)
			return -1;
		what = res < 0 ? "does not build it" : res == RO_PASS ? "passes" : res == RO_MISMATCH &&
		    strcmp(key, rp->key) == 0 ? "fails too" : "fails otherwise";
		buf_printf(b, "other -O0 build: ");
		argv_quote(b, rp->abuild[i]);
		buf_printf(b, ": %s\n", what);
		if (res == RO_PASS && ref < 0)
			ref = i;
	}
	if (ref < 0)
		return 0;
	buf_printf(b, "verdict: a compiler bug, not the model: another compiler's -O0 build passes the "
	    "reduced program, the failing build (%s) does not\n", rp->build[0]);
	free_words(rp->rbuild);
	free_words(rp->rrun);
	rp->rbuild = copy_words(rp->abuild[ref]);
	rp->rrun = copy_words(rp->arun[ref]);
	return 0;
}

/* The campaign's other builds (failure.cfg's other lines) with the
 * reduced program: which compilers, versions and levels fail it the same
 * way (the same result and key), which fail it otherwise and which pass;
 * into b, a line per build; -1 if interrupted */
int
repro_others(const Repro *rp, const char *src, const char *work, int verbose, Buf *b)
{
	char key[256];

	for (int i = 0; i < rp->nother; i++) {
		const char *what;
		int res;

		if (rp->orun[i]) {
			res = build_run(rp, rp->obuild[i], rp->orun[i], src, work, "other", verbose, key,
			    sizeof key);
			what = res == -2 ? NULL : res < 0 ? "does not build it" : res == RO_PASS ? "passes" :
			    res == rp->res && strcmp(key, rp->key) == 0 ? "fails the same way" : "fails otherwise";
		} else {
			res = build_only(rp, rp->obuild[i], src, work, "other", verbose, key, sizeof key);
			what = res == -2 ? NULL : res < 0 ? "cannot be started" : res == CO_OK ? "builds it" :
			    res == rp->res && strcmp(key, rp->key) == 0 ? "fails the same way" : "fails otherwise";
		}
		if (!what)
			return -1;
		buf_printf(b, "other build %s: %s", rp->oname[i], what);
		buf_printf(b, strcmp(what, "fails otherwise") == 0 ? " (%s)\n" : "\n", key);
	}
	return 0;
}

/* rif reduce --creduce-script: an interestingness test for C-Reduce or C-Vise on
 * test.c, on stdout */
void
creduce_script(const Repro *rp)
{
	Buf b = {0};

	buf_printf(&b, "#!/bin/sh\n# rif %s: interestingness test for C-Reduce or C-Vise on test.c\n"
	    "# (%s %s): a candidate is kept only if it compiles without warnings at -O0,\n"
	    "# the -O0 build passes and the failing configuration fails the same way.\n"
	    "#   creduce ./interesting.sh test.c\n", RIF_VERSION, class_name(rp->cls), rp->key);
	if (rp->rbuild) {
		/* clean at -O0: no implicit declarations, no uninitialised values */
		script_argv(&b, rp->rbuild, "test.c", "ref.bin");
		buf_puts(&b, " -Wall -Wextra -Werror -Wno-unused-function -Wno-unused-parameter "
		    "-Wno-unused-variable -Wno-unused-but-set-variable -Wno-unused-const-variable "
		    "-Wno-sign-compare > ref.log 2>&1 || exit 1\n");
		buf_puts(&b, "timeout 60 ");
		script_argv(&b, rp->rrun, "test.c", "./ref.bin");
		buf_puts(&b, " > ref.out 2>&1 || exit 1\n");
	}
	{
		Buf s = {0};

		repro_script(rp, "test.c", "the failure", 0, &s);
		buf_puts(&b, strchr(s.s, '\n') + 1);    /* without its #! line */
		buf_free(&s);
	}
	fputs(b.s, stdout);
	buf_free(&b);
}
