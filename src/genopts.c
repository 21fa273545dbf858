/*
 * A generator's options: their defaults, which intrinsics pass their
 * filters (--ops, --sew, --lmul, --policy, --class, --deny ...), and the
 * parser of rif gen's (and rif fuzz's) generator options on a command line.
 */
#include <errno.h>
#include <string.h>

#include "rif.h"

/* the part shapes' table (PSHAPES, rif.h), expanded */
const PShape pshapes[NSHP] = {
#define X(id, name, strip, funcs, branchy) [id] = {name, strip, funcs, branchy},
	PSHAPES(X)
#undef X
};
const char *const pshape_name[NSHP] = {
#define X(id, name, strip, funcs, branchy) name,
	PSHAPES(X)
#undef X
};

/* rows of the table with one mnemonic (vfcvt, vsext, ...) are one family
 * for --ops and --root */
int
fam_same_name(int f, int g)
{
	return strcmp(fams[f].name, fams[g].name) == 0;
}

void
genopts_default(GenOpts *g)
{
	memset(g, 0, sizeof *g);
	for (int f = 0; f < NFAM; f++)
		g->famw[f] = fams[f].weight;
	g->sews = 0xf;
	g->lmuls = 0x7f;
	g->pols = 0x3f;
	g->classes = I | U | F | MK;
	g->nodes = 40;
	g->root_fam = -1;
	g->reuse = 25;
	g->partial = 20;
	g->shapes = (1 << NSHP) - 1;
	g->observe = -1;
	g->maxlratio = 6;
}

/* The filters as bits: an intrinsic needs one bit of each of SEW (0-3),
 * LMUL (4-10), policy (11-16) and class (17-20); bit 21 if its family is
 * a .rtz one, 22 if it cannot be strip-mined in a loop, 23 + its LMUL
 * ratio (0 to 9).  Options grant the bits they allow, and an intrinsic
 * passes if they grant all it needs, its family's weight is not 0 and
 * --deny does not name it.  The generator asks this of every intrinsic
 * of every family a part keeps, for each part (fam_inst_needs) */
enum { NEED_LMUL = 4, NEED_POL = 11, NEED_CLS = 17, NEED_RTZ = 21, NEED_WHOLE = 22, NEED_LRATIO = 23 };

uint64_t
genopts_need(const Inst *in, int sewbit, int loops, int lratio)
{
	ensure(sewbit >= 0 && sewbit < 4 && lratio >= 0 && lratio < 40);
	return 1ull << sewbit | 1ull << (NEED_LMUL + in->lmul + 3) | 1ull << (NEED_POL + in->pol) |
	    (uint64_t)class_bit(in->cls) << NEED_CLS | (uint64_t)!!(fams[in->fam].flags & FL_RTZ) << NEED_RTZ |
	    (uint64_t)!loops << NEED_WHOLE | 1ull << (NEED_LRATIO + lratio);
}

uint64_t
genopts_grant(const GenOpts *o)
{
	/* LMUL ratios 0 to maxlratio */
	uint64_t ratios = o->maxlratio < 0 ? 0 : (2ull << (o->maxlratio > 39 ? 39 : o->maxlratio)) - 1;

	return (uint64_t)(o->sews & 0xf) | (uint64_t)(o->lmuls & 0x7f) << NEED_LMUL |
	    (uint64_t)(o->pols & 0x3f) << NEED_POL | (uint64_t)(o->classes & 0xf) << NEED_CLS |
	    (uint64_t)!!o->rtz << NEED_RTZ | (uint64_t)!!o->whole << NEED_WHOLE | ratios << NEED_LRATIO;
}

static int
passes(const GenOpts *o, int fam, uint64_t need, int code)
{
	return o->famw[fam] && !(need & ~genopts_grant(o)) && !(o->deny && o->deny[code]);
}

int
genopts_allow(const GenOpts *o, const Inst *in)
{
	return passes(o, in->fam, genopts_need(in, log2i(in->sew) - 3, inst_loops(in), inst_lratio(in)),
	    o->deny ? inst_code(in) : 0);
}

/* the same from a table's precomputed fields */
int
genopts_allow_fi(const GenOpts *o, const FamInst *x)
{
	return passes(o, x->in.fam, genopts_need(&x->in, x->sewbit, x->loops, x->lratio), x->code);
}

/* does any intrinsic pass the filters (in some shape)? */
int
genopts_any(const GenOpts *o)
{
	static Inst tmp[MAXFAMINST];
	GenOpts w = *o;

	w.whole = 1;
	w.maxlratio = 6;
	for (int f = 0; f < NFAM; f++)
		for (int i = 0, n = fam_insts(f, tmp); i < n; i++)
			if (genopts_allow(&w, &tmp[i]))
				return 1;
	return 0;
}

/* generator options given on a command line */

static void
known_families(Buf *b)
{
	for (int f = 0; f < NFAM; f++)
		if (fam_lookup(fams[f].name) == f)
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
	/* every row of that mnemonic: vfcvt names six conversions */
	for (int x = f; x < NFAM; x++)
		if (fam_same_name(x, f))
			c->g->famw[x] = neg ? 0 : colon ? w : fams[x].weight;
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

/* a list of intrinsic names, one per line; '#' starts a comment */
uint8_t *
read_deny(const char *path)
{
	uint8_t *deny = xcalloc(NINSTCODE, 1);
	char *text = read_file_max(path, NULL, MAXINPUT), *line, *next;
	int lineno = 0;
	Inst in;

	if (!text)
		err("--deny: cannot read %s: %s", path, errno == EFBIG ? "larger than 16 MiB (a list of "
		    "intrinsic names: every one of them is 3 MiB)" : strerror(errno));
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

struct shapectx { uint8_t bits; };

static void
shape_item(const char *item, void *ctx)
{
	struct shapectx *c = ctx;

	for (int k = 0; k < NSHP; k++)
		if (strcmp(item, pshape_name[k]) == 0) {
			c->bits |= (uint8_t)(1u << k);
			return;
		}
	err("--shape: '%s' is not a shape; accepted: loop, block, call, branch", item);
}

/* --shape and --observe (rif gen and rif fuzz); 1 if argv[o->i] was one */
int
shape_opt(Opt *o, GenOpts *g)
{
	if (opt(o, "--shape")) {
		struct shapectx c = {0};

		split_list(o->val, shape_item, &c);
		if (!c.bits)
			err("--shape: empty list; accepted: loop, block, call, branch");
		g->shapes = c.bits;
		g->shape_list = 1;
	} else if (opt(o, "--observe")) {
		char *end;
		double p = strtod(o->val, &end);

		if (end == o->val || *end || !(p >= 0 && p <= 1))
			err("--observe: '%s' is not a share from 0 to 1 (0: only the sinks are "
			    "checked, 1: every value)", o->val);
		g->observe = (int)(p * 100 + 0.5);
	} else
		return 0;
	return 1;
}

/* the options of rif gen that shape the graph (and --len-mode) */
int
gen_opt(Opt *o, GenOpts *g, uint64_t *seed, int *len_mode)
{
	if (opt(o, "--seed"))
		*seed = parse_num("--seed", o->val, 0, UINT64_MAX);
	else if (opt(o, "--nodes"))
		g->nodes = (int)parse_num("--nodes", o->val, 1, MAXNODES);
	else if (opt(o, "--length"))
		g->len = (uint32_t)parse_num("--length", o->val, 1, 100000);
	else if (opt(o, "--root")) {
		g->root_fam = fam_lookup(o->val);
		if (g->root_fam < 0) {
			if (!inst_lookup(o->val, &g->root))
				err("--root: '%s' is neither a family (vadd, vmseq, ...) nor an "
				    "intrinsic rif knows (see 'rif list')", o->val);
			g->root_inst = 1;
		}
	} else if (opt(o, "--len-mode")) {
		if (strcmp(o->val, "const") == 0)
			*len_mode = 0;
		else if (strcmp(o->val, "runtime") == 0)
			*len_mode = 1;
		else if (strcmp(o->val, "random") == 0)
			*len_mode = -1;
		else
			err("--len-mode: '%s'; accepted: const, runtime, random", o->val);
	} else if (flag(o, "--swarm"))
		g->swarm = 1;
	else if (flag(o, "--rtz"))
		g->rtz = 1;
	else if (flag(o, "--masks-first"))
		g->masks_first = 1;
	else if (flag(o, "--few-rm-probes"))
		g->few_rm_probes = 1;
	else if (opt(o, "--deny")) {
		free((void *)g->deny);
		g->deny = read_deny(o->val);
	} else
		return filter_opt(o, g) || shape_opt(o, g);
	return 1;
}
