/*
 * rif fuzz: the campaign.  Tests are generated without end (or up to a
 * count or a time), each built once per compiler configuration (compiler x
 * optimisation level x -march) and each binary run under qemu at every VLEN
 * and agnostic-fill setting.  Each test gets one outcome:
 *
 *   compiler-crash  a compiler died on a signal, printed its crash report, or hung
 *   compile-error   a compiler rejected the program (a rif bug, unless the compiler is wrong)
 *   emulator-fault  qemu aborted or asserted
 *   model-suspect   an -O0 build fails too: rif's model or the emulator is wrong
 *   wrong-code      a build fails (mismatch or bad exit) where an -O0 build passes
 *   runtime-crash   a build crashes or times out under qemu where an -O0 build passes
 *   pass
 *
 * (in this order of precedence).  Only wrong-code and compiler-crash are
 * compiler bugs.  A journal line is appended and fsync'ed per test, in test
 * order, so a killed campaign loses at most the tests in flight and
 * --resume continues with the same seeds; every failure gets a folder with
 * the test, the commands, each configuration's outcome and a repro.sh.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rif.h"

#define MAXCC 8
#define MAXL 8

enum { CL_PASS, CL_WRONG, CL_CRASH, CL_CERR, CL_RCRASH, CL_MODEL, CL_EMU, NCLASS };
static const char *const clname[NCLASS] = {
	"pass", "wrong-code", "compiler-crash", "compile-error", "runtime-crash",
	"model-suspect", "emulator-fault",
};
/* the order in which a test's class is decided */
static const int precedence[] = {CL_CRASH, CL_CERR, CL_EMU, CL_MODEL, CL_WRONG, CL_RCRASH};

enum { TK_WAIT, TK_RUNNING, TK_DONE, TK_SKIPPED };
enum { CO_OK, CO_CRASH, CO_TIMEOUT, CO_ERROR, CO_NOSPAWN };
enum { RO_PASS, RO_MISMATCH, RO_EXIT, RO_CRASH, RO_TIMEOUT, RO_EMU, RO_NOSPAWN };
static const char *const roname[] = {
	"pass", "wrong result", "bad exit", "crash", "timeout", "emulator fault", "not started",
};

typedef struct {
	char *spec;             /* as given: "clang-19 -mllvm -foo" */
	char *words;            /* spec, cut into argv */
	char *argv[32];
	int nargv, clang;
	char version[160];
} Compiler;

typedef struct { int cc, opt, march; } Conf;
typedef struct { int conf, vlen, fill; } RunCfg;

typedef struct {
	int state, res;
	Proc p;
	char desc[96];          /* how the process ended */
	char key[256];          /* crash key line, or the first wrong intrinsic */
} Task;

typedef struct {
	long idx;
	uint64_t seed;
	int nodes;
	int api;                /* the API it keeps to: -1 common, else an index of Camp.api */
	char dir[600];
	Task *tc, *tr;          /* compile tasks, run tasks */
	int left, complete, cls;
	char sig[400];
	Buf detail;
} Test;

typedef struct {
	char *sig, *first;
	int cls;
	long n;
} Bucket;

typedef struct {
	uint8_t *deny;          /* NINSTCODE flags */
	int n;
} Api;

typedef struct {
	char *dir;
	uint64_t seed;
	long count;
	double tlimit;
	int jobs, verbose, quiet;
	Compiler cc[MAXCC];
	int ncc;
	char *opt[MAXL], *march[MAXL];
	int nopt, nmarch;
	int vlen[MAXL], nvlen, fill[2], nfill;
	Conf *conf;
	RunCfg *run;
	int nconf, nrun;
	double ctime, rtime;
	uint64_t cmem, rmem;
	char *qemu;
	int nodes_lo, nodes_hi, swarm;
	GenOpts gen;
	Buf genargs;            /* generator filters as given, for gen commands */
	Api *api;               /* per (compiler, -march): what its probe rejected */
	Api common;             /* rejected by any of them */
	/* progress */
	FILE *journal;
	long next, started, done_now;
	int nfail;
	long nclass[NCLASS];
	Bucket *bk;
	int nbk, capbk;
	double t0, tself;
	Test **active;
	int nactive, capactive;
} Camp;

static const char fuzz_usage[] =
    "usage: rif fuzz [options]\n"
    "       rif fuzz --resume DIR [--time T] [--count N] [-j N] [-v] [--quiet]\n"
    "  --out DIR             campaign directory (default runs/<date>-<time>)\n"
    "  --time T              stop starting tests after T (90s, 30m, 2h)\n"
    "  --count N             stop after N tests in all (default: no limit)\n"
    "  -j N                  processes at once (default: the number of cores)\n"
    "  --seed N              campaign seed (default: from the clock)\n"
    "  --cc LIST             compilers, each with its own flags: 'clang-19 -mllvm -x,clang-16'\n"
    "                        (default: clang-19 and clang-16, those installed)\n"
    "  --opt LIST            O0,O1,O2,O3,Os (default O0,O2; O0 is always built: it is\n"
    "                        the reference that tells wrong code from a model bug)\n"
    "  --march LIST          e.g. rv64gcv,rv64gcv_zvl256b (default rv64gcv)\n"
    "  --vlen LIST           VLENs, powers of two in 128..1024 (default 128,512)\n"
    "  --fill LIST           qemu's all-ones agnostic fill: off,on (default off,on)\n"
    "  --compile-timeout S   seconds per compile (default 300)\n"
    "  --run-timeout S       seconds per run (default 60)\n"
    "  --compile-mem MB      memory limit per compile (default 4096)\n"
    "  --run-mem MB          memory limit per run (default 2048)\n"
    "  --qemu PATH           the emulator (default qemu-riscv64-static)\n"
    "  --nodes N|LO-HI       operators per test (default 10-100, drawn per test)\n"
    "  --no-swarm            use every allowed feature in every test\n"
    "  --ops, --sew, --lmul, --policy, --sign   generator filters, as for rif gen\n"
    "  -v                    print every command\n"
    "  --quiet               no status line\n"
    "Exit status: 0 no compiler bug found, 1 at least one, 2 bad input.\n";

static volatile int interrupted;

/* ---- small helpers ---- */

/* path(c, fmt, ...) is c->dir/fmt in one of four rotating buffers: use it at
 * once or copy it. */

static void
mkdirs(const char *path)
{
	char *p = xstrdup(path);

	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = 0;
			if (mkdir(p, 0777) != 0 && errno != EEXIST)
				err("cannot create directory %s: %s", p, strerror(errno));
			*s = '/';
		}
	if (mkdir(p, 0777) != 0 && errno != EEXIST)
		err("cannot create directory %s: %s", p, strerror(errno));
	free(p);
}

static void
rmtree(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	char sub[1200];

	if (!d) {
		remove(path);
		return;
	}
	while ((e = readdir(d))) {
		struct stat st;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
		if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode))
			rmtree(sub);
		else
			remove(sub);
	}
	closedir(d);
	rmdir(path);
}

static int
exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0;
}

static char *
path(const Camp *c, const char *fmt, ...) PRINTF(2, 3);

static char *
path(const Camp *c, const char *fmt, ...)
{
	static char buf[4][1200];
	static int k;
	char rel[800];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rel, sizeof rel, fmt, ap);
	va_end(ap);
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s/%s", c->dir, rel);
	return buf[k];
}

/* is `cmd` an executable in PATH (or a path to one)? */
static int
in_path(const char *cmd)
{
	const char *p = getenv("PATH");
	char buf[1200];

	if (strchr(cmd, '/'))
		return access(cmd, X_OK) == 0;
	for (; p && *p;) {
		size_t n = strcspn(p, ":");

		snprintf(buf, sizeof buf, "%.*s/%s", (int)n, n ? p : ".", cmd);
		if (access(buf, X_OK) == 0)
			return 1;
		p += n + (p[n] == ':');
	}
	return 0;
}

static double
parse_duration(const char *o, const char *s)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || v <= 0)
		goto bad;
	if (*end == 0 || strcmp(end, "s") == 0)
		return v;
	if (strcmp(end, "m") == 0)
		return v * 60;
	if (strcmp(end, "h") == 0)
		return v * 3600;
bad:
	err("%s: expected a duration such as 90s, 30m or 2h, got '%s'", o, s);
}

/* normalise a message for bucketing: no paths, numbers or addresses */
static void
normalise(const char *in, char *out, size_t n)
{
	size_t k = 0;

	while (*in == ' ' || *in == '\t')
		in++;
	for (const char *p = in; *p && *p != '\n' && k + 2 < n; p++) {
		if (*p >= '0' && *p <= '9') {
			while (p[1] >= '0' && p[1] <= '9')
				p++;
			if (k == 0 || out[k - 1] != '#')
				out[k++] = '#';
			continue;
		}
		if (*p == '/' && k) {
			/* drop the directory part of a path: back to the word start */
			while (k && out[k - 1] != ' ' && out[k - 1] != '\'' && out[k - 1] != '`')
				k--;
			continue;
		}
		out[k++] = *p == '\t' ? ' ' : *p;
	}
	while (k && out[k - 1] == ' ')
		k--;
	out[k] = 0;
}

/* the first line of a file that contains one of pats; 1 if found */
static int
grep_first(const char *file, const char *const *pats, char *line, size_t n)
{
	FILE *f = fopen(file, "r");
	char buf[2048];

	if (!f)
		return 0;
	for (const char *const *p = pats; *p; p++) {
		rewind(f);
		while (fgets(buf, sizeof buf, f))
			if (strstr(buf, *p)) {
				size_t l = strcspn(buf, "\r\n");

				if (l >= n)
					l = n - 1;
				memcpy(line, buf, l);
				line[l] = 0;
				fclose(f);
				return 1;
			}
	}
	fclose(f);
	return 0;
}

/* ---- the matrix ---- */

static void
add_compiler(Camp *c, const char *spec)
{
	Compiler *k;
	char *s, *tok;

	if (c->ncc == MAXCC)
		err("--cc: at most %d compilers", MAXCC);
	k = &c->cc[c->ncc++];
	memset(k, 0, sizeof *k);
	k->spec = xstrdup(spec);
	s = k->words = xstrdup(spec);
	for (tok = strtok(s, " \t"); tok; tok = strtok(NULL, " \t")) {
		if (k->nargv == 30)
			err("--cc '%s': too many flags", spec);
		k->argv[k->nargv++] = tok;
	}
	if (!k->nargv)
		err("--cc: empty compiler in the list");
}

static void
cc_item(const char *item, void *ctx)
{
	add_compiler(ctx, item);
}

struct listctx { Camp *c; const char *opt; int kind; };

static void
list_item(const char *item, void *ctx)
{
	struct listctx *l = ctx;
	Camp *c = l->c;

	switch (l->kind) {
	case 0:
		if (strcmp(item, "O0") && strcmp(item, "O1") && strcmp(item, "O2") &&
		    strcmp(item, "O3") && strcmp(item, "Os") && strcmp(item, "Oz"))
			err("--opt: '%s'; accepted: O0, O1, O2, O3, Os, Oz", item);
		if (c->nopt == MAXL)
			err("--opt: at most %d levels", MAXL);
		for (int i = 0; i < c->nopt; i++)
			if (strcmp(c->opt[i], item) == 0)
				return;
		c->opt[c->nopt++] = xstrdup(item);
		break;
	case 1:
		if (strncmp(item, "rv64", 4) != 0 || !strchr(item + 4, 'v') ||
		    strspn(item, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(item))
			err("--march: '%s' is not an rv64 ISA string with V (e.g. rv64gcv, "
			    "rv64gcv_zvl256b)", item);
		if (c->nmarch == MAXL)
			err("--march: at most %d", MAXL);
		c->march[c->nmarch++] = xstrdup(item);
		break;
	case 2: {
		int v = (int)parse_num("--vlen", item, 0, 100000);

		if (v < 128 || v > 1024 || (v & (v - 1)))
			err("--vlen: %d is not a power of two in 128..1024", v);
		if (c->nvlen == MAXL)
			err("--vlen: at most %d", MAXL);
		c->vlen[c->nvlen++] = v;
		break;
	}
	default:
		if (strcmp(item, "off") == 0 || strcmp(item, "on") == 0) {
			if (c->nfill < 2)
				c->fill[c->nfill++] = item[1] == 'n';
		} else
			err("--fill: '%s'; accepted: off, on", item);
	}
}

static void
parse_list(Camp *c, const char *optname, const char *val, int kind)
{
	struct listctx l = {c, optname, kind};

	split_list(val, list_item, &l);
}

/* VLEN the ISA string promises (zvlNb), 0 if none */
static int
march_zvl(const char *m)
{
	const char *p = strstr(m, "_zvl");

	return p ? atoi(p + 4) : 0;
}

static void
build_matrix(Camp *c)
{
	int have_o0 = 0;

	for (int i = 0; i < c->nopt; i++)
		have_o0 |= strcmp(c->opt[i], "O0") == 0;
	if (!have_o0) {
		memmove(c->opt + 1, c->opt, (size_t)c->nopt * sizeof *c->opt);
		c->opt[0] = xstrdup("O0");
		c->nopt++;
	}
	c->conf = xcalloc((size_t)(c->ncc * c->nopt * c->nmarch), sizeof *c->conf);
	c->run = xcalloc((size_t)(c->ncc * c->nopt * c->nmarch * c->nvlen * c->nfill), sizeof *c->run);
	for (int m = 0; m < c->nmarch; m++)
		for (int k = 0; k < c->ncc; k++)
			for (int o = 0; o < c->nopt; o++) {
				int ci = c->nconf++;

				c->conf[ci] = (Conf){k, o, m};
				for (int v = 0; v < c->nvlen; v++)
					for (int f = 0; f < c->nfill; f++)
						if (c->vlen[v] >= march_zvl(c->march[m]))
							c->run[c->nrun++] = (RunCfg){ci, c->vlen[v], c->fill[f]};
			}
	if (!c->nrun)
		err("--vlen: every VLEN is below what -march promises (zvl...b)");
}

static void
conf_name(const Camp *c, int ci, char *buf, size_t n)
{
	const Conf *f = &c->conf[ci];

	snprintf(buf, n, "%s -%s%s%s", c->cc[f->cc].spec, c->opt[f->opt],
	    c->nmarch > 1 ? " -march=" : "", c->nmarch > 1 ? c->march[f->march] : "");
}

static void
run_name(const Camp *c, int ri, char *buf, size_t n)
{
	char cn[300];

	conf_name(c, c->run[ri].conf, cn, sizeof cn);
	snprintf(buf, n, "%s, vlen %d%s", cn, c->run[ri].vlen, c->run[ri].fill ? ", ones" : "");
}

/* argv of a compile: the compiler, standard flags, its own flags, files */
static int
compile_argv(const Camp *c, int ci, const char *src, const char *bin, char **av, char *store)
{
	const Conf *f = &c->conf[ci];
	const Compiler *k = &c->cc[f->cc];
	int n = 0;

	av[n++] = k->argv[0];
	if (k->clang)
		av[n++] = "--target=riscv64-linux-gnu";
	sprintf(store, "-march=%s", c->march[f->march]);
	av[n++] = store;
	if (!k->clang)
		av[n++] = "-mabi=lp64d";
	sprintf(store + 200, "-%s", c->opt[f->opt]);
	av[n++] = store + 200;
	av[n++] = "-static";
	if (k->clang)
		av[n++] = "-fno-crash-diagnostics";
	for (int i = 1; i < k->nargv; i++)
		av[n++] = k->argv[i];
	av[n++] = (char *)src;
	av[n++] = "-o";
	av[n++] = (char *)bin;
	av[n] = NULL;
	return n;
}

static void
run_argv(const Camp *c, int ri, const char *bin, char **av, char *cpu)
{
	sprintf(cpu, "rv64,v=true,vlen=%d,vext_spec=v1.0,Zfh=true%s", c->run[ri].vlen,
	    c->run[ri].fill ? ",rvv_ta_all_1s=true,rvv_ma_all_1s=true" : "");
	av[0] = c->qemu;
	av[1] = "-cpu";
	av[2] = cpu;
	av[3] = (char *)bin;
	av[4] = NULL;
}

/* ---- set-up: toolchain checks and the API probe ---- */

static const char *
package_hint(const char *cmd)
{
	static char buf[200];

	if (strncmp(cmd, "clang-", 6) == 0)
		snprintf(buf, sizeof buf, " (Debian package %s)", cmd);
	else if (strstr(cmd, "qemu"))
		snprintf(buf, sizeof buf, " (Debian package qemu-user-static)");
	else
		buf[0] = 0;
	return buf;
}

static void
check_toolchain(Camp *c)
{
	char *av[48], store[400], cpu[200], hello[1200];
	Proc p;

	snprintf(hello, sizeof hello, "%s", path(c, "probe/hello.c"));
	if (!in_path(c->qemu))
		err("the emulator %s is not installed%s", c->qemu, package_hint(c->qemu));
	static const char prog[] = "#include <riscv_vector.h>\n#include <stdio.h>\nint main(void)\n"
	    "{\n\tprintf(\"%d\\n\", (int)__riscv_vsetvl_e8m1(3));\n\treturn 0;\n}\n";

	write_file(hello, prog, strlen(prog));
	for (int k = 0; k < c->ncc; k++) {
		Compiler *cc = &c->cc[k];
		char *vav[] = {cc->argv[0], "--version", NULL};
		char *log = path(c, "probe/version-%d.txt", k);
		FILE *f;

		if (!in_path(cc->argv[0]))
			err("--cc: the compiler %s is not installed%s", cc->argv[0],
			    package_hint(cc->argv[0]));
		if (proc_run(vav, log, 60, 0, c->verbose, &p) || !WIFEXITED(p.status) ||
		    WEXITSTATUS(p.status))
			err("--cc: '%s --version' failed: is it a C compiler?", cc->argv[0]);
		f = fopen(log, "r");
		if (!f || !fgets(cc->version, sizeof cc->version, f))
			err("--cc: '%s --version' printed nothing", cc->argv[0]);
		fclose(f);
		cc->version[strcspn(cc->version, "\n")] = 0;
		cc->clang = strstr(cc->version, "clang") != NULL;
	}
	for (int ci = 0; ci < c->nconf; ci++) {
		char *bin = path(c, "probe/hello-%d", ci), *log = path(c, "probe/hello-%d.log", ci);
		char *out = path(c, "probe/hello-%d.out", ci), name[300];

		if (c->opt[c->conf[ci].opt][1] != '0')
			continue;
		conf_name(c, ci, name, sizeof name);
		compile_argv(c, ci, hello, bin, av, store);
		if (proc_run(av, log, c->ctime, c->cmem, c->verbose, &p) || !WIFEXITED(p.status) ||
		    WEXITSTATUS(p.status)) {
			char line[300] = "";
			static const char *const pats[] = {"cannot find", "No such file", "error", NULL};

			grep_first(log, pats, line, sizeof line);
			err("%s cannot build a static RISC-V program (%s); the sysroot comes from "
			    "the Debian packages gcc-riscv64-linux-gnu and libc6-dev-riscv64-cross",
			    name, line);
		}
		run_argv(c, 0, bin, av, cpu);
		if (proc_run(av, out, c->rtime, c->rmem, c->verbose, &p) || !WIFEXITED(p.status) ||
		    WEXITSTATUS(p.status))
			err("%s runs nothing under %s: see %s", name, c->qemu, out);
	}
}

static int
conf_api(const Camp *c, int ci)
{
	return c->conf[ci].march * c->ncc + c->conf[ci].cc;
}

/* deny-common.txt or deny-N.txt */
static const char *
deny_name(int api)
{
	static char buf[32];

	if (api < 0)
		return "deny-common.txt";
	snprintf(buf, sizeof buf, "deny-%d.txt", api);
	return buf;
}

/* Compile one function per intrinsic, one per line, with each compiler and
 * -march; the intrinsics on lines with errors are not in that compiler's API
 * (f16 arithmetic needs Zvfh; _rm variants came with LLVM 17). */
static void
probe_api(Camp *c)
{
	static Inst all[MAXFAMINST];
	Buf src = {0}, list = {0};
	Inst *line = NULL;
	int nline = 0, cap = 0;
	char name[128], proto[512], cfile[1200];

	snprintf(cfile, sizeof cfile, "%s", path(c, "probe/api.c"));
	buf_puts(&src, "/* rif: one function per intrinsic, to learn a compiler's API */\n"
	    "#include <riscv_vector.h>\n");
	nline = 2;
	for (int f = 0; f < NFAM; f++) {
		int n = fam_insts(f, all);

		for (int i = 0; i < n; i++) {
			char *p, *q;

			grow(&line, &cap, nline + 1, sizeof *line);
			line[nline++] = all[i];
			inst_proto(&all[i], proto);
			proto[strlen(proto) - 1] = 0;   /* the ';' */
			p = strstr(proto, inst_name(&all[i], name));
			buf_printf(&src, "%.*sp%d%s { ", (int)(p - proto), proto, nline, p + strlen(name));
			if (fams[all[i].fam].shape != SH_ST)
				buf_puts(&src, "return ");
			buf_printf(&src, "%s(", name);
			/* the parameter names of the prototype, in order */
			for (q = strchr(p, '(') + 1; *q;) {
				char *e = q + strcspn(q, ",)"), *b = e;

				while (b > q && b[-1] != ' ' && b[-1] != '*')
					b--;
				/* the rounding mode must be a constant */
				if (e - b == 3 && strncmp(b, "frm", 3) == 0)
					buf_printf(&src, "0%s", *e == ',' ? ", " : "");
				else
					buf_printf(&src, "%.*s%s", (int)(e - b), b, *e == ',' ? ", " : "");
				if (*e != ',')
					break;
				q = e + 1;
			}
			buf_puts(&src, "); }\n");
		}
	}
	write_file(cfile, src.s, src.len);
	c->api = xcalloc((size_t)(c->ncc * c->nmarch), sizeof *c->api);
	c->common.deny = xcalloc(NINSTCODE, 1);
	for (int ci = 0; ci < c->nconf; ci++) {
		char *av[48], store[400], *log, cn[300];
		int ak = conf_api(c, ci), n = 0, nerr = 0;
		Api *api = &c->api[ak];
		char *text;
		Proc p;

		if (c->conf[ci].opt != 0)       /* once per compiler and -march: the O0 build */
			continue;
		conf_name(c, ci, cn, sizeof cn);
		log = xstrdup(path(c, "probe/api-%d.log", ak));
		api->deny = xcalloc(NINSTCODE, 1);
		compile_argv(c, ci, cfile, "/dev/null", av, store);
		while (av[n] && strcmp(av[n], "-o"))
			n++;
		av[n++] = "-fsyntax-only";
		av[n++] = "-Werror=implicit-function-declaration";
		if (c->cc[c->conf[ci].cc].clang)
			av[n++] = "-ferror-limit=0";
		av[n] = NULL;
		if (proc_run(av, log, 600, c->cmem, c->verbose, &p) || !WIFEXITED(p.status))
			err("%s crashed or hung on the API probe %s (see %s)", cn, cfile, log);
		list.len = 0;
		buf_printf(&list, "# intrinsics that %s rejects (rif's API probe)\n", cn);
		/* diagnostics: "path/api.c:LINE:COL: error: ..." */
		text = read_file(log, NULL);
		for (char *ln = text, *next; ln && *ln; ln = next) {
			char *q = strstr(ln, "api.c:"), *end;
			long k;

			next = strchr(ln, '\n');
			if (next)
				*next++ = 0;
			if (!q)
				continue;
			k = strtol(q + 6, &end, 10);
			if (*end != ':' || !strstr(end, " error: "))
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
		if (WEXITSTATUS(p.status) && !nerr)
			err("%s failed on the API probe without naming a line (see %s)", cn, log);
		free(log);
		write_file(path(c, "probe/%s", deny_name(ak)), list.s, list.len);
	}
	list.len = 0;
	buf_puts(&list, "# intrinsics that a compiler of the campaign rejects (rif's API probe)\n");
	for (int i = 2; i < nline; i++)
		if (c->common.deny[inst_code(&line[i])])
			buf_printf(&list, "%s\n", inst_name(&line[i], name));
	write_file(path(c, "probe/%s", deny_name(-1)), list.s, list.len);
	buf_free(&src);
	buf_free(&list);
	free(line);
}

/* ---- tests ---- */

static uint64_t
test_seed(const Camp *c, long idx)
{
	return mix64(c->seed ^ mix64((uint64_t)idx));
}

static int
test_nodes(const Camp *c, uint64_t seed)
{
	uint64_t span = (uint64_t)(c->nodes_hi - c->nodes_lo) + 1;

	return c->nodes_lo + (int)(mix64(seed ^ 0x6e6f646573u) % span);
}

/* the `rif gen` command that writes this test's program */
static void
gen_command(const Camp *c, const Test *t, Buf *b)
{
	buf_printf(b, "rif gen --seed 0x%016llx --nodes %d", (unsigned long long)t->seed, t->nodes);
	if (c->swarm)
		buf_puts(b, " --swarm");
	if (c->genargs.len)
		buf_printf(b, " %s", c->genargs.s);
	if ((t->api < 0 ? &c->common : &c->api[t->api])->n)
		buf_printf(b, " --deny %s", deny_name(t->api));
	buf_puts(b, " -o test.c");
}

static Test *
test_new(Camp *c, long idx)
{
	Test *t = xcalloc(1, sizeof *t);
	GenOpts g = c->gen;
	EmitOpts eo = {0};
	Buf cmd = {0}, prog = {0};
	Graph *gr;

	t->idx = idx;
	t->seed = test_seed(c, idx);
	t->nodes = test_nodes(c, t->seed);
	/* half the tests keep to what every compiler accepts, the others to the
	 * whole API of one compiler (and skip the compilers that lack it) */
	t->api = -1;
	if (c->common.n && mix64(t->seed ^ 0x617069u) % 2)
		t->api = (int)(mix64(t->seed ^ 0x61706932u) % (uint64_t)(c->ncc * c->nmarch));
	snprintf(t->dir, sizeof t->dir, "%s/work/%06ld", c->dir, idx);
	rmtree(t->dir);
	mkdirs(t->dir);
	g.nodes = t->nodes;
	g.swarm = c->swarm;
	g.deny = (t->api < 0 ? &c->common : &c->api[t->api])->deny;
	gen_command(c, t, &cmd);
	eo.cmdline = cmd.s;
	eo.len_volatile = -1;
	gr = graph_generate(&g, t->seed);
	model_run(gr);
	emit_c(gr, &eo, &prog);
	write_file(path(c, "work/%06ld/test.c", idx), prog.s, prog.len);
	t->tc = xcalloc((size_t)c->nconf, sizeof *t->tc);
	t->tr = xcalloc((size_t)c->nrun, sizeof *t->tr);
	t->left = c->nconf + c->nrun;
	/* builds by compilers whose API lacks an intrinsic of the test */
	for (int ci = 0; ci < c->nconf; ci++) {
		const uint8_t *deny = c->api[conf_api(c, ci)].deny;
		int lacks = 0;

		for (int k = 0; k < gr->no && !lacks; k++)
			lacks = !gr->o[k].init && deny[inst_code(&gr->o[k].in)];
		if (!lacks)
			continue;
		t->tc[ci].state = TK_SKIPPED;
		t->left--;
		for (int ri = 0; ri < c->nrun; ri++)
			if (c->run[ri].conf == ci) {
				t->tr[ri].state = TK_SKIPPED;
				t->left--;
			}
	}
	graph_free(gr);
	buf_free(&prog);
	buf_free(&cmd);
	return t;
}

static void
test_free(Test *t)
{
	buf_free(&t->detail);
	free(t->tc);
	free(t->tr);
	free(t);
}

/* The key line of a compiler crash, for bucketing: an assertion or fatal
 * error message if there is one, else the pass that was running and the
 * first stack frame below the signal handlers. */
static int
crash_key(const char *log, char *key, size_t n)
{
	static const char *const msgs[] = {
		"Assertion `", "LLVM ERROR:", "error in backend:", "Cannot select:",
		"internal compiler error:", "UNREACHABLE executed", NULL,
	};
	static const char *const skip[] = {
		"PrintStackTrace", "SignalHandler", "RunSignalHandlers", "CrashRecoveryContext",
		"__restore_rt", "libc.so", "raise", "abort", "(/lib", NULL,
	};
	char line[600], pass[600] = "", frame[600] = "", buf[2048];
	FILE *f;

	if (grep_first(log, msgs, line, sizeof line)) {
		normalise(line, key, n);
		return 1;
	}
	if (!(f = fopen(log, "r")))
		return 0;
	while (fgets(buf, sizeof buf, f)) {
		char *p = buf + strspn(buf, " \t0123456789.");

		buf[strcspn(buf, "\n")] = 0;
		if (strncmp(p, "Running pass", 12) == 0)
			snprintf(pass, sizeof pass, "%.500s", p);
		else if (buf[strspn(buf, " ")] == '#' && !frame[0]) {
			int boring = 0;

			for (const char *const *k = skip; *k; k++)
				boring |= strstr(buf, *k) != NULL;
			/* " #3 0x00007f... llvm::Foo::bar(...) (/usr/lib/...)" */
			p = strstr(buf, " 0x");
			if (!boring && p && (p = strchr(p + 3, ' ')))
				snprintf(frame, sizeof frame, "%.*s", (int)strcspn(p + 1, "("), p + 1);
		}
	}
	fclose(f);
	if (!pass[0] && !frame[0])
		return 0;
	snprintf(buf, sizeof buf, "%s%s%s", pass, pass[0] && frame[0] ? " in " : "", frame);
	normalise(buf, key, n);
	return 1;
}

static void
finish_compile(Camp *c, Test *t, int ci)
{
	Task *k = &t->tc[ci];
	char *log = path(c, "work/%06ld/cc-%d.log", t->idx, ci);
	static const char *const crash[] = {
		"PLEASE submit a bug report", "internal compiler error", "Stack dump:",
		"LLVM ERROR", "UNREACHABLE executed", "error in backend", "frontend command failed", NULL,
	};
	static const char *const errors[] = {"error:", NULL};
	char line[600];

	k->state = TK_DONE;
	t->left--;
	proc_describe(&k->p, c->ctime, k->desc, sizeof k->desc);
	if (k->p.timed_out) {
		k->res = CO_TIMEOUT;
		snprintf(k->key, sizeof k->key, "hang (killed after %g s)", c->ctime);
	} else if (WIFEXITED(k->p.status) && WEXITSTATUS(k->p.status) == 0) {
		k->res = CO_OK;
		return;
	} else if (WIFSIGNALED(k->p.status) || grep_first(log, crash, line, sizeof line)) {
		k->res = CO_CRASH;
		if (!crash_key(log, k->key, sizeof k->key))
			snprintf(k->key, sizeof k->key, "%s", k->desc);
	} else {
		k->res = CO_ERROR;
		if (grep_first(log, errors, line, sizeof line)) {
			char *e = strstr(line, "error:");

			normalise(e, k->key, sizeof k->key);
		} else
			snprintf(k->key, sizeof k->key, "%s", k->desc);
	}
	/* no runs for a binary that was not built */
	for (int r = 0; r < c->nrun; r++)
		if (c->run[r].conf == ci && t->tr[r].state == TK_WAIT) {
			t->tr[r].state = TK_SKIPPED;
			t->left--;
		}
}

static void
finish_run(Camp *c, Test *t, int ri)
{
	Task *k = &t->tr[ri];
	char *out = path(c, "work/%06ld/run-%d.out", t->idx, ri);
	static const char *const emu[] = {
		"Assertion `", "tcg fatal error", "qemu: fatal", "qemu_mutex", "core dumped) - qemu", NULL,
	};
	static const char *const fail[] = {"rif: FAIL op ", NULL};
	char line[600];

	k->state = TK_DONE;
	t->left--;
	proc_describe(&k->p, c->rtime, k->desc, sizeof k->desc);
	if (k->p.timed_out) {
		k->res = RO_TIMEOUT;
		snprintf(k->key, sizeof k->key, "timeout");
	} else if (grep_first(out, emu, line, sizeof line) && strstr(line, "qemu")) {
		k->res = RO_EMU;
		normalise(strstr(line, "qemu"), k->key, sizeof k->key);
	} else if (WIFSIGNALED(k->p.status)) {
		k->res = RO_CRASH;
		snprintf(k->key, sizeof k->key, "signal %d", WTERMSIG(k->p.status));
	} else if (WIFEXITED(k->p.status) && WEXITSTATUS(k->p.status) == 0) {
		k->res = RO_PASS;
	} else if (WEXITSTATUS(k->p.status) == 1 && grep_first(out, fail, line, sizeof line)) {
		/* "rif: FAIL op 7 __riscv_vadd_vv_i32m1_tu: ..." -> the family "vadd" */
		char *n = strstr(line, "__riscv_"), fam[64];
		Inst in;

		k->res = RO_MISMATCH;
		n = n ? n + 8 : line;
		snprintf(fam, sizeof fam, "%.*s", (int)strcspn(n, ":"), n);
		if (inst_lookup(fam, &in))
			snprintf(k->key, sizeof k->key, "%s", fams[in.fam].name);
		else
			snprintf(k->key, sizeof k->key, "%.*s", (int)strcspn(n, "_:"), n);
	} else {
		k->res = RO_EXIT;
		snprintf(k->key, sizeof k->key, "%s", k->desc);
	}
}

/* decide the class and signature of a finished test */
static void
classify(Camp *c, Test *t)
{
	int found[NCLASS] = {0}, firstc[NCLASS], firstr[NCLASS];
	char name[400], ccs[200] = "";

	for (int k = 0; k < NCLASS; k++)
		firstc[k] = firstr[k] = -1;
	for (int ci = 0; ci < c->nconf; ci++) {
		int cl = -1;

		switch (t->tc[ci].res) {
		case CO_CRASH: case CO_TIMEOUT: case CO_NOSPAWN: cl = CL_CRASH; break;
		case CO_ERROR: cl = CL_CERR; break;
		}
		if (t->tc[ci].state == TK_DONE && cl >= 0 && !found[cl]++)
			firstc[cl] = ci;
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		Task *k = &t->tr[ri];
		int ref = 0, o0 = c->conf[c->run[ri].conf].opt == 0, cl;

		if (k->state != TK_DONE || k->res == RO_PASS)
			continue;
		if (k->res == RO_EMU) {
			if (!found[CL_EMU]++)
				firstr[CL_EMU] = ri;
			continue;
		}
		/* an -O0 build that passes at the same VLEN and fill is the reference */
		for (int rj = 0; rj < c->nrun; rj++)
			if (c->conf[c->run[rj].conf].opt == 0 && c->run[rj].vlen == c->run[ri].vlen &&
			    c->run[rj].fill == c->run[ri].fill && t->tr[rj].state == TK_DONE &&
			    t->tr[rj].res == RO_PASS)
				ref = 1;
		if (o0 || !ref)
			cl = CL_MODEL;
		else if (k->res == RO_MISMATCH || k->res == RO_EXIT)
			cl = CL_WRONG;
		else
			cl = CL_RCRASH;
		if (!found[cl]++)
			firstr[cl] = ri;
	}
	t->cls = CL_PASS;
	for (size_t i = 0; i < NELEM(precedence); i++)
		if (found[precedence[i]]) {
			t->cls = precedence[i];
			break;
		}
	/* the detail: every configuration's outcome */
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, name, sizeof name);
		buf_printf(&t->detail, "build %-40s %s%s%s\n", name,
		    t->tc[ci].res == CO_OK ? "ok" : t->tc[ci].desc,
		    t->tc[ci].key[0] ? ": " : "", t->tc[ci].key);
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		if (t->tr[ri].state != TK_DONE)
			continue;
		run_name(c, ri, name, sizeof name);
		buf_printf(&t->detail, "run   %-40s %s%s%s\n", name, roname[t->tr[ri].res],
		    t->tr[ri].key[0] ? ": " : "", t->tr[ri].key);
	}
	switch (t->cls) {
	case CL_PASS:
		t->sig[0] = 0;
		break;
	case CL_CRASH:
	case CL_CERR:
		snprintf(t->sig, sizeof t->sig, "%s %s %s", clname[t->cls],
		    c->cc[c->conf[firstc[t->cls]].cc].argv[0], t->tc[firstc[t->cls]].key);
		break;
	case CL_EMU:
		snprintf(t->sig, sizeof t->sig, "%s %s", clname[t->cls], t->tr[firstr[CL_EMU]].key);
		break;
	case CL_MODEL:
		snprintf(t->sig, sizeof t->sig, "%s %s", clname[t->cls], t->tr[firstr[CL_MODEL]].key);
		break;
	default: {
		int ri0 = firstr[t->cls];

		/* the compilers with a failing build of this class */
		for (int k = 0; k < c->ncc; k++) {
			int bad = 0;

			for (int ri = 0; ri < c->nrun; ri++)
				if (c->conf[c->run[ri].conf].cc == k && t->tr[ri].state == TK_DONE &&
				    t->tr[ri].res != RO_PASS && c->conf[c->run[ri].conf].opt != 0)
					bad = 1;
			if (bad)
				snprintf(ccs + strlen(ccs), sizeof ccs - strlen(ccs), "%s%s", ccs[0] ? "," : "",
				    c->cc[k].argv[0]);
		}
		snprintf(t->sig, sizeof t->sig, "%s %s %s", clname[t->cls], ccs, t->tr[ri0].key);
	}
	}
}

/* ---- failures, journal, summary ---- */

static Bucket *
bucket(Camp *c, const char *sig, int cls, const char *first)
{
	for (int i = 0; i < c->nbk; i++)
		if (strcmp(c->bk[i].sig, sig) == 0)
			return &c->bk[i];
	grow(&c->bk, &c->capbk, c->nbk + 1, sizeof *c->bk);
	c->bk[c->nbk] = (Bucket){xstrdup(sig), xstrdup(first), cls, 0};
	return &c->bk[c->nbk++];
}

static void
write_repro(Camp *c, Test *t, const char *fdir)
{
	Buf b = {0};
	char *av[48], store[400], cpu[200], name[400];
	int ci = -1, ri = -1;

	for (int k = 0; k < c->nrun && ri < 0; k++)
		if (t->tr[k].state == TK_DONE && t->tr[k].res != RO_PASS &&
		    (t->cls != CL_WRONG || c->conf[c->run[k].conf].opt != 0))
			ri = k;
	if (t->cls == CL_CRASH || t->cls == CL_CERR) {
		for (int k = 0; k < c->nconf && ci < 0; k++)
			if (t->tc[k].res != CO_OK)
				ci = k;
		ri = -1;
	} else if (ri >= 0)
		ci = c->run[ri].conf;
	ensure(ci >= 0);
	buf_printf(&b, "#!/bin/sh\n# rif %s: reproduce %s (%s)\n# Exits 0 if and only if the "
	    "failure still shows.\ncd \"$(dirname \"$0\")\" || exit 2\n", RIF_VERSION, fdir + strlen(c->dir) + 1,
	    t->sig);
	conf_name(c, ci, name, sizeof name);
	compile_argv(c, ci, "test.c", "repro.bin", av, store);
	buf_printf(&b, "# build: %s\n", name);
	if (t->cls == CL_CRASH || t->cls == CL_CERR) {
		const char *k = t->tc[ci].key;

		if (t->tc[ci].res == CO_TIMEOUT)
			buf_printf(&b, "timeout %g ", c->ctime);
		argv_quote(&b, av);
		buf_puts(&b, " > repro.log 2>&1\nstatus=$?\ncat repro.log\n");
		if (t->tc[ci].res == CO_TIMEOUT)
			buf_puts(&b, "[ $status = 124 ] || [ $status -gt 128 ]\n");
		else if (t->cls == CL_CRASH)
			buf_puts(&b, "[ $status != 0 ] && { [ $status -gt 128 ] || grep -q -e 'PLEASE submit' "
			    "-e 'internal compiler error' -e 'LLVM ERROR' -e 'Stack dump' repro.log; }\n");
		else
			buf_printf(&b, "[ $status != 0 ] && grep -q 'error:' repro.log  # %s\n", k);
	} else {
		argv_quote(&b, av);
		buf_puts(&b, " || exit 1\n");
		run_argv(c, ri, "./repro.bin", av, cpu);
		run_name(c, ri, name, sizeof name);
		buf_printf(&b, "# run: %s\n", name);
		if (t->tr[ri].res == RO_TIMEOUT)
			buf_printf(&b, "timeout %g ", c->rtime);
		argv_quote(&b, av);
		buf_puts(&b, " > repro.out 2>&1\nstatus=$?\ncat repro.out\n");
		switch (t->tr[ri].res) {
		case RO_MISMATCH:
			buf_printf(&b, "[ $status = 1 ] && grep -q '^rif: FAIL op .* __riscv_%s' repro.out\n",
			    t->tr[ri].key);
			break;
		case RO_TIMEOUT:
			buf_puts(&b, "[ $status = 124 ]\n");
			break;
		case RO_EMU:
			buf_puts(&b, "grep -q -e 'Assertion' -e 'fatal' repro.out\n");
			break;
		default:
			buf_printf(&b, "[ $status = %d ]\n", WIFEXITED(t->tr[ri].p.status) ?
			    WEXITSTATUS(t->tr[ri].p.status) : 128 + WTERMSIG(t->tr[ri].p.status));
		}
	}
	write_file(path(c, "%s/repro.sh", fdir + strlen(c->dir) + 1), b.s, b.len);
	chmod(path(c, "%s/repro.sh", fdir + strlen(c->dir) + 1), 0755);
	buf_free(&b);
}

/* move a finished failing test to failures/NNNN with its story */
static void
keep_failure(Camp *c, Test *t, char *id)
{
	char fdir[700], *av[48], store[400], cpu[200], name[400];
	Buf b = {0};

	snprintf(id, 16, "%04d", ++c->nfail);
	snprintf(fdir, sizeof fdir, "%s/failures/%s", c->dir, id);
	rmtree(fdir);
	if (rename(t->dir, fdir) != 0)
		err("cannot move %s to %s: %s", t->dir, fdir, strerror(errno));
	for (int ci = 0; ci < c->nconf; ci++)
		remove(path(c, "failures/%s/bin-%d", id, ci));
	buf_printf(&b, "rif %s failure %s: %s\nclass: %s\ntest: %ld, seed 0x%016llx, %d operators\n\n",
	    RIF_VERSION, id, t->sig, clname[t->cls], t->idx, (unsigned long long)t->seed, t->nodes);
	buf_puts(&b, t->detail.s ? t->detail.s : "");
	buf_puts(&b, "\nfiles: test.c (the program), repro.sh (exits 0 iff the failure shows),\n"
	    "commands.txt, cc-N.log (build N's output), run-N.out (run N's output)\n");
	write_file(path(c, "failures/%s/failure.txt", id), b.s, b.len);
	b.len = 0;
	buf_puts(&b, "# regenerate the program (from this folder):\n");
	gen_command(c, t, &b);
	buf_puts(&b, "\n");
	for (int ci = 0; ci < c->nconf; ci++) {
		char bin[32], src[] = "test.c";

		conf_name(c, ci, name, sizeof name);
		snprintf(bin, sizeof bin, "bin-%d", ci);
		compile_argv(c, ci, src, bin, av, store);
		buf_printf(&b, "# build %d: %s\n", ci, name);
		argv_quote(&b, av);
		buf_printf(&b, " > cc-%d.log 2>&1\n", ci);
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		char bin[32];

		run_name(c, ri, name, sizeof name);
		snprintf(bin, sizeof bin, "./bin-%d", c->run[ri].conf);
		run_argv(c, ri, bin, av, cpu);
		buf_printf(&b, "# run %d: %s\n", ri, name);
		argv_quote(&b, av);
		buf_printf(&b, " > run-%d.out 2>&1\n", ri);
	}
	write_file(path(c, "failures/%s/commands.txt", id), b.s, b.len);
	if ((t->api < 0 ? &c->common : &c->api[t->api])->n) {
		char *d = read_file(path(c, "probe/%s", deny_name(t->api)), NULL);

		if (d)
			write_file(path(c, "failures/%s/%s", id, deny_name(t->api)), d, strlen(d));
		free(d);
	}
	buf_free(&b);
	write_repro(c, t, fdir);
}

static void
journal_line(Camp *c, long idx, uint64_t seed, int nodes, int cls, const char *fid, const char *sig)
{
	c->nclass[cls]++;
	if (cls != CL_PASS)
		bucket(c, sig, cls, fid)->n++;
	(void)idx;
	(void)seed;
	(void)nodes;
}

static void
journal_write(Camp *c, Test *t)
{
	char fid[16] = "-";

	if (t->cls != CL_PASS)
		keep_failure(c, t, fid);
	else
		rmtree(t->dir);
	fprintf(c->journal, "%ld\t0x%016llx\t%d\t%s\t%s\t%s\n", t->idx,
	    (unsigned long long)t->seed, t->nodes, clname[t->cls], fid, t->cls ? t->sig : "-");
	if (fflush(c->journal) != 0 || fsync(fileno(c->journal)) != 0)
		err("cannot write %s: %s", path(c, "journal"), strerror(errno));
	journal_line(c, t->idx, t->seed, t->nodes, t->cls, fid, t->sig);
	c->next++;
	c->done_now++;
}

static void
read_journal(Camp *c)
{
	char *text = read_file(path(c, "journal"), NULL), *line, *next;
	long n = 0;

	if (!text)
		return;
	for (line = text; line && *line; line = next) {
		char *f[6];
		int k = 0, cls;

		next = strchr(line, '\n');
		if (!next) {
			/* a torn last line: the test is redone */
			*line = 0;
			break;
		}
		*next++ = 0;
		for (char *p = line; k < 6; k++) {
			f[k] = p;
			p = strchr(p, '\t');
			if (!p) {
				k++;
				break;
			}
			*p++ = 0;
		}
		if (k != 6 || atol(f[0]) != n)
			err("%s: line %ld is not a journal line of this campaign", path(c, "journal"), n + 1);
		for (cls = 0; cls < NCLASS && strcmp(clname[cls], f[3]); cls++)
			;
		if (cls == NCLASS)
			err("%s: line %ld: unknown outcome '%s'", path(c, "journal"), n + 1, f[3]);
		if (strcmp(f[4], "-"))
			c->nfail = atoi(f[4]);
		journal_line(c, n, strtoull(f[1], NULL, 16), atoi(f[2]), cls, f[4], f[5]);
		n++;
	}
	/* drop a torn tail so that appends start on a line of their own */
	if (line && (size_t)(line - text) < strlen(text) + 0) {
		FILE *f = fopen(path(c, "journal"), "r+");

		if (f) {
			if (ftruncate(fileno(f), (off_t)(line - text)) != 0)
				err("cannot repair %s: %s", path(c, "journal"), strerror(errno));
			fclose(f);
		}
	}
	c->next = c->started = n;
	free(text);
}

static int
cmpbucket(const void *a, const void *b)
{
	const Bucket *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return strcmp(x->first, y->first);
}

static int
is_bug(int cls)
{
	return cls == CL_WRONG || cls == CL_CRASH;
}

static void
json_str(Buf *b, const char *s)
{
	buf_puts(b, "\"");
	for (; *s; s++)
		if (*s == '"' || *s == '\\')
			buf_printf(b, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			buf_printf(b, "\\u%04x", *s);
		else
			buf_printf(b, "%c", *s);
	buf_puts(b, "\"");
}

static void
write_summary(Camp *c, double wall)
{
	Buf t = {0}, j = {0};
	long total = 0, bugs = 0;
	char name[400];

	qsort(c->bk, (size_t)c->nbk, sizeof *c->bk, cmpbucket);
	for (int k = 0; k < NCLASS; k++) {
		total += c->nclass[k];
		if (is_bug(k))
			bugs += c->nclass[k];
	}
	buf_printf(&t, "rif %s campaign %s (seed 0x%016llx)\n", RIF_VERSION, c->dir,
	    (unsigned long long)c->seed);
	buf_printf(&t, "tests: %ld", total);
	for (int k = 0; k < NCLASS; k++)
		buf_printf(&t, "%s%s %ld", k ? ", " : " (", clname[k], c->nclass[k]);
	buf_printf(&t, ")\nthis session: %ld tests in %.0f s", c->done_now, wall);
	if (wall > 0)
		buf_printf(&t, ", %.1f tests/min, rif itself %.2f%% of the wall time",
		    (double)c->done_now * 60 / wall, 100 * c->tself / wall);
	{
		int nb = 0;

		for (int i = 0; i < c->nbk; i++)
			nb += is_bug(c->bk[i].cls);
		buf_printf(&t, "\ncompiler bugs: %ld tests in %d bucket%s\nmatrix:\n", bugs, nb,
		    nb == 1 ? "" : "s");
	}
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, name, sizeof name);
		buf_printf(&t, "  build %s (%s)\n", name, c->cc[c->conf[ci].cc].version);
	}
	buf_puts(&t, "  runs at vlen");
	for (int v = 0; v < c->nvlen; v++)
		buf_printf(&t, " %d", c->vlen[v]);
	buf_printf(&t, ", agnostic fill %s\n", c->nfill == 2 ? "off and on" : c->fill[0] ? "on" : "off");
	buf_printf(&t, "buckets (largest first):\n");
	for (int i = 0; i < c->nbk; i++)
		buf_printf(&t, "  %5ld  %-60s  failures/%s%s\n", c->bk[i].n, c->bk[i].sig, c->bk[i].first,
		    is_bug(c->bk[i].cls) ? "  [compiler bug]" : "");
	if (!c->nbk)
		buf_puts(&t, "  (none)\n");

	buf_printf(&j, "{\n  \"rif\": \"%s\",\n  \"seed\": \"0x%016llx\",\n  \"tests\": %ld,\n"
	    "  \"outcomes\": {", RIF_VERSION, (unsigned long long)c->seed, total);
	for (int k = 0; k < NCLASS; k++)
		buf_printf(&j, "%s\"%s\": %ld", k ? ", " : "", clname[k], c->nclass[k]);
	buf_printf(&j, "},\n  \"compiler_bugs\": %ld,\n  \"session\": {\"tests\": %ld, \"seconds\": %.1f, "
	    "\"rif_seconds\": %.3f},\n  \"matrix\": {\"builds\": [", bugs, c->done_now, wall, c->tself);
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, name, sizeof name);
		buf_puts(&j, ci ? ", " : "");
		json_str(&j, name);
	}
	buf_puts(&j, "], \"vlen\": [");
	for (int v = 0; v < c->nvlen; v++)
		buf_printf(&j, "%s%d", v ? ", " : "", c->vlen[v]);
	buf_puts(&j, "], \"fill\": [");
	for (int f = 0; f < c->nfill; f++)
		buf_printf(&j, "%s\"%s\"", f ? ", " : "", c->fill[f] ? "on" : "off");
	buf_puts(&j, "]},\n  \"buckets\": [");
	for (int i = 0; i < c->nbk; i++) {
		buf_printf(&j, "%s\n    {\"class\": \"%s\", \"compiler_bug\": %s, \"count\": %ld, "
		    "\"signature\": ", i ? "," : "", clname[c->bk[i].cls],
		    is_bug(c->bk[i].cls) ? "true" : "false", c->bk[i].n);
		json_str(&j, c->bk[i].sig);
		buf_printf(&j, ", \"representative\": \"failures/%s\"}", c->bk[i].first);
	}
	buf_puts(&j, c->nbk ? "\n  ]\n}\n" : "]\n}\n");
	write_file(path(c, "summary.txt"), t.s, t.len);
	write_file(path(c, "summary.json"), j.s, j.len);
	if (!c->quiet)
		fputs(t.s, stdout);
	buf_free(&t);
	buf_free(&j);
}

static void
status(Camp *c, double wall, int final)
{
	static double last;
	long bugs = c->nclass[CL_WRONG] + c->nclass[CL_CRASH];
	char left[32] = "";
	int tty = isatty(2);

	if (c->quiet || (!final && wall - last < (tty ? 1.0 : 60.0)))
		return;
	last = wall;
	if (c->tlimit > 0) {
		double l = c->tlimit - wall;

		snprintf(left, sizeof left, ", %.0fm%02.0fs left", l > 0 ? (double)(long)(l / 60) : 0,
		    l > 0 ? l - 60 * (double)(long)(l / 60) : 0);
	}
	fprintf(stderr, "%s%ld tests (%ld this run), %.1f/min, bugs %ld (wrong-code %ld, crash %ld), "
	    "compile-error %ld, runtime-crash %ld, model-suspect %ld, emulator-fault %ld%s%s",
	    tty ? "\r\033[K" : "", c->next, c->done_now,
	    wall > 0 ? (double)c->done_now * 60 / wall : 0.0, bugs, c->nclass[CL_WRONG],
	    c->nclass[CL_CRASH], c->nclass[CL_CERR], c->nclass[CL_RCRASH], c->nclass[CL_MODEL],
	    c->nclass[CL_EMU], left, tty && !final ? "" : "\n");
}

/* ---- the configuration file of a campaign ---- */

static void
save_config(Camp *c)
{
	Buf b = {0};

	buf_printf(&b, "rif-campaign %s\nseed 0x%016llx\n", RIF_VERSION, (unsigned long long)c->seed);
	for (int k = 0; k < c->ncc; k++)
		buf_printf(&b, "cc %s\n", c->cc[k].spec);
	for (int k = 0; k < c->nopt; k++)
		buf_printf(&b, "opt %s\n", c->opt[k]);
	for (int k = 0; k < c->nmarch; k++)
		buf_printf(&b, "march %s\n", c->march[k]);
	for (int k = 0; k < c->nvlen; k++)
		buf_printf(&b, "vlen %d\n", c->vlen[k]);
	for (int k = 0; k < c->nfill; k++)
		buf_printf(&b, "fill %s\n", c->fill[k] ? "on" : "off");
	buf_printf(&b, "compile-timeout %g\nrun-timeout %g\ncompile-mem %llu\nrun-mem %llu\n"
	    "qemu %s\nnodes %d-%d\nswarm %d\ncount %ld\n", c->ctime, c->rtime,
	    (unsigned long long)(c->cmem >> 20), (unsigned long long)(c->rmem >> 20), c->qemu,
	    c->nodes_lo, c->nodes_hi, c->swarm, c->count);
	if (c->genargs.len)
		buf_printf(&b, "gen %s\n", c->genargs.s);
	write_file(path(c, "campaign.txt"), b.s, b.len);
	buf_free(&b);
}

static void
parse_nodes(Camp *c, const char *v)
{
	const char *dash = strchr(v, '-');

	if (dash) {
		char lo[32];

		snprintf(lo, sizeof lo, "%.*s", (int)(dash - v), v);
		c->nodes_lo = (int)parse_num("--nodes", lo, 1, 100000);
		c->nodes_hi = (int)parse_num("--nodes", dash + 1, (uint64_t)c->nodes_lo, 100000);
	} else
		c->nodes_lo = c->nodes_hi = (int)parse_num("--nodes", v, 1, 100000);
}

/* the generator filters are kept as text and parsed like rif gen's */
static void
parse_genargs(Camp *c)
{
	char *s = xstrdup(c->genargs.s ? c->genargs.s : ""), *av[64];
	int n = 2;
	Opt o;

	av[0] = "rif";
	av[1] = "gen";
	for (char *tok = strtok(s, " "); tok && n < 63; tok = strtok(NULL, " "))
		av[n++] = tok;
	av[n] = NULL;
	o = (Opt){n, 0, av, NULL};
	for (o.i = 2; o.i < n; o.i++)
		if (!filter_opt(&o, &c->gen))
			err("campaign: bad generator option '%s'", av[o.i]);
	free(s);
}

static void
load_config(Camp *c)
{
	char *text = read_file(path(c, "campaign.txt"), NULL), *line, *next;

	if (!text || strncmp(text, "rif-campaign ", 13) != 0)
		err("--resume: %s is not a rif campaign directory (no campaign.txt)", c->dir);
	for (line = text; line && *line; line = next) {
		char *v;

		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		v = strchr(line, ' ');
		if (!v)
			continue;
		*v++ = 0;
		if (strcmp(line, "seed") == 0)
			c->seed = strtoull(v, NULL, 16);
		else if (strcmp(line, "cc") == 0)
			add_compiler(c, v);
		else if (strcmp(line, "opt") == 0)
			parse_list(c, "opt", v, 0);
		else if (strcmp(line, "march") == 0)
			parse_list(c, "march", v, 1);
		else if (strcmp(line, "vlen") == 0)
			parse_list(c, "vlen", v, 2);
		else if (strcmp(line, "fill") == 0)
			parse_list(c, "fill", v, 3);
		else if (strcmp(line, "compile-timeout") == 0)
			c->ctime = atof(v);
		else if (strcmp(line, "run-timeout") == 0)
			c->rtime = atof(v);
		else if (strcmp(line, "compile-mem") == 0)
			c->cmem = strtoull(v, NULL, 10) << 20;
		else if (strcmp(line, "run-mem") == 0)
			c->rmem = strtoull(v, NULL, 10) << 20;
		else if (strcmp(line, "qemu") == 0)
			c->qemu = xstrdup(v);
		else if (strcmp(line, "nodes") == 0)
			parse_nodes(c, v);
		else if (strcmp(line, "swarm") == 0)
			c->swarm = atoi(v);
		else if (strcmp(line, "count") == 0 && !c->count)
			c->count = atol(v);
		else if (strcmp(line, "gen") == 0)
			buf_puts(&c->genargs, v);
	}
	free(text);
	parse_genargs(c);
}

/* ---- the main loop ---- */

static int
start_task(Camp *c, Test *t)
{
	char *av[48], store[400], cpu[200];

	for (int ci = 0; ci < c->nconf; ci++) {
		Task *k = &t->tc[ci];
		char src[700], bin[700];

		if (k->state != TK_WAIT)
			continue;
		snprintf(src, sizeof src, "%s/test.c", t->dir);
		snprintf(bin, sizeof bin, "%s/bin-%d", t->dir, ci);
		compile_argv(c, ci, src, bin, av, store);
		k->state = TK_RUNNING;
		if (proc_start(&k->p, av, path(c, "work/%06ld/cc-%d.log", t->idx, ci), c->ctime,
		    c->cmem, c->verbose)) {
			k->state = TK_DONE;
			k->res = CO_NOSPAWN;
			snprintf(k->key, sizeof k->key, "cannot start %s: %s", av[0], strerror(errno));
			finish_compile(c, t, ci);
			return 0;
		}
		return 1;
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		Task *k = &t->tr[ri];
		char bin[700];

		if (k->state != TK_WAIT || t->tc[c->run[ri].conf].state != TK_DONE)
			continue;
		snprintf(bin, sizeof bin, "%s/bin-%d", t->dir, c->run[ri].conf);
		run_argv(c, ri, bin, av, cpu);
		k->state = TK_RUNNING;
		if (proc_start(&k->p, av, path(c, "work/%06ld/run-%d.out", t->idx, ri), c->rtime,
		    c->rmem, c->verbose)) {
			k->state = TK_DONE;
			t->left--;
			k->res = RO_NOSPAWN;
			return 0;
		}
		return 1;
	}
	return 0;
}

static void
campaign_loop(Camp *c)
{
	Proc **ps = NULL;
	Test **owner = NULL;
	int *which = NULL, cap = 0, n;
	double t0 = now_sec();

	for (;;) {
		double t = now_sec(), wall = t - t0, ts;
		int running = 0, sig;

		/* start work until every slot is busy */
		ts = now_sec();
		for (;;) {
			int started = 0;

			for (int a = 0; a < c->nactive; a++) {
				Test *x = c->active[a];

				for (int k = 0; k < c->nconf; k++)
					running += x->tc[k].state == TK_RUNNING;
				for (int k = 0; k < c->nrun; k++)
					running += x->tr[k].state == TK_RUNNING;
			}
			if (running >= c->jobs)
				break;
			for (int a = 0; a < c->nactive && !started; a++)
				started = start_task(c, c->active[a]);
			if (started) {
				running = 0;
				continue;
			}
			if (interrupted || c->nactive > c->jobs || (c->count && c->started >= c->count) ||
			    (c->tlimit > 0 && wall >= c->tlimit))
				break;
			grow(&c->active, &c->capactive, c->nactive + 1, sizeof *c->active);
			c->active[c->nactive++] = test_new(c, c->started++);
			running = 0;
		}
		c->tself += now_sec() - ts;
		/* the processes now running */
		n = 0;
		for (int a = 0; a < c->nactive; a++) {
			Test *x = c->active[a];

			for (int k = 0; k < c->nconf + c->nrun; k++) {
				Task *tk = k < c->nconf ? &x->tc[k] : &x->tr[k - c->nconf];

				if (tk->state != TK_RUNNING)
					continue;
				grow(&ps, &cap, n + 1, sizeof *ps);
				owner = xrealloc(owner, (size_t)cap * sizeof *owner);
				which = xrealloc(which, (size_t)cap * sizeof *which);
				ps[n] = &tk->p;
				owner[n] = x;
				which[n++] = k;
			}
		}
		if (!n && !c->nactive)
			break;
		if (n) {
			sig = proc_wait(ps, n, 0.5);
			if (sig) {
				interrupted = sig;
				for (int i = 0; i < n; i++)
					proc_kill(ps[i]);
				while (n) {
					int still = 0;

					proc_wait(ps, n, 0.2);
					for (int i = 0; i < n; i++)
						still += ps[i]->running;
					if (!still)
						break;
				}
				break;
			}
		}
		ts = now_sec();
		for (int i = 0; i < n; i++)
			if (!ps[i]->running) {
				if (which[i] < c->nconf)
					finish_compile(c, owner[i], which[i]);
				else
					finish_run(c, owner[i], which[i] - c->nconf);
			}
		/* finished tests: classify, then journal in test order */
		for (int a = 0; a < c->nactive; a++) {
			Test *x = c->active[a];

			if (!x->complete && x->left == 0) {
				x->complete = 1;
				classify(c, x);
			}
		}
		for (int again = 1; again;) {
			again = 0;
			for (int a = 0; a < c->nactive; a++) {
				Test *x = c->active[a];

				if (x->complete && x->idx == c->next) {
					journal_write(c, x);
					test_free(x);
					c->active[a] = c->active[--c->nactive];
					again = 1;
					break;
				}
			}
		}
		c->tself += now_sec() - ts;
		status(c, now_sec() - t0, 0);
	}
	/* tests cut short are redone on --resume */
	for (int a = 0; a < c->nactive; a++) {
		rmtree(c->active[a]->dir);
		test_free(c->active[a]);
	}
	c->nactive = 0;
	free(ps);
	free(owner);
	free(which);
	status(c, now_sec() - t0, 1);
	write_summary(c, now_sec() - t0);
}

static void
camp_free(Camp *c)
{
	for (int k = 0; k < c->ncc; k++) {
		free(c->cc[k].spec);
		free(c->cc[k].words);
	}
	for (int k = 0; k < c->nopt; k++)
		free(c->opt[k]);
	for (int k = 0; k < c->nmarch; k++)
		free(c->march[k]);
	for (int k = 0; c->api && k < c->ncc * c->nmarch; k++)
		free(c->api[k].deny);
	for (int k = 0; k < c->nbk; k++) {
		free(c->bk[k].sig);
		free(c->bk[k].first);
	}
	free(c->api);
	free(c->common.deny);
	free(c->conf);
	free(c->run);
	free(c->qemu);
	free(c->bk);
	free(c->active);
	buf_free(&c->genargs);
}

int
cmd_fuzz(int argc, char **argv)
{
	Camp c;
	Opt o = {argc, 0, argv, NULL};
	const char *resume = NULL, *out = NULL;
	int seed_given = 0, jobs = 0, quiet = 0, verbose = 0;
	long count = 0;
	double tlimit = 0;
	long bugs;

	memset(&c, 0, sizeof c);
	genopts_default(&c.gen);
	c.ctime = 300;
	c.rtime = 60;
	c.cmem = (uint64_t)4096 << 20;
	c.rmem = (uint64_t)2048 << 20;
	c.nodes_lo = 10;
	c.nodes_hi = 100;
	c.swarm = 1;
	for (o.i = 2; o.i < argc; o.i++) {
		const char *a = argv[o.i];

		if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs(fuzz_usage, stdout);
			return 0;
		} else if (opt(&o, "--resume"))
			resume = o.val;
		else if (opt(&o, "--out"))
			out = o.val;
		else if (opt(&o, "--time"))
			tlimit = parse_duration("--time", o.val);
		else if (opt(&o, "--count"))
			count = (long)parse_num("--count", o.val, 1, 1000000000);
		else if (opt(&o, "-j"))
			jobs = (int)parse_num("-j", o.val, 1, 256);
		else if (strncmp(a, "-j", 2) == 0 && a[2])
			jobs = (int)parse_num("-j", a + 2, 1, 256);
		else if (flag(&o, "-v"))
			verbose = 1;
		else if (flag(&o, "--quiet"))
			quiet = 1;
		else if (resume || (out && 0))
			err("fuzz: '%s' cannot be changed on --resume; accepted with --resume: "
			    "--time, --count, -j, -v, --quiet", a);
		else if (opt(&o, "--seed")) {
			c.seed = parse_num("--seed", o.val, 0, UINT64_MAX);
			seed_given = 1;
		} else if (opt(&o, "--cc"))
			split_list(o.val, cc_item, &c);
		else if (opt(&o, "--opt"))
			parse_list(&c, "--opt", o.val, 0);
		else if (opt(&o, "--march"))
			parse_list(&c, "--march", o.val, 1);
		else if (opt(&o, "--vlen"))
			parse_list(&c, "--vlen", o.val, 2);
		else if (opt(&o, "--fill"))
			parse_list(&c, "--fill", o.val, 3);
		else if (opt(&o, "--compile-timeout"))
			c.ctime = parse_duration("--compile-timeout", o.val);
		else if (opt(&o, "--run-timeout"))
			c.rtime = parse_duration("--run-timeout", o.val);
		else if (opt(&o, "--compile-mem"))
			c.cmem = parse_num("--compile-mem", o.val, 64, 1 << 20) << 20;
		else if (opt(&o, "--run-mem"))
			c.rmem = parse_num("--run-mem", o.val, 64, 1 << 20) << 20;
		else if (opt(&o, "--qemu"))
			c.qemu = xstrdup(o.val);
		else if (opt(&o, "--nodes"))
			parse_nodes(&c, o.val);
		else if (flag(&o, "--no-swarm"))
			c.swarm = 0;
		else {
			int at = o.i;

			if (!filter_opt(&o, &c.gen))
				err("fuzz: unknown option '%s' (see 'rif fuzz --help')", a);
			for (int k = at; k <= o.i; k++)
				buf_printf(&c.genargs, "%s%s", c.genargs.len ? " " : "", argv[k]);
		}
	}
	if (resume && out)
		err("fuzz: give --resume DIR or --out DIR, not both");
	proc_init();
	if (resume) {
		c.dir = xstrdup(resume);
		c.count = count;
		load_config(&c);
	} else {
		char def[64];

		if (!out) {
			time_t now = time(NULL);

			strftime(def, sizeof def, "runs/%Y%m%d-%H%M%S", localtime(&now));
			out = def;
		}
		c.dir = xstrdup(out);
		if (exists(path(&c, "campaign.txt")))
			err("--out: %s already holds a campaign; continue it with --resume %s", out, out);
		if (exists(out)) {
			DIR *d = opendir(out);
			struct dirent *e;
			int n = 0;

			if (!d)
				err("--out: %s exists and is not a directory", out);
			while ((e = readdir(d)))
				n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
			closedir(d);
			if (n)
				err("--out: %s exists and is not empty", out);
		}
		if (!seed_given)
			c.seed = mix64((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
		c.count = count;
		if (!c.ncc) {
			if (in_path("clang-19"))
				add_compiler(&c, "clang-19 -march=rv64gcv_zvfh");
			if (in_path("clang-16"))
				add_compiler(&c, "clang-16");
			if (!c.ncc)
				err("no compiler: install clang-19 or clang-16 (Debian packages of the same "
				    "names), or name one with --cc");
		}
		if (!c.nopt)
			parse_list(&c, "--opt", "O0,O2", 0);
		if (!c.nmarch)
			parse_list(&c, "--march", "rv64gcv", 1);
		if (!c.nvlen)
			parse_list(&c, "--vlen", "128,512", 2);
		if (!c.nfill)
			parse_list(&c, "--fill", "off,on", 3);
		if (!c.qemu)
			c.qemu = xstrdup("qemu-riscv64-static");
	}
	c.jobs = jobs ? jobs : (int)sysconf(_SC_NPROCESSORS_ONLN);
	if (c.jobs < 1)
		c.jobs = 1;
	c.tlimit = tlimit;
	c.quiet = quiet;
	c.verbose = verbose;
	build_matrix(&c);
	/* nothing is created before the options are known to be good */
	mkdirs(c.dir);
	if (access(c.dir, W_OK) != 0)
		err("--out: cannot write to %s", c.dir);
	mkdirs(path(&c, "probe"));
	mkdirs(path(&c, "failures"));
	rmtree(path(&c, "work"));
	mkdirs(path(&c, "work"));
	if (!resume)
		save_config(&c);
	check_toolchain(&c);
	probe_api(&c);
	read_journal(&c);
	c.journal = fopen(path(&c, "journal"), "a");
	if (!c.journal)
		err("cannot write %s: %s", path(&c, "journal"), strerror(errno));
	if (!quiet)
		fprintf(stderr, "rif fuzz: %s, seed 0x%016llx, %d builds x %d runs per test, %d jobs%s\n",
		    c.dir, (unsigned long long)c.seed, c.nconf, c.nrun / (c.nconf ? c.nconf : 1), c.jobs,
		    c.common.n ? ", not every compiler has every intrinsic (probe/deny-*.txt)" : "");
	campaign_loop(&c);
	fclose(c.journal);
	if (interrupted && !quiet)
		fprintf(stderr, "rif fuzz: interrupted; continue with: rif fuzz --resume %s\n", c.dir);
	bugs = c.nclass[CL_WRONG] + c.nclass[CL_CRASH];
	free(c.dir);
	camp_free(&c);
	return bugs ? 1 : 0;
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
			    "  for rif gen --deny (default: clang-19, rv64gcv)\n", stdout);
			return 0;
		} else if (opt(&o, "--cc"))
			add_compiler(&c, o.val);
		else if (opt(&o, "--march"))
			parse_list(&c, "--march", o.val, 1);
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
		parse_list(&c, "--march", "rv64gcv", 1);
	parse_list(&c, "--opt", "O0", 0);
	c.nvlen = 1;
	c.vlen[0] = 128;
	c.nfill = 1;
	build_matrix(&c);
	if (!in_path(c.cc[0].argv[0]))
		err("--cc: the compiler %s is not installed%s", c.cc[0].argv[0],
		    package_hint(c.cc[0].argv[0]));
	{
		char *vav[] = {c.cc[0].argv[0], "--version", NULL}, log[700];
		Proc p;
		FILE *f;

		snprintf(dir, sizeof dir, "%s/rif-probe-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
		c.dir = dir;
		rmtree(dir);
		mkdirs(path(&c, "probe"));
		snprintf(log, sizeof log, "%s", path(&c, "probe/version.txt"));
		proc_init();
		if (proc_run(vav, log, 60, 0, c.verbose, &p) || !(f = fopen(log, "r")))
			err("--cc: '%s --version' failed", c.cc[0].argv[0]);
		if (fgets(c.cc[0].version, sizeof c.cc[0].version, f))
			c.cc[0].clang = strstr(c.cc[0].version, "clang") != NULL;
		fclose(f);
	}
	probe_api(&c);
	text = read_file(path(&c, "probe/%s", deny_name(0)), NULL);
	rmtree(dir);
	if (!text)
		die("the probe wrote no list");
	if (out)
		write_file(out, text, strlen(text));
	else if (fputs(text, stdout) == EOF || fflush(stdout) != 0)
		err("cannot write to standard output");
	free(text);
	camp_free(&c);
	return 0;
}
