/*
 * Batches: several tests built and run as one program (rif fuzz --batch).
 *
 * Most of a test's time is paid before its first operator: a compiler
 * start with riscv_vector.h (GCC's takes a third of a second), a link
 * and an emulator start per build and run.  A batch pays them once for
 * up to --batch tests.  Each test keeps its own seed, program (test.c),
 * journal line and failure folder; the batch is only a screen:
 *
 *   - its program (emit_batch) holds each test's own part, renamed, in
 *     functions of its own, and prints each test's output after a line
 *     "rif: test J", exactly what the test prints alone;
 *   - a build of the batch that succeeds, and whose runs all end with
 *     "rif: end", gives each test whose every run printed "rif: ok" the
 *     outcome "ok" for that build and "pass" for those runs, its output
 *     being its share of the batch's (run-N.out);
 *   - every other build of a test (the batch's build failed, a run
 *     crashed, timed out or was cut short, or the test printed a wrong
 *     value) the test builds and runs alone, as without batches, so that
 *     each failure comes from the test's own program, which its
 *     failure folder keeps and its repro.sh builds.
 *
 * A build of the batch that fails with a log naming the functions of
 * some of its tests (t3_fn5: a crash in a pass working on that function;
 * clang names every function it ran out of registers in) sends those
 * tests to build alone, and the others to a batch of their own for that
 * build (a new round), rather than all of them alone; a failed build whose
 * log names none (clang 19 runs out of registers without naming the
 * function) does so with the tests the batch's other failed builds named,
 * if they are not all of its share.  So does a
 * run that dies in one test (crashed, timed out): the tests before it
 * passed that run, the one it died in builds alone, and those after it,
 * which never began, join the next round.
 *
 * So a test fails only alone; a test that fails in a batch and passes
 * alone (a neighbour's wrong code wrote over its memory, or left the
 * rounding mode changed) passes.  A batch of a build configuration holds
 * the tests that configuration builds (a test keeping to one compiler's
 * whole API leaves out compilers that lack an intrinsic of it): one
 * program per share, batch-MASK.c.  A batch's tests share its first
 * test's tunings (Test.tseed).
 */
#include <string.h>

#include "rif.h"

Test *
batch_new(Camp *c, Test **mem, int n, int round, int reach)
{
	Test *b = xcalloc(1, sizeof *b);
	const char **part = xmalloc((size_t)n * sizeof *part), **cmd = xmalloc((size_t)n * sizeof *cmd);
	int *id = xmalloc((size_t)n * sizeof *id);
	Buf *cb = xcalloc((size_t)n, sizeof *cb);

	ensure(n >= 2 && n <= 32);
	b->idx = -1;
	b->seed = b->tseed = mem[0]->tseed;
	b->nmem = n;
	b->round = round;
	b->mem = xmalloc((size_t)n * sizeof *b->mem);
	memcpy(b->mem, mem, (size_t)n * sizeof *b->mem);
	snprintf(b->dir, sizeof b->dir, "%s/work/b%06ld-%d", c->dir, mem[0]->idx, round);
	rmtree(b->dir);
	mkdirs(b->dir);
	b->tc = xcalloc((size_t)c->nconf, sizeof *b->tc);
	b->tr = xcalloc((size_t)c->nrun, sizeof *b->tr);
	b->ta = xcalloc((size_t)c->nconf, sizeof *b->ta);
	b->rr = xcalloc((size_t)c->nconf, sizeof *b->rr);
	b->share = xcalloc((size_t)c->nconf, sizeof *b->share);
	for (int j = 0; j < n; j++) {
		ensure(mem[j]->tseed == b->tseed && mem[j]->part.s);
		test_gen_command(c, mem[j], &cb[j]);
		mem[j]->batch = b;
	}
	for (int ci = 0; ci < c->nconf; ci++) {
		int k = 0, seen = 0;

		for (int j = 0; j < n; j++)
			if (mem[j]->tc[ci].state == TK_BATCHED)
				b->share[ci] |= 1u << j;
		b->tc[ci].state = b->share[ci] ? TK_WAIT : TK_SKIPPED;
		b->left += !!b->share[ci];
		/* reach: the batch's program compiled to assembly too */
		b->ta[ci].state = reach && b->share[ci] ? TK_WAIT : TK_SKIPPED;
		b->left += reach && b->share[ci];
		for (int ri = 0; ri < c->nrun; ri++)
			if (c->run[ri].conf == ci) {
				b->tr[ri].state = b->tc[ci].state;
				b->left += !!b->share[ci];
			}
		for (int cj = 0; cj < ci && !seen; cj++)
			seen = b->share[cj] == b->share[ci];
		if (!b->share[ci] || seen)
			continue;
		/* the program of this share of the batch */
		{
			Buf prog = {0};

			for (int j = 0; j < n; j++)
				if (b->share[ci] >> j & 1) {
					part[k] = mem[j]->part.s;
					cmd[k] = cb[j].s;
					id[k++] = mem[j]->slot;
				}
			emit_batch(part, cmd, id, k, &prog);
			{
				char path[700];

				snprintf(path, sizeof path, "%s/batch-%x.c", b->dir, b->share[ci]);
				write_file(path, prog.s, prog.len);
			}
			buf_free(&prog);
		}
	}
	for (int j = 0; j < n; j++)
		buf_free(&cb[j]);
	free(cb);
	free(part);
	free(cmd);
	free(id);
	return b;
}

/* The output of each run of batch b that ran (NULL where none), read
 * once for all of its tests */
static char **
run_outputs(const Camp *c, const Test *b)
{
	char **out = xcalloc((size_t)c->nrun, sizeof *out);

	for (int ri = 0; ri < c->nrun; ri++)
		if (b->tr[ri].state == TK_DONE && b->tr[ri].res != RO_NOSPAWN)
			out[ri] = read_file(camp_path(c, "work/b%06ld-%d/run-%d.out", b->mem[0]->idx, b->round, ri),
			    NULL);
	return out;
}

/* Test j's share of run ri of batch b, whose output is out (emit_batch_part):
 * 0 if it passed there, with its output as it prints alone (*ok, a copy
 * the caller frees); 1 if the run has no output or the test was under way
 * when it ended otherwise than a batch does; 2 if the test failed; 3 if
 * such a run ended before the test began */
static int
share_of_run(const Test *b, int ri, const char *out, int j, char **ok)
{
	const Task *k = &b->tr[ri];

	*ok = NULL;
	if (!out)
		return 1;
	return emit_batch_part(out, k->res == RO_PASS || k->res == RO_MISMATCH, b->mem[j]->slot, ok);
}

/* The tests of batch b whose functions (t<j>_...) the log of its failed
 * build ci names: a mask of b's tests (clang names each function it ran
 * out of registers in; GCC and a crashing clang name the first one) */
static unsigned
named_tests(const Camp *c, const Test *b, int ci)
{
	char *log = read_file(camp_path(c, "work/b%06ld-%d/cc-%d.log", b->mem[0]->idx, b->round, ci), NULL);
	unsigned named = 0;

	for (char *p = log; p && (p = strchr(p, 't')) != NULL; p++) {
		int slot = 0, d = 0, j;

		if (p > log && (p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= 'A' && p[-1] <= 'Z') ||
		    (p[-1] >= '0' && p[-1] <= '9')))
			continue;
		while (p[1 + d] >= '0' && p[1 + d] <= '9' && d < 3)
			slot = 10 * slot + p[1 + d++] - '0';
		for (j = 0; j < b->nmem && b->mem[j]->slot != slot; j++)
			;
		if (d && p[1 + d] == '_' && j < b->nmem && b->share[ci] >> j & 1)
			named |= 1u << j;
	}
	free(log);
	return named;
}

static const char batch_note[] = "rif: built with other tests as one program (rif fuzz --batch); "
    "every run of it printed this test's \"rif: ok\"\n";

/* The batch's builds and runs have ended: each test gets the outcomes
 * the batch shows it passed; it waits to build and run alone where not,
 * or joins the batch returned (a new round) for the builds that failed
 * in a pass over another test's function and those with a run that
 * ended (crashed, timed out) in another test before it began */
Test *
batch_settle(Camp *c, Test *b)
{
	Test *left[32];
	int nleft = 0;
	char **out = run_outputs(c, b);
	unsigned *named = xcalloc((size_t)c->nconf, sizeof *named), hint = 0;

	/* the tests each failed build names, and all that any of them names */
	for (int ci = 0; ci < c->nconf; ci++)
		if (b->tc[ci].state == TK_DONE && b->tc[ci].res != CO_OK)
			hint |= named[ci] = named_tests(c, b, ci);
	for (int ci = 0; ci < c->nconf; ci++) {
		unsigned alone = 0;

		/* a build that died in other tests' functions: they build
		 * alone, the rest form a new round; one that names none (clang's
		 * "ran out of registers" before LLVM 20) sends alone those the
		 * batch's other builds named, if any */
		if (b->tc[ci].state == TK_DONE && b->tc[ci].res != CO_OK && b->round < 4 &&
		    bits_set(b->share[ci]) > 2) {
			alone = named[ci] ? named[ci] : hint & b->share[ci];
			if (alone == b->share[ci])
				alone = 0;
		}
		for (int j = 0; j < b->nmem; j++) {
			Test *t = b->mem[j];
			int why, later;

			if (!(b->share[ci] >> j & 1))
				continue;
			ensure(t->tc[ci].state == TK_BATCHED);
			if (alone && !(alone >> j & 1))
				continue;       /* stays TK_BATCHED, for the next round */
			if (!t->bout)   /* its share of each run's output, for batch_keep */
				t->bout = xcalloc((size_t)c->nrun, sizeof *t->bout);
			/* why not: 1 the batch's build failed, 2 a run of it
			 * ended otherwise than a batch does, 3 the test failed */
			why = !(b->tc[ci].state == TK_DONE && b->tc[ci].res == CO_OK);
			later = 0;
			for (int ri = 0; ri < c->nrun && !why; ri++)
				if (c->run[ri].conf == ci) {
					int w = share_of_run(b, ri, out[ri], j, &t->bout[ri]);

					later |= w == 3;
					why = w && w != 3 ? 1 + w : 0;
				}
			/* a run ended before the test began, in another test: it
			 * tries again in the next round */
			if (later && !why && b->round < 4) {
				for (int ri = 0; ri < c->nrun; ri++)
					if (c->run[ri].conf == ci) {
						free(t->bout[ri]);
						t->bout[ri] = NULL;
					}
				continue;
			}
			why += later && !why ? 2 : 0;
			c->alone[why]++;
			t->tc[ci].state = why ? TK_WAIT : TK_DONE;
			t->tc[ci].batched = !why;
			t->left -= !why;
			for (int ri = 0; ri < c->nrun; ri++) {
				if (c->run[ri].conf != ci)
					continue;
				ensure(t->tr[ri].state == TK_BATCHED);
				t->tr[ri].state = why ? TK_WAIT : TK_DONE;
				t->tr[ri].batched = !why;
				t->left -= !why;
				if (why) {
					free(t->bout[ri]);
					t->bout[ri] = NULL;
				} else {
					t->tr[ri].res = RO_PASS;
					snprintf(t->tr[ri].desc, sizeof t->tr[ri].desc, "exit 0");
				}
			}
		}
	}
	for (int ri = 0; ri < c->nrun; ri++)
		free(out[ri]);
	free(out);
	free(named);
	/* the batch's reach figures go with its first test to the journal */
	for (int ci = 0; ci < c->nconf; ci++)
		reach_add(&b->mem[0]->rr[ci], &b->rr[ci]);
	for (int j = 0; j < b->nmem; j++) {
		Test *t = b->mem[j];
		int waits = 0;

		t->batch = NULL;
		for (int ci = 0; ci < c->nconf; ci++)
			waits |= t->tc[ci].state == TK_BATCHED;
		if (waits)
			left[nleft++] = t;
	}
	if (nleft > 1)
		return batch_new(c, left, nleft, b->round + 1, 0);
	/* one left: it builds alone */
	for (int k = 0; k < nleft; k++) {
		for (int ci = 0; ci < c->nconf; ci++)
			if (left[k]->tc[ci].state == TK_BATCHED)
				left[k]->tc[ci].state = TK_WAIT;
		for (int ri = 0; ri < c->nrun; ri++)
			if (left[k]->tr[ri].state == TK_BATCHED)
				left[k]->tr[ri].state = TK_WAIT;
	}
	return NULL;
}

/* Before test t is classified: the outputs of its runs that its batches
 * passed, and a note as their builds' logs, written to its folder if it
 * failed anywhere (so that its failure folder has them); a test that
 * passed everything leaves no folder */
void
batch_keep(Camp *c, Test *t)
{
	int passed = 1;

	if (!t->bout)
		return;
	for (int ci = 0; ci < c->nconf && passed; ci++)
		passed = t->tc[ci].state == TK_SKIPPED || (t->tc[ci].state == TK_DONE && t->tc[ci].res == CO_OK);
	for (int ri = 0; ri < c->nrun && passed; ri++)
		passed = t->tr[ri].state == TK_SKIPPED || (t->tr[ri].state == TK_DONE && t->tr[ri].res == RO_PASS);
	for (int ri = 0; ri < c->nrun; ri++) {
		if (t->bout[ri] && !passed) {
			write_file(camp_path(c, "work/%06ld/run-%d.out", t->idx, ri), t->bout[ri], strlen(t->bout[ri]));
			write_file(camp_path(c, "work/%06ld/cc-%d.log", t->idx, c->run[ri].conf), batch_note,
			    strlen(batch_note));
		}
		free(t->bout[ri]);
	}
	free(t->bout);
	t->bout = NULL;
}
