/* The command line: rif gen, rif list, rif version. */
#include <errno.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>

#include "rif.h"

static const char usage[] =
    "usage: rif gen [options]       generate one self-checking test program\n"
    "       rif list [--proto] [filters]   the intrinsics rif can generate\n"
    "       rif list --classes     the outcome classes of rif fuzz (README's table)\n"
    "       rif fuzz [options]      a campaign: generate, build, run, classify (see --help)\n"
    "       rif reduce DIR          shrink a failure of rif fuzz (see --help)\n"
    "       rif report DIR          a campaign's report: DIR/report/index.html, bug-report.md\n"
    "       rif merge DIR... --out DIR   one campaign out of the shards of rif fuzz --shard\n"
    "       rif probe [--cc CC]     the intrinsics a compiler rejects (for --deny)\n"
    "       rif stats [--count N] [gen options]   the share of unknown elements per family\n"
    "       rif version\n"
    "\n"
    "gen options:\n"
    "  --seed N          random seed (default 1)\n"
    "  --nodes N         intrinsic operators in the graph, 1..10000 (default 40)\n"
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
    "  --rtz             also use the .rtz conversions (QEMU 7.2 aborts on them)\n"
    "  --masks-first     functions of call parts take their masks before other arguments\n"
    "                    (GCC passes a mask that follows a scalar argument in v0:\n"
    "                    tests/bugs/gcc-mask-arg-after-scalar.c)\n"
    "  --few-rm-probes   a rounding-state probe after one _rm call in 16, not 2 (GCC\n"
    "                    rounds scalar code near an _rm call with its mode:\n"
    "                    tests/bugs/gcc-frm-scalar-after-rm.c)\n"
    "  --shape LIST      the program's parts: loop (strip-mined loops), block\n"
    "                    (straight-line code, literal vl), call (a block in noinline\n"
    "                    functions), branch (a block whose ops mostly run in if/else\n"
    "                    arms); one part each (default: drawn per test)\n"
    "  --observe P       share of intermediate values stored and checked, 0..1 (sinks\n"
    "                    always are; the others live in registers only; default:\n"
    "                    drawn per test)\n"
    "filters (gen and list):\n"
    "  --ops LIST        families to use, e.g. vadd,vmul:20 (NAME:WEIGHT sets a weight);\n"
    "                    a list of -NAME removes families: --ops -vdiv,-vrem\n"
    "  --sew LIST        element widths: 8,16,32,64\n"
    "  --lmul LIST       mf8,mf4,mf2,m1,m2,m4,m8\n"
    "  --policy LIST     none,m,tu,tum,tumu,mu\n"
    "  --sign LIST       i,u\n";


static void
bad_option(const char *cmd, const char *a)
{
	err("%s: unknown option '%s' (see 'rif %s --help')", cmd, a, cmd);
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
	Out *fout = NULL, *fdot = NULL;

	genopts_default(&g);
	eo.len_volatile = -1;
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs(usage, stdout);
			return 0;
		} else if (opt(&o, "-o"))
			out = o.val;
		else if (opt(&o, "--dot"))
			dot = o.val;
		else if (!gen_opt(&o, &g, &seed, &eo.len_volatile))
			bad_option("gen", argv[o.i]);
	}
	if (g.root_inst) {
		/* the root intrinsic must stay usable whatever the filters say */
		if (!g.famw[g.root.fam])
			err("--root %s: its family is excluded by --ops", fams[g.root.fam].name);
	}

	/* the model holds every element of every value: a bound it can honour */
	if (g.len && (uint64_t)g.nodes * g.len > 20000000)
		err("--nodes %d with --length %u: too many elements for the model (about %d values of "
		    "that length); accepted: nodes times length up to 20000000", g.nodes, g.len, 3 * g.nodes);
	/* one file cannot hold both (the second would overwrite the first) */
	if (out && dot && same_file(out, dot))
		err("-o %s and --dot %s name the same file; accepted: two different files", out, dot);
	/* open every output first: a bad path fails before anything is written */
	if (out && !(fout = out_try(out)))
		err("-o %s: cannot write it: %s", out, strerror(errno));
	if (dot && !(fdot = out_try(dot))) {
		out_abandon(fout);
		err("--dot %s: cannot write it: %s", dot, strerror(errno));
	}
	gr = graph_generate(&g, seed);
	model_run(gr);
	eo.cmdline = cmdline.s;
	emit_c(gr, &eo, &b);
	if (fdot) {
		int e;

		graph_dot(gr, cmdline.s, &d);
		if ((e = out_close(fdot, d.s, d.len))) {
			out_abandon(fout);      /* nothing half done is left */
			err("cannot write %s: %s", dot, strerror(e));
		}
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
	g.whole = 1;
	g.rtz = 1;      /* every intrinsic rif can generate (the .rtz ones with --rtz) */
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "--proto"))
			proto = 1;
		else if (flag(&o, "--classes")) {
			/* in precedence order, pass last */
			puts("| class | compiler bug | meaning |\n|---|---|---|");
			for (int i = 1; i <= NCLASS; i++) {
				int k = class_by_precedence(i % NCLASS);

				printf("| %s | %s | %s |\n", class_name(k), class_bug(k) ? "yes" : "",
				    class_meaning(k));
			}
			if (fflush(stdout) != 0)
				err("cannot write to standard output");
			return 0;
		} else if (flag(&o, "-h") || flag(&o, "--help")) {
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

/* rif stats: per family, how many of its results' elements below vl the
 * model knows exactly, over many generated tests (for make bench) */
/* a family's name, or its row's id where rows share the name (vreinterpret) */
static const char *
fam_label(int f)
{
	for (int x = 0; x < NFAM; x++)
		if (x != f && strcmp(fams[x].name, fams[f].name) == 0)
			return fams[f].row;
	return fams[f].name;
}

static int
cmd_stats(int argc, char **argv)
{
	GenOpts g;
	Opt o = {argc, 0, argv, NULL};
	uint64_t seed = 1;
	long count = 200, ops[NFAM] = {0}, body[NFAM] = {0}, unk[NFAM] = {0};
	int len_mode = -1;

	genopts_default(&g);
	for (o.i = 2; o.i < argc; o.i++) {
		if (opt(&o, "--count"))
			count = (long)parse_num("--count", o.val, 1, 1000000);
		else if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs("usage: rif stats [--count N] [gen options]\n  per family: operators, "
			    "elements below vl, and the share the model does not know\n", stdout);
			return 0;
		} else if (!gen_opt(&o, &g, &seed, &len_mode))
			bad_option("stats", argv[o.i]);
	}
	for (long k = 0; k < count; k++) {
		Graph *gr = graph_generate(&g, mix64(seed + (uint64_t)k));

		model_run(gr);
		for (int i = 0; i < gr->no; i++) {
			const Op *op = &gr->o[i];
			const Value *v = &gr->v[op->out];
			uint32_t n = v->t.kind == K_SCAL ? 1 : op->n < value_len(gr, op->out) ? op->n :
			    value_len(gr, op->out);

			if (op->init)
				continue;
			ops[op->in.fam]++;
			for (uint32_t e = 0; e < n; e++) {
				body[op->in.fam]++;
				unk[op->in.fam] += v->st[e] == ST_UNK;
			}
		}
		graph_free(gr);
	}
	printf("%-14s %8s %10s %8s\n", "family", "ops", "elements", "unknown");
	for (int f = 0; f < NFAM; f++)
		if (ops[f])
			printf("%-14s %8ld %10ld %7.1f%%\n", fam_label(f), ops[f], body[f],
			    body[f] ? 100.0 * (double)unk[f] / (double)body[f] : 0.0);
	return 0;
}

int
main(int argc, char **argv)
{
	record_cmdline(argc, argv);
	/* a file size limit (RLIMIT_FSIZE) makes a write fail with EFBIG, which
	 * rif reports, instead of killing it */
	signal(SIGXFSZ, SIG_IGN);
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
	if (strcmp(argv[1], "probe") == 0)
		return cmd_probe(argc, argv);
	if (strcmp(argv[1], "stats") == 0)
		return cmd_stats(argc, argv);
	if (strcmp(argv[1], "reduce") == 0)
		return cmd_reduce(argc, argv);
	if (strcmp(argv[1], "report") == 0)
		return cmd_report(argc, argv);
	if (strcmp(argv[1], "merge") == 0)
		return cmd_merge(argc, argv);
	if (strcmp(argv[1], "version") == 0 || strcmp(argv[1], "--version") == 0) {
		if (argc > 2)
			err("%s: unexpected argument '%s'; accepted: none", argv[1], argv[2]);
		printf("rif %s\n", RIF_VERSION);
		return 0;
	}
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		fputs(usage, stdout);
		return 0;
	}
	err("unknown command '%s'; accepted: gen, list, fuzz, reduce, report, merge, probe, stats, "
	    "version", argv[1]);
}
