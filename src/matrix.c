/*
 * The campaign's matrix: compilers (each with its own flags), optimisation
 * levels, -march strings, VLENs and qemu's agnostic fill; the commands that
 * build and run a test in each configuration; the checks that the toolchain
 * works before a campaign starts; and the API probe, which learns the
 * intrinsics each compiler rejects so that tests keep to what all accept
 * (also as rif probe); and the settings of a campaign: the options of
 * rif fuzz that set them and campaign.txt, written and read back strictly.
 */
#include <errno.h>
#include <ctype.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"

char *
camp_path(const Camp *c, const char *fmt, ...)
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

/* ---- the matrix ---- */

void
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
	k->name = k->argv[0];
	snprintf(k->exe, sizeof k->exe, "%s", cc_resolve(k->name));
	k->argv[0] = k->exe;
}

/* The command a compiler's name stands for: gcc-N is the RISC-V GCC N that
 * 'make deps' installs into /opt/rif/gcc-N (RIF_GCC_ROOT for another
 * folder), else riscv64-linux-gnu-gcc-N on PATH (Debian 13 and Ubuntu
 * have it from apt); never the host's own gcc-N.  Other names are
 * commands or paths, as given. */
const char *
cc_resolve(const char *name)
{
	static char buf[4][600];
	static int k;
	const char *root = getenv("RIF_GCC_ROOT");
	const char *v;

	if (strncmp(name, "gcc-", 4) != 0 || !name[4] || strspn(name + 4, "0123456789") != strlen(name + 4))
		return name;
	v = name + 4;
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s/gcc-%s/bin/riscv64-linux-gnu-gcc-%s",
	    root && *root ? root : "/opt/rif", v, v);
	if (access(buf[k], X_OK) == 0)
		return buf[k];
	snprintf(buf[k], sizeof buf[k], "riscv64-linux-gnu-gcc-%s", v);
	return buf[k];
}


struct listctx { Camp *c; int kind; };

/* item into v (n of at most max) unless it is there already */
static void
add_name(char **v, int *n, int max, const char *what, const char *item)
{
	for (int i = 0; i < *n; i++)
		if (strcmp(v[i], item) == 0)
			return;
	if (*n == max)
		err("%s: at most %d", what, max);
	v[(*n)++] = xstrdup(item);
}

static void
list_item(const char *item, void *ctx)
{
	struct listctx *l = ctx;
	Camp *c = l->c;

	switch (l->kind) {
	case L_CC:
		add_compiler(c, item);
		break;
	case L_OPT:
		if (strcmp(item, "O0") && strcmp(item, "O1") && strcmp(item, "O2") &&
		    strcmp(item, "O3") && strcmp(item, "Os") && strcmp(item, "Oz"))
			err("--opt: '%s'; accepted: O0, O1, O2, O3, Os, Oz", item);
		add_name(c->opt, &c->nopt, MAXL, "--opt", item);
		break;
	case L_MARCH:
		if (strcmp(item, "auto") != 0 && (strncmp(item, "rv64", 4) != 0 ||
		    !strchr(item + 4, 'v') ||
		    strspn(item, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(item)))
			err("--march: '%s' is not an rv64 ISA string with V (e.g. rv64gcv, "
			    "rv64gcv_zvl256b) or auto", item);
		if (c->nmarch == MAXL)
			err("--march: at most %d", MAXL);
		c->march[c->nmarch++] = xstrdup(item);
		break;
	case L_VLEN: {
		int v = (int)parse_num("--vlen", item, 0, 100000);

		if (v < 128 || v > 1024 || (v & (v - 1)))
			err("--vlen: %d is not a power of two in 128..1024", v);
		if (c->nvlen == MAXL)
			err("--vlen: at most %d", MAXL);
		c->vlen[c->nvlen++] = v;
		break;
	}
	case L_EMU: {
		Emulator *e;

		if (c->nemu == MAXEMU)
			err("--qemu: at most %d emulators", MAXEMU);
		for (int i = 0; i < c->nemu; i++)
			if (strcmp(c->emu[i].spec, item) == 0)
				return;
		e = &c->emu[c->nemu++];
		memset(e, 0, sizeof *e);
		e->spec = xstrdup(item);
		break;
	}
	case L_TUNE:
		if (strspn(item, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(item) ||
		    !(item[0] >= 'a' && item[0] <= 'z') || strlen(item) > 40 || strcmp(item, "auto") == 0 ||
		    strcmp(item, "none") == 0)
			err("--tune: '%s' is not a processor name (e.g. spacemit-x60, sifive-p670); "
			    "accepted: names of -mtune, or auto, or none alone", item);
		add_name(c->tune, &c->ntune, MAXTUNE, "--tune", item);
		break;
	default:
		if (strcmp(item, "off") == 0 || strcmp(item, "on") == 0) {
			if (c->nfill < 2)
				c->fill[c->nfill++] = item[1] == 'n';
		} else
			err("--fill: '%s'; accepted: off, on", item);
	}
}

void
parse_list(Camp *c, int kind, const char *val)
{
	static const char *const opt[][2] = {
		[L_CC] = {"--cc", "compilers such as clang-22,clang-19"},
		[L_OPT] = {"--opt", "levels O0, O1, O2, O3, Os, Oz"},
		[L_MARCH] = {"--march", "rv64 ISA strings with V, or auto"},
		[L_VLEN] = {"--vlen", "powers of two in 128..1024"},
		[L_FILL] = {"--fill", "off, on"},
		[L_EMU] = {"--qemu", "qemu10, qemu7, or paths"},
		[L_TUNE] = {"--tune", "processor names of -mtune (spacemit-x60,sifive-p670), auto or none"},
	};
	struct listctx l = {c, kind};

	/* an empty list is a mistake, not a request for the defaults */
	if (!val[strspn(val, ", ")])
		err("%s: empty list; accepted: %s, comma separated", opt[kind][0], opt[kind][1]);
	split_list(val, list_item, &l);
}

/* Tunings (--tune auto): processors whose -mtune changes how a compiler
 * schedules and selects vector code (their scheduling models, vector cost
 * tables, and tuning features such as a costly vxrm write, cheap
 * zero-stride loads, fused segment accesses).  Each compiler draws among
 * those it accepts: GCC takes its -mcpu names for -mtune too, and has
 * tuning names of its own (the last three).  A tuning keeps -march, so the
 * code stays right under every VLEN. */
static const char *const auto_tunes[] = {
	"sifive-7-series", "sifive-x280", "sifive-x390", "sifive-p670", "sifive-p870",
	"spacemit-x60", "tt-ascalon-d8", "andes-ax45mpv", "xiangshan-kunminghu", "generic-ooo",
	"sifive-p400-series", "sifive-p600-series", "xiangshan-nanhu",
};

/* --tune auto, none or a list (campaign.txt's tune line too) */
void
camp_tune(Camp *c, const char *v)
{
	for (int i = 0; i < c->ntune; i++)
		free(c->tune[i]);
	c->ntune = 0;
	c->tune_auto = strcmp(v, "auto") == 0;
	if (c->tune_auto) {
		for (size_t i = 0; i < NELEM(auto_tunes); i++)
			c->tune[c->ntune++] = xstrdup(auto_tunes[i]);
	} else if (strcmp(v, "none") != 0)
		parse_list(c, L_TUNE, v);
}

/* GCC's own choices of how to write vector code, drawn per test beside a
 * tuning: the vsetvl pass's strategy (default optim: the lazy vsetvl
 * insertion with fusion of vsetvl's; optim-no-fusion without it; simple,
 * one vsetvl per instruction), the pass where GCC's RVV bugs cluster. */
static const char *const gcc_knobs[] = {
	"--param=vsetvl-strategy=optim-no-fusion", "--param=vsetvl-strategy=simple",
};

/* A test's tuning flags of build ci, "-mtune=NAME" and for GCC a knob:
 * drawn from the seed, per compiler, among the tunings it accepts (none a
 * third of the time) and, for GCC, a knob a third of the time; never at
 * -O0 (the reference).  NULL: none. */
const char *
test_tune(const Camp *c, uint64_t seed, int ci)
{
	static char buf[4][160];
	static int slot;
	const Conf *f = &c->conf[ci];
	const Compiler *k = &c->cc[f->cc];
	uint32_t ok = k->tunes;
	const char *tune = NULL, *knob = NULL;
	int n = 0, pick;

	if (strcmp(c->opt[f->opt], "O0") == 0)
		return NULL;
	for (int i = 0; i < c->ntune; i++)
		n += (ok >> i) & 1;
	if (n) {
		pick = (int)(mix64(seed ^ 0x74756e6500000000ull ^ (uint64_t)f->cc) % (uint64_t)(3 * n));
		for (int i = 0; i < c->ntune && pick < 2 * n; i++)
			if ((ok >> i) & 1 && pick / 2 == 0) {
				tune = c->tune[i];
				break;
			} else if ((ok >> i) & 1)
				pick -= 2;
	}
	if (!k->clang && k->knobs) {
		pick = (int)(mix64(seed ^ 0x6b6e6f6200000000ull ^ (uint64_t)f->cc) % (3 * NELEM(gcc_knobs)));
		if (pick < (int)NELEM(gcc_knobs) && (k->knobs >> pick) & 1)
			knob = gcc_knobs[pick];
	}
	if (!tune && !knob)
		return NULL;
	slot = (slot + 1) % 4;
	snprintf(buf[slot], sizeof buf[slot], "%s%s%s%s", tune ? "-mtune=" : "", tune ? tune : "",
	    tune && knob ? " " : "", knob ? knob : "");
	return buf[slot];
}

/* VLEN the ISA string promises (zvlNb), 0 if none */
static int
march_zvl(const char *m)
{
	const char *p = strstr(m, "_zvl");

	return p ? atoi(p + 4) : 0;
}

/* The VLEN a build is compiled for alone, 0 if any that -march allows:
 * -mrvv-vector-bits=N, or =zvl (the zvlNb of -march, else 128, which V
 * implies), makes vectors of that exact length (the compiler may then
 * fold VLMAX); a run under another VLEN would be no test */
static int
fixed_vlen(const Compiler *k, const char *march)
{
	for (int i = 1; i < k->nargv; i++) {
		const char *a = k->argv[i];

		if (strncmp(a, "-mrvv-vector-bits=", 18) != 0)
			continue;
		if (strcmp(a + 18, "zvl") == 0)
			return march_zvl(march) ? march_zvl(march) : 128;
		if (isdigit((unsigned char)a[18]))
			return atoi(a + 18);
	}
	return 0;
}

void
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
	c->run = xcalloc((size_t)(c->ncc * c->nopt * c->nmarch * c->nvlen * c->nfill * c->nemu),
	    sizeof *c->run);
	for (int m = 0; m < c->nmarch; m++)
		for (int k = 0; k < c->ncc; k++)
			for (int o = 0; o < c->nopt; o++) {
				int ci = c->nconf++;

				c->conf[ci] = (Conf){k, o, m};
				for (int v = 0; v < c->nvlen; v++)
					for (int f = 0; f < c->nfill; f++)
						for (int q = 0; q < c->nemu; q++)
							if (c->vlen[v] >= march_zvl(c->march[m]) &&
							    (!fixed_vlen(&c->cc[k], c->march[m]) ||
							    c->vlen[v] == fixed_vlen(&c->cc[k], c->march[m])))
								c->run[c->nrun++] = (RunCfg){ci, c->vlen[v], c->fill[f], q};
			}
	if (!c->nrun)
		err("--vlen: every VLEN is below what -march promises (zvl...b), or not the one "
		    "-mrvv-vector-bits fixes");
}

void
conf_name(const Camp *c, int ci, const char *tune, char *buf, size_t n)
{
	const Conf *f = &c->conf[ci];

	snprintf(buf, n, "%s -%s%s%s%s%s", c->cc[f->cc].spec, c->opt[f->opt],
	    c->nmarch > 1 ? " -march=" : "", c->nmarch > 1 ? c->march[f->march] : "",
	    tune ? " " : "", tune ? tune : "");
}

void
run_name(const Camp *c, int ri, const char *tune, char *buf, size_t n)
{
	char cn[300];

	conf_name(c, c->run[ri].conf, tune, cn, sizeof cn);
	snprintf(buf, n, "%s, vlen %d%s%s%s", cn, c->run[ri].vlen, c->run[ri].fill ? ", ones" : "",
	    c->nemu > 1 ? ", " : "", c->nemu > 1 ? c->emu[c->run[ri].emu].spec : "");
}

/* argv of a compile: the compiler, standard flags, its own flags, files */
int
compile_argv(const Camp *c, int ci, const char *tune, const char *src, const char *bin, char **av,
    char *store)
{
	const Conf *f = &c->conf[ci];
	const Compiler *k = &c->cc[f->cc];
	int n = 0;

	av[n++] = k->argv[0];
	if (k->clang)
		av[n++] = "--target=riscv64-linux-gnu";
	sprintf(store, "-march=%s", strcmp(c->march[f->march], "auto") ? c->march[f->march] :
	    k->major >= (k->clang ? 17 : 14) ? "rv64gcv_zvfh" : "rv64gcv");
	av[n++] = store;
	if (!k->clang)
		av[n++] = "-mabi=lp64d";
	sprintf(store + 200, "-%s", c->opt[f->opt]);
	av[n++] = store + 200;
	av[n++] = "-static";
	if (k->lld)
		av[n++] = "-fuse-ld=lld";
	if (k->lld && k->ldpath[0]) {
		snprintf(store + 300, 100, "--ld-path=%s", k->ldpath);
		av[n++] = store + 300;
	}
	if (k->clang)
		av[n++] = "-fno-crash-diagnostics";
	if (tune) {     /* before the compiler's own flags, which may set another */
		char *w = store + 400;

		snprintf(w, 110, "%s", tune);
		for (w = strtok(w, " "); w; w = strtok(NULL, " "))
			av[n++] = w;
	}
	for (int i = 1; i < k->nargv; i++)
		av[n++] = k->argv[i];
	av[n++] = (char *)src;
	av[n++] = "-o";
	av[n++] = (char *)bin;
	av[n] = NULL;
	return n;
}

void
run_argv(const Camp *c, int ri, const char *bin, char **av, char *cpu)
{
	const Emulator *e = &c->emu[c->run[ri].emu];

	sprintf(cpu, "rv64,v=true,vlen=%d,vext_spec=v1.0,%s%s", c->run[ri].vlen, e->fp,
	    c->run[ri].fill ? ",rvv_ta_all_1s=true,rvv_ma_all_1s=true" : "");
	av[0] = e->path;
	av[1] = "-cpu";
	av[2] = cpu;
	av[3] = (char *)bin;
	av[4] = NULL;
}

/* ---- set-up: toolchain checks and the API probe ---- */

const char *
install_hint(const char *cmd)
{
	static char buf[300];
	const char *g = strncmp(cmd, "riscv64-linux-gnu-", 18) == 0 ? cmd + 18 : cmd;

	if (strncmp(g, "gcc-", 4) == 0 && g[4] && strspn(g + 4, "0123456789") == strlen(g + 4))
		snprintf(buf, sizeof buf, " ('make deps' installs GCC 14, 15 and 16 from Debian's archive "
		    "into /opt/rif/gcc-N; on Debian 13 or Ubuntu, the package %s-riscv64-linux-gnu)", g);
	else if (strncmp(cmd, "clang-", 6) == 0)
		snprintf(buf, sizeof buf, " (Debian package %s)", cmd);
	else if (strcmp(cmd, "qemu10") == 0)
		snprintf(buf, sizeof buf, " (qemu-user from bookworm-backports, unpacked into "
		    "/opt/rif/qemu10 by 'make deps')");
	else if (strstr(cmd, "qemu"))
		snprintf(buf, sizeof buf, " (Debian package qemu-user-static)");
	else
		buf[0] = 0;
	return buf;
}

/* Is compiler k installed, and what is it: clang or gcc, and the major
 * version, from the first line of --version (kept in probe/). */
static void
cc_detect(Camp *c, int k)
{
	Compiler *cc = &c->cc[k];
	char *vav[] = {cc->argv[0], "--version", NULL}, *log, *v;
	FILE *f;
	Proc p;

	if (!in_path(cc->argv[0]))
		err("--cc: the compiler %s is not installed%s", cc->name, install_hint(cc->name));
	log = camp_path(c, "probe/version-%d.txt", k);
	if (proc_run(vav, log, 60, 0, c->verbose, &p) || !WIFEXITED(p.status) ||
	    WEXITSTATUS(p.status))
		err("--cc: '%s --version' failed: is it a C compiler?", cc->argv[0]);
	f = fopen(log, "r");
	if (!f || !fgets(cc->version, sizeof cc->version, f))
		err("--cc: '%s --version' printed nothing", cc->argv[0]);
	fclose(f);
	cc->version[strcspn(cc->version, "\n")] = 0;
	cc->clang = strstr(cc->version, "clang") != NULL;
	/* GCC's bug reports ask for 'gcc -v' (its configuration): kept for them */
	if (!cc->clang) {
		char *vv[] = {cc->argv[0], "-v", NULL};

		if (proc_run(vv, camp_path(c, "probe/verbose-%d.txt", k), 60, 0, c->verbose, &p) ||
		    !WIFEXITED(p.status) || WEXITSTATUS(p.status))
			err("--cc: '%s -v' failed: is it a C compiler?", cc->name);
	}
	if ((v = strstr(cc->version, "clang version ")))
		v += 14;
	else if ((v = strrchr(cc->version, ' ')))
		v++;
	if (v) {
		cc->major = atoi(v);
		snprintf(cc->release, sizeof cc->release, "%.*s", (int)strspn(v, "0123456789."), v);
	}
}

/* The emulator a name stands for: qemu10 (RIF_QEMU10, else the copy that
 * 'make deps' unpacks into /opt/rif/qemu10, else qemu-riscv64 on PATH),
 * qemu7 (Debian's qemu-riscv64-static), or a path or command. */
char *
emu_resolve(const char *name)
{
	const char *env = getenv("RIF_QEMU10");

	if (strcmp(name, "qemu10") == 0) {
		if (env && *env)
			return in_path(env) ? xstrdup(env) : NULL;
		if (access("/opt/rif/qemu10/qemu-riscv64", X_OK) == 0)
			return xstrdup("/opt/rif/qemu10/qemu-riscv64");
		return in_path("qemu-riscv64") ? xstrdup("qemu-riscv64") : NULL;
	}
	if (strcmp(name, "qemu7") == 0)
		return in_path("qemu-riscv64-static") ? xstrdup("qemu-riscv64-static") : NULL;
	return in_path(name) ? xstrdup(name) : NULL;
}

/* Is emulator q installed, and which QEMU: its version decides the -cpu
 * flags for f16 (QEMU 7.2 has only Zfh; later ones zvfh) and whether it
 * runs the .rtz conversions (QEMU 7.2 aborts on them). */
static void
emu_detect(Camp *c, int q)
{
	Emulator *e = &c->emu[q];
	char *vav[3], *log, *v;
	FILE *f;
	Proc p;

	if (!e->path && !(e->path = emu_resolve(e->spec)))
		err("--qemu: the emulator %s is not installed%s; accepted: qemu10, qemu7, or a path",
		    e->spec, install_hint(e->spec));
	vav[0] = e->path;
	vav[1] = "--version";
	vav[2] = NULL;
	log = camp_path(c, "probe/emulator-%d.txt", q);
	if (proc_run(vav, log, 60, 0, c->verbose, &p) || !WIFEXITED(p.status) || WEXITSTATUS(p.status))
		err("--qemu: '%s --version' failed: is it a QEMU user-mode emulator?", e->path);
	f = fopen(log, "r");
	if (!f || !fgets(e->version, sizeof e->version, f))
		err("--qemu: '%s --version' printed nothing", e->path);
	fclose(f);
	e->version[strcspn(e->version, "\n")] = 0;
	v = strstr(e->version, "version ");
	e->major = v ? atoi(v + 8) : 0;
	if (strcmp(e->spec, "qemu10") == 0 && e->major < 10)
		err("--qemu qemu10: %s is QEMU %d ('%s')", e->path, e->major, e->version);
	e->fp = e->major >= 8 ? "zfh=true,zvfh=true" : "Zfh=true";
	e->rtz = e->major >= 10;
}

/* the full path of a command in PATH, or "" */
static void
path_search(const char *cmd, char *out, size_t n)
{
	const char *p = getenv("PATH");

	out[0] = 0;
	while (p && *p) {
		size_t len = strcspn(p, ":");
		char buf[1200];

		snprintf(buf, sizeof buf, "%.*s/%s", (int)len, p, cmd);
		if (len && strlen(buf) < n && access(buf, X_OK) == 0) {
			memcpy(out, buf, strlen(buf) + 1);
			return;
		}
		p += len + (p[len] == ':');
	}
}

/* Does compiler k link with lld?  A static link takes about as long as
 * compiling a 50-operator test with the default linker. */
static void
lld_detect(Camp *c, int ci, const char *hello)
{
	Compiler *k = &c->cc[c->conf[ci].cc];
	char *av[48], store[512], *bin = camp_path(c, "probe/hello-lld-%d", ci);
	Proc p;

	k->lld = 0;
	if (!k->clang || !in_path("ld.lld"))
		return;
	for (int i = 1; i < k->nargv; i++)
		if (strncmp(k->argv[i], "-fuse-ld", 8) == 0 || strncmp(k->argv[i], "--ld-path", 9) == 0)
			return;
	/* the newest lld: an old one may lack RISC-V linker relaxation */
	k->ldpath[0] = 0;
	for (int v = 40; v >= 14 && !k->ldpath[0]; v--) {
		char name[32];

		snprintf(name, sizeof name, "ld.lld-%d", v);
		path_search(name, k->ldpath, sizeof k->ldpath);
	}
	k->lld = 1;
	compile_argv(c, ci, NULL, hello, bin, av, store);
	if (proc_run(av, camp_path(c, "probe/hello-lld-%d.log", ci), c->ctime, c->cmem, c->verbose, &p) ||
	    !WIFEXITED(p.status) || WEXITSTATUS(p.status))
		k->lld = 0;
}

/* The tunings each compiler accepts (-mtune=NAME -fsyntax-only on an empty
 * program: GCC checks -mtune there too, and takes -mcpu names); none
 * for a compiler whose own flags choose one (-mtune, -mcpu).  A tuning of a
 * list given with --tune that no compiler accepts is a mistake.  Run before
 * the campaign writes anything. */
void
tune_detect(Camp *c)
{
	uint32_t any = 0;

	for (int k = 0; k < c->ncc; k++) {
		Compiler *cc = &c->cc[k];
		int own = 0, clang = 1;

		cc->tunes = 0;
		for (int i = 1; i < cc->nargv; i++)
			own |= strncmp(cc->argv[i], "-mtune=", 7) == 0 || strncmp(cc->argv[i], "-mcpu=", 6) == 0;
		cc->knobs = 0;
		for (int i = -1; i < c->ntune && !own; i++) {
			char flag[64] = "-O0";
			char *av[] = {cc->argv[0], "-march=rv64gcv", flag, "-fsyntax-only", "-x", "c",
			    "/dev/null", clang ? "--target=riscv64-linux-gnu" : "-mabi=lp64d", NULL};
			Proc p;

			if (i < 0) {    /* clang takes --target, GCC refuses it */
				clang = !proc_run(av, "/dev/null", 60, c->cmem, c->verbose, &p) &&
				    WIFEXITED(p.status) && WEXITSTATUS(p.status) == 0;
				av[7] = "-mabi=lp64d";
				snprintf(flag, sizeof flag, "%s", gcc_knobs[0]);
				cc->knobs = !clang && !proc_run(av, "/dev/null", 60, c->cmem, c->verbose, &p) &&
				    WIFEXITED(p.status) && WEXITSTATUS(p.status) == 0 ? (1 << NELEM(gcc_knobs)) - 1 : 0;
				continue;
			}
			snprintf(flag, sizeof flag, "-mtune=%s", c->tune[i]);
			if (!proc_run(av, "/dev/null", 60, c->cmem, c->verbose, &p) && WIFEXITED(p.status) &&
			    WEXITSTATUS(p.status) == 0)
				cc->tunes |= 1u << i;
		}
		any |= cc->tunes;
	}
	if (c->tune_where)
		snprintf(err_where, sizeof err_where, "%s", c->tune_where);
	for (int i = 0; i < c->ntune && !c->tune_auto; i++)
		if (!((any >> i) & 1))
			err("--tune: no compiler of the campaign accepts -mtune=%s; accepted: processors "
			    "that 'clang --target=riscv64-linux-gnu -mtune=help' lists, or GCC's "
			    "-mtune and -mcpu names", c->tune[i]);
	err_where[0] = 0;
}

void
check_toolchain(Camp *c)
{
	char *av[48], store[512], cpu[200], hello[1200];
	Proc p;

	snprintf(hello, sizeof hello, "%s", camp_path(c, "probe/hello.c"));
	for (int q = 0; q < c->nemu; q++)
		emu_detect(c, q);
	static const char prog[] = "#include <riscv_vector.h>\n#include <stdio.h>\nint main(void)\n"
	    "{\n\tprintf(\"%d\\n\", (int)__riscv_vsetvl_e8m1(3));\n\treturn 0;\n}\n";

	write_file(hello, prog, strlen(prog));
	for (int k = 0; k < c->ncc; k++)
		cc_detect(c, k);
	for (int ci = 0; ci < c->nconf; ci++) {
		char bin[1200], log[1200], name[300];

		if (c->opt[c->conf[ci].opt][1] != '0')
			continue;
		conf_name(c, ci, NULL, name, sizeof name);
		lld_detect(c, ci, hello);
		snprintf(bin, sizeof bin, "%s", camp_path(c, "probe/hello-%d", ci));
		snprintf(log, sizeof log, "%s", camp_path(c, "probe/hello-%d.log", ci));
		compile_argv(c, ci, NULL, hello, bin, av, store);
		if (proc_run(av, log, c->ctime, c->cmem, c->verbose, &p) || !WIFEXITED(p.status) ||
		    WEXITSTATUS(p.status)) {
			char line[300] = "";
			static const char *const pats[] = {"cannot find", "No such file", "error", NULL};

			grep_first(log, pats, line, sizeof line);
			if (strstr(line, "riscv_vector.h"))
				err("%s has no RVV intrinsics (%s): clang has them from version 16, "
				    "GCC from version 13", name, line);
			err("%s cannot build a static RISC-V program (%s); the sysroot comes from "
			    "the Debian packages gcc-riscv64-linux-gnu and libc6-dev-riscv64-cross",
			    name, line);
		}
		for (int ri = 0; ri < c->nrun; ri++) {
			char *out = camp_path(c, "probe/hello-%d-%d.out", ci, c->run[ri].emu);

			if (c->run[ri].conf != ci || c->run[ri].vlen != c->run[0].vlen || c->run[ri].fill)
				continue;
			run_argv(c, ri, bin, av, cpu);
			if (proc_run(av, out, c->rtime, c->rmem, c->verbose, &p) || !WIFEXITED(p.status) ||
			    WEXITSTATUS(p.status))
				err("%s runs nothing under %s: see %s", name, av[0], out);
		}
	}
}

int
conf_api(const Camp *c, int ci)
{
	return c->conf[ci].march * c->ncc + c->conf[ci].cc;
}

/* deny-common.txt or deny-N.txt */
const char *
deny_name(int api)
{
	static char buf[32];

	if (api < 0)
		return "deny-common.txt";
	snprintf(buf, sizeof buf, "deny-%d.txt", api);
	return buf;
}

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

static const char api_head[] = "/* rif: one function per intrinsic, to learn a compiler's API */\n"
    "#include <riscv_vector.h>\n";

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

/* The intrinsics of lines [lo, hi) on which build ci crashes when compiled
 * alone: the range is halved while a half crashes.  Each is marked in
 * crash[]. */
static void
probe_crashes(Camp *c, int ci, const Inst *line, int lo, int hi, uint8_t *crash, const char *cn)
{
	Buf src = {0};
	char *file = xstrdup(camp_path(c, "probe/api-part.c"));
	char *log = xstrdup(camp_path(c, "probe/api-part.log"));
	int res;

	buf_puts(&src, api_head);
	for (int k = lo; k < hi; k++)
		api_func(&line[k], k + 1, &src);
	write_file(file, src.s, src.len);
	buf_free(&src);
	res = probe_compile(c, ci, file, log, cn);
	if (res == CO_CRASH || res == CO_TIMEOUT) {
		if (hi - lo == 1)
			crash[lo] = 1;
		else {
			probe_crashes(c, ci, line, lo, lo + (hi - lo) / 2, crash, cn);
			probe_crashes(c, ci, line, lo + (hi - lo) / 2, hi, crash, cn);
		}
	}
	unlink(file);
	unlink(log);
	free(file);
	free(log);
}

/* ---- the probe cache ----
 * The API probe costs a minute of GCC per compiler (it compiles 61,397
 * functions to assembly), so its answer is kept across campaigns in
 * $RIF_CACHE (default $XDG_CACHE_HOME/rif, else ~/.cache/rif), one file
 * per question: named by a hash of rif's version, the probe's text, the
 * compile command and the compiler's identity (its --version line and the
 * size, time and inode of the file that runs), holding the deny list as
 * the probe wrote it.  A changed compiler or rif asks again; a cache that
 * cannot be written is no error; RIF_CACHE=none asks every time (the tests'
 * fake compilers change their answers by the environment). */
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
	for (int i = 0; av[i]; i++)
		h = fnv(h, av[i], strlen(av[i]) + 1);
	h = fnv(h, k->version, strlen(k->version) + 1);
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
				int n = compile_argv(c, ci, flag, file, "/dev/null", av, store);

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
	int nline = 0, cap = 0;
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
	write_file(cfile, src.s, src.len);
	/* a call a C compiler must reject: else the "compiler" checks nothing
	 * (apart from api.c: GCC expands no function of a file with an error) */
	static const char sentinel[] = "int rif_sentinel(void) { return __riscv_rif_not_an_intrinsic(); }\n";
	write_file(sfile, sentinel, strlen(sentinel));
	c->api = xcalloc((size_t)(c->ncc * c->nmarch), sizeof *c->api);
	c->common.deny = xcalloc(NINSTCODE, 1);
	for (int ci = 0; ci < c->nconf; ci++) {
		char *log, cn[300];
		const char *cpath;
		int ak = conf_api(c, ci), nerr = 0, res, ncrash = 0;
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
		res = probe_compile(c, ci, cfile, log, cn);
		if (res == CO_CRASH || res == CO_TIMEOUT) {
			Buf cl = {0};

			crash = xcalloc((size_t)nline, 1);
			probe_crashes(c, ci, line, 2, nline, crash, cn);
			buf_printf(&cl, "# intrinsics on which %s crashes, each alone in a function "
			    "(rif's API probe; the log: api-%d.log)\n", cn, ak);
			for (int k = 2; k < nline; k++)
				if (crash[k]) {
					buf_printf(&cl, "%s\n", inst_name(&line[k], name));
					ncrash++;
				}
			write_file(camp_path(c, "probe/crash-%d.txt", ak), cl.s, cl.len);
			if (!ncrash)
				err("%s crashed or hung on the API probe %s, but on no part of it alone "
				    "(see %s)", cn, cfile, log);
			{
				char names[300] = "";

				for (int k = 2, shown = 0; k < nline; k++)
					if (crash[k] && shown++ < 3)
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
				buf_printf(&list, "%s\t# crashes the compiler\n", inst_name(&line[k], name));
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

/* rif probe's temporary folder, removed however rif exits */
static char probe_dir[600];
static Out *probe_out;  /* and -o's temporary file, until it is committed */

static void
probe_cleanup(void)
{
	if (*probe_dir)
		rmtree(probe_dir);
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
	proc_init();
	cc_detect(&c, 0);
	probe_api(&c);
	text = read_file(camp_path(&c, "probe/%s", deny_name(0)), NULL);
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

/* ---- the settings of a campaign: options and campaign.txt ---- */

void
save_config(Camp *c)
{
	Buf b = {0};

	buf_printf(&b, "rif-campaign %s\nseed 0x%016llx\n", RIF_VERSION, (unsigned long long)c->seed);
	if (c->nshard)
		buf_printf(&b, "shard %s/%d\n", c->shards, c->nshard);
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
	if (c->tune_auto)
		buf_puts(&b, "tune auto\n");
	else {
		buf_puts(&b, "tune ");
		for (int k = 0; k < c->ntune; k++)
			buf_printf(&b, "%s%s", k ? "," : "", c->tune[k]);
		buf_puts(&b, c->ntune ? "\n" : "none\n");
	}
	buf_printf(&b, "reach-every %d\n", c->reach_every);
	for (int k = 0; k < c->nemu; k++)
		buf_printf(&b, "qemu %s\n", c->emu[k].spec);
	buf_printf(&b, "compile-timeout %g\nrun-timeout %g\ncompile-mem %llu\nrun-mem %llu\n"
	    "nodes %d-%d\nswarm %d\ncount %ld\n", c->ctime, c->rtime,
	    (unsigned long long)(c->cmem >> 20), (unsigned long long)(c->rmem >> 20),
	    c->nodes_lo, c->nodes_hi, c->swarm, c->count);
	buf_printf(&b, "gen %s\n", c->genargs.len ? c->genargs.s : "none");
	write_file(camp_path(c, "campaign.txt"), b.s, b.len);
	buf_free(&b);
}

void
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
		if (!filter_opt(&o, &c->gen) && !shape_opt(&o, &c->gen))
			err("bad generator option '%s'; accepted: rif gen's filters and shapes", av[o.i]);
	free(s);
}

/* the keys of campaign.txt, each required (a file cut at a line misses some) */
static const char *const camp_keys[] = {
	"seed", "cc", "opt", "march", "vlen", "fill", "tune", "reach-every", "qemu", "compile-timeout",
	"run-timeout", "compile-mem", "run-mem", "nodes", "swarm", "count", "gen",
};
enum { NCAMPKEY = sizeof camp_keys / sizeof *camp_keys };

void
load_config(Camp *c)
{
	char path[600], *line, *v;
	int seen[NCAMPKEY] = {0};
	char genwhere[sizeof err_where];
	KvFile f;

	snprintf(path, sizeof path, "%s", camp_path(c, "campaign.txt"));
	if (!exists(path))
		err("--resume: %s is not a rif campaign directory (no campaign.txt)", c->dir);
	kv_open(&f, path, "rif-campaign");
	while (kv_next(&f, &line, &v)) {
		for (int k = 0; k < NCAMPKEY; k++)
			seen[k] |= strcmp(line, camp_keys[k]) == 0;
		if (strcmp(line, "seed") == 0) {
			if (strncmp(v, "0x", 2) != 0)
				err("'%s' is no seed; accepted: a hexadecimal 0x...", v);
			c->seed = parse_num("seed", v, 0, UINT64_MAX);
		}
		else if (strcmp(line, "cc") == 0) {
			add_compiler(c, v);
			if (!in_path(c->cc[c->ncc - 1].argv[0]))
				err("the compiler %s is not installed%s", c->cc[c->ncc - 1].name,
				    install_hint(c->cc[c->ncc - 1].name));
		}
		else if (strcmp(line, "opt") == 0)
			parse_list(c, L_OPT, v);
		else if (strcmp(line, "march") == 0)
			parse_list(c, L_MARCH, v);
		else if (strcmp(line, "vlen") == 0)
			parse_list(c, L_VLEN, v);
		else if (strcmp(line, "fill") == 0)
			parse_list(c, L_FILL, v);
		else if (strcmp(line, "compile-timeout") == 0)
			c->ctime = parse_duration("compile-timeout", v);
		else if (strcmp(line, "run-timeout") == 0)
			c->rtime = parse_duration("run-timeout", v);
		else if (strcmp(line, "compile-mem") == 0)
			c->cmem = parse_num("compile-mem", v, 0, 1 << 20) << 20;
		else if (strcmp(line, "run-mem") == 0)
			c->rmem = parse_num("run-mem", v, 0, 1 << 20) << 20;
		else if (strcmp(line, "qemu") == 0) {
			parse_list(c, L_EMU, v);
			for (int q = 0; q < c->nemu; q++) {
				char *path = emu_resolve(c->emu[q].spec);

				if (!path)
					err("the emulator %s is not installed", c->emu[q].spec);
				free(path);
			}
		}
		else if (strcmp(line, "tune") == 0) {
			camp_tune(c, v);
			free(c->tune_where);
			c->tune_where = xstrdup(err_where);
		}
		else if (strcmp(line, "reach-every") == 0)
			c->reach_every = (int)parse_num("reach-every", v, 0, 1000000);
		else if (strcmp(line, "nodes") == 0)
			parse_nodes(c, v);
		else if (strcmp(line, "swarm") == 0)
			c->swarm = (int)parse_num("swarm", v, 0, 1);
		else if (strcmp(line, "count") == 0) {
			long n = (long)parse_num("count", v, 0, 1000000000);

			if (!c->count)
				c->count = n;
		} else if (strcmp(line, "gen") == 0) {
			if (strcmp(v, "none") != 0)     /* no generator options */
				buf_puts(&c->genargs, v);
			snprintf(genwhere, sizeof genwhere, "%s", err_where);
		}
		else if (strcmp(line, "shard") == 0)
			parse_shards(c, "shard", v, 0);
		else
			err("unknown key; accepted: seed, shard, cc, opt, march, vlen, fill, tune, reach-every, qemu, "
			    "compile-timeout, run-timeout, compile-mem, run-mem, nodes, swarm, count, gen");
	}
	snprintf(err_where, sizeof err_where, "%s", path);
	for (int k = 0; k < NCAMPKEY; k++)
		if (!seen[k])
			err("no '%s' line: cut short or edited; accepted: the campaign.txt rif wrote, "
			    "with every key (%s, ...)", camp_keys[k], camp_keys[0]);
	snprintf(err_where, sizeof err_where, "%s", genwhere);
	parse_genargs(c);
	err_where[0] = 0;
}


/* an option of rif fuzz that sets the campaign's matrix and limits: 1 if
 * argv[o->i] was one */
int
camp_opt(Camp *c, Opt *o)
{
	if (opt(o, "--cc"))
		parse_list(c, L_CC, o->val);
	else if (opt(o, "--opt"))
		parse_list(c, L_OPT, o->val);
	else if (opt(o, "--march"))
		parse_list(c, L_MARCH, o->val);
	else if (opt(o, "--vlen"))
		parse_list(c, L_VLEN, o->val);
	else if (opt(o, "--fill"))
		parse_list(c, L_FILL, o->val);
	else if (opt(o, "--tune"))
		camp_tune(c, o->val);
	else if (opt(o, "--compile-timeout"))
		c->ctime = parse_duration("--compile-timeout", o->val);
	else if (opt(o, "--run-timeout"))
		c->rtime = parse_duration("--run-timeout", o->val);
	else if (opt(o, "--compile-mem"))
		c->cmem = parse_num("--compile-mem", o->val, 64, 1 << 20) << 20;
	else if (opt(o, "--run-mem"))
		c->rmem = parse_num("--run-mem", o->val, 64, 1 << 20) << 20;
	else if (opt(o, "--qemu")) {
		parse_list(c, L_EMU, o->val);
		if (!c->nemu)
			err("--qemu: empty list; accepted: qemu10, qemu7, or paths");
	} else if (opt(o, "--nodes"))
		parse_nodes(c, o->val);
	else if (flag(o, "--no-swarm"))
		c->swarm = 0;
	else
		return 0;
	return 1;
}
