/*
 * What each compiler of a campaign can do, asked before the tests: its API
 * (one function per intrinsic, compiled: the intrinsics it rejects, and
 * those it crashes on alone), the tunings and knobs with which it crashes
 * on rif's own runtime, and rif probe; the answers kept in a cache across
 * campaigns.
 */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"

extern char **environ;

static const char api_head[] = "/* rif: one function per intrinsic, to learn a compiler's API */\n"
    "#include <riscv_vector.h>\n";


/* rif probe's temporary folder, removed however rif exits */
static char probe_dir[600];
static int probe_ok;            /* rif probe ran to its end */
static Out *probe_out;  /* and -o's temporary file, until it is committed */

static int
is_imm_param(const char *s, size_t n)
{
	for (int k = 0; k < NIMM; k++)
		if (strlen(imms[k].param) == n && strncmp(s, imms[k].param, n) == 0)
			return 1;
	return 0;
}


/* the text of probe/api.c's function for intrinsic in, at line lineno */
static void
api_func(const Inst *in, int lineno, Buf *src)
{
	char name[128], proto[512], *p, *q;

	inst_proto(in, proto);
	proto[strlen(proto) - 1] = 0;   /* the ';' */
	p = strstr(proto, inst_name(in, name));
	buf_printf(src, "%.*sp%d%s { ", (int)(p - proto), proto, lineno, p + strlen(name));
	if (shapes[fams[in->fam].shape].out != O_MEM)
		buf_puts(src, "return ");
	buf_printf(src, "%s(", name);
	/* the parameter names of the prototype, in order */
	for (q = strchr(p, '(') + 1; *q;) {
		char *e = q + strcspn(q, ",)"), *b = e;

		while (b > q && b[-1] != ' ' && b[-1] != '*')
			b--;
		/* an immediate operand (frm, vxrm) must be a constant */
		if (is_imm_param(b, (size_t)(e - b)))
			buf_printf(src, "0%s", *e == ',' ? ", " : "");
		else
			buf_printf(src, "%.*s%s", (int)(e - b), b, *e == ',' ? ", " : "");
		if (*e != ',')
			break;
		q = e + 1;
	}
	buf_puts(src, "); }\n");
}


/* Compile file with build ci's flags as the probe does: clang checks an
 * intrinsic's ISA requirements in its front end (-fsyntax-only); GCC only
 * when it expands the call (-S).  CO_OK or CO_ERROR (errors are read from
 * log), CO_CRASH or CO_TIMEOUT; interrupted: exits 130. */
static int
probe_compile(Camp *c, int ci, const char *file, const char *log, const char *cn)
{
	char *av[48], store[512], key[300], desc[96];
	int n = 0, e;
	Proc p;

	compile_argv(c, ci, NULL, file, "/dev/null", av, store);
	drop_link_args(av);
	while (av[n] && strcmp(av[n], "-o"))
		n++;
	av[n++] = "-Werror=implicit-function-declaration";
	if (c->cc[c->conf[ci].cc].clang) {
		av[n++] = "-fsyntax-only";
		av[n++] = "-ferror-limit=0";
	} else {
		av[n++] = "-S";
		av[n++] = "-o";
		av[n++] = "/dev/null";
	}
	av[n] = NULL;
	if ((e = proc_run(av, log, 600, c->cmem, c->verbose, &p)) < 0) {
		fprintf(stderr, "rif: interrupted during the API probe of %s\n", cn);
		exit(130);
	}
	if (e)
		err("cannot start %s: %s", av[0], strerror(e));
	return build_outcome(&p, 600, log, key, sizeof key, desc, sizeof desc);
}


/* the probe's search for crashers ends at this time (now_sec); what it
 * has not asked alone by then is marked 2, not asked */
static double crash_deadline;

/* compile lines [lo, hi) of the probe alone: CO_*; *at: the line of the
 * function the crash report names (0 if none) */
static int
probe_part(Camp *c, int ci, const Inst *line, int lo, int hi, const char *cn, int *at)
{
	Buf src = {0};
	char *file = xstrdup(camp_path(c, "probe/api-part.c"));
	char *log = xstrdup(camp_path(c, "probe/api-part.log"));
	char *text, *p;
	int res;

	buf_puts(&src, api_head);
	for (int k = lo; k < hi; k++)
		api_func(&line[k], k + 1, &src);
	write_file(file, src.s, src.len);
	buf_free(&src);
	res = probe_compile(c, ci, file, log, cn);
	*at = 0;
	/* GCC: "api-part.c:44846:1: internal compiler error: ..."; the
	 * functions keep their lines of api.c, less the head's two */
	if ((res == CO_CRASH || res == CO_TIMEOUT) && (text = read_file(log, NULL))) {
		if ((p = strstr(text, ": internal compiler error")))
			while (p > text && p[-1] != '\n')
				p--;
		if (p && (p = strstr(p, "api-part.c:")))
			*at = atoi(p + 11);
		free(text);
	}
	unlink(file);
	unlink(log);
	free(file);
	free(log);
	return res;
}

/* The intrinsics of lines [lo, hi) on which build ci crashes when compiled
 * alone, marked 1 in crash[]: the function a crash report names is asked
 * alone first, else the range is halved while a half crashes.  Past the
 * deadline a crashing range is marked 2 (not asked alone). */
static void
probe_crashes(Camp *c, int ci, const Inst *line, int lo, int hi, uint8_t *crash, const char *cn)
{
	int res, at, k;

	if (lo >= hi)
		return;
	res = probe_part(c, ci, line, lo, hi, cn, &at);
	if (res != CO_CRASH && res != CO_TIMEOUT)
		return;
	if (hi - lo == 1) {
		crash[lo] = 1;
		return;
	}
	if (now_sec() > crash_deadline) {
		for (k = lo; k < hi; k++)
			crash[k] = 2;
		return;
	}
	/* the line named: api_func wrote line[k] as line k + 1 of api.c */
	k = at - 1;
	if (k >= lo && k < hi && probe_part(c, ci, line, k, k + 1, cn, &at) == CO_CRASH) {
		crash[k] = 1;
		probe_crashes(c, ci, line, lo, k, crash, cn);
		probe_crashes(c, ci, line, k + 1, hi, crash, cn);
		return;
	}
	probe_crashes(c, ci, line, lo, lo + (hi - lo) / 2, crash, cn);
	probe_crashes(c, ci, line, lo + (hi - lo) / 2, hi, crash, cn);
}

/* ---- the probe cache ----
 * The API probe costs a minute of GCC per compiler (it compiles 61,397
 * functions to assembly), so its answer is kept across campaigns in
 * $RIF_CACHE (default $XDG_CACHE_HOME/rif, else ~/.cache/rif), one file
 * per question: named by a hash of rif's version, the probe's text, the
 * compile command and the compiler's identity (its --version line and the
 * size, time and inode of the file that runs), holding the deny list as
 * the probe wrote it.  A changed compiler or rif asks again; a cache that
 * cannot be written is no error; RIF_CACHE=none asks every time.  The tests'
 * fake compilers change their answers by RIF_FAKE* variables: those are
 * part of the key. */
static uint64_t
fnv(uint64_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
	return h;
}


static const char *
cache_dir(void)
{
	static char buf[700];
	const char *r = getenv("RIF_CACHE"), *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");

	if (r && strcmp(r, "none") == 0)
		return NULL;
	if (r && *r)
		snprintf(buf, sizeof buf, "%s", r);
	else if (x && *x)
		snprintf(buf, sizeof buf, "%s/rif", x);
	else if (h && *h)
		snprintf(buf, sizeof buf, "%s/.cache/rif", h);
	else
		return NULL;
	return buf;
}


/* the cache file of one probe, or NULL when there is no cache */
static const char *
cache_file(const Camp *c, int ci, const char *what, const Buf *text)
{
	static char path[800];
	char *av[48], store[512], full[1200];
	const Compiler *k = &c->cc[c->conf[ci].cc];
	struct stat st;
	uint64_t h = 0xcbf29ce484222325ull;
	const char *dir = cache_dir();

	if (!dir)
		return NULL;
	h = fnv(h, RIF_VERSION, sizeof RIF_VERSION);
	h = fnv(h, what, strlen(what) + 1);
	h = fnv(h, text->s, text->len);
	compile_argv(c, ci, NULL, "SRC", "BIN", av, store);
	for (int i = 0; av[i]; i++)     /* not the link flags: a probe does not link */
		if (!link_arg(av[i]))
			h = fnv(h, av[i], strlen(av[i]) + 1);
	h = fnv(h, k->version, strlen(k->version) + 1);
	/* the tests' fake compilers answer by these (tests/fake/) */
	for (char **e = environ; *e; e++)
		if (strncmp(*e, "RIF_FAKE", 8) == 0)
			h = fnv(h, *e, strlen(*e) + 1);
	if (strchr(k->argv[0], '/'))
		snprintf(full, sizeof full, "%s", k->argv[0]);
	else
		path_search(k->argv[0], full, sizeof full);
	if (!full[0] || stat(full, &st) != 0)
		return NULL;
	h = fnv(h, (const char *)&st.st_size, sizeof st.st_size);
	h = fnv(h, (const char *)&st.st_mtime, sizeof st.st_mtime);
	h = fnv(h, (const char *)&st.st_ino, sizeof st.st_ino);
	snprintf(path, sizeof path, "%s/%s-%016llx.txt", dir, what, (unsigned long long)h);
	return path;
}


/* keep text as the cache's answer (temporary file, then rename) */
static void
cache_put(const char *path, const char *text, size_t n)
{
	char tmp[900];
	FILE *f;
	int ok;

	if (!path)
		return;
	snprintf(tmp, sizeof tmp, "%s", path);
	*strrchr(tmp, '/') = 0;
	for (char *q = tmp + 1; *q; q++)        /* mkdir -p, quietly */
		if (*q == '/') {
			*q = 0;
			mkdir(tmp, 0777);
			*q = '/';
		}
	mkdir(tmp, 0777);
	snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
	if (!(f = fopen(tmp, "w")))
		return;
	ok = fwrite(text, 1, n, f) == n;
	ok &= fclose(f) == 0;
	if (!ok || rename(tmp, path) != 0)
		unlink(tmp);
}


/* Tunings and knobs with which a compiler crashes on rif's own runtime (the
 * data generator and checker every program holds: a program of one
 * operator), at a level the campaign builds, are left out of that
 * compiler's draws: every test built with one would be the same crash
 * (GCC 14 -O2 -mtune=xiangshan-nanhu: an internal compiler error in
 * riscv_sched_variable_issue on rif_show).  Said on standard error and in
 * probe/tunings.txt; answers are cached like the API probe's. */
void
tune_check(Camp *c)
{
	GenOpts g = c->gen;
	EmitOpts eo = {0};
	Buf prog = {0}, note = {0};
	Graph *gr;
	char *file = xstrdup(camp_path(c, "probe/tune.c")), *log = xstrdup(camp_path(c, "probe/tune.log"));

	g.nodes = 1;
	eo.cmdline = "rif: the tuning check";
	eo.len_volatile = -1;
	gr = graph_generate(&g, 1);
	model_run(gr);
	emit_c(gr, &eo, &prog);
	graph_free(gr);
	write_file(file, prog.s, prog.len);
	buf_puts(&note, "# tunings left out: the compiler crashes on rif's runtime with them\n");
	for (int ci = 0; ci < c->nconf; ci++) {
		Compiler *k = &c->cc[c->conf[ci].cc];
		int nk = k->knobs ? (int)NELEM(gcc_knobs) : 0;

		if (c->opt[c->conf[ci].opt][1] == '0')
			continue;
		for (int i = 0; i < c->ntune + nk; i++) {
			char flag[200], *av[48], store[512], key[300], desc[96], what[900], cn[300];
			const char *cpath, *ans;
			char *text;
			Proc p;
			Buf q = {0};

			if (i < c->ntune && !((k->tunes >> i) & 1))
				continue;
			if (i >= c->ntune && !((k->knobs >> (i - c->ntune)) & 1))
				continue;
			if (i < c->ntune)
				snprintf(flag, sizeof flag, "-mtune=%s", c->tune[i]);
			else
				snprintf(flag, sizeof flag, "%s", gcc_knobs[i - c->ntune]);
			buf_printf(&q, "%s\n%s", flag, prog.s);
			cpath = cache_file(c, ci, "tune", &q);
			buf_free(&q);
			text = cpath ? read_file(cpath, NULL) : NULL;
			if (!text) {
				int n;

				compile_argv(c, ci, flag, file, "/dev/null", av, store);
				n = drop_link_args(av);
				av[n - 2] = "-S";       /* "-o /dev/null" stays: -S -o /dev/null */
				av[n - 1] = "-o";
				av[n] = "/dev/null";
				av[n + 1] = NULL;
				if (proc_run(av, log, c->ctime, c->cmem, c->verbose, &p) < 0)
					exit(130);
				ans = build_outcome(&p, c->ctime, log, key, sizeof key, desc, sizeof desc) == CO_CRASH ?
				    key : "ok";
				text = xstrdup(ans);
				cache_put(cpath, text, strlen(text));
			}
			if (strcmp(text, "ok") != 0) {
				if (i < c->ntune)
					k->tunes &= ~(1u << i);
				else
					k->knobs &= ~(1 << (i - c->ntune));
				conf_name(c, ci, NULL, cn, sizeof cn);
				snprintf(what, sizeof what, "%s %s: %s", cn, flag, text);
				buf_printf(&note, "%s\n", what);
				fprintf(stderr, "rif: %s crashes on rif's runtime with %s (%s): a compiler "
				    "bug; left out of its builds\n", cn, flag, text);
			}
			free(text);
		}
	}
	write_file(camp_path(c, "probe/tunings.txt"), note.s, note.len);
	buf_free(&note);
	buf_free(&prog);
	free(file);
	free(log);
}


/* Compile one function per intrinsic, one per line, with each compiler and
 * -march; the intrinsics on lines with errors are not in that compiler's API
 * (f16 arithmetic needs Zvfh; _rm variants came with LLVM 17).  A compiler
 * that crashes on the probe is asked again on halves of it, down to the
 * intrinsics it crashes on alone: those are compiler bugs, not its API;
 * they are listed in probe/crash-N.txt, named on standard error, and kept
 * out of the campaign's tests (every test with one would be that crash). */
void
probe_api(Camp *c)
{
	static Inst all[MAXFAMINST];
	Buf src = {0}, list = {0};
	Inst *line = NULL;
	int nline = 0, cap = 0, api_written = 0;
	char name[128], cfile[1200], sfile[1200];

	snprintf(cfile, sizeof cfile, "%s", camp_path(c, "probe/api.c"));
	snprintf(sfile, sizeof sfile, "%s", camp_path(c, "probe/sentinel.c"));
	buf_puts(&src, api_head);
	nline = 2;
	for (int f = 0; f < NFAM; f++) {
		int n = fam_insts(f, all);

		for (int i = 0; i < n; i++) {
			grow(&line, &cap, nline + 1, sizeof *line);
			line[nline++] = all[i];
			api_func(&all[i], nline, &src);
		}
	}
	/* api.c (8 MB) is written when a compiler is asked, not when its
	 * answers come from the cache */
	/* a call a C compiler must reject: else the "compiler" checks nothing
	 * (apart from api.c: GCC expands no function of a file with an error) */
	static const char sentinel[] = "int rif_sentinel(void) { return __riscv_rif_not_an_intrinsic(); }\n";
	write_file(sfile, sentinel, strlen(sentinel));
	c->api = xcalloc((size_t)(c->ncc * c->nmarch), sizeof *c->api);
	c->common.deny = xcalloc(NINSTCODE, 1);
	for (int ci = 0; ci < c->nconf; ci++) {
		char *log, cn[300];
		const char *cpath;
		int ak = conf_api(c, ci), nerr = 0, res, ncrash = 0, nunasked = 0;
		Api *api = &c->api[ak];
		uint8_t *crash = NULL;
		char *text;

		if (c->conf[ci].opt != 0)       /* once per compiler and -march: the O0 build */
			continue;
		conf_name(c, ci, NULL, cn, sizeof cn);
		log = xstrdup(camp_path(c, "probe/api-%d.log", ak));
		api->deny = xcalloc(NINSTCODE, 1);
		res = probe_compile(c, ci, sfile, log, cn);
		text = read_file(log, NULL);
		if (res != CO_ERROR || !text || !strstr(text, "sentinel.c:1:"))
			err("--cc: %s did not reject a call of an undeclared function in the API probe "
			    "(%s): is it a C compiler?", cn, log);
		free(text);
		list.len = 0;
		buf_printf(&list, "# intrinsics that %s rejects (rif's API probe)\n", cn);
		cpath = cache_file(c, ci, "api", &src);
		if (cpath && (text = read_file(cpath, NULL))) {
			/* a name a line, and "\t# crashes the compiler" after those it crashes on */
			for (char *ln = text, *next; *ln; ln = next) {
				Inst in;

				next = ln + strcspn(ln, "\n");
				if (*next)
					*next++ = 0;
				buf_printf(&list, "%s\n", ln);
				ncrash += strstr(ln, "# crashes") != NULL;
				ln[strcspn(ln, "\t #")] = 0;
				if (!inst_lookup(ln, &in))
					die("the probe cache %s names '%s'", cpath, ln);
				if (!api->deny[inst_code(&in)]) {
					api->deny[inst_code(&in)] = 1;
					api->n++;
					if (!c->common.deny[inst_code(&in)]++)
						c->common.n++;
				}
			}
			free(text);
			if (ncrash)
				fprintf(stderr, "rif: %s crashes on %d intrinsic%s alone (an earlier probe's "
				    "answer, kept in %s): a compiler bug; left out of its tests\n", cn, ncrash,
				    ncrash > 1 ? "s" : "", cpath);
			free(log);
			write_file(camp_path(c, "probe/%s", deny_name(ak)), list.s, list.len);
			continue;
		}
		if (!api_written++)
			write_file(cfile, src.s, src.len);
		res = probe_compile(c, ci, cfile, log, cn);
		if (res == CO_CRASH || res == CO_TIMEOUT) {
			Buf cl = {0};

			crash = xcalloc((size_t)nline, 1);
			crash_deadline = now_sec() + 600;
			probe_crashes(c, ci, line, 2, nline, crash, cn);
			buf_printf(&cl, "# intrinsics on which %s crashes, each alone in a function "
			    "(rif's API probe; the log: api-%d.log)\n", cn, ak);
			for (int k = 2; k < nline; k++)
				if (crash[k]) {
					buf_printf(&cl, "%s%s\n", inst_name(&line[k], name), crash[k] == 2 ?
					    "\t# in a part that crashes; not asked alone (the search's time ran out)" : "");
					ncrash += crash[k] == 1;
					nunasked += crash[k] == 2;
				}
			write_file(camp_path(c, "probe/crash-%d.txt", ak), cl.s, cl.len);
			if (!ncrash && !nunasked)
				err("%s crashed or hung on the API probe %s, but on no part of it alone "
				    "(see %s)", cn, cfile, log);
			if (nunasked)
				fprintf(stderr, "rif: %s crashes on parts of the API probe that hold %d more "
				    "intrinsics, not asked alone in the search's 10 minutes: left out of its "
				    "tests too (probe/crash-%d.txt)\n", cn, nunasked, ak);
			if (ncrash) {
				char names[300] = "";

				for (int k = 2, shown = 0; k < nline; k++)
					if (crash[k] == 1 && shown++ < 3)
						snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
						    shown > 1 ? ", " : "", inst_name(&line[k], name));
				fprintf(stderr, "rif: %s crashes on %d intrinsic%s alone (%s%s): a compiler bug; "
				    "left out of its tests\n", cn, ncrash, ncrash > 1 ? "s" : "", names,
				    ncrash > 3 ? ", ..." : "");
			}
			/* the errors of the rest */
			cl.len = 0;
			buf_puts(&cl, api_head);
			for (int k = 2; k < nline; k++)
				if (!crash[k])
					api_func(&line[k], k + 1, &cl);
				else
					buf_puts(&cl, "\n");
			write_file(camp_path(c, "probe/api-%d-nocrash.c", ak), cl.s, cl.len);
			buf_free(&cl);
			res = probe_compile(c, ci, camp_path(c, "probe/api-%d-nocrash.c", ak), log, cn);
			if (res == CO_CRASH || res == CO_TIMEOUT)
				err("%s crashed on the API probe %s without the intrinsics it crashes on "
				    "alone (see %s)", cn, cfile, log);
		}
		/* diagnostics: "path/api.c:LINE:COL: error: ..."; GCC's "sorry,
		 * unimplemented: ..." too */
		text = read_file(log, NULL);
		for (char *ln = text, *next, *q, *end; ln && *ln; ln = next) {
			long k;

			next = strchr(ln, '\n');       /* cut the line first: search it alone */
			if (next)
				*next++ = 0;
			if (!(q = strstr(ln, ".c:")))
				continue;
			k = strtol(q + 3, &end, 10);
			if (*end != ':' || (!strstr(end, " error: ") && !strstr(end, " sorry, unimplemented: ")))
				continue;
			nerr++;
			if (k > 2 && k <= nline && !api->deny[inst_code(&line[k - 1])]) {
				api->deny[inst_code(&line[k - 1])] = 1;
				api->n++;
				buf_printf(&list, "%s\n", inst_name(&line[k - 1], name));
				if (!c->common.deny[inst_code(&line[k - 1])]++)
					c->common.n++;
			}
		}
		free(text);
		for (int k = 2; crash && k < nline; k++)
			if (crash[k] && !api->deny[inst_code(&line[k])]) {
				api->deny[inst_code(&line[k])] = 1;
				api->n++;
				buf_printf(&list, "%s\t# %s\n", inst_name(&line[k], name), crash[k] == 1 ?
				    "crashes the compiler" : "in a part that crashes the compiler, not asked alone");
				if (!c->common.deny[inst_code(&line[k])]++)
					c->common.n++;
			}
		if (res == CO_ERROR && !nerr) {
			static const char *const pats[] = {"error", NULL};
			char first[300] = "";

			grep_first(log, pats, first, sizeof first);
			err("%s failed on the API probe without naming a line: %s (see %s)", cn,
			    first, log);
		}
		free(crash);
		free(log);
		write_file(camp_path(c, "probe/%s", deny_name(ak)), list.s, list.len);
		text = strchr(list.s, '\n') + 1;
		cache_put(cpath, text, list.len - (size_t)(text - list.s));
	}
	list.len = 0;
	buf_puts(&list, "# intrinsics that a compiler of the campaign rejects (rif's API probe)\n");
	for (int i = 2; i < nline; i++)
		if (c->common.deny[inst_code(&line[i])])
			buf_printf(&list, "%s\n", inst_name(&line[i], name));
	write_file(camp_path(c, "probe/%s", deny_name(-1)), list.s, list.len);
	buf_free(&src);
	buf_free(&list);
	free(line);
}


/* rif probe's directory goes when rif exits; but for the files its
 * message may name (the logs, the hello program's output) when it fails */
static void
probe_cleanup(void)
{
	if (*probe_dir && probe_ok)
		rmtree(probe_dir);
	else if (*probe_dir) {
		char path[1000];
		DIR *d;
		struct dirent *e;

		snprintf(path, sizeof path, "%s/tmp", probe_dir);
		rmtree(path);
		snprintf(path, sizeof path, "%s/probe", probe_dir);
		if ((d = opendir(path))) {
			while ((e = readdir(d))) {
				size_t n = strlen(e->d_name);

				if (e->d_name[0] == '.' || (n > 4 && (strcmp(e->d_name + n - 4, ".log") == 0 ||
				    strcmp(e->d_name + n - 4, ".out") == 0)))
					continue;
				snprintf(path, sizeof path, "%s/probe/%s", probe_dir, e->d_name);
				remove(path);
			}
			closedir(d);
		}
	}
	out_abandon(probe_out);
	probe_out = NULL;
}


/* rif probe: the intrinsics a compiler rejects, one per line (for --deny) */
int
cmd_probe(int argc, char **argv)
{
	Camp c;
	Opt o = {argc, 0, argv, NULL};
	const char *out = NULL, *tmp = getenv("TMPDIR");
	char dir[600];
	char *text;

	memset(&c, 0, sizeof c);
	c.cmem = (uint64_t)4096 << 20;
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs("usage: rif probe [--cc 'COMPILER FLAGS'] [--march M] [-o FILE] [-v]\n"
			    "  prints the intrinsics rif knows that the compiler rejects, one per line,\n"
			    "  for rif gen --deny (default: clang-19, -march auto)\n", stdout);
			return 0;
		} else if (opt(&o, "--cc"))
			add_compiler(&c, o.val);
		else if (opt(&o, "--march"))
			parse_list(&c, L_MARCH, o.val);
		else if (opt(&o, "-o"))
			out = o.val;
		else if (flag(&o, "-v"))
			c.verbose = 1;
		else
			err("probe: unknown option '%s' (see 'rif probe --help')", argv[o.i]);
	}
	if (!c.ncc)
		add_compiler(&c, "clang-19");
	if (c.ncc > 1 || c.nmarch > 1)
		err("probe: one compiler and one -march at a time");
	if (!c.nmarch)
		parse_list(&c, L_MARCH, "auto");
	parse_list(&c, L_OPT, "O0");
	parse_list(&c, L_EMU, "qemu7");         /* nothing runs */
	c.nvlen = 1;
	c.vlen[0] = 128;
	c.nfill = 1;
	build_matrix(&c);
	if (!in_path(c.cc[0].argv[0]))          /* before the directory is made */
		err("--cc: the compiler %s is not installed%s", c.cc[0].name, install_hint(c.cc[0].name));
	/* a file that cannot be written fails before the probe */
	if (out && !(probe_out = out_try(out)))
		err("-o %s: cannot write it: %s", out, strerror(errno));
	snprintf(dir, sizeof dir, "%s/rif-probe-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
	c.dir = dir;
	rmtree(dir);
	snprintf(probe_dir, sizeof probe_dir, "%s", dir);
	atexit(probe_cleanup);
	mkdirs(camp_path(&c, "probe"));
	child_tmpdir(camp_path(&c, "tmp"));
	proc_init();
	cc_detect(&c, 0);
	probe_api(&c);
	text = read_file(camp_path(&c, "probe/%s", deny_name(0)), NULL);
	probe_ok = 1;
	rmtree(dir);
	if (!text)
		die("the probe wrote no list");
	if (probe_out) {
		Out *o = probe_out;

		probe_out = NULL;
		out_commit(o, text, strlen(text));
	}
	else if (fputs(text, stdout) == EOF || fflush(stdout) != 0)
		err("cannot write to standard output");
	free(text);
	camp_free(&c);
	return 0;
}

