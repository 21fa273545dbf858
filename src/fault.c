/*
 * Where the vsetvl pass and the writes of vxrm went wrong, read from a
 * failing build's assembly (and the simple strategy's, or the program's
 * source): the faults of a reduced failure's fingerprint, which bisect.c
 * asks for.  Text in, a fault and a sentence out; no process is started.
 */
#include <ctype.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "rif.h"

/* ---- where the vsetvl pass went wrong, read from the assembly ----
 *
 * The failing build and the same build with --param=vsetvl-strategy=simple
 * (which passes: vsetvl_made) are the same code up to the vsetvl pass,
 * which runs after register allocation, so their vector instructions and
 * registers are the same; the simple strategy puts before each vector
 * instruction a vsetvli with exactly what it demands.  Walking both
 * assemblies side by side gives, for each vector instruction, the vtype
 * and AVL it runs under in the failing build and the ones it demands.  The
 * first that does not get what it demands is the vsetvl pass's fault:
 *   vl      it takes its AVL from a register that holds a vsetvl's result
 *           with the simple strategy, and here another value (on some
 *           path to it, the last write before it is no vsetvli's: the
 *           result dropped, or written on other paths only), where that vsetvl
 *           is no vsetvli R,R of the instruction's ratio (whose vl R as
 *           the AVL gives again); or an earlier vsetvl's of another
 *           constant AVL (the one meant for it deleted); or it reads
 *           as a scalar operand a register that holds a vsetvl's result
 *           with the simple strategy, and here no vsetvl's (or one of
 *           another constant AVL),
 *           or holds a vsetvl's vl here and another constant, loaded,
 *           with the simple strategy (a scalar store of the register,
 *           as a vl kept in memory, is such a read too);
 *   sew     it runs under its SEW/LMUL ratio with another SEW or LMUL
 *           (a vsetvl kept only for its vl, in a ratio-only form, came
 *           between the instruction and its vsetvli);
 *   policy  it runs tail or mask agnostic where it demands undisturbed;
 *   ratio   it runs under another SEW/LMUL ratio.
 * What each instruction demands follows GCC's own rules (riscv-vsetvl.cc's
 * demand kinds): loads and stores of a fixed EEW and mask instructions the
 * ratio, vmv.x.s and vmv.s.x the SEW, the rest SEW and LMUL; whole-register
 * moves, loads and stores nothing. */

typedef struct {
	char ins[24], txt[80];  /* mnemonic; the whole instruction */
	char avl[16];           /* the AVL of the vsetvli it runs under: a register, a number, vlmax, keep */
	int sew, lmul8, tu, mu; /* the vtype it runs under (lmul8: LMUL times 8; 0 unknown) */
	int fresh;              /* that vsetvli writes its vl to a register: a vsetvl of its own */
	/* the last write of the AVL register before, in its function: by a
	 * vsetvli (vset), and then that vsetvli's AVL and SEW/LMUL */
	int vset, wsew, wlmul8;
	char wsrc[16];
	/* its first scalar register operand other than a destination (vmv.s.x's
	 * rs1, a .vx form's rs1, a stride), and whether its last write before
	 * is a vsetvli's, of which AVL */
	char xr[8], xsrc[16];
	int xvset, xsew, xlmul8;
	int xli;                /* or an li's, of ximm */
	long long ximm;
	/* the values its AVL register may hold on the paths to its vsetvli,
	 * each known at every VLEN (VReg's k); 0 values: some unknown */
	int nkv;
	long long kv[4];
	int joined;             /* a label branched to lies between it and that vsetvli:
				 * other paths bring their own vl (and nkv is one path's) */
	int store;              /* a scalar store (sb, sh, sw, sd) of register xr: only its
				 * operand is read, as a vl kept in memory is */
} VIns;

typedef struct {
	VIns *v;
	int n, cap;
} VAsm;

/* a register's last write so far in a function */
typedef struct {
	char r[8];
	int vset, sew, lmul8;   /* by a vsetvli, with this SEW/LMUL */
	char src[16];           /* that vsetvli's AVL */
	int li;                 /* by an li, of this value: */
	long long imm;
	/* the values it may hold, over the paths that reach here, each the
	 * same at every VLEN: an li's, or the vl of a vsetvli whose AVL is
	 * such a value at most its VLMAX at VLEN 128 (then the AVL itself);
	 * 0 values: some path brings one not known */
	int nk;
	long long k[4];
} VReg;

/* a value set: 1 if it holds v */
static int
vals_has(const long long *k, int nk, long long v)
{
	for (int i = 0; i < nk; i++)
		if (k[i] == v)
			return 1;
	return 0;
}

/* 1 if two value sets hold the same values */
static int
vals_same(const long long *a, int na, const long long *b, int nb)
{
	for (int i = 0; i < na; i++)
		if (!vals_has(b, nb, a[i]))
			return 0;
	for (int j = 0; j < nb; j++)
		if (!vals_has(a, na, b[j]))
			return 0;
	return 1;
}

/* "1, 2": a value set, for a sentence */
static const char *
vals_str(char *s, size_t n, const long long *k, int nk)
{
	size_t o = 0;

	s[0] = 0;
	for (int i = 0; i < nk && o < n; i++)
		o += snprintf(s + o, n - o, "%s%lld", i ? ", " : "", k[i]);
	return s;
}

static void
vreg_write(VReg *rd, int *nrd, const char *r, const VReg *w)
{
	int k = 0;

	if (strcmp(r, "zero") == 0 || strlen(r) >= sizeof rd->r)
		return;
	while (k < *nrd && strcmp(rd[k].r, r) != 0)
		k++;
	if (k == *nrd) {
		if (*nrd == 64)
			return;
		++*nrd;
	}
	rd[k] = *w;
	snprintf(rd[k].r, sizeof rd[k].r, "%s", r);
}

/* the registers' writes at a local label, over every branch and jump to
 * it seen so far: a register keeps a vsetvli's write only if every path
 * brings one (its SEW/LMUL and AVL only if they agree) */
typedef struct {
	char name[32];
	VReg rd[64];
	int nrd;
} VLabel;

/* rd := rd met with in (vreg_write's table); 1 if rd changed */
static int
vreg_meet(VReg *rd, int *nrd, const VReg *in, int nin)
{
	int changed = 0, n = 0;

	for (int i = 0; i < *nrd; i++) {
		const VReg *w = NULL;
		VReg x = rd[i];

		for (int k = 0; k < nin && !w; k++)
			if (strcmp(in[k].r, rd[i].r) == 0)
				w = &in[k];
		x.li = 0;               /* an li's is kept only in its values */
		if (!x.vset && !x.nk)
			continue;               /* another write: as if absent */
		if (!w) {
			changed = 1;
			continue;
		}
		if (x.vset && !w->vset) {
			changed = 1;
			x.vset = x.sew = x.lmul8 = 0;
			x.src[0] = 0;
		} else if (x.vset && (w->sew != x.sew || w->lmul8 != x.lmul8 || strcmp(w->src, x.src) != 0)) {
			changed |= x.sew || x.lmul8 || x.src[0];
			x.sew = x.lmul8 = 0;
			x.src[0] = 0;
		}
		if (x.nk && !w->nk) {
			changed = 1;
			x.nk = 0;
		}
		for (int j = 0; j < w->nk && x.nk; j++)
			if (!vals_has(x.k, x.nk, w->k[j])) {
				changed = 1;
				if (x.nk == 4)
					x.nk = 0;
				else
					x.k[x.nk++] = w->k[j];
			}
		if (x.vset || x.nk)
			rd[n++] = x;
	}
	*nrd = n;
	return changed;
}

/* the label of that name (n bytes of it), or NULL */
static VLabel *
vlabel(VLabel *lab, int nlab, const char *name, size_t n)
{
	for (int i = 0; i < nlab; i++)
		if (strlen(lab[i].name) == n && strncmp(lab[i].name, name, n) == 0)
			return &lab[i];
	return NULL;
}

/* one walk of vasm_parse over text; 1 if a label's writes changed */
static int
vasm_walk(VAsm *a, const char *text, VLabel **lab, int *nlab, int *cap)
{
	static const VIns none;
	static const VReg other;        /* a write by another instruction */
	VIns cur = none;
	VReg rd[64];
	int nrd = 0, changed = 0, dead = 0;

	for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		size_t len = strcspn(l, "\n"), n;
		char line[256], whole[80], *op, *f[8];
		int nf = 0;

		if (len >= sizeof line)
			continue;
		memcpy(line, l, len);
		line[len] = 0;
		line[strcspn(line, "#")] = 0;
		len = strlen(line);
		if (line[0] != '\t' && line[0] != ' ') {
			if (line[0] && line[0] != '.' && strchr(line, ':')) {
				cur = none;     /* a function */
				nrd = 0;
				dead = 0;
			} else if (line[0] == '.' && strchr(line, ':')) {
				/* a local label: what falls through, met with what
				 * every branch to it brings */
				VLabel *b = vlabel(*lab, *nlab, line, strcspn(line, ":"));

				if (b && dead) {
					memcpy(rd, b->rd, sizeof rd);
					nrd = b->nrd;
				} else if (b)
					vreg_meet(rd, &nrd, b->rd, b->nrd);
				cur.joined |= b != NULL;
				dead = 0;
			}
			continue;
		}
		op = line + strspn(line, " \t");
		snprintf(whole, sizeof whole, "%s", op);
		for (char *w = whole; *w; w++)
			*w = *w == '\t' ? ' ' : *w;
		n = strcspn(op, " \t");
		if (!n || n >= sizeof cur.ins)
			continue;
		op[n] = 0;
		for (char *p = op + n + 1; nf < 8 && p < line + len; ) {
			p += strspn(p, " \t");
			f[nf++] = p;
			p += strcspn(p, ",");
			if (*p)
				*p++ = 0;
			else
				break;
		}
		for (int i = 0; i < nf; i++)
			f[i][strcspn(f[i], " \t")] = 0;
		if (strcmp(op, "vsetvli") == 0 || strcmp(op, "vsetivli") == 0 || strcmp(op, "vsetvl") == 0) {
			VReg w = {.vset = 1};

			if (nf < 2)
				continue;
			/* zero,zero keeps vl; rd,zero is VLMAX */
			snprintf(cur.avl, sizeof cur.avl, "%.15s", strcmp(f[1], "zero") != 0 ? f[1] :
			    strcmp(f[0], "zero") != 0 ? "vlmax" : "keep");
			if (strcmp(f[1], "zero") != 0 || strcmp(f[0], "zero") != 0) {
				cur.vset = cur.wsew = cur.wlmul8 = cur.nkv = 0;
				cur.wsrc[0] = 0;
				for (int k = 0; k < nrd; k++)
					if (strcmp(rd[k].r, f[1]) == 0) {
						cur.vset = rd[k].vset;
						cur.wsew = rd[k].sew;
						cur.wlmul8 = rd[k].lmul8;
						snprintf(cur.wsrc, sizeof cur.wsrc, "%s", rd[k].src);
						cur.nkv = rd[k].nk;
						memcpy(cur.kv, rd[k].k, sizeof cur.kv);
					}
				if (isdigit((unsigned char)f[1][0])) {
					cur.nkv = 1;
					cur.kv[0] = strtoll(f[1], NULL, 0);
				}
			}
			cur.fresh = strcmp(f[0], "zero") != 0;
			cur.joined = 0;
			cur.sew = cur.lmul8 = cur.tu = cur.mu = 0;
			for (int i = 2; i < nf; i++) {
				int x = atoi(f[i] + 1 + (f[i][1] == 'f'));

				if (f[i][0] == 'e' && x >= 8 && x <= 64 && !(x & (x - 1)))
					cur.sew = x;
				else if (f[i][0] == 'm' && f[i][1] == 'f' && (x == 2 || x == 4 || x == 8))
					cur.lmul8 = 8 / x;
				else if (f[i][0] == 'm' && (x == 1 || x == 2 || x == 4 || x == 8))
					cur.lmul8 = 8 * x;
				else if (strcmp(f[i], "tu") == 0)
					cur.tu = 1;
				else if (strcmp(f[i], "mu") == 0)
					cur.mu = 1;
			}
			w.sew = cur.sew;
			w.lmul8 = cur.lmul8;
			snprintf(w.src, sizeof w.src, "%.15s", f[1]);
			/* its vl is its AVL at every VLEN if every value the AVL may
			 * hold is at most its VLMAX at VLEN 128 */
			if (strcmp(f[1], "zero") != 0 && cur.sew && cur.lmul8) {
				w.nk = cur.nkv;
				memcpy(w.k, cur.kv, sizeof w.k);
				for (int i = 0; i < w.nk; i++)
					if (w.k[i] < 0 || w.k[i] > 128 * cur.lmul8 / 8 / cur.sew)
						w.nk = 0;
			}
			vreg_write(rd, &nrd, f[0], &w);
			continue;
		}
		if (op[0] != 'v' || (nf > 0 && f[0][0] && strchr("astf", f[0][0]))) {
			/* a scalar write: the first operand, but for stores, branches
			 * and jumps; a call may change every caller-saved register */
			static const char *nowrite[] = {"sb", "sh", "sw", "sd", "fsh", "fsw", "fsd", "j", "jr",
			    "ret", "tail", "nop", "fence", "ecall", "ebreak", "csrw", "csrs", "csrc", "csrwi",
			    "csrsi", "csrci", "fsrm", "fsrmi", "fsflags", "fscsr"};
			int writes = nf > 0 && op[0] != 'b';

			for (size_t k = 0; k < sizeof nowrite / sizeof *nowrite; k++)
				writes &= strcmp(op, nowrite[k]) != 0;
			if (strcmp(op, "call") == 0 || strcmp(op, "jal") == 0 || strcmp(op, "jalr") == 0) {
				static const char *clob[] = {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "t0",
				    "t1", "t2", "t3", "t4", "t5", "t6", "ra"};

				for (size_t k = 0; k < sizeof clob / sizeof *clob; k++)
					vreg_write(rd, &nrd, clob[k], &other);
			} else if (writes && strcmp(op, "li") == 0 && nf == 2) {
				VReg w = other;

				w.li = 1;
				w.imm = strtoll(f[1], NULL, 0);
				w.nk = 1;
				w.k[0] = w.imm;
				vreg_write(rd, &nrd, f[0], &w);
			} else if (writes)
				vreg_write(rd, &nrd, f[0], &other);
			/* a branch or jump to a local label: the writes it brings */
			if (nf > 0 && f[nf - 1][0] == '.' && (cond_branch(op) || strcmp(op, "j") == 0)) {
				VLabel *b = vlabel(*lab, *nlab, f[nf - 1], strlen(f[nf - 1]));

				if (!b && strlen(f[nf - 1]) < sizeof b->name) {
					grow(lab, cap, *nlab + 1, sizeof **lab);
					b = &(*lab)[(*nlab)++];
					snprintf(b->name, sizeof b->name, "%s", f[nf - 1]);
					memcpy(b->rd, rd, sizeof rd);
					b->nrd = nrd;
					changed = 1;
				} else if (b)
					changed |= vreg_meet(b->rd, &b->nrd, rd, nrd);
			}
			/* what follows a jump or a return is reached by a branch
			 * from elsewhere: its vtype and registers are not the text's
			 * above it (unknown until the next vsetvli; the registers
			 * are those the branches to its label bring) */
			if (strcmp(op, "j") == 0 || strcmp(op, "jr") == 0 || strcmp(op, "ret") == 0 ||
			    strcmp(op, "tail") == 0) {
				cur = none;
				nrd = 0;
				dead = 1;
			}
			if (op[0] != 'v' && !(nf == 2 && op[0] == 's' && strchr("bhwd", op[1]) && !op[2] &&
			    strchr("ast", f[0][0]) && isdigit((unsigned char)f[0][1]) && strlen(f[0]) < 4))
				continue;
		}
		grow(&a->v, &a->cap, a->n + 1, sizeof *a->v);
		a->v[a->n] = cur;
		a->v[a->n].store = op[0] != 'v';
		for (int i = !a->v[a->n].store; i < nf && !a->v[a->n].xr[0]; i++)
			if (strchr("ast", f[i][0]) && isdigit((unsigned char)f[i][1]) && strlen(f[i]) < 4) {
				snprintf(a->v[a->n].xr, sizeof a->v[a->n].xr, "%s", f[i]);
				for (int k = 0; k < nrd; k++)
					if (strcmp(rd[k].r, f[i]) == 0) {
						VIns *v = &a->v[a->n];

						v->xvset = rd[k].vset;
						v->xsew = rd[k].sew;
						v->xlmul8 = rd[k].lmul8;
						snprintf(v->xsrc, sizeof v->xsrc, "%s", rd[k].src);
						v->xli = rd[k].li;
						v->ximm = rd[k].imm;
					}
			}
		snprintf(a->v[a->n].ins, sizeof cur.ins, "%s", op);
		snprintf(a->v[a->n++].txt, sizeof cur.txt, "%s", whole);
	}
	return changed;
}

/* the vector instructions of an assembly text, each with the vtype and
 * AVL the last vsetvli before it in the text set (a function's label
 * starts afresh, and so does the code after a jump or a return: the
 * vtype it runs under is unknown until its own vsetvli), and the last
 * writes of its AVL register on every path to it: at a local label the
 * writes that fall through are met with those of each branch and jump to
 * it (vreg_meet), over the text again until no label's writes change, so that a
 * vsetvl's result written on one path only is no vsetvl's */
static void
vasm_parse(VAsm *a, const char *text)
{
	VLabel *lab = NULL;
	int nlab = 0, cap = 0, changed = 1;

	memset(a, 0, sizeof *a);
	for (int round = 0; changed && round < 8; round++) {
		a->n = 0;
		changed = vasm_walk(a, text, &lab, &nlab, &cap);
	}
	free(lab);
}

/* what an instruction demands of vtype: 0 nothing, 1 the SEW/LMUL ratio,
 * 2 the SEW, 3 SEW and LMUL */
static int
vdemand(const char *m)
{
	size_t n = strcspn(m, ".");
	const char *d = m + n;

	if (whole_register(m))
		return 0;
	if (strcmp(m, "vmv.x.s") == 0 || strcmp(m, "vfmv.f.s") == 0 || strcmp(m, "vmv.s.x") == 0 ||
	    strcmp(m, "vfmv.s.f") == 0)
		return 2;
	if (strcmp(m, "vlm.v") == 0 || strcmp(m, "vsm.v") == 0 || strcmp(d, ".mm") == 0 || strcmp(d, ".m") == 0)
		return 1;       /* vmand.mm, vcpop.m, vfirst.m, vmsbf.m */
	/* vle8.v, vse16.v, vlse32.v, vle64ff.v, vlseg2e16.v, vssseg3e8.v: an
	 * 'e' and the EEW's digits right before the '.' or "ff." (not the
	 * indexed vluxei16.v, not vslide1up.vx) */
	if (m[1] == 'l' || m[1] == 's') {
		const char *end = d - (n > 2 && strncmp(d - 2, "ff", 2) == 0 ? 2 : 0), *e = end;

		while (e > m && e[-1] >= '0' && e[-1] <= '9')
			e--;
		if (e < end && e > m + 1 && e[-1] == 'e')
			return 1;
	}
	return 3;
}

/* the fault (vl, sew, policy, ratio) and a sentence, or 0 if none is seen.
 * The second scheduling runs after the vsetvl pass and may order the two
 * builds' instructions differently: the k-th instruction of a text in the
 * failing build is the k-th of the same text in the other. */
static int
vasm_fault(const VAsm *bad, const VAsm *good, char *fault, size_t nf, Buf *why)
{
	for (int i = 0; i < bad->n; i++) {
		const VIns *b = &bad->v[i], *g = NULL;
		int dem = vdemand(b->ins), k = 0, same;

		for (int j = 0; j < i; j++)
			k += strcmp(bad->v[j].txt, b->txt) == 0;
		for (int j = 0; j < good->n && !g; j++)
			if (strcmp(good->v[j].txt, b->txt) == 0 && k-- == 0)
				g = &good->v[j];
		if (!g || !dem || ((!b->sew || !g->sew || !b->lmul8 || !g->lmul8) && !b->store))
			continue;
		/* its AVL register holds a vsetvl's result with the simple
		 * strategy; here its last write before it is no vsetvli's */
		if (!b->store && dem != 2 && strcmp(b->avl, g->avl) == 0 && g->vset && !b->vset && !b->fresh &&
		    b->avl[0] && strchr("ast", b->avl[0]) &&
		    /* vsetvli R,R of its own ratio, then R as the AVL: the same vl */
		    !(strcmp(g->wsrc, b->avl) == 0 && g->wsew * b->lmul8 == b->sew * g->wlmul8)) {
			snprintf(fault, nf, "vl");
			buf_printf(why, "vl: %s takes its AVL from %s, which a vsetvl's result sets before it with "
			    "the simple strategy, and here its last value before it is no vsetvl's", b->txt, b->avl);
			return 1;
		}
		/* its AVL register holds a vsetvl's result in both, but here
		 * another vsetvl's, of another AVL: the one meant for it was
		 * deleted and its register left as an earlier one set it */
		if (!b->store && dem != 2 && strcmp(b->avl, g->avl) == 0 && g->vset && b->vset && !b->fresh &&
		    b->avl[0] && strchr("ast", b->avl[0]) && isdigit((unsigned char)b->wsrc[0]) &&
		    isdigit((unsigned char)g->wsrc[0]) && strcmp(b->wsrc, g->wsrc) != 0) {
			snprintf(fault, nf, "vl");
			buf_printf(why, "vl: %s takes its AVL from %s, which a vsetvl of AVL %s sets before it "
			    "with the simple strategy, and here one of AVL %s", b->txt, b->avl, g->wsrc, b->wsrc);
			return 1;
		}
		/* a scalar operand that holds a vsetvl's result with the simple
		 * strategy (the vl used as a value, or taken for an equal
		 * constant): here its last write is neither a vsetvli's nor an li
		 * of that AVL (the result dropped), or a vsetvli's of another
		 * constant AVL (the vsetvl merged into a later one) */
		if (b->xr[0] && strcmp(b->xr, g->xr) == 0 && g->xvset &&
		    !(b->xli && isdigit((unsigned char)g->xsrc[0]) && b->ximm == atoll(g->xsrc)) &&
		    (!b->xvset || (isdigit((unsigned char)g->xsrc[0]) && isdigit((unsigned char)b->xsrc[0]) &&
		    strcmp(b->xsrc, g->xsrc) != 0))) {
			snprintf(fault, nf, "vl");
			buf_printf(why, "vl: %s reads %s, which a vsetvl of AVL %s sets before it with the simple "
			    "strategy, and here %s%s", b->txt, b->xr, g->xsrc, b->xvset ? "one of AVL " :
			    "its last value before it is no vsetvl's", b->xvset ? b->xsrc : "");
			return 1;
		}
		/* or here the vl of a vsetvl of a constant AVL K, which is K at
		 * every VLEN (K at most its VLMAX at VLEN 128), where with the
		 * simple strategy the register holds another constant, loaded:
		 * the compiler took the vl for an equal constant, and the vsetvl
		 * pass changed that vsetvl's AVL */
		if (b->xr[0] && strcmp(b->xr, g->xr) == 0 && b->xvset && g->xli && isdigit((unsigned char)b->xsrc[0]) &&
		    b->xsew && b->xlmul8 && atoll(b->xsrc) <= 128 * b->xlmul8 / 8 / b->xsew && atoll(b->xsrc) != g->ximm) {
			snprintf(fault, nf, "vl");
			buf_printf(why, "vl: %s reads %s, which holds %lld with the simple strategy, and here the vl "
			    "of a vsetvl of AVL %s", b->txt, b->xr, g->ximm, b->xsrc);
			return 1;
		}
		if (b->store)
			continue;       /* a scalar store asks nothing of vtype */
		/* its AVL register holds a value known at every VLEN on each
		 * path to its vsetvli in both, and the two sets of values differ:
		 * on some path it runs with another vl (the vsetvl meant for it
		 * deleted, an earlier one's vl left in its register).  Not when a
		 * label branched to lies between the vsetvli and it: the vl then
		 * comes from each path's own vsetvli, and the values read are
		 * those of the one path that falls through */
		if (dem != 2 && strcmp(b->avl, g->avl) == 0 && !b->fresh && b->avl[0] && strchr("ast", b->avl[0]) &&
		    !b->joined && !g->joined && b->nkv && g->nkv && !vals_same(b->kv, b->nkv, g->kv, g->nkv)) {
			char vb[64], vg[64];

			snprintf(fault, nf, "vl");
			buf_printf(why, "vl: %s takes its AVL from %s, which holds %s on the paths to it with the "
			    "simple strategy, and here %s", b->txt, b->avl, vals_str(vg, sizeof vg, g->kv, g->nkv),
			    vals_str(vb, sizeof vb, b->kv, b->nkv));
			return 1;
		}
		same = b->sew * g->lmul8 == g->sew * b->lmul8;
		if ((dem == 2 || dem == 3) && b->sew != g->sew)
			snprintf(fault, nf, "%s", same || dem == 2 ? "sew" : "ratio");
		else if (dem == 3 && b->lmul8 != g->lmul8)
			snprintf(fault, nf, "ratio");
		else if (dem == 1 && !same)
			snprintf(fault, nf, "ratio");
		else if ((g->tu && !b->tu) || (g->mu && !b->mu))
			snprintf(fault, nf, "policy");
		else
			continue;
		buf_printf(why, "%s: %s runs under e%d,%s%d%s%s where the simple strategy puts e%d,%s%d%s%s",
		    fault, b->txt, b->sew, b->lmul8 < 8 ? "mf" : "m", b->lmul8 < 8 ? 8 / b->lmul8 : b->lmul8 / 8,
		    b->tu ? ",tu" : ",ta", b->mu ? ",mu" : ",ma", g->sew, g->lmul8 < 8 ? "mf" : "m",
		    g->lmul8 < 8 ? 8 / g->lmul8 : g->lmul8 / 8, g->tu ? ",tu" : ",ta", g->mu ? ",mu" : ",ma");
		return 1;
	}
	return 0;
}

int
vsetvl_fault(const char *bad, const char *simple, char *fault, size_t nf, Buf *why)
{
	VAsm a[2];
	int r;

	vasm_parse(&a[0], bad);
	vasm_parse(&a[1], simple);
	r = vasm_fault(&a[0], &a[1], fault, nf, why);
	free(a[0].v);
	free(a[1].v);
	return r;
}

/* ---- where the writes of vxrm went wrong, read from the assembly ----
 *
 * A fixed-point instruction (vaadd, vasub, vsmul, vssrl, vssra, vnclip and
 * their unsigned forms) rounds as vxrm says, which the compiler writes
 * (csrwi vxrm,N) from each intrinsic's vxrm operand.  vxrm is not
 * preserved across calls and is unspecified at a function's entry (the
 * psABI), so every path from a call, or from the entry of a function other
 * files may call, to such an instruction must write it.  Over each
 * function's control flow (its labels, branches and jumps; a call returns
 * to the next instruction) the values vxrm may hold before each
 * instruction are: 0 to 3, written; unset (the entry or a call since the
 * last write); any (written from a register, or through vcsr).  The first
 * fixed-point instruction in the text that
 *   vxrm-call   may run with vxrm unset, or
 *   vxrm-value  may run with a value which no intrinsic of its mnemonic
 *               and form (vaaddu.vv: __riscv_vaaddu_vv_...) in the source
 *               asks for
 * gives the fault; failing that, a form whose intrinsics ask for several
 * modes, with at least as many instructions as modes, none of which may
 * run with one of those modes, is vxrm-value too (h2811's 0076: vaaddu.vv
 * asked for rdn in one loop and rne in the next, and the write of rne
 * hoisted over the first loop, right after the write of rdn).  Which
 * intrinsic an instruction comes from the text does not say, so that is
 * all the reader can tell of such a form.  A compiler's mode switching
 * puts a write on every path (it does not reason about which branches go
 * together), so either is a wrong placement of vxrm's writes, whatever
 * the values checked show. */

enum { XUNSET = 1 << 4, XANY = 1 << 5 };

static const char *const xmnem[] = {"vaadd", "vaaddu", "vasub", "vasubu", "vsmul", "vssrl", "vssra",
    "vnclip", "vnclipu"};
static const char *const xname[] = {"rnu", "rne", "rdn", "rod"};

typedef struct {
	char op[24];            /* mnemonic; "" for a label */
	char arg[64];           /* operands without blanks; a label's name */
	char txt[80];           /* the whole instruction */
	int at;                 /* its line in the text, from 0 */
} XLine;

enum { NXFORM = 2 * sizeof xmnem / sizeof *xmnem };

/* The fixed-point instruction or intrinsic m and its form: 2k for a vector
 * operand (vaadd.vv, vnclip.wv; __riscv_vaadd_vv_...), 2k+1 for a scalar
 * or immediate one (vssrl.vx, vssrl.vi, vnclip.wx; __riscv_vssrl_vx_...),
 * k its index in xmnem; -1 for anything else.  sep: '.' for an
 * instruction, '_' for an intrinsic's name after __riscv_ */
static int
xform(const char *m, char sep)
{
	size_t n = strcspn(m, sep == '.' ? ". \t\n" : "_( \n");

	if (m[n] != sep || !m[n + 1] || !m[n + 2])
		return -1;
	for (size_t k = 0; k < sizeof xmnem / sizeof *xmnem; k++)
		if (strlen(xmnem[k]) == n && strncmp(m, xmnem[k], n) == 0)
			return (int)(2 * k) + (m[n + 2] == 'x' || m[n + 2] == 'i');
	return -1;
}

/* a call, after which vxrm is unset */
static int
xcall(const XLine *l)
{
	return strcmp(l->op, "call") == 0 || ((strcmp(l->op, "jal") == 0 || strcmp(l->op, "jalr") == 0) &&
	    strncmp(l->arg, "zero,", 5) != 0);
}

/* what one instruction makes of the values vxrm may hold */
static unsigned
xtransfer(const XLine *l, unsigned in)
{
	const char *csr = l->arg;

	if (xcall(l))
		return XUNSET;
	if (strncmp(l->op, "csr", 3) != 0)
		return in;
	if (strncmp(l->op, "csrr", 4) == 0)     /* csrrw rd,csr,...; csrr rd,csr only reads */
		csr = strcmp(l->op, "csrr") == 0 ? "" : strchr(l->arg, ',') ? strchr(l->arg, ',') + 1 : "";
	if (strncmp(csr, "vxrm,", 5) == 0) {
		const char *v = csr + 5;

		if ((strcmp(l->op, "csrwi") == 0 || strcmp(l->op, "csrrwi") == 0) && v[0] >= '0' && v[0] <= '3' &&
		    !v[1])
			return 1u << (v[0] - '0');
		return XANY;
	}
	return strncmp(csr, "vcsr,", 5) == 0 ? XANY : in;
}

/* the index of label name in l[0 .. n), or -1 */
static int
xlabel(const XLine *l, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!l[i].op[0] && strcmp(l[i].arg, name) == 0)
			return i;
	return -1;
}

enum { XRUNS = 8 };

/* What the source asks of each form k (xform) of the fixed-point
 * intrinsics: __riscv_vssra_vv_i32m8_m(..., __RISCV_VXRM_ROD, vl); */
typedef struct {
	unsigned mode[NXFORM];          /* bit v: an intrinsic asks for vxrm v */
	int nrun[NXFORM];               /* the modes in source order, a repeat merged with */
	signed char run[NXFORM][XRUNS]; /* the one before: run[k][0 .. nrun) (-1: more than XRUNS) */
} XReq;

/* What the text does with them: of the fixed-point instructions of each
 * form, the values any of them may run with, how many there are and the
 * first one's mnemonic */
typedef struct {
	unsigned may[NXFORM];
	int n[NXFORM];
	char op[NXFORM][24];
} XSeen;

/* "1 (rne)", "1 (rne) or 2 (rdn)", "0 (rnu), 1 (rne) or 2 (rdn)" */
static void
xmodes(Buf *b, unsigned m)
{
	int left = bits_set(m & 15);

	for (int v = 0; v < 4; v++)
		if (m & (1u << v)) {
			buf_printf(b, "%d (%s)%s", v, xname[v], left > 2 ? ", " : left == 2 ? " or " : "");
			left--;
		}
}

/* The fault of one function l[0 .. n) whose entry holds `entry`, if none
 * is found yet (*found), adding its fixed-point instructions to s;
 * restore (if not NULL): for each call before which vxrm holds one value,
 * that value at the call's line */
static void
xfunction(const XLine *l, int n, unsigned entry, const XReq *q, XSeen *s, char *fault, size_t nf, Buf *why,
    int *found, signed char *restore)
{
	unsigned *in = xcalloc((size_t)n + 1, sizeof *in);
	int changed = 1;

	if (n)
		in[0] = entry;
	while (changed) {
		changed = 0;
		for (int i = 0; i < n; i++) {
			unsigned out = xtransfer(&l[i], in[i]);
			int to = -1, falls = 1;

			if (cond_branch(l[i].op) || strcmp(l[i].op, "j") == 0) {
				const char *t = strrchr(l[i].arg, ',') ? strrchr(l[i].arg, ',') + 1 : l[i].arg;

				to = xlabel(l, n, t);
				falls = l[i].op[0] == 'b';
			} else if (strcmp(l[i].op, "jr") == 0 || strcmp(l[i].op, "ret") == 0 ||
			    strcmp(l[i].op, "tail") == 0 || (strcmp(l[i].op, "jalr") == 0 &&
			    strncmp(l[i].arg, "zero,", 5) == 0))
				falls = 0;
			if (falls && (in[i + 1] | out) != in[i + 1]) {
				in[i + 1] |= out;
				changed = 1;
			}
			if (to >= 0 && (in[to] | out) != in[to]) {
				in[to] |= out;
				changed = 1;
			}
		}
	}
	for (int i = 0; restore && i < n; i++)
		for (int v = 0; v < 4; v++)
			if (xcall(&l[i]) && in[i] == 1u << v)
				restore[l[i].at] = (signed char)v;
	for (int i = 0; i < n; i++) {
		int k = l[i].op[0] == 'v' ? xform(l[i].op, '.') : -1;
		unsigned want = k >= 0 ? q->mode[k] : 0;

		if (k < 0)
			continue;
		if (!s->n[k]++)
			snprintf(s->op[k], sizeof s->op[k], "%s", l[i].op);
		s->may[k] |= in[i];
		if (*found || !(in[i] & (XUNSET | 15)))
			continue;
		if (in[i] & XUNSET) {
			snprintf(fault, nf, "vxrm-call");
			buf_printf(why, "call: %s may run with vxrm unset: a path from a call, or from its "
			    "function's entry, reaches it with no write of vxrm (which calls do not preserve)",
			    l[i].txt);
			*found = 1;
		} else if (want && (in[i] & 15 & ~want)) {
			int v = 0;

			while (!(in[i] & ~want & (1u << v)))
				v++;
			snprintf(fault, nf, "vxrm-value");
			buf_printf(why, "value: %s may run with vxrm %d (%s) where its intrinsics ask for ",
			    l[i].txt, v, xname[v]);
			xmodes(why, want);
			*found = 1;
		}
	}
	free(in);
}

/* what the source asks of each form */
static void
xreq(const char *csrc, XReq *q)
{
	memset(q, 0, sizeof *q);
	for (const char *p = csrc; p && (p = strstr(p, "__riscv_")); ) {
		const char *m = p + 8, *x;
		int k = xform(m, '_');

		p = m;
		if (k < 0 || !(x = strstr(m, "__RISCV_VXRM_")) || x > m + strcspn(m, ";"))
			continue;
		for (int v = 0; v < 4; v++) {
			int *r = &q->nrun[k];

			if (strncasecmp(x + 13, xname[v], 3) != 0)
				continue;
			q->mode[k] |= 1u << v;
			if (*r >= 0 && (*r == 0 || q->run[k][*r - 1] != v)) {
				if (*r < XRUNS)
					q->run[k][*r] = (signed char)v;
				*r = *r < XRUNS ? *r + 1 : -1;
			}
		}
	}
}

/* vxrm_fault, and with restore (one entry per line of text, -1) what
 * xfunction says of each call; seen: the fixed-point instructions */
static int
xscan(const char *text, const char *csrc, char *fault, size_t nf, Buf *why, signed char *restore, XSeen *seen)
{
	int n = 0, cap = 0, found = 0, global = 0, at = 0;
	XLine *l = NULL;
	XReq q;

	xreq(csrc, &q);
	memset(seen, 0, sizeof *seen);
	/* function by function: a label at a line's start, no local one */
	for (const char *t = text; !found || restore; at++) {
		size_t len = t && *t ? strcspn(t, "\n") : 0;
		int end = !t || !*t, func = !end && (isalpha((unsigned char)*t) || *t == '_') && memchr(t, ':', len);
		char line[256], *op;

		if (end || func) {
			if (n)
				xfunction(l, n, global ? XUNSET : XANY, &q, seen, fault, nf, why, &found, restore);
			n = 0;
			if (end)
				break;
			if (len < 120) {        /* may other files call it? */
				char want[160];
				int m = (int)strcspn(t, ":");

				snprintf(want, sizeof want, ".globl\t%.*s\n", m, t);
				global = strstr(text, want) != NULL;
				snprintf(want, sizeof want, ".globl %.*s\n", m, t);
				global |= strstr(text, want) != NULL;
			}
		} else if (len < sizeof line) {
			memcpy(line, t, len);
			line[len] = 0;
			line[strcspn(line, "#")] = 0;
			op = line + strspn(line, " \t");
			grow(&l, &cap, n + 1, sizeof *l);
			memset(&l[n], 0, sizeof *l);
			l[n].at = at;
			if (op == line && *op == '.' && strchr(op, ':')) {
				/* a local label, .L5: or .LBB0_3: (directives have no ':') */
				snprintf(l[n].arg, sizeof l[n].arg, "%.*s", (int)strcspn(op, ":"), op);
				n++;
			} else if (op != line && *op && *op != '.' && strcspn(op, " \t") < sizeof l[n].op) {
				size_t m = strcspn(op, " \t");
				char *d = l[n].arg;

				snprintf(l[n].op, sizeof l[n].op, "%.*s", (int)m, op);
				for (const char *c = op + m; *c && d < l[n].arg + sizeof l[n].arg - 1; c++)
					if (!isspace((unsigned char)*c))
						*d++ = *c;
				*d = 0;
				snprintf(l[n].txt, sizeof l[n].txt, "%s", op);
				for (char *w = l[n].txt; *w; w++)
					*w = *w == '\t' ? ' ' : *w;
				n++;
			}
		}
		t += len + (t[len] == '\n');
	}
	free(l);
	/* a form asked for several modes: one of them none of its
	 * instructions may run with (when there are enough of them to tell,
	 * and every one runs with a value written as a constant) */
	for (int k = 0; k < NXFORM && !found; k++) {
		unsigned miss = q.mode[k] & ~seen->may[k];
		int v = 0;

		if (bits_set(q.mode[k]) < 2 || !miss || seen->n[k] < bits_set(q.mode[k]) ||
		    !(seen->may[k] & 15) || (seen->may[k] & (XANY | XUNSET)))
			continue;
		while (!(miss & (1u << v)))
			v++;
		snprintf(fault, nf, "vxrm-value");
		buf_printf(why, "value: none of the %d %s may run with vxrm %d (%s), which one of its intrinsics "
		    "asks for; each may run with ", seen->n[k], seen->op[k], v, xname[v]);
		xmodes(why, seen->may[k] & 15);
		found = 1;
	}
	return found;
}

int
vxrm_fault(const char *text, const char *csrc, char *fault, size_t nf, Buf *why)
{
	XSeen seen;

	return xscan(text, csrc, fault, nf, why, NULL, &seen);
}

/* The nth way of cutting n instructions of a form, in text order, into
 * r runs, the first cut (at an instruction from 1 to n - 1) moving last:
 * cut[0 .. r-1); 0 if there are fewer than nth + 1 ways */
static int
xcut(int n, int r, long nth, int *cut)
{
	for (int j = 0; j < r - 1; j++)
		cut[j] = j + 1;
	if (r > n)
		return 0;
	while (nth-- > 0) {
		int j = r - 2;

		while (j >= 0 && cut[j] == n - 1 - (r - 2 - j))
			j--;
		if (j < 0)
			return 0;
		cut[j]++;
		for (int i = j + 1; i < r - 1; i++)
			cut[i] = cut[i - 1] + 1;
	}
	return 1;
}

/* C(n - 1, r - 1), at most cap */
static long
xways(int n, int r, long cap)
{
	long w = 1;

	if (r < 1 || r > n)
		return 1;
	for (int i = 1; i < r && w < cap; i++)
		w = w * (n - i) / i;    /* exact: a product of i consecutive integers over i! */
	return w < cap ? w : cap;
}

/* The nth way (from 0) of mending the assembly text as its compiler meant
 * it: vxrm written (csrwi vxrm,N) right before every fixed-point
 * instruction as its intrinsics ask, and again after every call before
 * which it held one value (the mode the caller set, which the callee need
 * not keep).  A form whose intrinsics ask for one mode has one way; one
 * whose intrinsics ask for r runs of modes in source order (rdn, rne) has
 * a way for each cut of its n instructions, in text order, into r runs,
 * the first cut moving last (rdn for the first instruction, rne for the
 * other eight; then rdn for two ...).  1 if the nth way exists and writes
 * anything */
int
vxrm_patch(const char *text, const char *csrc, long nth, Buf *out)
{
	int at = 0, any = 0, cut[NXFORM][XRUNS], seenk[NXFORM] = {0};
	signed char *restore;
	char fault[16];
	size_t nl = 1;
	Buf why = {0};
	XSeen s;
	XReq q;

	for (const char *t = text; *t; t++)
		nl += *t == '\n';
	restore = xmalloc(nl);
	memset(restore, -1, nl);
	xscan(text, csrc, fault, sizeof fault, &why, restore, &s);
	buf_free(&why);
	xreq(csrc, &q);
	/* the instructions of each form, counted as the loop that writes
	 * sees them: a line whose first word is a fixed-point mnemonic */
	for (int k = 0; k < NXFORM; k++)
		s.n[k] = 0;
	for (const char *t = text; *t; ) {
		size_t len = strcspn(t, "\n");
		const char *op = t + strspn(t, " \t");
		int k = op > t && *op == 'v' ? xform(op, '.') : -1;

		if (k >= 0)
			s.n[k]++;
		t += len + (t[len] == '\n');
	}
	for (int k = 0; k < NXFORM; k++)
		if (q.nrun[k] > 1 && q.nrun[k] <= s.n[k]) {
			long w = xways(s.n[k], q.nrun[k], 1L << 20);

			xcut(s.n[k], q.nrun[k], nth % w, cut[k]);
			nth /= w;
		}
	if (nth) {
		free(restore);
		return 0;
	}
	for (const char *t = text; *t; at++) {
		size_t len = strcspn(t, "\n");
		const char *op = t + strspn(t, " \t");
		int k = op > t && *op == 'v' ? xform(op, '.') : -1, v = -1;

		if (k >= 0 && q.nrun[k] == 1)
			v = q.run[k][0];
		else if (k >= 0 && q.nrun[k] > 1 && q.nrun[k] <= s.n[k]) {
			int j = 0;

			while (j < q.nrun[k] - 1 && cut[k][j] <= seenk[k])
				j++;
			v = q.run[k][j];
		}
		if (k >= 0)
			seenk[k]++;
		if (v >= 0) {
			buf_printf(out, "\tcsrwi\tvxrm,%d\n", v);
			any = 1;
		}
		buf_printf(out, "%.*s\n", (int)len, t);
		if (restore[at] >= 0) {
			buf_printf(out, "\tcsrwi\tvxrm,%d\n", restore[at]);
			any = 1;
		}
		t += len + (t[len] == '\n');
	}
	free(restore);
	return any;
}
