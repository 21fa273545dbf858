/*
 * rif fuzz: the campaign.  Tests are generated without end (or up to a
 * count or a time), each built once per compiler configuration (compiler x
 * optimisation level x -march) and each binary run under qemu at every VLEN
 * and agnostic-fill setting.  Each test gets one outcome class (the table
 * CLASSES in rif.h: names, precedence, which are
 * compiler bugs).  A journal line is appended and fsync'ed per test, in test
 * order, so a killed campaign loses at most the tests in flight and
 * --resume continues with the same seeds; every failure gets a folder with
 * the test, the commands, each configuration's outcome and a repro.sh.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rif.h"






static const char fuzz_usage[] =
    "usage: rif fuzz [options]\n"
    "       rif fuzz --resume DIR [--time T] [--count N] [-j N] [-v] [--quiet] [--known FILE]\n"
    "  --out DIR             campaign directory (default runs/<date>-<time>)\n"
    "  --time T              stop starting tests after T (90s, 30m, 2h)\n"
    "  --count N             stop after N tests in all (default: no limit)\n"
    "  -j N                  processes at once (default: the number of cores)\n"
    "  --seed N              campaign seed (default: from the clock)\n"
    "  --shard K/N           run only the K-th of N disjoint slices of the campaign's tests\n"
    "                        (tests K-1, K-1+N, ...; give every shard the same --seed and\n"
    "                        --count; 'rif merge' joins the shards into one campaign)\n"
    "  --cc LIST             compilers, each with its own flags: 'clang-19 -mllvm -x,gcc-16';\n"
    "                        gcc-N is the GCC that make deps installs (/opt/rif/gcc-N), else\n"
    "                        riscv64-linux-gnu-gcc-N (default: clang-22, clang-19, gcc-16,\n"
    "                        gcc-15, gcc-14, those installed)\n"
    "  --opt LIST            O0,O1,O2,O3,Os (default O0,O2; O0 is always built: it is\n"
    "                        the reference that tells wrong code from a model bug)\n"
    "  --march LIST          e.g. rv64gcv,rv64gcv_zvl256b (default auto: rv64gcv_zvfh where\n"
    "                        the compiler has Zvfh (clang 17+, gcc 14+), else rv64gcv)\n"
    "  --vlen LIST           VLENs, powers of two in 128..1024 (default 128,512)\n"
    "  --fill LIST           qemu's all-ones agnostic fill: off,on (default off,on)\n"
    "  --tune LIST           processors for -mtune: each test draws one per compiler for its\n"
    "                        optimised builds, or none a third of the time (default auto:\n"
    "                        sifive-x280, spacemit-x60, sifive-p670 and others that change\n"
    "                        vector code generation, those each compiler knows; GCC also\n"
    "                        draws its vsetvl strategy; none: never)\n"
    "  --compile-timeout S   seconds per compile (default 300)\n"
    "  --run-timeout S       seconds per run (default 60)\n"
    "  --compile-mem MB      memory limit per compile (default 4096)\n"
    "  --run-mem MB          memory limit per run (default 2048)\n"
    "  --qemu LIST           emulators: qemu10 (QEMU 10, from 'make deps'), qemu7 (Debian's\n"
    "                        qemu-riscv64-static) or paths (default qemu10 where installed,\n"
    "                        else qemu7); with two, each binary runs on both and an -O0\n"
    "                        run on which they disagree is an emulator-disagreement\n"
    "  --nodes N|LO-HI       operators per test (default 10-100, drawn per test)\n"
    "  --batch K             build and run K tests as one program, each in functions of its\n"
    "                        own; a test builds and runs alone wherever the batch did not show\n"
    "                        it passing, so every failure is its own program's (default 16;\n"
    "                        1: every test alone); a batch's tests share its first's tunings\n"
    "  --no-swarm            use every allowed feature in every test\n"
    "  --no-reduce           do not reduce (by default the first failure of each new\n"
    "                        bucket is reduced with rif reduce, in at most half the job\n"
    "                        slots (one with -j 3 or less) beside the tests, within --time;\n"
    "                        buckets unlike any reduced before go first, one like a\n"
    "                        bucket reduced before every other turn, in a fifth of the\n"
    "                        budget)\n"
    "  --reduce-budget T     time for one reduction (default 5m)\n"
    "  --known FILE          known bugs: lines of a bucket signature ('*' for any text), a\n"
    "                        tab and a note; a matching bucket is marked known, is not\n"
    "                        reduced and does not make the exit status 1 (kept as DIR/known)\n"
    "  --reach-every N       also compile every Nth test (batch, with --batch) to assembly,\n"
    "                        to measure how much the optimiser transformed the tests\n"
    "                        (default 20; 0: never)\n"
    "  --ops, --sew, --lmul, --policy, --sign   generator filters, as for rif gen\n"
    "  --shape, --observe    program shapes and checked share, as for rif gen (default:\n"
    "                        drawn per test)\n"
    "  -v                    print every command\n"
    "  --quiet               no status line\n"
    "Exit status: 0 no compiler bug found (or only known ones), 1 at least one, 2 bad input.\n";

static volatile int interrupted;
/* rif's own failure (a process it cannot start, a full disk): the
 * campaign stops, the test in flight is not journalled, --resume goes on */
static char fault[700];

/* Did a task end by rif's fault, not the test's: killed for a file too
 * large (SIGXFSZ, RLIMIT_FSIZE); a compiler's bus error while the disk of
 * the campaign is all but full (writing a mapped file; a bus error with
 * room to spare is the compiler's own crash, and a run's is the test's:
 * QEMU dies of the guest's signal); a log that says the disk is full.
 * Then fault says so. */
static int
own_fault(const Camp *c, const Proc *p, const char *log, int build)
{
	static const char *const pat[] = {"No space left on device", "Disk quota exceeded", "File too large", NULL};
	char line[300], what[400] = "";
	int sig = WIFSIGNALED(p->status) ? WTERMSIG(p->status) : 0;
	struct statvfs fs;

	if (sig == SIGXFSZ)
		snprintf(what, sizeof what, "a process was killed by SIGXFSZ (a file size limit)");
	else if (sig == SIGBUS && build && statvfs(c->dir, &fs) == 0 &&
	    (uint64_t)fs.f_bavail * fs.f_frsize < ((uint64_t)64 << 20))
		snprintf(what, sizeof what, "a compiler was killed by SIGBUS with less than 64 MiB free");
	else if (grep_first(log, pat, line, sizeof line))
		snprintf(what, sizeof what, "a process said: %.200s", line);
	if (!what[0])
		return 0;
	if (!fault[0])
		snprintf(fault, sizeof fault, "%s while the campaign in %s ran: the disk or a size limit, not "
		    "the test", what, c->dir);
	return 1;
}

/* ---- small helpers ---- */

/* The compilers of a campaign without --cc, those installed: the newest
 * clang and GCC, Debian's clang-19 and GCC 14, and GCC 15, chosen by
 * measuring (docs/campaign.md): in the first 181 tests of an hour with all
 * six, GCC 15 had 10 buckets (4 its own), clang-22 5, clang-19 3, and
 * clang-16 none (its builds skip the tests with f16 or _rm). */
static const char *const default_cc[] = {"clang-22", "clang-19", "gcc-16", "gcc-15", "gcc-14"};

/* ---- tests ---- */

/* what a test is made of, for the report: its parts' shapes ("loop,block")
 * and its operators per family row ("vadd:3,vle:2"), in table order */
static void
test_mix(const Graph *gr, Buf *b)
{
	int n[NFAM] = {0}, any = 0;

	for (int p = 0; p < gr->npart; p++)
		buf_printf(b, "%s%s", p ? "," : "", pshape_name[gr->part[p].shape]);
	if (!gr->npart)
		buf_puts(b, "-");
	buf_puts(b, "\t");
	for (int k = 0; k < gr->no; k++)
		if (!gr->o[k].init && !gr->o[k].dead)
			n[gr->o[k].in.fam]++;
	for (int f = 0; f < NFAM; f++)
		if (n[f]) {
			buf_puts(b, any++ ? "," : "");
			for (const char *r = fams[f].row; *r; r++)
				buf_printf(b, "%c", *r >= 'A' && *r <= 'Z' ? *r - 'A' + 'a' : *r);
			buf_printf(b, ":%d", n[f]);
		}
	if (!any)
		buf_puts(b, "-");
}

/* test idx, the k-th of this shard; in a batch (tseed its first test's
 * seed), its builds and runs wait for the batch's verdict, and its own
 * part of the batch's program is kept */
static Test *
test_new(Camp *c, long idx, uint64_t tseed, int inbatch, int reach)
{
	Test *t = xcalloc(1, sizeof *t);
	GenOpts g = c->gen;
	EmitOpts eo = {0};
	Buf cmd = {0}, prog = {0};
	Graph *gr;

	t->idx = idx;
	t->seed = test_seed(c, idx);
	t->tseed = tseed;
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
	test_gen_command(c, t, &cmd);
	eo.cmdline = cmd.s;
	eo.len_volatile = -1;
	gr = graph_generate(&g, t->seed);
	model_run(gr);
	emit_c(gr, &eo, &prog);
	test_mix(gr, &t->mix);
	write_file(camp_path(c, "work/%06ld/test.c", idx), prog.s, prog.len);
	t->tc = xcalloc((size_t)c->nconf, sizeof *t->tc);
	t->tr = xcalloc((size_t)c->nrun, sizeof *t->tr);
	t->ta = xcalloc((size_t)c->nconf, sizeof *t->ta);
	t->rr = xcalloc((size_t)c->nconf, sizeof *t->rr);
	t->left = c->nconf + c->nrun;
	/* a sample of the tests is also compiled to assembly (reach); in a
	 * batch, the batch's program (batch_new) */
	for (int ci = 0; ci < c->nconf; ci++) {
		t->ta[ci].state = reach && !inbatch ? TK_WAIT : TK_SKIPPED;
		t->left += t->ta[ci].state == TK_WAIT;
	}
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
		if (t->ta[ci].state == TK_WAIT) {
			t->ta[ci].state = TK_SKIPPED;
			t->left--;
		}
		for (int ri = 0; ri < c->nrun; ri++)
			if (c->run[ri].conf == ci) {
				t->tr[ri].state = TK_SKIPPED;
				t->left--;
			}
	}
	if (inbatch) {
		for (int ci = 0; ci < c->nconf; ci++)
			if (t->tc[ci].state == TK_WAIT)
				t->tc[ci].state = TK_BATCHED;
		for (int ri = 0; ri < c->nrun; ri++)
			if (t->tr[ri].state == TK_WAIT)
				t->tr[ri].state = TK_BATCHED;
		t->slot = inbatch - 1;
		emit_member(prog.s, t->slot, &t->part);
	}
	graph_free(gr);
	buf_free(&prog);
	buf_free(&cmd);
	return t;
}

static void
test_free(const Camp *c, Test *t)
{
	if (t->nmem)
		rmtree(t->dir);
	for (int ri = 0; t->bout && ri < c->nrun; ri++)
		free(t->bout[ri]);
	free(t->bout);
	free(t->mem);
	free(t->share);
	buf_free(&t->part);
	buf_free(&t->detail);
	buf_free(&t->mix);
	free(t->tc);
	free(t->tr);
	free(t->ta);
	free(t->rr);
	free(t);
}

static void
finish_compile(Camp *c, Test *t, int ci)
{
	Task *k = &t->tc[ci];
	char log[700];

	k->state = TK_DONE;
	t->left--;
	c->tcompile += k->p.end - k->p.start;
	c->nbuild++;
	c->nbuild_batch += t->nmem > 0;
	c->tbatch += t->nmem ? k->p.end - k->p.start : 0;
	snprintf(log, sizeof log, "%s/cc-%d.log", t->dir, ci);
	k->res = build_outcome(&k->p, c->ctime, log, k->key, sizeof k->key, k->desc, sizeof k->desc);
	if (k->res == CO_OK)
		return;
	own_fault(c, &k->p, log, 1);
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
	char out[700];

	k->state = TK_DONE;
	t->left--;
	c->temulate += k->p.end - k->p.start;
	c->tbatch += t->nmem ? k->p.end - k->p.start : 0;
	snprintf(out, sizeof out, "%s/run-%d.out", t->dir, ri);
	k->res = run_outcome(&k->p, c->rtime, out, k->key, sizeof k->key, k->desc, sizeof k->desc);
	if (k->res != RO_PASS)
		own_fault(c, &k->p, out, 0);
	/* (a batch's crash: its tests run alone) */
	if (k->res == RO_CRASH && strcmp(k->key, "signal 4") == 0 && c->emu[c->run[ri].emu].major >= 7 &&
	    !t->nmem) {
		char bin[700], cpu[200], *av[8], *log = xstrdup(camp_path(c, "work/%06ld/sigill-%d.log", t->idx, ri));

		snprintf(bin, sizeof bin, "%s/bin-%d", t->dir, c->run[ri].conf);
		run_argv(c, ri, bin, av, cpu);
		sigill_site(av, log, camp_path(c, "work/%06ld/sigill-%d.out", t->idx, ri), 4 * c->rtime, c->rmem,
		    c->verbose, k->key, sizeof k->key);
		free(log);
	}
}

/* A compile to assembly ended: count it (reach).  Once all of a test's
 * have, its counts join a build's figures only if every optimisation level
 * of that compiler and -march compiled it: -O0 is the reference for -O2
 * on the same tests (a test that runs out of registers at -O2 would
 * otherwise count at -O0 alone). */
static void
finish_asm(Camp *c, Test *t, int ci)
{
	Task *k = &t->ta[ci];
	char *as, *src;

	k->state = TK_DONE;
	t->left--;
	c->tcompile += k->p.end - k->p.start;
	c->tasm += k->p.end - k->p.start;
	if (!k->p.timed_out && WIFEXITED(k->p.status) && !WEXITSTATUS(k->p.status)) {
		char path[800];

		snprintf(path, sizeof path, "%s/asm-%d.s", t->dir, ci);
		as = read_file(path, NULL);
		if (t->nmem)    /* a batch: the program of this build's share */
			snprintf(path, sizeof path, "%s/batch-%x.c", t->dir, t->share[ci]);
		else
			snprintf(path, sizeof path, "%s/test.c", t->dir);
		src = read_file(path, NULL);
		if (as && src) {
			reach_source(src, &t->rr[ci]);
			reach_asm(as, &t->rr[ci]);
			for (unsigned m = t->nmem ? t->share[ci] & (t->share[ci] - 1) : 0; m; m &= m - 1)
				t->rr[ci].tests++;      /* a batch: its tests' program */
		}
		free(as);
		free(src);
	}
	for (int cj = 0; cj < c->nconf; cj++)
		if (t->ta[cj].state == TK_WAIT || t->ta[cj].state == TK_RUNNING)
			return;
	for (int b = 0; b < c->nconf; b++) {
		int all = t->rr[b].tests > 0;

		for (int cj = 0; cj < c->nconf && all; cj++)
			if (c->conf[cj].cc == c->conf[b].cc && c->conf[cj].march == c->conf[b].march &&
			    t->ta[cj].state == TK_DONE)
				all = t->rr[cj].tests > 0;
		if (!all)       /* counted when the test is journalled: only the complete */
			memset(&t->rr[b], 0, sizeof t->rr[b]);
	}
}

/* ---- failures, journal, summary ---- */

/* count a journalled test; with --reduce, the first of a new bucket may
 * wait for a reduction (red_queue) */
static void
journal_line(Camp *c, int cls, const char *fid, const char *sig)
{
	Bucket *b = camp_tally(c, cls, fid, sig);

	if (b && b->n == 1 && c->reduce && !b->known)
		red_queue(c, fid);
}

static void
journal_each(Camp *c, const JLine *j)
{
	journal_line(c, j->cls, j->fid, j->sig);
}

static void
journal_write(Camp *c, Test *t)
{
	char fid[16] = "-";

	if (t->cls != CL_PASS)
		failure_keep(c, t, fid);
	else
		rmtree(t->dir);
	{
		JLine j = {t->idx, t->seed, t->nodes, t->cls, fid, t->cls ? t->sig : "-", (long long)time(NULL),
		    "", ""};
		char *tab = strchr(t->mix.s, '\t');

		/* the mix is "shapes<tab>families" */
		ensure(tab);
		*tab = 0;
		j.shapes = t->mix.s;
		j.fams = tab + 1;
		journal_append(c->journal, camp_path(c, "journal"), &j);
		*tab = '\t';
	}
	/* its reach figures (or its batch's), kept with the journal so that
	 * --resume keeps them */
	for (int b = 0; b < c->nconf; b++)
		if (t->rr[b].tests) {
			for (int k = 0; k < c->nconf; k++)
				reach_add(&c->reach[k], &t->rr[k]);
			reach_save(c);
			break;
		}
	journal_line(c, t->cls, fid, t->sig);
	c->next++;
	c->done_now++;
}

static void
status(Camp *c, double wall, int final)
{
	static double last;
	long bugs = 0;
	char left[32] = "", cls[400] = "", red[200] = "";
	int tty = isatty(2);

	if (c->quiet || (!final && wall - last < (tty ? 1.0 : 60.0)))
		return;
	last = wall;
	for (int k = 0; k < NCLASS; k++)
		bugs += class_bug(k) ? c->nclass[k] : 0;
	if (c->tlimit > 0) {
		/* whole seconds, rounded up: 59.6 s is "1m00s", never "0m60s" */
		double x = c->tlimit - wall;
		long l = x > 0 ? (long)x + ((double)(long)x < x) : 0;

		snprintf(left, sizeof left, ", %ldm%02lds left", l / 60, l % 60);
	}
	/* the compiler bugs first, by class, then the other classes but pass */
	for (int k = 1; k < NCLASS; k++)
		if (class_bug(k))
			snprintf(cls + strlen(cls), sizeof cls - strlen(cls), "%s%s %ld", cls[0] ? ", " : "",
			    class_status(k), c->nclass[k]);
	snprintf(cls + strlen(cls), sizeof cls - strlen(cls), ")");
	for (int k = 1; k < NCLASS; k++)
		if (!class_bug(k))
			snprintf(cls + strlen(cls), sizeof cls - strlen(cls), ", %s %ld", class_status(k),
			    c->nclass[k]);
	{
		Bug *bug;
		int nbug = camp_bugs(c, c->bk, c->nbk, &bug), distinct, nnew, unred;
		char ur[32] = "";

		bugs_count(bug, nbug, &distinct, &nnew, &unred);
		bugs_free(bug, nbug);
		if (unred)
			snprintf(ur, sizeof ur, ", %d not reduced", unred);
		for (int r = 0; r < c->jobs; r++)
			if (c->red[r].fid[0] && strlen(red) + 20 < sizeof red)
				snprintf(red + strlen(red), sizeof red - strlen(red), "%s%s",
				    red[0] ? " " : ", reducing failures/", c->red[r].fid);
		fprintf(stderr, "%s%ld tests (%ld this run), %.1f/min, %d bug%s (%d new%s; %ld tests: %s%s%s%s",
		    tty ? "\r\033[K" : "", c->next, c->done_now,
		    wall > 0 ? (double)c->done_now * 60 / wall : 0.0, distinct, distinct == 1 ? "" : "s", nnew, ur,
		    bugs, cls, left, red, tty && !final ? "" : "\n");
	}
}

/* ---- the main loop ---- */

static double
compile_time(const Camp *c)
{
	return c->ctime;
}

static uint64_t
compile_mem(const Camp *c)
{
	return c->cmem;
}

static double
run_time(const Camp *c)
{
	return c->rtime;
}

static uint64_t
run_mem(const Camp *c)
{
	return c->rmem;
}

/* ---- the stages of a test ----
 * Each stage is a task per build configuration or per run, one row each:
 * its tasks in a test, how many, whether one can start, its command and
 * log, what a failure to start it leaves, and its finish function.  A
 * test's tasks start in the table's order (builds, then their assembly,
 * then the runs of built binaries). */
static Task *
build_task(Test *t, int i)
{
	return &t->tc[i];
}

static Task *
asm_task(Test *t, int i)
{
	return &t->ta[i];
}

static Task *
run_task(Test *t, int i)
{
	return &t->tr[i];
}

static int
n_conf(const Camp *c)
{
	return c->nconf;
}

static int
n_run(const Camp *c)
{
	return c->nrun;
}

static int
always(const Camp *c, const Test *t, int i)
{
	(void)c, (void)t, (void)i;
	return 1;
}

/* a run waits for its binary */
static int
built(const Camp *c, const Test *t, int ri)
{
	return t->tc[c->run[ri].conf].state == TK_DONE;
}

static void
build_cmd(const Camp *c, const Test *t, int ci, char **av, char *store, char *log, size_t nlog)
{
	char src[700], bin[700];

	if (t->nmem)            /* a batch: the program of this build's share */
		snprintf(src, sizeof src, "%s/batch-%x.c", t->dir, t->share[ci]);
	else
		snprintf(src, sizeof src, "%s/test.c", t->dir);
	snprintf(bin, sizeof bin, "%s/bin-%d", t->dir, ci);
	compile_argv(c, ci, test_tune(c, t->tseed, ci), src, bin, av, store);
	/* compile_argv keeps pointers to src and bin: copies that outlive this */
	snprintf(store + 512, 700, "%s", src);
	snprintf(store + 1212, 700, "%s", bin);
	for (int k = 0; av[k]; k++)
		av[k] = av[k] == (char *)src ? store + 512 : av[k] == (char *)bin ? store + 1212 : av[k];
	snprintf(log, nlog, "%s/cc-%d.log", t->dir, ci);
}

/* "... src -o asm" -> "... -S -fno-tree-vectorize -fno-tree-slp-vectorize
 * src -o asm": without auto-vectorisation, which turns rif's own scalar
 * loops (the data, the checks) into vector code, the assembly's vector
 * code is the test's */
static void
asm_cmd(const Camp *c, const Test *t, int ci, char **av, char *store, char *log, size_t nlog)
{
	char src[700], as[700];
	int n;

	if (t->nmem)            /* a batch: the program of this build's share */
		snprintf(src, sizeof src, "%s/batch-%x.c", t->dir, t->share[ci]);
	else
		snprintf(src, sizeof src, "%s/test.c", t->dir);
	snprintf(as, sizeof as, "%s/asm-%d.s", t->dir, ci);
	compile_argv(c, ci, test_tune(c, t->tseed, ci), src, as, av, store);
	n = drop_link_args(av);
	snprintf(store + 512, 700, "%s", src);
	snprintf(store + 1212, 700, "%s", as);
	for (int k = 0; av[k]; k++)
		av[k] = av[k] == (char *)src ? store + 512 : av[k] == (char *)as ? store + 1212 : av[k];
	ensure(n + 3 < 48);
	memmove(av + n, av + n - 3, 4 * sizeof *av);
	av[n - 3] = "-S";
	av[n - 2] = "-fno-tree-vectorize";
	av[n - 1] = "-fno-tree-slp-vectorize";
	snprintf(log, nlog, "%s/asm-%d.log", t->dir, ci);
}

static void
run_cmd(const Camp *c, const Test *t, int ri, char **av, char *store, char *log, size_t nlog)
{
	snprintf(store + 512, 700, "%s/bin-%d", t->dir, c->run[ri].conf);
	run_argv(c, ri, store + 512, av, store);
	snprintf(log, nlog, "%s/run-%d.out", t->dir, ri);
}

static const struct Stage {
	const char *name;
	Task *(*task)(Test *t, int i);
	int (*count)(const Camp *c);
	int (*ready)(const Camp *c, const Test *t, int i);
	void (*cmd)(const Camp *c, const Test *t, int i, char **av, char *store, char *log, size_t nlog);
	double (*timeout)(const Camp *c);
	uint64_t (*mem)(const Camp *c);
	void (*finish)(Camp *c, Test *t, int i);
} stages[] = {
	/* the binary of each build configuration */
	{"build", build_task, n_conf, always, build_cmd, compile_time, compile_mem, finish_compile},
	/* a sample of tests, compiled to assembly too (reach) */
	{"asm", asm_task, n_conf, always, asm_cmd, compile_time, compile_mem, finish_asm},
	/* each binary under each VLEN, fill and emulator */
	{"run", run_task, n_run, built, run_cmd, run_time, run_mem, finish_run},
};

/* start the first task of t that waits and can: 1 if one was started; one
 * that cannot start is rif's fault (fault) */
static int
start_task(Camp *c, Test *t)
{
	for (size_t s = 0; s < NELEM(stages); s++)
		for (int i = 0; i < stages[s].count(c); i++) {
			Task *k = stages[s].task(t, i);
			char *av[48], store[2000], log[1200];
			int e;

			if (k->state != TK_WAIT || !stages[s].ready(c, t, i))
				continue;
			stages[s].cmd(c, t, i, av, store, log, sizeof log);
			k->state = TK_RUNNING;
			e = proc_start(&k->p, av, log, stages[s].timeout(c), stages[s].mem(c), c->verbose);
			if (e) {
				snprintf(fault, sizeof fault, "cannot start %s: %s", av[0], strerror(e));
				k->state = TK_WAIT;
				return 0;
			}
			return 1;
		}
	return 0;
}

/* the processes the loop waits for: each with its test, stage and index */
typedef struct {
	Proc **ps;
	Test **owner;
	int *stage, *which;
	int n, cap;
} Watch;

static void
watch(Watch *w, Proc *p, Test *owner, int stage, int which)
{
	grow(&w->ps, &w->cap, w->n + 1, sizeof *w->ps);
	w->owner = xrealloc(w->owner, (size_t)w->cap * sizeof *w->owner);
	w->stage = xrealloc(w->stage, (size_t)w->cap * sizeof *w->stage);
	w->which = xrealloc(w->which, (size_t)w->cap * sizeof *w->which);
	w->ps[w->n] = p;
	w->owner[w->n] = owner;
	w->stage[w->n] = stage;
	w->which[w->n++] = which;
}

static void
add_active(Camp *c, Test *t)
{
	grow(&c->active, &c->capactive, c->nactive + 1, sizeof *c->active);
	c->active[c->nactive++] = t;
}

/* Start the next test, or batch of tests: the k-th test of the shard
 * joins tests k - k % batch .. k - k % batch + batch - 1 (so that
 * --resume makes the same batches of what is left), each of which draws
 * its tunings from the first one's seed */
static void
start_tests(Camp *c)
{
	long k = c->started, first = k - k % c->batch, end = first + c->batch;
	uint64_t tseed = test_seed(c, test_index(c, first));
	Test *mem[32];
	/* reach: every reach_every-th test, or batch (a test left alone at
	 * the end of a count or a resume is its batch's part) */
	int n, reach = c->reach_every && first / c->batch % c->reach_every == 0;

	if (c->count && end > shard_count(c))
		end = shard_count(c);
	n = (int)(end - k);
	ensure(n >= 1 && n <= (int)NELEM(mem));
	for (int j = 0; j < n; j++) {
		long idx = test_index(c, c->started++);

		mem[j] = test_new(c, idx, tseed, n > 1 ? j + 1 : 0,
		    c->batch > 1 ? reach : c->reach_every && idx % c->reach_every == 0);
		add_active(c, mem[j]);
	}
	if (n > 1)
		add_active(c, batch_new(c, mem, n, 0, reach));
}

/* Enough work is under way (asked only when a job slot is free and no
 * task of the tests under way can start: each waits for its build, or
 * for its batch): four tests (or batches) with tasks left per job, or
 * many finished ones waiting for an earlier one to be journalled */
static int
busy(const Camp *c)
{
	int n = 0;

	for (int a = 0; a < c->nactive; a++)
		n += !c->active[a]->complete && !c->active[a]->batch;
	return n > 4 * c->jobs || c->nactive > 8 * c->jobs * (c->batch + 1);
}

static void
campaign_loop(Camp *c)
{
	Watch w = {0};
	Proc **ps;
	int n;
	double t0 = now_sec();

	c->last_report = t0;
	for (;;) {
		double t = now_sec(), wall = t - t0, ts;
		int running = 0, sig;

		/* start work until every slot is busy */
		for (;;) {
			int started = 0;

			for (int a = 0; a < c->nactive; a++)
				for (size_t s = 0; s < NELEM(stages); s++)
					for (int k = 0; k < stages[s].count(c); k++)
						running += stages[s].task(c->active[a], k)->state == TK_RUNNING;
			running += c->nred;
			if (running >= c->jobs)
				break;
			ts = cpu_sec();
			for (int a = 0; a < c->nactive && !started; a++)
				started = start_task(c, c->active[a]);
			/* a reduction takes one job slot, within the campaign's time:
			 * one started near its end gets the time left (at least 10 s) */
			if (!started && c->nred < red_cap(c, wall) && c->nrq && !interrupted && !fault[0] &&
			    !(c->tlimit > 0 && c->tlimit - wall < 10)) {
				red_start(c, c->tlimit > 0 ? c->tlimit - wall : -1);
				started = 1;
			}
			c->tspawn += cpu_sec() - ts;
			if (started) {
				running = 0;
				continue;
			}
			if (interrupted || fault[0] || busy(c) || (c->count && c->started >= shard_count(c)) ||
			    (c->tlimit > 0 && wall >= c->tlimit))
				break;
			ts = cpu_sec();
			start_tests(c);
			c->tself += cpu_sec() - ts;
			running = 0;
		}
		/* the processes now running */
		w.n = 0;
		for (int a = 0; a < c->nactive; a++) {
			Test *x = c->active[a];

			for (size_t s = 0; s < NELEM(stages); s++)
				for (int k = 0; k < stages[s].count(c); k++) {
					Task *tk = stages[s].task(x, k);

					if (tk->state != TK_RUNNING)
						continue;
					watch(&w, &tk->p, x, (int)s, k);
				}
		}
		for (int r = 0; r < c->jobs; r++)
			if (c->red[r].fid[0])
				watch(&w, &c->red[r].p, NULL, -1, r);   /* a reduction */
		n = w.n;
		ps = w.ps;
		if (fault[0]) {         /* stop: kill what runs, journal nothing more */
			proc_kill_all(ps, n);
			break;
		}
		if (!n && !c->nactive && (!c->nrq || interrupted || (c->tlimit > 0 && wall >= c->tlimit)))
			break;
		if (n) {
			sig = proc_wait(ps, n, 0.5);
			if (sig) {
				interrupted = sig;
				proc_kill_all(ps, n);
				break;
			}
		}
		ts = cpu_sec();
		for (int i = 0; i < n; i++)
			if (!ps[i]->running) {
				if (w.stage[i] < 0)             /* a reduction ended */
					red_ended(c, w.which[i]);
				else
					stages[w.stage[i]].finish(c, w.owner[i], w.which[i]);
			}
		if (fault[0])
			continue;       /* the loop stops at its top */
		/* finished tests: classify, then journal in test order */
		for (int a = 0; a < c->nactive; a++) {
			Test *x = c->active[a];

			if (x->nmem && x->left == 0) {   /* a batch's verdict */
				Test *again = batch_settle(c, x);

				test_free(c, x);
				c->active[a--] = c->active[--c->nactive];
				if (again)
					add_active(c, again);
			} else if (!x->complete && !x->batch && x->left == 0) {
				x->complete = 1;
				batch_keep(c, x);
				classify(c, x);
			}
		}
		for (int again = 1; again;) {
			again = 0;
			for (int a = 0; a < c->nactive; a++) {
				Test *x = c->active[a];

				if (x->complete && x->idx == test_index(c, c->next)) {
					journal_write(c, x);
					test_free(c, x);
					c->active[a] = c->active[--c->nactive];
					again = 1;
					break;
				}
			}
		}
		/* the report, at most once a minute while the campaign runs */
		if (now_sec() - c->last_report >= 60) {
			report_write(c->dir, cmdline.s);
			c->last_report = now_sec();
		}
		c->tself += cpu_sec() - ts;
		status(c, now_sec() - t0, 0);
	}
	/* tests cut short are redone on --resume */
	for (int a = 0; a < c->nactive; a++) {
		rmtree(c->active[a]->dir);
		test_free(c, c->active[a]);
	}
	c->nactive = 0;
	free(w.ps);
	free(w.owner);
	free(w.which);
	free(w.stage);
	status(c, now_sec() - t0, 1);
	write_summary(c, now_sec() - t0);
	report_write(c->dir, cmdline.s);
}

int
cmd_fuzz(int argc, char **argv)
{
	Camp c;
	Opt o = {argc, 0, argv, NULL};
	const char *resume = NULL, *out = NULL, *known = NULL, *first_camp = NULL;
	int seed_given = 0, jobs = 0, quiet = 0, verbose = 0;
	long count = 0;
	double tlimit = 0;
	long bugs = 0;
	char shard[64] = "";

	memset(&c, 0, sizeof c);
	genopts_default(&c.gen);
	c.ctime = 300;
	c.rtime = 60;
	c.cmem = (uint64_t)4096 << 20;
	c.rmem = (uint64_t)2048 << 20;
	c.nodes_lo = 10;
	c.nodes_hi = 100;
	c.swarm = 1;
	c.rbudget = 300;
	c.reduce = 1;
	c.reach_every = 20;
	c.batch = 16;
	c.tune_auto = -1;       /* --tune not given */
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
		else if (flag(&o, "--reduce"))
			c.reduce = 1;
		else if (flag(&o, "--no-reduce"))
			c.reduce = 0;
		else if (opt(&o, "--reach-every"))
			c.reach_every = (int)parse_num("--reach-every", o.val, 0, 1000000);
		else if (opt(&o, "--reduce-budget"))
			c.rbudget = parse_duration("--reduce-budget", o.val);
		else if (flag(&o, "--quiet"))
			quiet = 1;
		else if (opt(&o, "--known"))
			known = o.val;
		else if (resume)
			err("fuzz: '%s' cannot be changed on --resume; accepted with --resume: "
			    "--time, --count, -j, -v, --quiet, --reduce, --no-reduce, --reduce-budget, --known", a);
		else if (!first_camp && (first_camp = a) == NULL)
			;       /* never taken: remembers the first option that makes the campaign */
		else if (opt(&o, "--shard"))
			parse_shards(&c, "--shard", o.val, 1);
		else if (opt(&o, "--batch"))
			c.batch = (int)parse_num("--batch", o.val, 1, 32);
		else if (opt(&o, "--seed")) {
			c.seed = parse_num("--seed", o.val, 0, UINT64_MAX);
			seed_given = 1;
		} else if (!camp_opt(&c, &o)) {
			int at = o.i;

			if (!filter_opt(&o, &c.gen) && !shape_opt(&o, &c.gen))
				err("fuzz: unknown option '%s' (see 'rif fuzz --help')", a);
			for (int k = at; k <= o.i; k++)
				buf_printf(&c.genargs, "%s%s", c.genargs.len ? " " : "", argv[k]);
		}
	}
	if (resume && out)
		err("fuzz: give --resume DIR or --out DIR, not both");
	/* before --resume too: the campaign is what its campaign.txt says */
	if (resume && first_camp)
		err("fuzz: '%s' cannot be changed on --resume (the campaign is what %s/campaign.txt says); "
		    "accepted with --resume: --time, --count, -j, -v, --quiet, --reduce, --no-reduce, "
		    "--reduce-budget, --known", first_camp, resume);
	if (known)
		known_load(&c.known, known, "--known");
	proc_init();
	if (resume) {
		c.dir = xstrdup(resume);
		c.count = count;
		c.batch = 1;            /* a campaign.txt without a batch line */
		load_config(&c);
		if (!known && exists(camp_path(&c, "known")))
			known_load(&c.known, camp_path(&c, "known"), "--resume");
		if (c.nshard && c.shard < 0)
			err("--resume: %s is a merge of shards %s of %d; accepted: one shard's directory "
			    "(resume the shards, then merge them again)", resume, c.shards, c.nshard);
		/* without its journal, the campaign would start again over the
		 * failure folders it found (and a user's files in them) */
		if (!exists(camp_path(&c, "journal")) && dir_entries(camp_path(&c, "failures")) > 0)
			err("--resume: %s has failure folders but no journal; accepted: a campaign directory "
			    "as rif fuzz left it (its journal lists every test it ran)", resume);
	} else {
		char def[64];

		if (!out) {
			time_t now = time(NULL);

			strftime(def, sizeof def, "runs/%Y%m%d-%H%M%S", localtime(&now));
			out = def;
		}
		c.dir = xstrdup(out);
		if (exists(camp_path(&c, "campaign.txt")))
			err("--out: %s already holds a campaign; continue it with --resume %s", out, out);
		if (exists(out)) {
			int n = dir_entries(out);

			if (n < 0)
				err("--out: %s exists and is not a directory", out);
			if (n)
				err("--out: %s exists and is not empty", out);
		}
		if (c.nshard && !seed_given)
			err("--shard %d/%d: give the campaign's --seed too; accepted: every shard of one "
			    "campaign with the same --seed", c.shard + 1, c.nshard);
		if (!seed_given)
			c.seed = mix64((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
		c.count = count;
		if (!c.ncc) {
			for (size_t i = 0; i < NELEM(default_cc); i++)
				if (in_path(cc_resolve(default_cc[i])))
					add_compiler(&c, default_cc[i]);
			if (!c.ncc)
				err("no compiler: install clang-22, clang-19 or clang-16 (Debian packages of "
				    "the same names), or GCC 14, 15 or 16 ('make deps'), or name one with --cc");
		}
		if (!c.nopt)
			parse_list(&c, L_OPT, "O0,O2");
		if (!c.nmarch)
			parse_list(&c, L_MARCH, "auto");
		if (!c.nvlen)
			parse_list(&c, L_VLEN, "128,512");
		if (!c.nfill)
			parse_list(&c, L_FILL, "off,on");
		if (c.tune_auto < 0)
			camp_tune(&c, "auto");
		if (!c.nemu) {
			char *q10 = emu_resolve("qemu10");

			parse_list(&c, L_EMU, q10 ? "qemu10" : "qemu7");
			free(q10);
		}
	}
	/* every compiler and emulator is installed: checked before anything is written */
	for (int k = 0; k < c.ncc; k++)
		if (!in_path(c.cc[k].argv[0]))
			err("--cc: the compiler %s is not installed%s", c.cc[k].name,
			    install_hint(c.cc[k].name));
	for (int q = 0; q < c.nemu; q++)
		if (!(c.emu[q].path = emu_resolve(c.emu[q].spec)))
			err("--qemu: the emulator %s is not installed; accepted: qemu10 (QEMU 10, which "
			    "'make deps' unpacks into /opt/rif/qemu10), qemu7 (Debian package "
			    "qemu-user-static), or a path", c.emu[q].spec);
	c.jobs = jobs ? jobs : (int)sysconf(_SC_NPROCESSORS_ONLN);
	if (c.jobs < 1)
		c.jobs = 1;
	/* reductions: half the jobs at most; tests keep the other half */
	red_init(&c);
	c.tlimit = tlimit;
	c.quiet = quiet;
	c.verbose = verbose;
	build_matrix(&c);
	c.reach = xcalloc((size_t)c.nconf, sizeof *c.reach);
	if (resume)
		reach_load(&c);
	if (!genopts_any(&c.gen))
		err("no intrinsic is left after the restrictions on families, SEW, LMUL, "
		    "policies and signedness");
	/* nothing is created before the options and the journal are known to
	 * be good; a campaign to resume is locked before its journal is read */
	if (resume)
		camp_lock(&c);
	journal_load(&c, journal_each);
	/* (after the journal: a damaged one is named at once, not after a
	 * compiler was asked about each tuning) */
	tune_detect(&c);
	if (!*c.dir)
		err("%s: an empty name; accepted: a folder", resume ? "--resume" : "--out");
	snprintf(err_where, sizeof err_where, "%s", resume ? "--resume" : "--out");
	mkdirs(c.dir);
	if (access(c.dir, W_OK) != 0)
		err("cannot write to %s", c.dir);
	err_where[0] = 0;
	if (!resume)
		camp_lock(&c);
	mkdirs(camp_path(&c, "probe"));
	mkdirs(camp_path(&c, "failures"));
	rmtree(camp_path(&c, "work"));
	child_tmpdir(camp_path(&c, "work/tmp"));
	if (!resume)
		save_config(&c);
	if (known) {    /* the campaign's own copy, for --resume, rif report and rif merge */
		size_t len;
		char *text = read_file(known, &len);

		if (!text)
			err("--known: cannot read %s: %s", known, strerror(errno));
		write_file(camp_path(&c, "known"), text, len);
		free(text);
	}
	check_toolchain(&c);
	tune_check(&c);
	/* the .rtz conversions where every emulator runs them (QEMU 7.2 aborts) */
	c.gen.rtz = 1;
	for (int q = 0; q < c.nemu; q++)
		c.gen.rtz &= c.emu[q].rtz;
	/* with a GCC, functions take their masks first: GCC 14 to 16 lose a
	 * mask argument that follows a scalar one (a known bug that would
	 * otherwise fail most tests with call parts and hide every other) */
	for (int k = 0; k < c.ncc; k++)
		c.gen.masks_first |= !c.cc[k].clang;
	/* and fewer rounding-state probes: GCC 14 to 16 round scalar code near
	 * an _rm call with its mode (13% of the tests of an hour's campaign
	 * failed on it); the probes that stay keep clang's frm restores tested */
	c.gen.few_rm_probes = c.gen.masks_first;
	probe_api(&c);
	c.journal = fopen(camp_path(&c, "journal"), "a");
	if (!c.journal)
		err("cannot write %s: %s", camp_path(&c, "journal"), strerror(errno));
	if (c.nshard)
		snprintf(shard, sizeof shard, ", shard %s/%d", c.shards, c.nshard);
	if (!quiet)
		fprintf(stderr, "rif fuzz: %s, seed 0x%016llx%s, %d builds x %d runs per test, %d jobs%s\n",
		    c.dir, (unsigned long long)c.seed, shard, c.nconf, c.nrun / (c.nconf ? c.nconf : 1), c.jobs,
		    c.common.n ? ", not every compiler has every intrinsic (probe/deny-*.txt)" : "");
	camp_lock_note(&c);
	campaign_loop(&c);
	fclose(c.journal);
	rmtree(camp_path(&c, "work/tmp"));     /* what killed compilers left */
	if (interrupted && !quiet)
		fprintf(stderr, "rif fuzz: interrupted; continue with: rif fuzz --resume %s\n", c.dir);
	if (fault[0]) {
		fprintf(stderr, "rif fuzz: %s; the campaign stopped, the tests in flight are not journalled: "
		    "continue with rif fuzz --resume %s once that is fixed\n", fault, c.dir);
		free(c.dir);
		camp_free(&c);
		return 2;
	}
	for (int i = 0; i < c.nbk; i++)  /* known bugs are not news */
		if (class_bug(c.bk[i].cls) && !c.bk[i].known)
			bugs += c.bk[i].n;
	free(c.dir);
	camp_free(&c);
	return interrupted ? 130 : bugs ? 1 : 0;
}
