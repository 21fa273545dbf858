/*
 * The campaign's matrix: compilers (each with its own flags), optimisation
 * levels, -march strings, VLENs and qemu's agnostic fill; the commands that
 * build and run a test in each configuration, and the names of the API
 * probe's answers (probe.c asks); and the settings of a campaign: the
 * options of rif fuzz that set them and campaign.txt, written and read
 * back strictly.  The toolchain's checks are toolchain.c's.
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
	/* a relative path is made absolute: failure.cfg and repro.sh work from
	 * any directory, and --resume too */
	if (strchr(k->name, '/') && k->name[0] != '/') {
		char cwd[4096], *abs;
		Buf b = {0};

		if (!getcwd(cwd, sizeof cwd))
			err("--cc: cannot make %s absolute: %s", k->name, strerror(errno));
		abs = xmalloc(strlen(cwd) + strlen(k->name) + 2);
		sprintf(abs, "%s/%s", cwd, k->name[0] == '.' && k->name[1] == '/' ? k->name + 2 : k->name);
		buf_puts(&b, abs);
		for (int i = 1; i < k->nargv; i++)
			buf_printf(&b, " %s", k->argv[i]);
		free(k->spec);
		k->spec = b.s;
		k->name = k->argv[0] = abs;
		k->abs = abs;
	}
	for (int i = 0; i < c->ncc - 1; i++)
		if (strcmp(c->cc[i].spec, k->spec) == 0)
			err("--cc: '%s' is given twice; accepted: each compiler once", k->spec);
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
			err("%s: '%s' is given twice; accepted: each once", what, item);
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
		for (int i = 0; i < c->nvlen; i++)
			if (c->vlen[i] == v)
				err("--vlen: %d is given twice; accepted: each VLEN once", v);
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
const char *const gcc_knobs[NGCCKNOB] = {
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
	if (k->dynld[0]) {      /* dyn_detect */
		av[n++] = (char *)k->dynld;
		av[n++] = (char *)k->rpath;
	} else
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

/* a link flag of compile_argv's: -static, or those of a dynamic link */
int
link_arg(const char *a)
{
	return strcmp(a, "-static") == 0 || strncmp(a, "-Wl,--dynamic-linker=", 21) == 0 ||
	    strncmp(a, "-Wl,-rpath,", 11) == 0;
}

/* av without its link flags, for a compile that does not link (-S,
 * -fsyntax-only: clang warns of unused -Wl, flags); its new length */
int
drop_link_args(char **av)
{
	int n = 0;

	for (int i = 0; av[i]; i++)
		if (!link_arg(av[i]))
			av[n++] = av[i];
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
	buf_printf(&b, "reach-every %d\nbatch %d\n", c->reach_every, c->batch);
	for (int k = 0; k < c->nemu; k++)
		buf_printf(&b, "qemu %s\n", c->emu[k].spec);
	buf_printf(&b, "compile-timeout %g\nrun-timeout %g\ncompile-mem %llu\nrun-mem %llu\n"
	    "nodes %d-%d\nswarm %d\ncount %ld\n", c->ctime, c->rtime,
	    (unsigned long long)(c->cmem >> 20), (unsigned long long)(c->rmem >> 20),
	    c->nodes_lo, c->nodes_hi, c->swarm, c->count);
	buf_printf(&b, "gen %s\n", c->genargs.len ? c->genargs.s : "none");
	kv_seal(&b);
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
		c->nodes_lo = (int)parse_num("--nodes", lo, 1, MAXNODES);
		c->nodes_hi = (int)parse_num("--nodes", dash + 1, (uint64_t)c->nodes_lo, MAXNODES);
	} else
		c->nodes_lo = c->nodes_hi = (int)parse_num("--nodes", v, 1, MAXNODES);
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
		/* (no line: a campaign of rif 0.2.0, which batched no tests) */
		else if (strcmp(line, "batch") == 0)
			c->batch = (int)parse_num("batch", v, 1, 32);
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
			err("unknown key; accepted: seed, shard, cc, opt, march, vlen, fill, tune, reach-every, batch, qemu, "
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

uint64_t
test_seed(const Camp *c, long idx)
{
	return mix64(c->seed ^ mix64((uint64_t)idx));
}

int
shard_has(const Camp *c, long r)
{
	return !c->nshard || (r >= 0 && r < c->nshard && c->inshard[r]);
}

/* a number of at most 6 digits at *p, or -1 */
static long
shard_num(const char **p)
{
	size_t n = strspn(*p, "0123456789");
	long v = n && n <= 6 ? atol(*p) : -1;

	*p += n;
	return v;
}

/* "K/N" (one shard) or, in campaign.txt, "LIST/N" with LIST the shards a
 * merged directory holds ("1-4,7"); numbered from 1 */
void
parse_shards(Camp *c, const char *opt, const char *v, int one)
{
	const char *acc = one ? "K/N, the K-th of N shards, 1 <= K <= N <= 100000 (e.g. 3/64)" :
	    "K/N (1 <= K <= N <= 100000), or a list of shards such as 1-4,7/N";
	const char *p = strrchr(v, '/'), *slash = p;
	long n = p ? (p++, shard_num(&p)) : -1;
	int m = 0;

	if (n < 1 || n > 100000 || *p)
		err("%s: '%s'; accepted: %s", opt, v, acc);
	free(c->inshard);
	c->inshard = xcalloc((size_t)n, 1);
	c->nshard = (int)n;
	for (p = v;; p++) {
		long lo = shard_num(&p), hi = lo;

		if (*p == '-' && !one) {
			p++;
			hi = shard_num(&p);
		}
		if (lo < 1 || hi > n || lo > hi)
			err("%s: '%s': shard %.*s is not in 1..%ld; accepted: %s", opt, v, (int)(slash - v), v,
			    n, acc);
		for (long k = lo; k <= hi; k++) {
			m += !c->inshard[k - 1];
			c->inshard[k - 1] = 1;
			c->shard = (int)k - 1;
		}
		if (p == slash)
			break;
		if (*p != ',' || one)
			err("%s: '%s'; accepted: %s", opt, v, acc);
	}
	/* a directory of several shards runs none: it is a merge */
	if (m > 1)
		c->shard = -1;
	free(c->shards);
	{
		Buf b = {0};

		shard_list(c->inshard, c->nshard, &b);
		c->shards = b.s;
	}
}

/* the shards set in flags, as "1-4,7" */
void
shard_list(const uint8_t *in, int n, Buf *b)
{
	buf_puts(b, "");
	for (int k = 0; k < n; k++) {
		int e = k;

		if (!in[k])
			continue;
		while (e + 1 < n && in[e + 1])
			e++;
		buf_printf(b, "%s%d", b->len ? "," : "", k + 1);
		if (e > k)
			buf_printf(b, "-%d", e + 1);
		k = e;
	}
}

/* the campaign's test number of this shard's k-th test: shard K of N runs
 * the tests K-1, K-1+N, K-1+2N, ... of the campaign's sequence */
long
test_index(const Camp *c, long k)
{
	return c->nshard ? k * c->nshard + c->shard : k;
}

/* the tests this shard runs of a campaign of c->count tests; -1: no limit */
long
shard_count(const Camp *c)
{
	if (!c->count)
		return -1;
	if (!c->nshard)
		return c->count;
	return c->count > c->shard ? (c->count - c->shard + c->nshard - 1) / c->nshard : 0;
}

int
test_nodes(const Camp *c, uint64_t seed)
{
	uint64_t span = (uint64_t)(c->nodes_hi - c->nodes_lo) + 1;

	return c->nodes_lo + (int)(mix64(seed ^ 0x6e6f646573u) % span);
}

void
camp_free(Camp *c)
{
	for (int k = 0; k < c->ncc; k++) {
		free(c->cc[k].spec);
		free(c->cc[k].words);
		free(c->cc[k].abs);
	}
	for (int k = 0; k < c->nopt; k++)
		free(c->opt[k]);
	for (int k = 0; k < c->nmarch; k++)
		free(c->march[k]);
	for (int k = 0; k < c->ntune; k++)
		free(c->tune[k]);
	free(c->tune_where);
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
	for (int k = 0; k < c->nemu; k++) {
		free(c->emu[k].spec);
		free(c->emu[k].path);
	}
	free(c->bk);
	free(c->active);
	free(c->rq);
	free(c->rdone);
	free(c->ragain);
	free(c->red);
	free(c->shards);
	free(c->inshard);
	free(c->reach);
	known_free(&c->known);
	buf_free(&c->genargs);
}
