/*
 * Random data-flow graphs.  A graph is bipartite: value nodes and operator
 * nodes, each value defined by exactly one operator (use-define rule).  It
 * grows from a root operator: each step either grows on an existing value
 * (a new operator that uses it, or that defines it if nothing does yet) or
 * starts a new component.  Values still undefined at the end get an
 * initialise operator.  Types always match the intrinsic prototypes.
 */
#include <errno.h>
#include <string.h>

#include "rif.h"

#define RESULT (-2)     /* pseudo role: the defined value */

typedef struct {
	int *idx;               /* index into Cands.all */
	uint8_t *role;
	int n, cap;
} List;

/* the enabled intrinsics, indexed by the value type they use or define
 * (one Cands lives at a time: its lists are kept from one to the next) */
typedef struct {
	Inst *all;
	int nall, capall;
	List (*use)[NFAM], (*def)[NFAM];        /* [NTYPECODE][NFAM] */
	List *byfam;                            /* [NFAM] */
	unsigned w[NFAM];
} Cands;

typedef struct {
	const GenOpts *o;
	Graph *g;
	Rng r;
	Cands c;
	int part, pv0;          /* the part being grown, its first value */
	unsigned observe;       /* percent of values checked */
	int *bytype[NTYPECODE];  /* values of each type */
	int nbytype[NTYPECODE], capbytype[NTYPECODE];
	int *mark, nmark, stamp; /* cycle check */
	int force[NROLE];       /* the next add_op's operands in these roles (-1: its own choice) */
} Gen;

/* the storage of the one Cands: lists keep their memory, and a Cands is
 * emptied by clearing the lists it filled (the [NTYPECODE][NFAM] arrays
 * are 14 MB: allocating and freeing them per part cost more than the
 * rest of a test's generation) */
static List (*use_store)[NFAM], (*def_store)[NFAM], byfam_store[NFAM];
static List **filled;
static int nfilled, capfilled, cands_live;
static Inst *all_store;
static int capall_store;

static void
list_add(List *l, int idx, int role)
{
	if (!l->n) {
		grow(&filled, &capfilled, nfilled + 1, sizeof *filled);
		filled[nfilled++] = l;
	}
	if (l->n == l->cap) {
		grow(&l->idx, &l->cap, l->n + 1, sizeof *l->idx);
		l->role = xrealloc(l->role, (size_t)l->cap);
	}
	l->idx[l->n] = idx;
	l->role[l->n++] = (uint8_t)role;
}

static void
cands_build(Cands *c, const GenOpts *o)
{
	uint64_t grant = genopts_grant(o);

	ensure(!cands_live);
	cands_live = 1;
	if (!use_store) {
		use_store = xcalloc(NTYPECODE, sizeof *use_store);
		def_store = xcalloc(NTYPECODE, sizeof *def_store);
	}
	memset(c, 0, sizeof *c);
	c->use = use_store;
	c->def = def_store;
	c->byfam = byfam_store;
	c->all = all_store;
	c->capall = capall_store;
	for (int f = 0; f < NFAM; f++) {
		int n;
		const FamInst *tab;
		const uint64_t *need;

		if (!o->famw[f])        /* a family left out (swarm, --ops) */
			continue;
		tab = fam_inst_table(f, &n);
		need = fam_inst_needs(f);
		for (int i = 0; i < n; i++) {
			const FamInst *x = &tab[i];
			int k;

			if ((need[i] & ~grant) || (o->deny && o->deny[x->code]))
				continue;
			k = c->nall;
			grow(&c->all, &c->capall, k + 1, sizeof *c->all);
			c->all[c->nall++] = x->in;
			list_add(&c->byfam[f], k, RESULT);
			for (int j = 0; j < x->nin; j++)
				list_add(&c->use[x->use[j]][f], k, x->role[j]);
			list_add(&c->def[x->out][f], k, RESULT);
		}
		c->w[f] = c->byfam[f].n ? o->famw[f] : 0;
	}
	all_store = c->all;
	capall_store = c->capall;
}

/* does any intrinsic pass the filters o (what cands_build would find
 * any of, without building the lists) */
static int
cands_any(const GenOpts *o)
{
	uint64_t grant = genopts_grant(o);

	for (int f = 0; f < NFAM; f++) {
		int n;
		const FamInst *tab;
		const uint64_t *need;

		if (!o->famw[f])
			continue;
		tab = fam_inst_table(f, &n);
		need = fam_inst_needs(f);
		for (int i = 0; i < n; i++)
			if (!(need[i] & ~grant) && !(o->deny && o->deny[tab[i].code]))
				return 1;
	}
	return 0;
}

static void
cands_free(Cands *c)
{
	for (int i = 0; i < nfilled; i++)
		filled[i]->n = 0;
	nfilled = 0;
	cands_live = 0;
	c->nall = 0;
}

/* pick a family by weight among lists that are not empty, then an entry */
static int
pick(Gen *s, List *lists, int *role)
{
	unsigned w[NFAM];
	int f, k;

	for (f = 0; f < NFAM; f++)
		w[f] = lists[f].n ? s->c.w[f] : 0;
	f = rng_weighted(&s->r, w, NFAM);
	if (f < 0)
		return -1;
	k = (int)rng_below(&s->r, (uint64_t)lists[f].n);
	if (role)
		*role = lists[f].role[k];
	return lists[f].idx[k];
}

/* is role `role` of candidate k merge-like (inst_merge_like)? */
static int
merge_like(const Gen *s, int k, int role)
{
	return inst_merge_like(&s->c.all[k], role);
}

/* a user for value v: pick(), or with some chance a merge-like one */
static int
pick_user(Gen *s, int v, int *role)
{
	List *lists = s->c.use[type_code(s->g->v[v].t)];
	unsigned w[NFAM];
	int f, n = 0, k;

	/* a merge-like user only as the value's first: it may stay the only one */
	if (s->g->v[v].nuse > 0 || !rng_chance(&s->r, 50))
		return pick(s, lists, role);
	for (f = 0; f < NFAM; f++) {
		w[f] = 0;
		for (int j = 0; j < lists[f].n && !w[f]; j++)
			if (merge_like(s, lists[f].idx[j], lists[f].role[j]))
				w[f] = s->c.w[f];
	}
	/* half the time a merge proper (vmerge, vfmerge, vmv.v.v) if one fits */
	if ((w[F_VMERGE] || w[F_VFMERGE] || w[F_VMV]) && rng_chance(&s->r, 50))
		for (f = 0; f < NFAM; f++)
			if (f != F_VMERGE && f != F_VFMERGE && f != F_VMV)
				w[f] = 0;
	f = rng_weighted(&s->r, w, NFAM);
	if (f < 0)
		return pick(s, lists, role);
	/* a merge mostly takes v as its true operand (vs1), which folds into
	 * v's producer */
	int tru = (f == F_VMERGE || f == F_VFMERGE) && rng_chance(&s->r, 70);

	for (int j = 0; tru && j < lists[f].n; j++)
		n += lists[f].role[j] == R_VS1 && merge_like(s, lists[f].idx[j], R_VS1);
	if (!n)
		tru = 0;                /* no vector true operand: any merge-like role */
	for (int j = 0; !tru && j < lists[f].n; j++)
		n += merge_like(s, lists[f].idx[j], lists[f].role[j]);
	k = (int)rng_below(&s->r, (uint64_t)n);
	for (int j = 0;; j++)
		if (merge_like(s, lists[f].idx[j], lists[f].role[j]) && (!tru || lists[f].role[j] == R_VS1) &&
		    k-- == 0) {
			*role = lists[f].role[j];
			return lists[f].idx[j];
		}
}

static int
new_value(Gen *s, Type t)
{
	Graph *g = s->g;
	int id = g->nv, tc = type_code(t);

	grow(&g->v, &g->capv, g->nv + 1, sizeof *g->v);
	memset(&g->v[id], 0, sizeof g->v[id]);
	g->v[id].t = t;
	g->v[id].def = -1;
	g->v[id].part = s->part;
	g->v[id].obs = (uint8_t)rng_chance(&s->r, s->observe);
	g->nv++;
	grow(&s->bytype[tc], &s->capbytype[tc], s->nbytype[tc] + 1, sizeof(int));
	s->bytype[tc][s->nbytype[tc]++] = id;
	return id;
}

/* does value u depend on value w?  (depth-first, backward along defs) */
static int
depends(Gen *s, int u, int w)
{
	const Graph *g = s->g;
	int *stack, n = 0, found = 0;

	if (s->nmark < g->nv) {
		s->mark = xrealloc(s->mark, (size_t)g->nv * sizeof(int));
		memset(s->mark + s->nmark, 0, (size_t)(g->nv - s->nmark) * sizeof(int));
		s->nmark = g->nv;
	}
	s->stamp++;
	stack = xmalloc((size_t)g->nv * sizeof(int));
	stack[n++] = u;
	s->mark[u] = s->stamp;
	while (n && !found) {
		int x = stack[--n];
		const Op *o;

		if (x == w) {
			found = 1;
			break;
		}
		if (g->v[x].def < 0)
			continue;
		o = &g->o[g->v[x].def];
		for (int r = 0; r < NROLE; r++) {
			int y = o->arg[r];

			if (y >= 0 && s->mark[y] != s->stamp) {
				s->mark[y] = s->stamp;
				stack[n++] = y;
			}
		}
	}
	free(stack);
	return found;
}

/* an operand of type t for an op defining `out`: an existing value, or a
 * new one that will be initialised or grown on later */
static int
operand(Gen *s, Type t, int out)
{
	int tc = type_code(t);

	if (s->nbytype[tc] && rng_chance(&s->r, s->o->reuse)) {
		int u = s->bytype[tc][rng_below(&s->r, (uint64_t)s->nbytype[tc])];

		/* `out` already has users when the op is grown as its definition;
		 * a value a merge uses is mostly left to it alone */
		if (s->g->v[u].fold || (s->g->v[u].merge1 && rng_chance(&s->r, 80)))
			return new_value(s, t);
		if (u != out && (s->g->v[out].nuse == 0 || !depends(s, u, out)))
			return u;
	}
	return new_value(s, t);
}

static uint32_t
active_len(Gen *s)
{
	uint32_t len = s->g->part[s->part].len;
	/* a block's operators get short vls more often: a value is then used
	 * with a smaller and a larger vl than its producer's */
	unsigned partial = shape_strip(s->g->part[s->part].shape) ? s->o->partial : 15 + s->o->partial;

	if (!rng_chance(&s->r, partial))
		return len;
	switch (rng_below(&s->r, 4)) {
	case 0: return 0;
	case 1: return 1 < len ? 1 : len;
	case 2: return len - 1;
	default: return (uint32_t)rng_below(&s->r, len + 1);
	}
}

/* A new operand of a whole-vector op: offsets and indices biased toward
 * 0, 1, vl - 1, vl and beyond (a slide's offset, vrgather.vx's index),
 * and index vectors of small numbers (vrgather.vv: -8 .. 8, so both small
 * indices and huge ones). */
static void
whole_operand(Gen *s, const Op *o, int role, int v)
{
	Value *x = &s->g->v[v];
	uint64_t n = o->n, len = s->g->part[s->part].len;
	const uint64_t picks[] = {0, 1, 2, n ? n - 1 : 0, n, n + 1, len, 2 * len, 1000};

	if (role == R_VS1 && x->t.kind == K_VEC && x->t.cls == C_U)
		x->small = 1;
	if (role == R_RS1 && x->t.kind == K_SCAL && x->t.cls == C_U && x->t.sew == 64 &&
	    (o->in.fam == F_VSETVL || rng_chance(&s->r, 80))) {
		x->fixed = arena_alloc(s->g->ar, sizeof(uint64_t));
		x->fixed[0] = picks[rng_below(&s->r, NELEM(picks))];
	}
}

static int pick_def(Gen *s, int v);
static void add_init(Gen *s, int v);

/* Sometimes an op runs in a loop of 2 to 4 trips, each with the result of
 * the trip before as one of its operands of the result's type (an
 * accumulator, a passthrough, a source): a vector carried across a loop's
 * back-edge. */
static void
repeat(Gen *s, int id)
{
	Graph *g = s->g;
	Op *o = &g->o[id];
	Type t = inst_output(&o->in);
	int roles[NROLE], n = 0;

	if (!inst_has_vl(&o->in) || shapes[fams[o->in.fam].shape].out != O_VEC ||
	    (fams[o->in.fam].flags & FL_VIEW) || !rng_chance(&s->r, 8))
		return;
	for (int r = 0; r < NROLE; r++)
		if (o->arg[r] >= 0 && r != R_SRC && r != R_OLD && r != R_IDX && type_eq(g->v[o->arg[r]].t, t))
			roles[n++] = r;
	if (!n)
		return;
	o->carry = (int8_t)roles[rng_below(&s->r, (uint64_t)n)];
	o->rep = (uint8_t)(2 + rng_below(&s->r, 3));
	/* outside strip-mined loops, the trips may come from the set bits of
	 * a mask (vcpop), at most rep of them */
	if (!shape_strip(g->part[s->part].shape) && rng_chance(&s->r, 50)) {
		int m = s->pv0 + (int)rng_below(&s->r, (uint64_t)(g->nv - s->pv0));

		for (int k = 0; k < 8 && g->v[m].t.kind != K_MASK; k++)
			m = s->pv0 + (int)rng_below(&s->r, (uint64_t)(g->nv - s->pv0));
		if (g->v[m].t.kind == K_MASK && m != o->out && !depends(s, m, o->out)) {
			o->arg[R_TRIP] = m;
			g->v[m].nuse++;
		}
	}
}

/* The index of a vget or vset, mostly one whose part the model knows: a
 * vget reads part 0, or the part a vset wrote (of the same size) or any
 * part of a vcreate; a vset that builds the group a vget reads writes the
 * part it reads.  (The model finds the part through vset and vcreate.) */
static void
view_index(Gen *s, int id, int defines)
{
	Graph *g = s->g;
	Op *o = &g->o[id];

	if (!rng_chance(&s->r, 75))
		return;
	if (o->in.fam == F_VGET) {
		const Op *d = g->v[o->arg[R_VS2]].def >= 0 ? &g->o[g->v[o->arg[R_VS2]].def] : NULL;

		if (d && d->in.fam == F_VSET && d->in.lmul == inst_result(&o->in).lmul)
			o->in.imm = d->in.imm;
		else if (!d || (d->in.fam != F_VCREATE && d->in.fam != F_VSET))
			o->in.imm = 0;
	}
	if (o->in.fam == F_VSET && defines >= 0)
		for (int i = 0; i < g->no; i++)
			if (g->o[i].in.fam == F_VGET && g->o[i].arg[R_VS2] == defines &&
			    inst_result(&g->o[i].in).lmul == o->in.lmul)
				o->in.imm = g->o[i].in.imm;
}

/* A strided access's base and stride, in elements: mostly 1 (the unit
 * stride through another instruction), also 0, negative and larger; the
 * elements below vl stay in the array and a store writes no element
 * twice.  `any` 0: the identity only (base 0, stride 1). */
static void
stride_form(Gen *s, Op *o, int any)
{
	uint32_t n = o->n, len = s->g->part[o->part].len, nf = o->in.nf ? o->in.nf : 1;
	int store = shapes[fams[o->in.fam].shape].out == O_MEM, ks[7], nk = 0, k;
	uint64_t span, lo, hi;

	/* in segments of nf elements (of a tuple's array, nf * len long) */
	o->mbase = 0, o->mstep = (int32_t)nf;
	if (!any || rng_chance(&s->r, 35))
		return;
	for (k = -3; k <= 3; k++) {
		span = n ? (uint64_t)(n - 1) * (uint64_t)(k < 0 ? -k : k) : 0;
		if (span < len && !(store && k == 0 && n > 1))
			ks[nk++] = k;
	}
	k = ks[rng_below(&s->r, (uint64_t)nk)];
	span = n ? (uint64_t)(n - 1) * (uint64_t)(k < 0 ? -k : k) : 0;
	lo = k < 0 ? span : 0;
	hi = len - 1 - (k > 0 ? span : 0);
	o->mstep = k * (int32_t)nf;
	o->mbase = (int32_t)((lo + rng_below(&s->r, hi - lo + 1)) * nf);
}

/* The byte offsets of an indexed access: an input of whole elements, each
 * below vl in the array and representable in the index EEW: the identity,
 * reversed, a permutation, a stride, one element for all, or any elements
 * (repeats: loads and ordered stores).  `any` 0: the identity only.
 * Elements from vl on are in bounds too. */
static int
index_value(Gen *s, int id, Type t, int any)
{
	Graph *g = s->g;
	const Op *o = &g->o[id];
	uint32_t n = o->n, len = g->part[o->part].len, es = o->in.sew / 8u * (o->in.nf ? o->in.nf : 1u);
	uint64_t maxe = (sew_mask(t.sew) / es < len - 1 ? sew_mask(t.sew) / es : len - 1), *e;
	int v = new_value(s, t), fam = o->in.fam, pat = any ? (int)rng_below(&s->r, 6) : 0;
	int unordered = fam == F_VSUXEI;

	e = arena_alloc(g->ar, len * sizeof *e);
	for (uint32_t i = 0; i < len; i++)
		e[i] = i <= maxe ? i : 0;
	/* too few offsets for distinct elements: a store or the identity runs
	 * on fewer elements, a load reads any */
	if (n && n - 1 > maxe && (!any || shapes[fams[fam].shape].out == O_MEM))
		g->o[id].n = n = (uint32_t)maxe + 1;
	else if (n && n - 1 > maxe)
		pat = 5;
	if (pat == 3 && unordered)
		pat = 2;
	switch (pat) {
	case 1:                         /* reversed */
		for (uint32_t i = 0; i < n; i++)
			e[i] = n - 1 - i;
		break;
	case 2: {                       /* a permutation of 0 .. maxe, its first n */
		uint64_t m = maxe + 1;
		uint32_t *p = xmalloc(m * sizeof *p);

		for (uint64_t i = 0; i < m; i++)
			p[i] = (uint32_t)i;
		for (uint64_t i = m - 1; i > 0; i--) {
			uint64_t j = rng_below(&s->r, i + 1);
			uint32_t x = p[i];

			p[i] = p[j], p[j] = x;
		}
		for (uint32_t i = 0; i < n; i++)
			e[i] = p[i];
		free(p);
		break;
	}
	case 3:                         /* one element for all */
		for (uint32_t i = 0, c = (uint32_t)rng_below(&s->r, maxe + 1); i < n; i++)
			e[i] = c;
		break;
	case 4: {                       /* a stride of 2 or 3 from a base, if it fits */
		uint64_t k = 2 + rng_below(&s->r, 2), span = n ? (n - 1) * k : 0;

		if (span <= maxe)
			for (uint32_t i = 0, b = (uint32_t)rng_below(&s->r, maxe - span + 1); i < n; i++)
				e[i] = b + i * k;
		break;
	}
	case 5:                         /* any elements */
		for (uint32_t i = 0; i < n; i++)
			e[i] = rng_below(&s->r, maxe + 1);
		break;
	}
	for (uint32_t i = 0; i < len; i++)
		e[i] *= es;
	g->v[v].fixed = e;
	g->v[v].index = 1;
	add_init(s, v);
	g->v[v].splat = 0;
	return v;
}

static void add_op(Gen *s, const Inst *in, int frole, int fixed);

/* op d of a fold pair gets active length n; if it merges a fold value
 * itself, that value's producer keeps up (within the part) */
static void
fold_len(Graph *g, int d, uint32_t n)
{
	Op *o = &g->o[d];
	int v = o->arg[R_VS1];

	o->n = n;
	if ((o->in.fam == F_VMERGE || o->in.fam == F_VMV) && v >= 0 && g->v[v].fold && g->v[v].def >= 0 &&
	    inst_has_vl(&g->o[g->v[v].def].in) && !op_mem(&g->o[g->v[v].def]) &&
	    (g->o[g->v[v].def].n < n || shape_strip(g->part[o->part].shape)))
		fold_len(g, g->v[v].def, n);
}

/* The producer of merge op m's merged operand (vmerge's true operand,
 * vmv.v.v's source): the shape LLVM's peepholes fold into one masked or
 * tail-undisturbed instruction.  The operand is used by m alone, in the
 * same block, not observed (unless --observe says), and computed with
 * m's vl or, in blocks, a larger one.  The producer is mostly unmasked
 * and tail agnostic; else tail undisturbed, or masked by m's own mask;
 * its passthru or accumulator, if any, is m's false operand. */
static void
fold_producer(Gen *s, int m)
{
	Graph *g = s->g;
	Op *mo = &g->o[m];
	int v = mo->arg[R_VS1], k, d, fals = mo->in.fam == F_VMERGE ? mo->arg[R_VS2] : mo->arg[R_VD];
	unsigned how = (unsigned)rng_below(&s->r, 100);
	static const int masked[] = {P_M, P_TUM, P_TUMU, P_MU};
	Inst in;

	if (v < 0 || g->v[v].def >= 0)
		return;
	/* an instruction: a view is none */
	for (int tries = 0; (k = pick_def(s, v)) >= 0 && (fams[s->c.all[k].fam].flags & FL_VIEW) && tries < 4; tries++)
		;
	if (k < 0)
		return;
	g->v[v].fold = 1;
	if (s->o->observe < 0)
		g->v[v].obs = 0;
	in = s->c.all[k];
	if (how < 55)
		in.pol = P_NONE;
	else if (how < 75)
		in.pol = P_TU;
	else if (mo->in.fam == F_VMERGE)
		in.pol = (uint8_t)masked[rng_below(&s->r, NELEM(masked))];
	if (!(fams[in.fam].pols >> in.pol & 1) || !genopts_allow(s->o, &in) ||
	    (fals < 0 && pol_has_vd(in.pol)))
		in = s->c.all[k];
	/* a passthru, or the accumulator of a multiply-add (its passthru too) */
	if (fals >= 0 && type_eq(g->v[fals].t, g->v[v].t))
		s->force[R_VD] = fals;
	if (in.pol != P_NONE && in.pol != P_TU && mo->arg[R_V0] >= 0)
		s->force[R_VM] = mo->arg[R_V0];
	add_op(s, &in, RESULT, v);
	d = g->v[v].def;
	if (d < 0 || !inst_has_vl(&g->o[d].in) || op_mem(&g->o[d]))
		return;
	mo = &g->o[m];
	if (g->o[d].n < mo->n || shape_strip(g->part[s->part].shape) || rng_chance(&s->r, 70))
		fold_len(g, d, mo->n);
	else
		fold_len(g, d, mo->n + (uint32_t)rng_below(&s->r, g->part[s->part].len - mo->n + 1));
}

/* add an intrinsic op; value `fixed` (if >= 0) takes role `frole` */
static void
add_op(Gen *s, const Inst *in, int frole, int fixed)
{
	Graph *g = s->g;
	Arg a[8];
	int na = inst_inputs(in, a), id = g->no, out, many = 1, force[NROLE], fold, same;
	Op *o;

	memcpy(force, s->force, sizeof force);
	for (int r = 0; r < NROLE; r++)
		s->force[r] = -1;
	/* offsets are made for their access alone */
	if (frole == R_IDX)
		return;
	/* a fold pair (fold_producer): a merge whose merged operand is new,
	 * mostly with its passthru the same value as its false operand */
	fold = frole != R_VS1 && (in->fam == F_VMERGE || in->fam == F_VMV) && !in->scal && rng_chance(&s->r, 65);
	same = fold && in->pol == P_TU && rng_chance(&s->r, 70);
	out = frole == RESULT ? fixed : new_value(s, inst_output(in));
	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	o = &g->o[id];
	memset(o, 0, sizeof *o);
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	o->in = *in;
	o->part = s->part;
	o->key = mix64(g->seed ^ mix64((uint64_t)id + 0x6f70u));
	/* an immediate operand takes a random value; a float-to-integer
	 * conversion with frm RTZ compiles to the .rtz instruction, so it is
	 * left out as the .rtz families are */
	if (inst_imm(in) >= 0)
		do
			o->in.imm = (uint8_t)rng_below(&s->r, (uint64_t)inst_imm_n(in));
		while (inst_imm(in) == IM_FRM && o->in.imm == RM_RTZ && !s->o->rtz && inst_f2i(in));
	o->out = out;
	g->no++;
	o->n = inst_has_vl(in) ? active_len(s) : g->part[s->part].len;
	/* a merge-like user of a computed value mostly keeps within its vl
	 * (a fold into the producer needs that) */
	if (frole >= 0 && frole != RESULT && inst_merge_like(in, frole) && g->v[fixed].def >= 0 &&
	    !g->o[g->v[fixed].def].init && g->o[g->v[fixed].def].n < o->n && rng_chance(&s->r, 70))
		o->n = g->o[g->v[fixed].def].n;
	/* a strided or indexed access: in a strip-mined loop a store writes
	 * the element it is at, a load reads others only from an input (mem_ok) */
	if (op_mem(o)) {
		int loop = shape_strip(g->part[s->part].shape), load = shapes[fams[in->fam].shape].out != O_MEM;

		many = !loop || (load && (frole != R_SRC ||
		    (g->v[fixed].def >= 0 && g->o[g->v[fixed].def].init)));
		if (shape_has(fams[in->fam].shape, 't'))
			stride_form(s, o, many);
	}
	/* the op does not define `out` yet while its operands are chosen */
	for (int i = 0; i < na; i++) {
		int role = a[i].role, v, nv = g->nv;

		if (role == R_IDX)
			v = index_value(s, id, a[i].t, many);
		else if (role == frole)
			v = fixed;
		else if (force[role] >= 0 && type_eq(g->v[force[role]].t, a[i].t))
			v = force[role];
		else if (fold && role == R_VS1)
			v = new_value(s, a[i].t);
		else if (same && (role == R_VD || role == R_VS2) &&
		    (frole == (role ^ R_VD ^ R_VS2) || g->o[id].arg[role ^ R_VD ^ R_VS2] >= 0))
			v = frole == (role ^ R_VD ^ R_VS2) ? fixed : g->o[id].arg[role ^ R_VD ^ R_VS2];
		else if (role == R_SRC && many && shape_strip(g->part[s->part].shape)) {
			v = new_value(s, a[i].t);
			g->v[v].memsrc = 1;
			add_init(s, v);
		} else
			v = operand(s, a[i].t, out);
		/* an unordered sum is checked only if every order gives the same
		 * bits: give it small integers to sum */
		if (g->nv > nv && (fams[in->fam].flags & FL_UNORD))
			g->v[v].small = 1;
		if (g->nv > nv && (shapes[fams[in->fam].shape].exec == X_WHOLE ||
		    shapes[fams[in->fam].shape].exec == X_VIEW))
			whole_operand(s, &g->o[id], role, v);
		g->o[id].arg[role] = v;
		g->v[v].nuse++;
		g->v[v].memsrc |= role == R_SRC;
		/* unless --observe says, a merge-like use is mostly the value's only one (not stored):
		 * what an optimiser folds into the value's producer */
		if (s->o->observe < 0 && inst_merge_like(in, role) && rng_chance(&s->r, 75))
			g->v[v].obs = 0;
		g->v[v].merge1 |= g->v[v].nuse == 1 && inst_merge_like(in, role);
	}
	view_index(s, id, frole == RESULT ? fixed : -1);
	/* a carried loop would put the pair in two blocks */
	if (!fold && !g->v[out].fold)
		repeat(s, id);
	g->v[out].def = id;
	if (fold)
		fold_producer(s, id);
}

static void
add_init(Gen *s, int v)
{
	Graph *g = s->g;
	Op *o;

	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	o = &g->o[g->no];
	memset(o, 0, sizeof *o);
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	o->init = 1;
	o->out = v;
	o->part = g->v[v].part;
	o->n = value_len(g, v);
	g->v[v].def = g->no++;
	g->v[v].seed = rng_next(&s->r);
	/* constants the compiler can see: splats, masks of all ones or none,
	 * and small scalars (.vi) */
	if (g->v[v].t.kind == K_VEC && !g->v[v].memsrc && rng_chance(&s->r, 15))
		g->v[v].splat = 1;
	if (g->v[v].t.kind == K_MASK && !g->v[v].memsrc && rng_chance(&s->r, 10))
		g->v[v].splat = 1;
	if (g->v[v].t.kind == K_SCAL && g->v[v].t.cls != C_F && !g->v[v].fixed && rng_chance(&s->r, 30)) {
		g->v[v].fixed = arena_alloc(g->ar, sizeof(uint64_t));
		g->v[v].fixed[0] = (rng_below(&s->r, 32) - 16) & sew_mask(g->v[v].t.sew);
	}
}

static uint32_t
random_len(Rng *r)
{
	switch (rng_below(r, 10)) {
	case 0: case 1: case 2: return 1 + (uint32_t)rng_below(r, 8);
	case 3: case 4: case 5: return 9 + (uint32_t)rng_below(r, 56);
	case 6: case 7: case 8: return 65 + (uint32_t)rng_below(r, 136);
	default: return 201 + (uint32_t)rng_below(r, 400);
	}
}

/* Swarm testing: each test uses a random subset of the families, element
 * widths, LMULs, policies and signedness allowed, so that features crowd
 * each other out differently from test to test. */
static void
swarm(GenOpts *w, const GenOpts *o, Rng *r)
{
	*w = *o;
	for (int f = 0; f < NFAM; f++)
		if (rng_chance(r, 50) && !(o->root_fam >= 0 && fam_same_name(f, o->root_fam)))
			w->famw[f] = 0;
		else if (w->famw[f] && rng_chance(r, 25))
			w->famw[f] *= 4;
	for (int b = 0; b < 8; b++) {
		if (rng_chance(r, 30))
			w->sews &= (uint8_t)~(1u << b);
		if (rng_chance(r, 30))
			w->lmuls &= (uint8_t)~(1u << b);
		if (rng_chance(r, 30))
			w->pols &= (uint8_t)~(1u << b);
	}
	for (int b = I; b <= F; b <<= 1)
		if (rng_chance(r, 25))
			w->classes &= (uint8_t)~b;
	w->partial = (unsigned)rng_below(r, 50);
	w->reuse = (unsigned)rng_below(r, 60);
	/* a --root family keeps an intrinsic: else the filters stay as given */
	if (o->root_fam >= 0) {
		int any = 0, n;

		for (int x = 0; x < NFAM && !any; x++)
			if (fam_same_name(x, o->root_fam)) {
				const FamInst *tab = fam_inst_table(x, &n);

				for (int i = 0; i < n && !any; i++)
					any = genopts_allow_fi(w, &tab[i]);
			}
		if (!any)
			w->sews = o->sews, w->lmuls = o->lmuls, w->pols = o->pols, w->classes = o->classes;
	}
	/* a --root intrinsic keeps its family, SEW, LMUL, policy and class */
	if (o->root_inst) {
		w->famw[o->root.fam] = o->famw[o->root.fam];
		w->sews |= (uint8_t)(1u << (log2i(o->root.sew) - 3));
		w->lmuls |= (uint8_t)(1u << (o->root.lmul + 3));
		w->pols |= (uint8_t)(1u << o->root.pol);
		w->classes |= (uint8_t)class_bit(o->root.cls);
	}
}

/* Does the --root run only outside strip-mined loops? */
static int
root_blocks_only(const GenOpts *o)
{
	int n;

	if (o->root_inst)
		return !inst_loops(&o->root);
	if (o->root_fam < 0)
		return 0;
	for (int x = 0; x < NFAM; x++)
		if (fam_same_name(x, o->root_fam)) {
			const FamInst *tab = fam_inst_table(x, &n);

			for (int i = 0; i < n; i++)
				if (inst_loops(&tab[i].in))
					return 0;
		}
	return 1;
}

/* Is a --root requested (o) that the part (options pw, candidates s->c)
 * cannot take?  Then a block is made shorter. */
static int
root_misfits(const Gen *s, const GenOpts *o, const GenOpts *pw)
{
	int fits = 0;

	if (!o->root_inst && o->root_fam < 0)
		return 0;
	if (o->root_inst)
		fits = genopts_allow(pw, &o->root);
	else
		for (int x = 0; x < NFAM; x++)
			fits |= fam_same_name(x, o->root_fam) && s->c.byfam[x].n > 0;
	return !fits;
}

/* the root operator of a part: the requested one if this part allows it */
static int
add_root(Gen *s, const GenOpts *o)
{
	int k, f = o->root_fam;

	if (o->root_inst) {
		if (!genopts_allow(s->o, &o->root))
			return 0;
		add_op(s, &o->root, -1, -1);
		return 1;
	}
	if (f < 0) {
		add_op(s, &s->c.all[pick(s, s->c.byfam, NULL)], -1, -1);
		return 1;
	}
	/* any intrinsic of the rows with that mnemonic (vfcvt has several) */
	uint64_t n = 0, j;

	for (int x = 0; x < NFAM; x++)
		if (fam_same_name(x, f))
			n += (uint64_t)s->c.byfam[x].n;
	if (!n)
		return 0;
	j = rng_below(&s->r, n);
	for (int x = 0;; x++)
		if (fam_same_name(x, f)) {
			if (j < (uint64_t)s->c.byfam[x].n) {
				k = s->c.byfam[x].idx[j];
				break;
			}
			j -= (uint64_t)s->c.byfam[x].n;
		}
	add_op(s, &s->c.all[k], -1, -1);
	return 1;
}

/* A definition for value v, as pick() would choose, but vundefined only
 * where every use is a destination (vset's dest, a passthrough): anything
 * computed from it is unknown.  A group part that a vget reads at an index
 * above 0 is known only if a vset or vcreate built the group, so those are
 * preferred for its source. */
static int
pick_def(Gen *s, int v)
{
	const Graph *g = s->g;
	List *lists = s->c.def[type_code(g->v[v].t)];
	unsigned w[NFAM];
	int f, dest = 1, part = 0;

	for (int i = 0; i < g->no; i++)
		for (int r = 0; r < NROLE; r++) {
			const Op *o = &g->o[i];

			if (o->arg[r] != v)
				continue;
			if (r != R_VD || (o->in.fam != F_VSET && o->in.fam != F_VSET_T && shape_has(fams[o->in.fam].shape, 'd')))
				dest = 0;
			part |= o->in.fam == F_VGET && o->in.imm > 0;
		}
	for (f = 0; f < NFAM; f++)
		w[f] = lists[f].n ? s->c.w[f] : 0;
	if (!dest)
		w[F_VUNDEFINED] = w[F_VUNDEFINED_T] = 0;
	if (part && (w[F_VSET] || w[F_VCREATE]) && rng_chance(&s->r, 75))
		for (f = 0; f < NFAM; f++)
			if (f != F_VSET && f != F_VCREATE)
				w[f] = 0;
	f = rng_weighted(&s->r, w, NFAM);
	if (f < 0)
		return -1;
	return lists[f].idx[rng_below(&s->r, (uint64_t)lists[f].n)];
}

/* Now and then a merge defines a vector (vmerge.vvm, vmv.v.v): with its
 * merged operand made for it (fold_producer), the most common shape of
 * code that LLVM's peepholes rewrite.  -1: not this time. */
static int
merge_def(Gen *s, int v)
{
	List *lists = s->c.def[type_code(s->g->v[v].t)];
	int f = rng_chance(&s->r, 50) ? F_VMERGE : F_VMV, n = 0, k;

	if (s->g->v[v].t.kind != K_VEC || !s->c.w[f] || !rng_chance(&s->r, 12))
		return -1;
	for (int j = 0; j < lists[f].n; j++)
		n += !s->c.all[lists[f].idx[j]].scal;
	if (!n)
		return -1;
	k = (int)rng_below(&s->r, (uint64_t)n);
	for (int j = 0;; j++)
		if (!s->c.all[lists[f].idx[j]].scal && k-- == 0)
			return lists[f].idx[j];
}

/* grow the current part to `nodes` intrinsic operators in all */
static void
grow_part(Gen *s, int nodes)
{
	Graph *g = s->g;
	int k, fails = 0;

	while (graph_count_intrinsics(g) < nodes) {
		int role, v = s->pv0 + (int)rng_below(&s->r, (uint64_t)(g->nv - s->pv0));

		if (fails < 100 && rng_chance(&s->r, 85)) {
			if (g->v[v].def >= 0) {
				if (g->v[v].fold || (g->v[v].merge1 && rng_chance(&s->r, 80))) {
					fails++;
					continue;
				}
				k = pick_user(s, v, &role);
				if (k >= 0) {
					add_op(s, &s->c.all[k], role, v);
					continue;
				}
			} else {
				k = merge_def(s, v);
				if (k < 0)
					k = pick_def(s, v);
				if (k >= 0) {
					add_op(s, &s->c.all[k], RESULT, v);
					continue;
				}
			}
			fails++;
			continue;
		}
		fails = 0;
		add_op(s, &s->c.all[pick(s, s->c.byfam, NULL)], -1, -1);
	}
}

/* The parts of a program: one per shape of --shape, or else a random
 * nonempty subset of the allowed shapes, in random order; each gets a
 * share of the operators and its length.  A block's length is at most the
 * VLMAX of every type it uses at VLEN 128. */
static void
plan_parts(Gen *s, const GenOpts *o, int *nodes)
{
	Graph *g = s->g;
	int order[NSHP], n = 0;

	for (int k = 0; k < NSHP; k++)
		if ((o->shapes >> k & 1) && (o->shape_list || rng_chance(&s->r, 50)))
			order[n++] = k;
	if (!n) {
		int avail[NSHP], na = 0;

		for (int k = 0; k < NSHP; k++)
			if (o->shapes >> k & 1)
				avail[na++] = k;
		ensure(na > 0);
		order[n++] = avail[rng_below(&s->r, (uint64_t)na)];
	}
	for (int k = n - 1; k > 0; k--) {
		int j = (int)rng_below(&s->r, (uint64_t)k + 1), t = order[k];

		order[k] = order[j];
		order[j] = t;
	}
	if (n > o->nodes)
		n = o->nodes;
	/* a --root that runs only in blocks gets one, unless --shape said otherwise */
	if (n == 1 && shape_strip(order[0]) && !o->shape_list && root_blocks_only(o) &&
	    (o->shapes >> SHP_BLOCK & 1))
		order[0] = SHP_BLOCK;
	g->part = arena_alloc(g->ar, (size_t)n * sizeof *g->part);
	g->npart = n;
	for (int k = 0; k < n; k++) {
		Part *p = &g->part[k];

		p->shape = (uint8_t)order[k];
		p->key = mix64(g->seed ^ mix64((uint64_t)k + 0x70617274u));
		/* three loop parts in four try an early exit (from the key: the
		 * generator's stream of draws stays as it was) */
		p->exit = shape_strip(p->shape) && mix64(p->key ^ 0x65786974u) % 4 != 0 ? EX_TRY : EX_NONE;
		p->exit_op = -1;
		if (shape_strip(p->shape))
			p->len = o->len ? o->len : random_len(&s->r);
		else {
			static const uint32_t lens[] = {1, 2, 3, 4, 5, 7, 8, 13, 16, 31, 32, 64, 100, 128};

			p->len = lens[rng_below(&s->r, NELEM(lens))];
			if (o->len)
				p->len = o->len < 128 ? o->len : 128;
		}
		if (p->len > g->len)
			g->len = p->len;
		/* at least one operator each, the rest at random */
		nodes[k] = 1;
	}
	for (int left = o->nodes - n; left > 0; left--)
		nodes[rng_below(&s->r, (uint64_t)n)]++;
}

/* the largest log2 SEW/LMUL whose VLMAX at VLEN 128 holds len elements */
int
block_lratio(uint32_t len)
{
	int l = 6;

	while (l > 0 && (128u >> l) < len)
		l--;
	return l;
}

/* one of the bits set in m, at random (m != 0) */
static uint8_t
one_bit(Rng *r, uint8_t m)
{
	int n = 0, k;

	for (int b = 0; b < 8; b++)
		n += m >> b & 1;
	k = (int)rng_below(r, (uint64_t)n);
	for (int b = 0; b < 8; b++)
		if ((m >> b & 1) && k-- == 0)
			return (uint8_t)(1u << b);
	return m;
}

/* Half the parts focus on one or two SEWs and LMULs, as a real kernel
 * does: long runs of one vtype, where the compiler's vsetvli insertion
 * keeps state or changes only part of it. */
static void
focus(GenOpts *pw, uint64_t seed, int p)
{
	Rng r;

	rng_seed(&r, seed ^ 0x666f637573u ^ (uint64_t)p << 40);
	if (rng_chance(&r, 50))
		return;
	pw->sews = (uint8_t)(one_bit(&r, pw->sews) | (rng_chance(&r, 30) ? one_bit(&r, pw->sews) : 0));
	pw->lmuls = (uint8_t)(one_bit(&r, pw->lmuls) | (rng_chance(&r, 30) ? one_bit(&r, pw->lmuls) : 0));
}

/* drop a part's focus (when nothing it needs fits); did it have one? */
static int
unfocus(GenOpts *pw, const GenOpts *o)
{
	int focused = pw->sews != o->sews || pw->lmuls != o->lmuls;

	pw->sews = o->sews;
	pw->lmuls = o->lmuls;
	return focused;
}

Graph *
graph_generate(const GenOpts *o, uint64_t seed)
{
	Gen s;
	Graph *g = xcalloc(1, sizeof *g);
	GenOpts w, pw;
	int nodes[NSHP], total = 0, rooted = 0;

	memset(&s, 0, sizeof s);
	for (int r = 0; r < NROLE; r++)
		s.force[r] = -1;
	s.g = g;
	g->ar = arena_new();
	g->seed = seed;
	g->masks_first = o->masks_first;
	g->few_rm_probes = o->few_rm_probes;
	if (o->swarm) {
		Rng sr;
		int any = 0;

		rng_seed(&sr, seed ^ 0x737761726du);
		for (int tries = 0; tries < 100 && !any; tries++) {
			swarm(&w, o, &sr);
			any = cands_any(&w);
		}
		if (!any)
			w = *o;
	} else
		w = *o;
	o = &w;
	rng_seed(&s.r, seed);
	{
		static const unsigned obs[] = {0, 0, 0, 25, 50, 50, 75, 100, 100, 100};

		s.observe = o->observe >= 0 ? (unsigned)o->observe : obs[rng_below(&s.r, NELEM(obs))];
	}
	plan_parts(&s, o, nodes);
	for (int p = 0; p < g->npart; p++) {
		Part *pt = &g->part[p];

		pw = *o;
		pw.whole = !shape_strip(pt->shape);
		focus(&pw, seed, p);
		/* a block the --root intrinsic fits: at most its VLMAX at VLEN 128 */
		if (!shape_strip(pt->shape) && !rooted && o->root_inst && (128u >> inst_lratio(&o->root)) < pt->len)
			pt->len = 128u >> inst_lratio(&o->root);
		if (!shape_strip(pt->shape)) {
			/* a shorter block if nothing fits this one */
			for (;;) {
				pw.maxlratio = block_lratio(pt->len);
				cands_build(&s.c, &pw);
				/* ... or if the --root the program still needs does not;
				 * but first without the part's focus */
				if (s.c.nall && (rooted || !root_misfits(&s, o, &pw)))
					break;
				if (pt->len <= 1 && pw.sews == o->sews && pw.lmuls == o->lmuls)
					break;
				cands_free(&s.c);
				if (!unfocus(&pw, o))
					pt->len /= 2;
			}
		} else {
			cands_build(&s.c, &pw);
			if ((!s.c.nall || (!rooted && root_misfits(&s, o, &pw))) && unfocus(&pw, o)) {
				cands_free(&s.c);
				cands_build(&s.c, &pw);
			}
		}
		if (s.c.nall == 0)
			err("no intrinsic is left after the restrictions on families, SEW, LMUL, "
			    "policies and signedness");
		s.o = &pw;
		s.part = p;
		s.pv0 = g->nv;
		for (int i = 0; i < NTYPECODE; i++)
			s.nbytype[i] = 0;
		total += nodes[p];
		if (!rooted && (o->root_inst || o->root_fam >= 0))
			rooted = add_root(&s, o);
		if (!rooted && (o->root_inst || o->root_fam >= 0) && p == g->npart - 1)
			err("--root %s: not usable in the shapes of this program (whole-vector "
			    "families need --shape block or call)", o->root_inst ? "intrinsic" :
			    fams[o->root_fam].name);
		if (g->nv == s.pv0)
			add_op(&s, &s.c.all[pick(&s, s.c.byfam, NULL)], -1, -1);
		grow_part(&s, total);
		for (int v = s.pv0, n = g->nv; v < n; v++)
			if (g->v[v].def < 0)
				add_init(&s, v);
		cands_free(&s.c);
	}
	g->len = 0;
	for (int p = 0; p < g->npart; p++)
		if (g->part[p].len > g->len)
			g->len = g->part[p].len;
	ensure(graph_mem_ok(g));
	for (int v = 0; v < g->nv; v++)
		g->v[v].num = v;
	/* each part's base: the intrinsic ops of the parts before it */
	for (int p = 0, n = 0; p < g->npart; p++) {
		g->part[p].base = n;
		for (int i = 0; i < g->no; i++)
			n += !g->o[i].init && g->o[i].part == p;
	}
	/* sinks are always checked */
	for (int v = 0; v < g->nv; v++)
		if (!g->v[v].nuse)
			g->v[v].obs = 1;
	for (int i = 0; i < NTYPECODE; i++)
		free(s.bytype[i]);
	free(s.mark);
	return g;
}


