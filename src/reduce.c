/*
 * rif reduce: shrink a failure to the smallest test that still fails the
 * same way.  The test is reduced as a graph, not as text: rif regenerates it
 * from its gen command and removes operators (an operator whose result is
 * still used becomes an initialised input holding the values it had),
 * shortens the vectors, simplifies the data, drops masks and policies,
 * lowers LMUL, merges loops and removes their early exits; after each step it re-emits the program,
 * recomputes the golden values, rebuilds with the failing configuration and
 * reruns, and keeps the step only if the failure still shows with the same
 * signature (and, for wrong code, the -O0 reference still passes).
 *
 * A failure is described by failure.cfg in its folder (repro.c).
 */
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"


/* ---- reduction ---- */

typedef struct {
	Repro rp;
	Graph *g;               /* the best graph so far, with its golden values */
	GenOpts go;
	EmitOpts eo;
	uint64_t seed;
	int len_mode;
	int verbose, quiet, ntried, nkept, failop;
	double t0, budget;
	int stop;               /* interrupted or out of time */
	int cut;                /* the largest cut pass_ddmin kept last time, or -1 */
	int intr;               /* interrupted */
	char work[64];
	FILE *log;
	char tune[320];         /* what became of the build's tuning flags, for reduced.txt */
	int screen;             /* screen candidates in batches (not --no-screen) */
	int nscreen, nscreened; /* screens built and run; candidates they turned down */
	int checked, hidden;    /* nkept + 1 when the best was last screened; if it passed there */
	int nhidden;            /* best programs whose failure a screen hid */
	double keep;            /* the keep rate of the last candidates (screen_size) */
	/* GCC: the test's side of the vsetvl pass (vsetvl_side; -1 none), and
	 * whether every candidate kept must be on it (slide_back) */
	int side, guard;
	Graph **chain;          /* the best programs kept, in order, without golden values */
	int nchain, capchain;
	char slid[320];         /* what slide_back did, for reduced.txt */
} Red;

/* vsetvl_side of the program in src under the failing build, within
 * budget seconds of the reduction's start */
static int
red_side(Red *r, const char *src, double budget)
{
	Bisect bi = {&r->rp, r->work, r->verbose, r->quiet, r->t0, budget, r->intr};

	return vsetvl_side(&bi, src);
}

enum { SCREEN = 8 };            /* candidates in one screen, at most */

static void
emit_text(Red *r, Graph *g, int readable, const char *note, Buf *b)
{
	Graph *c = graph_compact(g);
	EmitOpts eo = r->eo;

	eo.readable = readable;
	eo.note = note;
	model_run(c);
	emit_c(c, &eo, b);
	graph_free(c);
}

static void
emit_to(Red *r, Graph *g, const char *path, int readable, const char *note)
{
	Buf b = {0};

	emit_text(r, g, readable, note, &b);
	write_file(path, b.s, b.len);
	buf_free(&b);
}

/* the keep rate of the last candidates (a moving average) */
static void
kept_one(Red *r, int kept)
{
	r->keep = 0.8 * r->keep + 0.2 * !!kept;
}

/* try a candidate: keep it (and free the old best) if the failure shows */
static int
try(Red *r, Graph *cand, const char *what)
{
	char src[128], got[200] = "";
	int ok, failop;

	if (r->stop || (r->budget > 0 && now_sec() - r->t0 > r->budget)) {
		r->stop = 1;
		graph_free(cand);
		return 0;
	}
	/* a shorter array or a longer vl may take an access out of its array */
	if (!graph_mem_ok(cand)) {
		graph_free(cand);
		return 0;
	}
	snprintf(src, sizeof src, "%s/cand.c", r->work);
	emit_to(r, cand, src, 0, NULL);
	ok = repro_check(&r->rp, src, r->work, r->verbose, &failop, got, sizeof got);
	/* kept on the test's side of GCC's vsetvl pass (slide_back): else the
	 * same key shows another bug */
	if (ok > 0 && r->guard) {
		int s = red_side(r, src, r->budget);

		if (s != r->side) {
			ok = 0;
			snprintf(got, sizeof got, "slid: with the simple vsetvl strategy it %s", s == 0 ? "passes" :
			    s == 1 ? "fails the same way" : s == 2 ? "fails another way" : "gives no answer");
		}
	}
	r->ntried++;
	if (r->log)
		fprintf(r->log, "%4d %-40s %3d ops %5u elements: %s%s%s%s\n", r->ntried, what,
		    graph_count_intrinsics(cand), cand->len, ok > 0 ? "kept" : ok < 0 ? "interrupted" : "no",
		    ok == 0 && *got ? " (" : "", ok == 0 ? got : "", ok == 0 && *got ? ")" : "");
	if (r->log)
		fflush(r->log);
	if (ok < 0)
		r->stop = r->intr = 1;
	else
		kept_one(r, ok);
	if (ok <= 0) {
		graph_free(cand);
		return 0;
	}
	graph_free(r->g);
	r->g = cand;
	model_run(r->g);
	r->nkept++;
	if (r->side >= 0) {
		grow(&r->chain, &r->capchain, r->nchain + 1, sizeof *r->chain);
		r->chain[r->nchain++] = graph_clone(r->g);
	}
	/* the program names the ops of the compacted graph (emit_text) */
	if (failop >= 0)
		r->failop = graph_compact_op(r->g, failop);
	/* the best so far survives an interruption */
	emit_to(r, r->g, "reduced.c", 1, NULL);
	return 1;
}

/* How many candidates of about ops operators each one screen holds.  A
 * screen pays when most candidates fail to show the failure: those after
 * the first one kept are wasted, and the one kept is built twice (in the
 * screen and alone).  So none while more than 2 in 5 of the last
 * candidates were kept (the first cuts of a reduction keep about half),
 * else about as many as one in the keep rate, up to 8, and about 400
 * operators in all (a screen's build grows with them) */
static int
screen_size(Red *r, int ops)
{
	int n = ops > 0 ? 400 / ops : SCREEN, k;

	if (!r->screen || r->keep > 0.4)
		return 1;
	k = r->keep > 1.0 / SCREEN ? (int)(1 / r->keep) : SCREEN;
	n = n < k ? n : k;
	return n < 2 ? 2 : n > SCREEN ? SCREEN : n;
}

/* Try cand[0 .. n) in order, as try() one at a time, up to the first one
 * kept: its index, or -1.  Those after it, made from the old best, are
 * freed untried.  A failure at run time screens them first in one program
 * (repro_screen), as rif fuzz screens tests in batches: a candidate that
 * prints its expected values there is not tried alone, and every other is,
 * so that what is kept failed alone, as before.
 * The first screen of each best program holds that program too, as a
 * control: a failure that shows alone may not show in a screen, where
 * main is a function of its own (GCC 15's vxrm write placed before a
 * call: the reduced program passed in a screen, so every candidate did,
 * and a 5-minute reduction stopped at 32 operators in 97 s).  If the
 * control passes there, the candidates of that best are tried alone. */
static int
try_each(Red *r, Graph **cand, char (*what)[64], int n)
{
	int may[SCREEN + 1], kept = -1, screened = 0;
	int known = r->checked == r->nkept + 1;

	ensure(n <= SCREEN);
	if (n >= 2 && r->screen && !(known && r->hidden) && !r->stop &&
	    !(r->budget > 0 && now_sec() - r->t0 > r->budget)) {
		char *prog[SCREEN + 1];
		int k = 0, control = !known;

		for (int i = 0; i < n + control; i++) {
			Graph *g = i < n ? cand[i] : r->g;
			Buf b = {0};

			prog[i] = NULL;
			if (graph_mem_ok(g)) {
				emit_text(r, g, 0, NULL, &b);
				prog[i] = b.s;
				k += i < n;
			}
		}
		if (k >= 2) {
			screened = repro_screen(&r->rp, prog, n + control, r->work, r->verbose, may);
			if (screened < 0)
				r->stop = r->intr = 1;
			r->nscreen += screened > 0;
			if (screened > 0 && control) {
				r->checked = r->nkept + 1;
				r->hidden = !may[n];
				r->nhidden += r->hidden;
				if (r->hidden) {
					screened = 0;
					if (r->log)
						fprintf(r->log, "     the best program passes in a screen: "
						    "its candidates are tried alone\n");
				}
			}
		}
		for (int i = 0; i < n + control; i++)
			free(prog[i]);
	}
	for (int i = 0; i < n; i++) {
		if (kept >= 0 || r->stop)
			graph_free(cand[i]);
		else if (screened > 0 && !may[i] && graph_mem_ok(cand[i])) {
			r->ntried++;
			r->nscreened++;
			kept_one(r, 0);
			if (r->log)
				fprintf(r->log, "%4d %-40s %3d ops %5u elements: no (passed in a screen of %d)\n",
				    r->ntried, what[i], graph_count_intrinsics(cand[i]), cand[i]->len, n);
			graph_free(cand[i]);
		} else if (try(r, cand[i], what[i]))
			kept = i;
	}
	return kept;
}

static int
is_tuning(const char *a)
{
	return strncmp(a, "-mtune=", 7) == 0 || strncmp(a, "--param=vsetvl-strategy=", 24) == 0;
}

/* The failing build's tuning (-mtune=NAME, and GCC's vsetvl strategy,
 * drawn by rif fuzz): each flag dropped if the failure shows without it, so
 * that the reduced repro is as plain as it can be and says whether the
 * tuning matters. */
static void
pass_tune(Red *r, const char *src)
{
	char **b = r->rp.build, *flag;
	int n = 0, ok;

	while (b[n])
		n++;
	for (int at = n - 1; at >= 0 && !r->stop; at--) {
		if (!is_tuning(b[at]))
			continue;
		flag = b[at];
		memmove(b + at, b + at + 1, (size_t)(n - at) * sizeof *b);
		ok = repro_check(&r->rp, src, r->work, r->verbose, NULL, NULL, 0);
		r->ntried++;
		if (r->log)
			fprintf(r->log, "%4d %-40s %s\n", r->ntried, "without the build's tuning",
			    ok > 0 ? "kept" : ok < 0 ? "interrupted" : "no");
		if (ok < 0)
			r->stop = r->intr = 1;
		snprintf(r->tune + strlen(r->tune), sizeof r->tune - strlen(r->tune), "%s",
		    r->tune[0] ? "\n" : "");
		if (ok > 0) {
			snprintf(r->tune + strlen(r->tune), sizeof r->tune - strlen(r->tune),
			    "tuning: %.60s dropped (the failure shows without it)", flag);
			r->nkept++;
			n--;
			free(flag);
			continue;
		}
		if (ok == 0)
			snprintf(r->tune + strlen(r->tune), sizeof r->tune - strlen(r->tune),
			    "tuning: %.60s kept (the failure needs it)", flag);
		memmove(b + at + 1, b + at, (size_t)(n - at) * sizeof *b);
		b[at] = flag;
	}
}

/* A failure other than the rounding state's, in a program with
 * rounding-state probes: the program without them, if the failure shows.
 * GCC's frm bug (tests/bugs/gcc-frm-scalar-after-rm.c) fails many probes
 * of a GCC program, and a candidate whose first wrong result is a probe's
 * is turned down: 0x7a11's 0312 (GCC's vid) kept 90 of its 99 operators,
 * 194 of its 279 candidates turned down so */
static void
pass_probes(Red *r)
{
	Graph *c;
	int any = 0;

	if (r->rp.cls != CL_WRONG || strcmp(r->rp.key, "frm") == 0 || r->g->few_rm_probes == 2)
		return;
	for (int i = 0; i < r->g->no && !any; i++)
		any = !r->g->o[i].init && !r->g->o[i].dead && r->g->o[i].in.rmv;
	if (!any)
		return;
	c = graph_clone(r->g);
	c->few_rm_probes = 2;
	try(r, c, "no rounding-state probes");
}

/* a copy of r->g (with golden values, for freezing) without the ops in del */
static Graph *
without(Red *r, const int *del, int n)
{
	Graph *c = graph_clone(r->g);

	/* freezing needs the golden values of the best graph */
	for (int v = 0; v < c->nv; v++) {
		c->v[v].d = r->g->v[v].d;
		c->v[v].st = r->g->v[v].st;
	}
	for (int k = 0; k < n; k++)
		graph_freeze(c, del[k]);
	for (int v = 0; v < c->nv; v++) {
		c->v[v].d = NULL;
		c->v[v].st = NULL;
		c->v[v].nalloc = 0;
	}
	return c;
}

static int
live_ops(const Graph *g, int *out)
{
	int n = 0;

	for (int i = 0; i < g->no; i++)
		if (!g->o[i].init && !g->o[i].dead)
			out[n++] = i;
	return n;
}

/* the ops op k depends on */
static void
ancestors(const Graph *g, int k, uint8_t *mark)
{
	int *stack = xmalloc(((size_t)g->no + 1) * sizeof(int)), n = 0;

	stack[n++] = k;
	while (n) {
		const Op *o = &g->o[stack[--n]];

		for (int r = 0; r < NROLE; r++) {
			int v = o->arg[r], d;

			if (v < 0 || (d = g->v[v].def) < 0 || mark[d] || g->o[d].init)
				continue;
			mark[d] = 1;
			stack[n++] = d;
		}
	}
	free(stack);
}

/* Slicing: only the failing op and what it depends on, then the failing op
 * alone on frozen inputs. */
static void
pass_slice(Red *r)
{
	int *ops = xmalloc((size_t)r->g->no * sizeof(int)), n, nd = 0, k = r->failop;
	int *del = xmalloc((size_t)r->g->no * sizeof(int));
	uint8_t *mark;

	if (k < 0 || k >= r->g->no || r->g->o[k].dead || r->g->o[k].init)
		goto done;
	mark = xcalloc((size_t)r->g->no, 1);
	ancestors(r->g, k, mark);
	n = live_ops(r->g, ops);
	for (int i = 0; i < n; i++)
		if (ops[i] != k && !mark[ops[i]])
			del[nd++] = ops[i];
	if (nd)
		try(r, without(r, del, nd), "keep the failing op's ancestors");
	nd = 0;
	n = live_ops(r->g, ops);
	for (int i = 0; i < n; i++)
		if (ops[i] != k)
			del[nd++] = ops[i];
	if (nd && k < r->g->no && !r->g->o[k].dead)
		try(r, without(r, del, nd), "the failing op alone");
	free(mark);
done:
	free(ops);
	free(del);
}

/* delta debugging over the ops: large cuts first, then single ops.  After
 * the first time, cuts start at twice the largest one kept the time
 * before: a cut of many ops that failed once almost always fails again
 * (hour-long campaigns: 2% to 6% of the later cuts of two or more ops were
 * kept, against 24% the first time).  A cut is a stretch of the program
 * as written (program_order), not of the ops' numbers, which follow the
 * graph's growth and scatter a cut over a part: a failure that hangs on
 * the code around the failing op (GCC's vsetvl pass) lets a stretch
 * elsewhere go whole */
static void
pass_ddmin(Red *r)
{
	int *ops = xmalloc(((size_t)r->g->no + 1) * sizeof(int)), n = program_order(r->g, ops);
	int first = n / 2 > 0 ? n / 2 : 1, big = 0;

	if (r->cut >= 0 && first > 2 * r->cut)
		first = r->cut > 0 ? 2 * r->cut : 2;
	for (int chunk = first; chunk >= 1 && !r->stop; chunk /= 2) {
		for (int start = 0; start < n && !r->stop;) {
			Graph *cand[SCREEN];
			char what[SCREEN][64];
			int at[SCREEN], nc = 0, max = screen_size(r, n), k, m;

			/* the next cuts, screened together (try_each) */
			for (int s = start; s < n && nc < max; s += chunk) {
				m = n - s < chunk ? n - s : chunk;
				if (m == n && n == 1)
					break;
				snprintf(what[nc], sizeof what[nc], "remove %d op%s", m, m > 1 ? "s" : "");
				at[nc] = s;
				cand[nc++] = without(r, ops + s, m);
			}
			if (!nc)
				break;
			k = try_each(r, cand, what, nc);
			if (k < 0) {
				start = at[nc - 1] + chunk;
				continue;
			}
			m = n - at[k] < chunk ? n - at[k] : chunk;
			big = m > big ? m : big;
			/* the list shrank: ops stay in order */
			memmove(ops + at[k], ops + at[k] + m, (size_t)(n - at[k] - m) * sizeof *ops);
			n -= m;
			start = at[k];
		}
		if (chunk == 1)
			break;
	}
	if (!r->stop)
		r->cut = big;
	free(ops);
}

/* every op but the failing one bypassed in turn (graph_bypass), on its
 * first operand that can be: a removed op's value is loaded, and the
 * load's vsetvli can undo a GCC vsetvl failure (docs/campaign.md: 2 of 11
 * stalled reductions went further with it) */
static void
pass_bypass(Red *r)
{
	int *ops = xmalloc(((size_t)r->g->no + 1) * sizeof(int)), n = program_order(r->g, ops);

	/* the last op stays, as in pass_ddmin */
	for (int d = 0; d < n && !r->stop && graph_count_intrinsics(r->g) > 1;) {
		Graph *cand[SCREEN];
		char what[SCREEN][64];
		int at[SCREEN], nc = 0, max = screen_size(r, n), k;

		for (; d < n && nc < max; d++)
			for (int rl = 0; rl < NROLE; rl++)
				if (ops[d] != r->failop && (cand[nc] = graph_bypass(r->g, ops[d], rl))) {
					snprintf(what[nc], sizeof what[nc], "one op bypassed (its %s)", role_name[rl]);
					at[nc++] = d;
					break;
				}
		if (nc && (k = try_each(r, cand, what, nc)) >= 0) {
			/* the op is gone; the order of the others holds */
			memmove(ops + at[k], ops + at[k] + 1, (size_t)(n - at[k] - 1) * sizeof *ops);
			n--;
			d = at[k];
		}
	}
	free(ops);
}

/* drop from op k the roles its new variant no longer has */
static int
revariant(Graph *g, int k, Inst in)
{
	Op *o = &g->o[k];
	Arg a[8];
	int na = inst_inputs(&in, a), keep[NROLE] = {0};

	for (int i = 0; i < na; i++) {
		if (o->arg[a[i].role] < 0)
			return 0;       /* a new operand would be needed */
		keep[a[i].role] = 1;
	}
	keep[R_TRIP] = 1;       /* not an argument: a repeated op's trip count */
	for (int rl = 0; rl < NROLE; rl++)
		if (!keep[rl])
			o->arg[rl] = -1;
	if (o->rep > 1 && !keep[o->carry])
		o->rep = 0, o->arg[R_TRIP] = -1;      /* its carried operand is gone */
	o->in = in;
	return 1;
}

/* op k's plainer variant number kind (0 no mask or policy, 1 no _rm, 2 not
 * in a loop, 3 the whole vector active) of the best graph, or NULL if it
 * has none */
static Graph *
simpler(Red *r, int k, int kind, char *what, size_t nw)
{
	Op o = r->g->o[k];
	Graph *c = NULL;

	if (kind == 0 && o.in.pol != P_NONE && (fams[o.in.fam].pols & 1)) {
		Inst in = o.in;

		in.pol = P_NONE;
		c = graph_clone(r->g);
		if (!revariant(c, k, in)) {
			graph_free(c);
			c = NULL;
		}
		snprintf(what, nw, "unmasked, tail agnostic");
	} else if (kind == 1 && o.in.rmv) {
		c = graph_clone(r->g);
		c->o[k].in.rmv = 0;
		snprintf(what, nw, "no _rm");
	} else if (kind == 2 && o.rep > 1) {
		c = graph_clone(r->g);
		c->o[k].rep = 0;
		c->o[k].arg[R_TRIP] = -1;
		snprintf(what, nw, "runs once, not in a loop");
	} else if (kind == 3 && o.n < r->g->part[o.part].len) {
		c = graph_clone(r->g);
		c->o[k].n = c->part[o.part].len;
		snprintf(what, nw, "the whole vector active");
	}
	return c;
}

/* plainer variants: no mask or policy, no _rm, the whole vector active, no
 * loop around an op */
static void
pass_simplify_ops(Red *r)
{
	int *ops = xmalloc((size_t)r->g->no * sizeof(int)), n = live_ops(r->g, ops);

	for (int d = 0; d < 4 * n && !r->stop;) {
		Graph *cand[SCREEN];
		char what[SCREEN][64];
		int at[SCREEN], nc = 0, max = screen_size(r, n), k;

		for (; d < 4 * n && nc < max; d++)
			if ((cand[nc] = simpler(r, ops[d / 4], d % 4, what[nc], sizeof what[nc])))
				at[nc++] = d;
		if (nc && (k = try_each(r, cand, what, nc)) >= 0)
			d = at[k] + 1;
	}
	free(ops);
}

/* every part at most len elements long */
static Graph *
with_length(Red *r, uint32_t len)
{
	Graph *c = graph_clone(r->g);

	c->len = len;
	for (int p = 0; p < c->npart; p++)
		if (c->part[p].len > len)
			c->part[p].len = len;
	for (int i = 0; i < c->no; i++)
		if (c->o[i].n > len)
			c->o[i].n = len;
	return c;               /* fixed data keep their first len elements */
}

static void
pass_length(Red *r)
{
	Graph *cand[SCREEN];
	char what[SCREEN][64];
	int nc = 0, max = screen_size(r, graph_count_intrinsics(r->g));

	for (uint32_t len = 1; len < r->g->len && nc < max; len = len < 4 ? len + 1 : len * 2) {
		snprintf(what[nc], sizeof what[nc], "%u elements", len);
		cand[nc++] = with_length(r, len);
	}
	/* the shortest that still fails; longer ones only when none does */
	if (nc && try_each(r, cand, what, nc) < 0)
		for (uint32_t len = 1, i = 0; len < r->g->len && !r->stop; len = len < 4 ? len + 1 : len * 2)
			if (++i > (uint32_t)nc) {
				snprintf(what[0], sizeof what[0], "%u elements", len);
				if (try(r, with_length(r, len), what[0]))
					break;
			}
}

/* the best graph with input v all zeros (kind 0) or all ones (1 or 1.0),
 * or NULL if v is no such input or holds only zeros or only ones */
static Graph *
plainer_data(Red *r, const uint8_t *used, int v, int kind, char *what, size_t nw)
{
	Value *x = &r->g->v[v];
	uint32_t n = value_len(r->g, v), zeros = 1, ones = 1;
	uint64_t one = x->t.cls == C_F && x->t.kind != K_MASK ?
	    (x->t.sew == 16 ? 0x3c00 : x->t.sew == 32 ? 0x3f800000 : 0x3ff0000000000000) : 1;
	Graph *c;

	if (!used[v] || x->def < 0 || !r->g->o[x->def].init || x->index)
		return NULL;
	for (uint32_t i = 0; i < n; i++) {
		zeros &= x->d[i] == 0;
		ones &= x->d[i] == one;
	}
	if (zeros || ones)
		return NULL;
	c = graph_clone(r->g);
	c->v[v].fixed = arena_alloc(c->ar, n * sizeof(uint64_t));
	c->v[v].splat = 0;
	for (uint32_t i = 0; i < n; i++)
		c->v[v].fixed[i] = kind ? one : 0;
	snprintf(what, nw, "%s", kind ? "an input of ones" : "an input of zeros");
	return c;
}

/* simpler data: an input of all zeros, or else all ones */
static void
pass_data(Red *r)
{
	uint8_t *used = live_values(r->g);
	int nv = r->g->nv;

	for (int d = 0; d < 2 * nv && !r->stop;) {
		Graph *cand[SCREEN];
		char what[SCREEN][64];
		int at[SCREEN], nc = 0, max = screen_size(r, graph_count_intrinsics(r->g)), k;

		for (; d < 2 * nv && nc < max; d++)
			if ((cand[nc] = plainer_data(r, used, d / 2, d % 2, what[nc], sizeof what[nc])))
				at[nc++] = d;
		/* after zeros kept, not ones */
		if (nc && (k = try_each(r, cand, what, nc)) >= 0)
			d = at[k] / 2 * 2 + 2;
	}
	free(used);
}

/* every LMUL one step lower (SEW/LMUL ratios one step higher) */
static Graph *
lmul_down(Red *r)
{
	Graph *c = graph_clone(r->g);
	uint8_t *used = live_values(c);
	int lowered = 0;

	for (int v = 0; v < c->nv; v++) {
		Type *t = &c->v[v].t;

		if (!used[v])
			continue;
		if ((t->kind == K_VEC || t->kind == K_TUP) && !lmul_legal(t->sew, --t->lmul))
			goto bad;
		if (t->kind == K_MASK && ++t->lmul > 6)
			goto bad;
	}
	free(used);
	used = NULL;
	for (int i = 0; i < c->no; i++) {
		Inst *in = &c->o[i].in;

		if (c->o[i].init || c->o[i].dead)
			continue;
		lowered++;
		in->lmul--;
		/* a view of another LMUL: that one lower too */
		if (fams[in->fam].res == T_VU || fams[in->fam].res == T_VD) {
			if (in->view == 0)
				goto bad;
			in->view--;
		}
		/* a block's vl stays within VLMAX at VLEN 128 */
		if (!inst_valid(in) || (!shape_strip(c->part[c->o[i].part].shape) &&
		    (128u >> inst_lratio(in)) < c->part[c->o[i].part].len))
			goto bad;
	}
	if (!lowered)
		goto bad;       /* no op: nothing to lower, and the same graph again */
	return c;
bad:
	free(used);
	graph_free(c);
	return NULL;
}

static void
pass_lmul(Red *r)
{
	Graph *c;

	while (!r->stop && (c = lmul_down(r)))
		if (!try(r, c, "LMUL one step lower"))
			break;
}

/* unit i of a kind (0, 1: part i; 2, 3: op i) made plainer in c, the
 * best graph's clone: 0 if it is as plain as it gets */
static int
unit_plainer(const Red *r, Graph *c, int kind, int i)
{
	const Op *o = kind >= 2 ? &r->g->o[i] : NULL;
	const Part *p = kind < 2 ? &r->g->part[i] : NULL;

	if (o && (o->init || o->dead))
		return 0;
	switch (kind) {
	case 0:
		if (r->eo.no_calls || !pshapes[p->shape].funcs || p->inlined)
			return 0;
		c->part[i].inlined = 1;
		return 1;
	case 1:
		if (p->apart)
			return 0;
		c->part[i].apart = 1;
		return 1;
	case 2:
		if (r->eo.no_calls || o->inl)
			return 0;
		c->o[i].inl = 1;
		return 1;
	default:
		if (r->eo.no_branches || o->plain)
			return 0;
		c->o[i].plain = 1;
		return 1;
	}
}

/* What pass_loops could not do to the whole program, a unit at a time:
 * one call part emitted as a block, one part's blocks and loops kept out
 * of main (noinline: the compiler then sees them apart from the rest),
 * one function always inlined, one op without the branch around it, its
 * call or its vsetvl.  A failure that hangs on the program's control flow
 * (GCC's vsetvl pass places vsetvli's over it) needs some branches or
 * calls but seldom all.  A candidate whose program is the best one's, byte
 * for byte (the op starts no function or has no branch), is not tried.
 * In every round, not only once the rounds keep nothing: what it keeps
 * changes which operators can go next, and early paid more (h7a11's GCC
 * vsetvl failures, in 5 minutes: 0003 18 operators without it, 9 with it;
 * 0010 21 without, 21 with it last, 9 in every round; 0058 16, 14) */
static void
pass_units(Red *r)
{
	static const char *const what1[4] = {"one part's calls inlined", "one part kept out of main",
	    "one function always inlined", "one op's branch removed"};
	Buf cur = {0};

	emit_text(r, r->g, 0, NULL, &cur);
	for (int u = 0; r->g && u < 2 * r->g->npart + 2 * r->g->no && !r->stop;) {
		Graph *cand[SCREEN];
		char what[SCREEN][64];
		int at[SCREEN], nc = 0, k, max = screen_size(r, graph_count_intrinsics(r->g));

		for (; u < 2 * r->g->npart + 2 * r->g->no && nc < max; u++) {
			/* kinds 0 and 1: part i; 2 and 3: op i */
			int np = r->g->npart, no = r->g->no;
			int kind = u < np ? 0 : u < 2 * np ? 1 : u < 2 * np + no ? 2 : 3;
			int i = kind < 2 ? u - kind * np : u - 2 * np - (kind - 2) * no;
			Graph *c = graph_clone(r->g);
			Buf b = {0};

			if (!unit_plainer(r, c, kind, i)) {
				graph_free(c);
				continue;
			}
			emit_text(r, c, 0, NULL, &b);
			if (b.len == cur.len && memcmp(b.s, cur.s, b.len) == 0) {
				graph_free(c);
				buf_free(&b);
				continue;
			}
			buf_free(&b);
			snprintf(what[nc], sizeof what[nc], "%s", what1[kind]);
			at[nc] = u;
			cand[nc++] = c;
		}
		if (!nc)
			break;
		if ((k = try_each(r, cand, what, nc)) >= 0) {
			u = at[k] + 1;
			cur.len = 0;
			emit_text(r, r->g, 0, NULL, &cur);
		}
	}
	buf_free(&cur);
}

/* fewer units: one loop per phase and one block per part; calls inlined;
 * no branches; no early exits from loops; what of the calls and branches
 * cannot all go, a unit at a time */
static void
pass_loops(Red *r)
{
	for (int p = 0; r->g && p < r->g->npart && !r->stop; p++) {
		Graph *c;

		if (r->g->part[p].exit != EX_MASK)
			continue;
		c = graph_clone(r->g);
		c->part[p].exit = EX_NONE;
		try(r, c, "no early exit from a loop");
	}
	if (!r->eo.one_loop && !r->stop) {
		r->eo.one_loop = 1;
		if (!try(r, graph_clone(r->g), "one loop per phase, one block per part"))
			r->eo.one_loop = 0;
	}
	if (!r->eo.no_calls && !r->stop) {
		r->eo.no_calls = 1;
		if (!try(r, graph_clone(r->g), "calls inlined"))
			r->eo.no_calls = 0;
	}
	if (!r->eo.no_branches && !r->stop) {
		r->eo.no_branches = 1;
		if (!try(r, graph_clone(r->g), "branches removed (the arm that ran kept)"))
			r->eo.no_branches = 0;
	}
	pass_units(r);
}

/* each pass can open the way for another: repeat while any step is
 * kept.  The program's structure (one loop per phase, no calls, no
 * branches) is simplified in every round, right after the first cuts: a
 * failure that hangs on the schedule of many operators (a scheduler or
 * vsetvl bug) often lets operators go only once the code around them is
 * plain (hour-long campaigns: 6 of 32 reductions stopped at 12 to 33
 * operators when it came last) */
static void
rounds(Red *r)
{
	for (int round = 0, kept = -1; round < 6 && kept != r->nkept && !r->stop; round++) {
		kept = r->nkept;
		pass_slice(r);
		pass_ddmin(r);
		pass_bypass(r);
		pass_loops(r);
		pass_simplify_ops(r);
		pass_data(r);
		pass_length(r);
		pass_lmul(r);
	}
}

/* A reduction of a GCC failure can slide from one bug to another of the
 * same key: the test's failure goes with the simple vsetvl strategy (a bug
 * of the vsetvl pass) and the reduced program's does not, or the other
 * way round, and the first bad pass, the fingerprint and the bug with
 * them change.  So the test's side is asked (vsetvl_side, one build; not
 * known when another failure shows with that strategy) and, at the end,
 * the reduced program's.  If they differ, the reduction goes back to the
 * last program it kept on the test's side (a bisection over the programs
 * kept, one build each) and on from there, every candidate that shows
 * the failure asked its side too.  Out of budget, it gets a quarter more
 * (at least a minute).  Of 89 GCC wrong-code reductions of the reruns of
 * seeds 0x2811 and 0x7a11, none slid (75 tests and reduced programs pass
 * with the simple strategy, 12 fail the same way; in 2 tests another
 * failure shows).  1 if it slid */
static int
slide_back(Red *r, const Graph *first)
{
	char src[128];
	int lo = -1, hi = r->nchain - 1, s, builds = 1, was = graph_count_intrinsics(r->g), failop = -1;
	double budget = r->budget;
	Graph *back;

	if (r->side < 0 || r->guard || r->intr || !r->nchain)
		return 0;
	if (r->budget > 0 && now_sec() - r->t0 > r->budget - 1)
		budget = now_sec() - r->t0 + (r->budget / 4 > 60 ? r->budget / 4 : 60);
	snprintf(src, sizeof src, "%s/cand.c", r->work);
	emit_to(r, r->g, src, 0, NULL);
	s = red_side(r, src, budget);
	if (s < 0 || s == r->side)
		return 0;
	r->stop = 0;
	r->budget = budget;
	while (hi - lo > 1) {
		int mid = lo + (hi - lo) / 2;
		Graph *c = graph_clone(r->chain[mid]);

		model_run(c);
		emit_to(r, c, src, 0, NULL);
		graph_free(c);
		builds++;
		if (red_side(r, src, r->budget) == r->side)
			lo = mid;
		else
			hi = mid;
	}
	back = graph_clone(lo < 0 ? first : r->chain[lo]);
	model_run(back);
	graph_free(r->g);
	r->g = back;
	emit_to(r, r->g, src, 0, NULL);
	if (repro_check(&r->rp, src, r->work, r->verbose, &failop, NULL, 0) > 0 && failop >= 0)
		r->failop = graph_compact_op(r->g, failop);
	emit_to(r, r->g, "reduced.c", 1, NULL);
	snprintf(r->slid, sizeof r->slid, "slid: the reduced program (%d operators) %s with "
	    "--param=vsetvl-strategy=simple, where the test %s; back to the last kept on the test's side "
	    "(%d operators, %d builds asked), reduced again keeping to it", was, s == 0 ? "passes" : s == 1 ?
	    "fails the same way" : "fails another way", r->side ? "fails the same way" : "passes",
	    graph_count_intrinsics(r->g), builds);
	if (r->log) {
		fprintf(r->log, "%s\n", r->slid);
		fflush(r->log);
	}
	r->guard = 1;
	r->cut = -1;
	return 1;
}

/* A failure that does not show again: does the failing build give the
 * same binary of src n times?  1 if so, 0 if not (the compiler's output
 * changes from one run to the next: a bug of its own, and a wrong build
 * may come only sometimes), -1 if it cannot tell */
static int
builds_alike(Red *r, const char *src, int n)
{
	char key[256], bin[128], *first = NULL;
	size_t nfirst = 0;
	int same = 1;

	snprintf(bin, sizeof bin, "%s/again.bin", r->work);
	for (int i = 0; i < n && same; i++) {
		size_t len;
		char *b;

		if (build_only(&r->rp, r->rp.build, src, r->work, "again", r->verbose, key, sizeof key) != CO_OK ||
		    !(b = read_file(bin, &len))) {
			same = -1;
			break;
		}
		if (!first) {
			first = b;
			nfirst = len;
			continue;
		}
		same = len == nfirst && memcmp(b, first, len) == 0;
		free(b);
	}
	free(first);
	return same;
}

/* the gen command of the failure, parsed like rif gen's options */
static void
parse_gen(Red *r)
{
	gen_parse(r->rp.gen, NULL, &r->go, &r->seed, &r->len_mode);
}

static const char reduce_usage[] =
    "usage: rif reduce [options] FAILURE-FOLDER\n"
    "  writes reduced.c, reduced-repro.sh, graph-before.dot, graph-after.dot and\n"
    "  reduce.log into the folder (a failure folder of rif fuzz)\n"
    "  --time-budget T     stop reducing after T (90s, 10m; default 10m)\n"
    "  --creduce-script    print an interestingness test for C-Reduce or C-Vise\n"
    "                      instead (it keeps test.c candidates that compile cleanly\n"
    "                      at -O0, pass at -O0 and fail the same way)\n"
    "  --no-screen         try every candidate alone (by default candidates of a\n"
    "                      failure at run time are first screened in programs of\n"
    "                      up to 8, and only those not passing there tried alone)\n"
    "  -v                  print every command\n"
    "  --quiet             no progress\n"
    "Exit status: 0 reduced (also when interrupted: the best result so far is kept),\n"
    "1 the failure did not show again (flaky), 2 bad input, 130 interrupted at once.\n";

int
cmd_reduce(int argc, char **argv)
{
	Red r;
	Opt o = {argc, 0, argv, NULL};
	const char *dir = NULL;
	int creduce = 0, failop;
	Graph *first;
	Buf b = {0}, alts = {0};
	char note[200];
	int before, out_of_time;
	char bud[32] = "none";

	memset(&r, 0, sizeof r);
	r.budget = 600;
	r.side = -1;
	r.failop = -1;
	r.cut = -1;
	r.screen = 1;
	r.keep = 0.5;
	for (o.i = 2; o.i < argc; o.i++) {
		if (flag(&o, "-h") || flag(&o, "--help")) {
			fputs(reduce_usage, stdout);
			return 0;
		} else if (opt(&o, "--time-budget"))
			r.budget = parse_duration("--time-budget", o.val);
		else if (flag(&o, "--creduce-script"))
			creduce = 1;
		else if (flag(&o, "-v"))
			r.verbose = 1;
		else if (flag(&o, "--quiet"))
			r.quiet = 1;
		else if (flag(&o, "--no-screen"))
			r.screen = 0;
		else if (argv[o.i][0] == '-')
			err("reduce: unknown option '%s' (see 'rif reduce --help')", argv[o.i]);
		else if (dir)
			err("reduce: one failure folder at a time ('%s' and '%s')", dir, argv[o.i]);
		else
			dir = argv[o.i];
	}
	if (!dir)
		err("reduce: give a failure folder of rif fuzz (runs/NAME/failures/NNNN)");
	if (chdir(dir) != 0)
		err("reduce: cannot enter %s: %s", dir, strerror(errno));
	if (!repro_load(&r.rp, "failure.cfg"))
		err("reduce: %s is not a failure folder of rif fuzz (no usable failure.cfg)", dir);
	for (char **w = r.rp.build; w && *w; w = NULL)
		if (!in_path(*w))
			err("reduce: the compiler %s is not installed", *w);
	if (r.rp.run && !in_path(r.rp.run[0]))
		err("reduce: the emulator %s is not installed", r.rp.run[0]);
	if (r.rp.rbuild && !in_path(r.rp.rbuild[0]))
		err("reduce: the reference compiler %s is not installed", r.rp.rbuild[0]);
	if (r.rp.rrun && !in_path(r.rp.rrun[0]))
		err("reduce: the reference emulator %s is not installed", r.rp.rrun[0]);
	if (creduce) {
		creduce_script(&r.rp);
		repro_free(&r.rp);
		return 0;
	}
	parse_gen(&r);
	proc_init();
	r.t0 = now_sec();
	snprintf(r.work, sizeof r.work, "reduce-work");
	rmtree(r.work);
	child_tmpdir("reduce-work/tmp");
	unlink("bisect.txt");           /* this reduction's own, or none */
	r.log = fopen("reduce.log", "w");

	/* the test as it was, checked three times: a flaky failure is not reduced */
	r.g = graph_generate(&r.go, r.seed);
	model_run(r.g);
	r.eo.len_volatile = r.len_mode;
	r.eo.cmdline = "rif reduce";
	/* its order, blocks, functions and branch runs as they are now, for
	 * every candidate: an op left stays where it was (emit.c, plan_blocks) */
	r.eo.keep_plan = 1;
	emit_c(r.g, &r.eo, &b);
	r.eo.keep_plan = 0;
	b.len = 0;
	first = graph_clone(r.g);
	graph_dot(r.g, r.rp.gen, &b);
	write_file("graph-before.dot", b.s, b.len);
	b.len = 0;
	emit_to(&r, r.g, "reduce-work/orig.c", 0, NULL);
	for (int k = 0; k < 3; k++) {
		int ok = repro_check(&r.rp, "reduce-work/orig.c", r.work, r.verbose, &failop, NULL, 0);

		if (ok < 0) {
			fprintf(stderr, "rif reduce: %s: interrupted before reducing\n", dir);
			return 130;
		}
		if (!ok) {
			char msg[400];
			int alike = build_failing(&r.rp) ? -1 : builds_alike(&r, "reduce-work/orig.c", 6);

			snprintf(msg, sizeof msg, "the failure did not show again: flaky, not reduced%s\n",
			    alike == 0 ? "; the failing build gave different binaries of this program in 6 builds: "
			    "the compiler's output is not deterministic (rebuild it several times: some builds may "
			    "fail)" : alike == 1 ? "; the failing build gave the same binary in 6 builds" : "");
			write_file("flaky.txt", msg, strlen(msg));
			if (!r.quiet)
				fprintf(stderr, "rif reduce: %s: %s", dir, msg);
			graph_free(first);
			graph_free(r.g);
			return 1;
		}
		if (k == 0)
			r.failop = graph_compact_op(r.g, failop);
	}
	before = graph_count_intrinsics(r.g);
	if (!r.quiet)
		fprintf(stderr, "rif reduce: %s: %s %s, %d operators, %u elements\n", dir,
		    class_name(r.rp.cls), r.rp.key, before, r.g->len);

	if (r.budget > 0)       /* as given: slide_back may add to it */
		snprintf(bud, sizeof bud, "%g s", r.budget);
	pass_tune(&r, "reduce-work/orig.c");
	/* the test's side; another failure with the simple strategy hides it */
	r.side = red_side(&r, "reduce-work/orig.c", r.budget);
	if (r.side == 2)
		r.side = -1;
	pass_probes(&r);
	rounds(&r);
	if (slide_back(&r, first))
		rounds(&r);
	for (int i = 0; i < r.nchain; i++)
		graph_free(r.chain[i]);
	free(r.chain);

	snprintf(note, sizeof note, " * Reduced by rif reduce from %s (%d operators, %u elements).\n",
	    r.rp.gen, before, first->len);
	r.eo.cmdline = "rif reduce (see below)";
	emit_to(&r, r.g, "reduced.c", 1, note);
	{
		Graph *c = graph_compact(r.g);

		graph_dot(c, "rif reduce", &b);
		write_file("graph-after.dot", b.s, b.len);
		b.len = 0;
		graph_free(c);
	}
	/* what the reduced program does: the failing build's output (or the
	 * compiler's), and the -O0 reference's, for the bug report */
	if (!r.stop && repro_check(&r.rp, "reduced.c", r.work, r.verbose, NULL, NULL, 0) > 0) {
		char *o = read_file(r.rp.run ? "reduce-work/cand.out" : "reduce-work/cand.log", NULL);
		char *ref = r.rp.rbuild ? read_file("reduce-work/ref.out", NULL) : NULL;

		if (o)
			write_file("reduced.out", o, strlen(o));
		if (ref)
			write_file("reduced-ref.out", ref, strlen(ref));
		free(o);
		free(ref);
	}
	if (r.rp.cls == CL_MODEL && !r.stop && repro_alts(&r.rp, "reduced.c", r.work, r.verbose, &alts) < 0)
		r.stop = r.intr = 1;
	/* out of time, or near it, the reduction still asks the other builds
	 * and gets its first bad pass and fault (a bug's fingerprint needs
	 * them), in a quarter of the budget more (at least a minute).  Not
	 * only when cut short: a campaign's last reduction (budget 26 s) ended
	 * its rounds just within it, the vxrm fault reader then found no time
	 * left, and a known bug was called new */
	out_of_time = r.stop && !r.intr;
	if (!r.intr && r.budget > 0) {
		double more = now_sec() - r.t0 + (r.budget / 4 > 60 ? r.budget / 4 : 60);

		r.stop = 0;
		if (r.budget < more)
			r.budget = more;
	}
	if (!r.stop && repro_others(&r.rp, "reduced.c", r.work, r.verbose, &alts) < 0)
		r.stop = r.intr = 1;
	{
		Bisect bi = {&r.rp, r.work, r.verbose, r.quiet, r.t0, r.budget, r.stop};

		bisect_pass(&bi, "reduced.c");
		r.stop = bi.stop;
	}
	{       /* also when the budget ran out: what was reduced so far */
		/* this reduction's (unlinked at its start): what it found, also
		 * when its time ran out in the search ("unknown") */
		char *bis = read_file("bisect.txt", NULL);
		Fingerprint fp;

		fp_make(&fp, &r.rp, r.g, bis, r.tune);
		fp_write(&fp, "fingerprint.txt");
		free(bis);
	}
	repro_script(&r.rp, "reduced.c", "reproduce the reduced failure", 1, &b);
	write_file("reduced-repro.sh", b.s, b.len);
	chmod("reduced-repro.sh", 0755);
	b.len = 0;
	buf_printf(&b, "operators %d -> %d\nelements %u -> %u\ncandidates %d (%d kept)\n"
	    "screens %d (%d candidate%s passed in them; %d best program%s passed in one)\n"
	    "seconds %.1f\nbudget %s\n%s%s%s%s%s%s",
	    before, graph_count_intrinsics(r.g), first->len, r.g->len, r.ntried, r.nkept, r.nscreen, r.nscreened,
	    r.nscreened == 1 ? "" : "s", r.nhidden, r.nhidden == 1 ? "" : "s",
	    now_sec() - r.t0, bud, r.tune, r.tune[0] ? "\n" : "", r.slid, r.slid[0] ? "\n" : "", alts.s ? alts.s : "",
	    r.stop || out_of_time ? "stopped early (time budget or interrupt)\n" : "");
	buf_free(&alts);
	write_file("reduced.txt", b.s, b.len);
	if (!r.quiet)
		fprintf(stderr, "rif reduce: %s: %d -> %d operators, %u -> %u elements, %d candidates, "
		    "%.0f s\n", dir, before, graph_count_intrinsics(r.g), first->len, r.g->len, r.ntried,
		    now_sec() - r.t0);
	buf_free(&b);
	if (r.log)
		fclose(r.log);
	rmtree(r.work);
	graph_free(first);
	graph_free(r.g);
	free((void *)r.go.deny);
	repro_free(&r.rp);
	return 0;
}
