/* The command line: rif gen, rif list, rif version. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "rif.h"

static const char usage[] =
    "usage: rif gen [options]       generate one self-checking test program\n"
    "       rif list [--proto] [filters]   the intrinsics rif can generate\n"
    "       rif version\n"
    "\n"
    "gen options:\n"
    "  --seed N          random seed (default 1)\n"
    "  --nodes N         intrinsic operators in the graph, 1..100000 (default 40)\n"
    "  --length N        elements per vector value, 1..100000 (default: drawn per test)\n"
    "  --root NAME       first operator: a family (vadd) or an intrinsic\n"
    "                    (__riscv_vadd_vv_i32m1_tu)\n"
    "  -o FILE           write the program to FILE (default: standard output)\n"
    "  --dot FILE        write the graph in graphviz DOT\n"
    "  --len-mode MODE   const (LEN is a constant), runtime (read from a volatile),\n"
    "                    random (default)\n"
    "  --swarm           use a random subset (drawn from the seed) of the families,\n"
    "                    SEW, LMUL, policies and signedness the filters allow\n"
    "  --deny FILE       never use the intrinsics named in FILE (one per line)\n"
    "filters (gen and list):\n"
    "  --ops LIST        families to use, e.g. vadd,vmul:20 (NAME:WEIGHT sets a weight);\n"
    "                    a list of -NAME removes families: --ops -vdiv,-vrem\n"
    "  --sew LIST        element widths: 8,16,32,64\n"
    "  --lmul LIST       mf8,mf4,mf2,m1,m2,m4,m8\n"
    "  --policy LIST     none,m,tu,tum,tumu,mu\n"
    "  --sign LIST       i,u\n";

Buf cmdline;

static void
record_cmdline(int argc, char **argv)
{
	buf_puts(&cmdline, "rif");
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (a[0] && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789-_=.,:/+@%") == strlen(a)) {
			buf_printf(&cmdline, " %s", a);
			continue;
		}
		buf_puts(&cmdline, " '");
		for (; *a; a++)
			if (*a == '\'')
				buf_puts(&cmdline, "'\\''");
			else if (*a == '*' && a[1] == '/')
				buf_puts(&cmdline, "*'\\''");   /* keep the header comment closed */
			else
				buf_printf(&cmdline, "%c", *a);
		buf_puts(&cmdline, "'");
	}
}

/* options: --name VALUE or --name=VALUE */
int
opt(Opt *o, const char *name)
{
	const char *a = o->argv[o->i];
	size_t n = strlen(name);

	if (strncmp(a, name, n) != 0)
		return 0;
	if (a[n] == '=') {
		o->val = a + n + 1;
		return 1;
	}
	if (a[n])
		return 0;
	if (o->i + 1 >= o->argc)
		err("%s needs a value", name);
	o->val = o->argv[++o->i];
	return 1;
}

int
flag(Opt *o, const char *name)
{
	return strcmp(o->argv[o->i], name) == 0;
}

static void
known_families(Buf *b)
{
	for (int f = 0; f < NFAM; f++)
		buf_printf(b, "%s%s", f ? ", " : "", fams[f].name);
}

struct opsctx { GenOpts *g; int mode; };

static void
ops_item(const char *item, void *ctx)
{
	struct opsctx *c = ctx;
	int neg = item[0] == '-', f;
	char name[64];
	const char *colon;
	unsigned w = 0;

	if (c->mode == 0) {
		c->mode = neg ? 1 : 2;
		if (!neg)
			memset(c->g->famw, 0, sizeof c->g->famw);
	} else if ((c->mode == 1) != neg)
		err("--ops: mix of families to keep and to remove ('%s'); give one kind", item);
	item += neg;
	colon = strchr(item, ':');
	snprintf(name, sizeof name, "%.*s", colon ? (int)(colon - item) : (int)strlen(item), item);
	f = fam_lookup(name);
	if (f < 0) {
		Buf b = {0};

		known_families(&b);
		err("--ops: unknown family '%s'; known: %s", name, b.s);
	}
	if (colon) {
		if (neg)
			err("--ops: a removed family takes no weight ('-%s')", item);
		w = (unsigned)parse_num("--ops weight", colon + 1, 1, 1000000);
	}
	c->g->famw[f] = neg ? 0 : colon ? w : fams[f].weight;
}

struct bitctx { const char *opt; uint8_t bits; int kind; };

static void
bit_item(const char *item, void *ctx)
{
	struct bitctx *c = ctx;
	static const char *const pols[] = {"none", "m", "tu", "tum", "tumu", "mu"};
	int b = -1;

	switch (c->kind) {
	case 0:
		for (int k = 0; k < 4; k++) {
			char w[4];

			sprintf(w, "%d", 8 << k);
			if (strcmp(item, w) == 0)
				b = k;
		}
		if (b < 0)
			err("%s: '%s' is not an element width; accepted: 8, 16, 32, 64", c->opt, item);
		break;
	case 1:
		b = lmul_parse(item);
		if (b == -99)
			err("%s: '%s' is not an LMUL; accepted: mf8, mf4, mf2, m1, m2, m4, m8",
			    c->opt, item);
		b += 3;
		break;
	case 2:
		for (int k = 0; k < NPOL; k++)
			if (strcmp(item, pols[k]) == 0)
				b = k;
		if (b < 0)
			err("%s: '%s' is not a policy; accepted: none, m, tu, tum, tumu, mu",
			    c->opt, item);
		break;
	default:
		if (strcmp(item, "i") == 0)
			b = 0;
		else if (strcmp(item, "u") == 0)
			b = 1;
		else
			err("%s: '%s' is not a signedness; accepted: i, u", c->opt, item);
	}
	c->bits |= (uint8_t)(1u << b);
}

static uint8_t
bits(const char *optname, const char *val, int kind)
{
	struct bitctx c = {optname, 0, kind};

	split_list(val, bit_item, &c);
	if (!c.bits)
		err("%s: empty list", optname);
	return c.bits;
}

/* the options shared by gen, list and fuzz; returns 1 if argv[o->i] was one */
int
filter_opt(Opt *o, GenOpts *g)
{
	if (opt(o, "--ops")) {
		struct opsctx c = {g, 0};

		split_list(o->val, ops_item, &c);
		if (!c.mode)
			err("--ops: empty list");
	} else if (opt(o, "--sew"))
		g->sews = bits("--sew", o->val, 0);
	else if (opt(o, "--lmul"))
		g->lmuls = bits("--lmul", o->val, 1);
	else if (opt(o, "--policy"))
		g->pols = bits("--policy", o->val, 2);
	else if (opt(o, "--sign"))
		g->classes = bits("--sign", o->val, 3);
	else
		return 0;
	return 1;
}

static void
bad_option(const char *cmd, const char *a)
{
	err("%s: unknown option '%s' (see 'rif %s --help')", cmd, a, cmd);
}

/* a list of intrinsic names, one per line; '#' starts a comment */
uint8_t *
read_deny(const char *path)
{
	uint8_t *deny = xcalloc(NINSTCODE, 1);
	char *text = read_file(path, NULL), *line, *next;
	int lineno = 0;
	Inst in;

	if (!text)
		err("--deny: cannot read %s: %s", path, strerror(errno));
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		lineno++;
		line[strcspn(line, "#")] = 0;
		line += strspn(line, " \t");
		line[strcspn(line, " \t\r")] = 0;
		if (!*line)
			continue;
		if (!inst_lookup(line, &in))
			err("%s:%d: '%s' is not an intrinsic rif knows (see 'rif list')", path, lineno, line);
		deny[inst_code(&in)] = 1;
	}
	free(text);
	return deny;
}

static int
cmd_gen(int argc, char **argv)
{
	GenOpts g;
	EmitOpts eo = {0};
	Opt o = {argc, 0, argv, NULL};
	const char *out = NULL, *dot = NULL;
	uint64_t seed = 1;
	Graph *gr;
	Buf b = {0}, d = {0};
	Out *fout, *fdot = NULL;

	genopts_default(&g);
	eo.len_volatile = -1;
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs(usage, stdout);
			return 0;
		} else if (opt(&o, "--seed"))
			seed = parse_num("--seed", o.val, 0, UINT64_MAX);
		else if (opt(&o, "--nodes"))
			g.nodes = (int)parse_num("--nodes", o.val, 1, 100000);
		else if (opt(&o, "--length"))
			g.len = (uint32_t)parse_num("--length", o.val, 1, 100000);
		else if (opt(&o, "--root")) {
			g.root_fam = fam_lookup(o.val);
			if (g.root_fam < 0) {
				if (!inst_lookup(o.val, &g.root))
					err("--root: '%s' is neither a family (vadd, vmseq, ...) nor an "
					    "intrinsic rif knows (see 'rif list')", o.val);
				g.root_inst = 1;
			}
		} else if (opt(&o, "-o"))
			out = o.val;
		else if (opt(&o, "--dot"))
			dot = o.val;
		else if (opt(&o, "--len-mode")) {
			if (strcmp(o.val, "const") == 0)
				eo.len_volatile = 0;
			else if (strcmp(o.val, "runtime") == 0)
				eo.len_volatile = 1;
			else if (strcmp(o.val, "random") == 0)
				eo.len_volatile = -1;
			else
				err("--len-mode: '%s'; accepted: const, runtime, random", o.val);
		} else if (flag(&o, "--swarm"))
			g.swarm = 1;
		else if (opt(&o, "--deny"))
			g.deny = read_deny(o.val);
		else if (!filter_opt(&o, &g))
			bad_option("gen", argv[o.i]);
	}
	if (g.root_inst) {
		/* the root intrinsic must stay usable whatever the filters say */
		if (!g.famw[g.root.fam])
			err("--root %s: its family is excluded by --ops", fams[g.root.fam].name);
	}

	/* open every output first: a bad path fails before anything is written */
	fout = out ? out_open(out) : NULL;
	if (dot && !(fdot = out_try(dot))) {
		out_abandon(fout);
		err("cannot write %s: %s", dot, strerror(errno));
	}
	gr = graph_generate(&g, seed);
	model_run(gr);
	eo.cmdline = cmdline.s;
	emit_c(gr, &eo, &b);
	if (fdot) {
		graph_dot(gr, &d);
		out_commit(fdot, d.s, d.len);
		buf_free(&d);
	}
	if (fout)
		out_commit(fout, b.s, b.len);
	else if (fwrite(b.s, 1, b.len, stdout) != b.len || fflush(stdout) != 0)
		err("cannot write the program to standard output");
	buf_free(&b);
	graph_free(gr);
	free((void *)g.deny);
	return 0;
}

static int
cmd_list(int argc, char **argv)
{
	GenOpts g;
	Opt o = {argc, 0, argv, NULL};
	int proto = 0;
	static Inst all[MAXFAMINST];
	char buf[512];

	genopts_default(&g);
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "--proto"))
			proto = 1;
		else if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs(usage, stdout);
			return 0;
		} else if (!filter_opt(&o, &g))
			bad_option("list", argv[o.i]);
	}
	for (int f = 0; f < NFAM; f++) {
		int n = fam_insts(f, all);

		for (int i = 0; i < n; i++) {
			if (genopts_allow(&g, &all[i]))
				puts(proto ? inst_proto(&all[i], buf) : inst_name(&all[i], buf));
		}
	}
	if (fflush(stdout) != 0)
		err("cannot write to standard output");
	return 0;
}

int
main(int argc, char **argv)
{
	record_cmdline(argc, argv);
	if (argc < 2) {
		fputs(usage, stderr);
		return 2;
	}
	if (strcmp(argv[1], "gen") == 0)
		return cmd_gen(argc, argv);
	if (strcmp(argv[1], "list") == 0)
		return cmd_list(argc, argv);
	if (strcmp(argv[1], "fuzz") == 0)
		return cmd_fuzz(argc, argv);
	if (strcmp(argv[1], "version") == 0 || strcmp(argv[1], "--version") == 0) {
		printf("rif %s\n", RIF_VERSION);
		return 0;
	}
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		fputs(usage, stdout);
		return 0;
	}
	err("unknown command '%s'; accepted: gen, list, fuzz, version", argv[1]);
}
