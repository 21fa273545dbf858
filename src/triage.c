/*
 * Bugs, not buckets.  A bucket's first failure, once rif reduce has
 * reduced it, has a fingerprint (fingerprint.txt, written by rif reduce,
 * read here beside its writer): the class, the compiler and its family,
 * the level, the tuning the failure needs, the first bad pass (or "none":
 * no pass can be left out), the vsetvl pass's fault, the failure's key
 * (the family of the first wrong value, the crash site with versions,
 * offsets and line numbers taken out, the trapping instruction), and the
 * reduced program's operators and edges, without their types.
 *
 * Buckets whose fingerprints have the same bug key (class, compiler
 * family, first bad pass, key; for a fault of the vsetvl pass, read from
 * the assembly by bisect.c: family, pass, fault) are one bug: the
 * tuning, the compiler's version and the operators around the failing one
 * are left out, since one bug shows under many of them (measured:
 * docs/campaign.md).  A bucket without a fingerprint (not reduced, or
 * flaky) is a bug of its own.  A known-bug line "fingerprint FIELD=GLOB
 * ..." (known.c) names a bug by its fingerprint.
 */
#include <string.h>

#include "rif.h"

#define FEWOPS 8        /* a reduced failure of at most this many operators is small */

/* is word w (n bytes) a type: i32m1, u8mf2, f16m4x2, b64 */
static int
type_word(const char *w, size_t n)
{
	size_t i = 1;

	if (n >= 2 && w[0] == 'b') {
		while (i < n && w[i] >= '0' && w[i] <= '9')
			i++;
		return i == n;
	}
	if (n < 3 || !strchr("iuf", w[0]))
		return 0;
	while (i < n && w[i] >= '0' && w[i] <= '9')
		i++;
	if (i == 1 || i >= n || w[i++] != 'm')
		return 0;
	if (i < n && w[i] == 'f')
		i++;
	if (i >= n || !strchr("1248", w[i++]))
		return 0;
	if (i < n && w[i] == 'x')
		i += 2;
	return i == n;
}

/* an operator's name without its types: vfmax_vf_m, vredsum_vs, vle64ff_v_tumu */
void
fp_op_name(const Inst *in, char *out, size_t size)
{
	char full[128], *w = full;
	size_t o = 0;

	inst_name(in, full);
	if (strncmp(w, "__riscv_", 8) == 0)
		w += 8;
	while (*w) {
		size_t n = strcspn(w, "_");

		if (!type_word(w, n) && o + n + 2 < size) {
			if (o)
				out[o++] = '_';
			memcpy(out + o, w, n);
			o += n;
		}
		w += n + (w[n] == '_');
	}
	out[o] = 0;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* words, sorted and joined by spaces into out */
static void
join_sorted(char **w, int n, char *out, size_t size)
{
	size_t o = 0;

	if (n > 1)
		qsort(w, (size_t)n, sizeof *w, cmpstr);
	out[0] = 0;
	for (int i = 0; i < n; i++) {
		size_t l = strlen(w[i]);

		if (o + l + 2 > size)
			break;
		if (o)
			out[o++] = ' ';
		memcpy(out + o, w[i], l + 1);
		o += l;
	}
}

/* a failure's key without what changes from version to version of one
 * bug: hexadecimal offsets and source line numbers become # */
void
fp_norm_key(const char *key, char *out, size_t size)
{
	size_t o = 0;

	for (const char *s = key; *s && o + 3 < size; ) {
		if (s[0] == '0' && s[1] == 'x') {
			out[o++] = '#';
			s += 2;
			while ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f'))
				s++;
		} else if (*s == ':' && s[1] >= '0' && s[1] <= '9') {
			out[o++] = ':';
			out[o++] = '#';
			for (s++; *s >= '0' && *s <= '9'; s++)
				;
		} else
			out[o++] = *s++;
	}
	out[o] = 0;
}

/* the compiler of a build's argv[0]: clang-22, gcc-14 (from
 * riscv64-linux-gnu-gcc-14 or its path), else its base name */
static void
cc_short(const char *exe, char *name, size_t n, char *family, size_t nf)
{
	const char *b = strrchr(exe, '/') ? strrchr(exe, '/') + 1 : exe;
	const char *g = strstr(b, "gcc");

	snprintf(name, n, "%s", g ? g : b);
	snprintf(family, nf, "%s", strstr(b, "clang") ? "clang" : g ? "gcc" : b);
}

void
fp_make(Fingerprint *f, const Repro *rp, const Graph *g, const char *bisect, const char *tune)
{
	char **ops = xcalloc((size_t)g->no + 1, sizeof *ops), **edges = NULL, name[128], pname[128];
	int nops = 0, nedges = 0, cedges = 0;

	memset(f, 0, sizeof *f);
	f->cls = rp->cls;
	cc_short(rp->build[0], f->cc, sizeof f->cc, f->family, sizeof f->family);
	for (char **w = rp->build; *w; w++)
		if (strncmp(*w, "-O", 2) == 0)
			snprintf(f->level, sizeof f->level, "%s", *w);
	/* the tuning flags the failure needs: "tuning: FLAG kept (...)" */
	for (const char *t = tune; t && (t = strstr(t, "tuning: ")); t++) {
		size_t n = strcspn(t + 8, " ");

		if (strncmp(t + 8 + n, " kept", 5) == 0 && strlen(f->tune) + n + 2 < sizeof f->tune)
			snprintf(f->tune + strlen(f->tune), sizeof f->tune - strlen(f->tune), "%s%.*s",
			    f->tune[0] ? " " : "", (int)n, t + 8);
	}
	/* bisect.txt: "first bad pass: NAME", "first bad pass: none that ..." (no
	 * pass can be left out) or "first bad pass: unknown (...)" */
	if (bisect && strncmp(bisect, "first bad pass: ", 16) == 0)
		snprintf(f->pass, sizeof f->pass, "%.*s", (int)strcspn(bisect + 16, "\n"), bisect + 16);
	if (strncmp(f->pass, "none", 4) == 0)
		snprintf(f->pass, sizeof f->pass, "none");      /* none that ... can leave out */
	else if (strncmp(f->pass, "unknown", 7) == 0)
		f->pass[0] = 0;                                 /* unknown (...) */
	/* "vsetvl fault: KIND: ..." (not "unknown", not "none seen"): KIND;
	 * "vxrm fault: KIND: ...": vxrm-KIND */
	for (const char *t = bisect; t && (t = strstr(t, "vsetvl fault: ")); t++) {
		size_t n = strcspn(t + 14, ": \n");

		if (t[14 + n] == ':' && n < sizeof f->fault)
			snprintf(f->fault, sizeof f->fault, "%.*s", (int)n, t + 14);
	}
	for (const char *t = bisect; t && (t = strstr(t, "vxrm fault: ")); t++) {
		size_t n = strcspn(t + 12, ": \n");

		if (t[12 + n] == ':' && n + 5 < sizeof f->fault)
			snprintf(f->fault, sizeof f->fault, "vxrm-%.*s", (int)n, t + 12);
	}
	fp_norm_key(rp->key, f->key, sizeof f->key);
	for (int k = 0; k < g->no; k++) {
		const Op *o = &g->o[k];

		if (o->init || o->dead)
			continue;
		fp_op_name(&o->in, name, sizeof name);
		ops[nops++] = xstrdup(name);
		for (int r = 0; r < NROLE; r++) {
			int v = o->arg[r], d = v >= 0 ? g->v[v].def : -1;

			if (d < 0 || g->o[d].init || g->o[d].dead)
				continue;
			fp_op_name(&g->o[d].in, pname, sizeof pname);
			grow(&edges, &cedges, nedges + 1, sizeof *edges);
			edges[nedges] = xmalloc(strlen(pname) + strlen(name) + 20);
			sprintf(edges[nedges++], "%s>%s:%s", pname, name, role_name[r]);
		}
	}
	f->nops = nops;
	join_sorted(ops, nops, f->ops, sizeof f->ops);
	join_sorted(edges, nedges, f->edges, sizeof f->edges);
	for (int i = 0; i < nops; i++)
		free(ops[i]);
	for (int i = 0; i < nedges; i++)
		free(edges[i]);
	free(ops);
	free(edges);
}

void
fp_write(const Fingerprint *f, const char *path)
{
	Buf b = {0};

	buf_printf(&b, "rif-fingerprint %s\nclass %s\ncompiler %s\nfamily %s\nlevel %s\ntune %s\n"
	    "pass %s\nfault %s\nkey %s\noperators %d\nops %s\nedges %s\n", RIF_VERSION, class_name(f->cls),
	    f->cc, f->family, f->level[0] ? f->level : "-", f->tune[0] ? f->tune : "-",
	    f->pass[0] ? f->pass : "-", f->fault[0] ? f->fault : "-", f->key, f->nops, f->nops ? f->ops : "-",
	    f->edges[0] ? f->edges : "-");
	kv_seal(&b);
	write_file(path, b.s, b.len);
	buf_free(&b);
}

static void
field(char *dst, size_t n, const char *val, const char *key)
{
	if (strlen(val) >= n)
		err("'%s' is longer than %zu bytes", key, n - 1);
	snprintf(dst, n, "%s", strcmp(val, "-") == 0 ? "" : val);
}

/* 0 if path does not exist; a malformed file is an error naming its line */
int
fp_read(Fingerprint *f, const char *path)
{
	KvFile kv;
	char *key, *val;
	int seen = 0;

	if (!exists(path))
		return 0;
	memset(f, 0, sizeof *f);
	kv_open(&kv, path, "rif-fingerprint");
	while (kv_next(&kv, &key, &val)) {
		if (strcmp(key, "class") == 0) {
			if ((f->cls = class_lookup(val)) < 0)
				err("unknown class '%s'", val);
		} else if (strcmp(key, "compiler") == 0)
			field(f->cc, sizeof f->cc, val, key);
		else if (strcmp(key, "family") == 0)
			field(f->family, sizeof f->family, val, key);
		else if (strcmp(key, "level") == 0)
			field(f->level, sizeof f->level, val, key);
		else if (strcmp(key, "tune") == 0)
			field(f->tune, sizeof f->tune, val, key);
		else if (strcmp(key, "pass") == 0)
			field(f->pass, sizeof f->pass, val, key);
		else if (strcmp(key, "fault") == 0)      /* since rif 0.2.0's vsetvl fault; may be absent */
			field(f->fault, sizeof f->fault, val, key);
		else if (strcmp(key, "key") == 0)
			field(f->key, sizeof f->key, val, key);
		else if (strcmp(key, "operators") == 0)
			f->nops = (int)parse_num("operators", val, 0, 1000000);
		else if (strcmp(key, "ops") == 0)
			field(f->ops, sizeof f->ops, val, key);
		else if (strcmp(key, "edges") == 0)
			field(f->edges, sizeof f->edges, val, key);
		else
			err("%s: unknown key '%s'; accepted: class, compiler, family, level, tune, pass, fault, "
			    "key, operators, ops, edges", err_where, key);
		seen |= 1;
	}
	free(kv.text);
	if (!seen || !f->cc[0])
		err("%s: no class or compiler", path);
	return 1;
}

/* The bug a fingerprint shows: class, compiler family, first bad pass,
 * key.  A fault the vsetvl pass's assembly shows takes the place of the
 * class and the key: whichever value is checked first after the wrong
 * vl or vtype, and whether it traps, is chance.  "sew" and "policy" are
 * one fault, "vtype": a vsetvl kept for its vl rewrites vtype (its
 * ratio-only SEW/LMUL or its any policy) between an instruction and the
 * vsetvli meant for it (measured: every labelled failure of that bug).
 * A fault of vxrm's writes takes the place of the pass and the key: which
 * fixed-point value is checked first is chance, and a search over GCC's
 * passes finds none for it (its mode switching runs at -O0 too), or runs
 * out of time. */
void
fp_bug_key(const Fingerprint *f, char *out, size_t n)
{
	const char *fault = strcmp(f->fault, "sew") == 0 || strcmp(f->fault, "policy") == 0 ? "vtype" : f->fault;

	if (strncmp(fault, "vxrm-", 5) == 0 && f->cls == CL_WRONG)
		snprintf(out, n, "wrong-code %s fault=%s", f->family, fault);
	else if (*fault && (f->cls == CL_WRONG || f->cls == CL_RCRASH))
		snprintf(out, n, "run-time %s pass=%s fault=%s", f->family, f->pass[0] ? f->pass : "?", fault);
	else
		snprintf(out, n, "%s %s pass=%s %s", class_name(f->cls), f->family, f->pass[0] ? f->pass : "?",
		    f->key);
}

/* does the fingerprint have field `name` matching glob p (ops, edges: any
 * of their words)? -1 if there is no such field */
int
fp_field_match(const Fingerprint *f, const char *name, const char *p)
{
	const char *one = strcmp(name, "class") == 0 ? class_name(f->cls) :
	    strcmp(name, "compiler") == 0 ? f->cc : strcmp(name, "family") == 0 ? f->family :
	    strcmp(name, "level") == 0 ? f->level : strcmp(name, "tune") == 0 ? f->tune :
	    strcmp(name, "pass") == 0 ? f->pass : strcmp(name, "fault") == 0 ? f->fault :
	    strcmp(name, "key") == 0 ? f->key : NULL;
	const char *many = strcmp(name, "op") == 0 ? f->ops : strcmp(name, "edge") == 0 ? f->edges : NULL;
	char w[256];

	if (one)
		return glob_match(p, one);
	if (!many)
		return -1;
	for (const char *s = many; *s; ) {
		size_t l = strcspn(s, " ");

		snprintf(w, sizeof w, "%.*s", (int)(l < sizeof w ? l : sizeof w - 1), s);
		if (glob_match(p, w))
			return 1;
		s += l + (s[l] == ' ');
	}
	return 0;
}

/* Does a fingerprint line match f: every FIELD=GLOB term (op, edge: any
 * of the reduced program's operators or edges)?  The glob has no spaces. */
const char *
known_fp_note(const Known *k, const Fingerprint *f)
{
	for (int i = 0; i < k->n; i++) {
		int ok = strncmp(k->pat[i], "fingerprint ", 12) == 0;
		const char *t = ok ? k->pat[i] + 12 : "";

		while (ok && *t) {
			size_t l = strcspn(t, " "), e = strcspn(t, "=");
			char name[32], pat[300];

			if (!l) {
				t++;
				continue;
			}
			snprintf(name, sizeof name, "%.*s", (int)e, t);
			snprintf(pat, sizeof pat, "%.*s", (int)(l - e - 1), t + e + 1);
			ok = fp_field_match(f, name, pat) == 1;
			t += l;
		}
		if (ok)
			return k->note[i];
	}
	return NULL;
}


/* The known bug of a bucket: by its signature (a known list's signature
 * line), or by a fingerprint line whose terms name only what a failure
 * has before it is reduced (class, compiler, family, level, key: the
 * reducer keeps the failing build and the key, so the answer is the one
 * the reduced failure will give); a line that names the first bad pass,
 * an operator or an edge waits for the reduction.  Such a bucket is not
 * reduced: in an hour-long default campaign 25 buckets of GCC's frm bug
 * were waiting for the one reduction slot, each a "new bug". */
const char *
known_bucket(const Camp *c, const char *sig, const char *first)
{
	const char *note = known_note(&c->known, sig);
	const char *cfg = camp_path(c, "failures/%s/failure.cfg", first);
	Repro rp;
	Fingerprint f;

	if (note || !c->known.n || !exists(cfg))
		return note;
	memset(&rp, 0, sizeof rp);
	repro_load(&rp, cfg);
	memset(&f, 0, sizeof f);
	f.cls = rp.cls;
	if (rp.build && rp.build[0]) {
		cc_short(rp.build[0], f.cc, sizeof f.cc, f.family, sizeof f.family);
		for (char **w = rp.build; *w; w++)
			if (strncmp(*w, "-O", 2) == 0)
				snprintf(f.level, sizeof f.level, "%s", *w);
	}
	fp_norm_key(rp.key, f.key, sizeof f.key);
	repro_free(&rp);
	return known_fp_note(&c->known, &f);
}


/* ---- buckets to bugs ---- */

/* add word w to the space-separated set s (size n) if it is not there */
static void
set_add(char *s, size_t n, const char *w)
{
	size_t l = strlen(w);

	if (!*w)
		return;
	for (const char *p = s; (p = strstr(p, w)); p += l)
		if ((p == s || p[-1] == ' ') && (p[l] == ' ' || !p[l]))
			return;
	if (strlen(s) + l + 2 <= n)
		snprintf(s + strlen(s), n - strlen(s), "%s%s", *s ? " " : "", w);
}

/* the words of a bug for its distance to others: class, family, pass,
 * key and its representative's operators */
static int
bug_words(const Bug *b, char (*w)[128], int max)
{
	int n = 0;
	const char *s = b->has_fp && b->fp.nops <= FEWOPS ? b->fp.ops : "";

	snprintf(w[n++], 128, "=%.120s", b->has_fp ? class_name(b->fp.cls) : b->key);
	if (b->has_fp) {
		snprintf(w[n++], 128, "#%.120s", b->fp.family);
		snprintf(w[n++], 128, "@%.120s", b->fp.pass);
		snprintf(w[n++], 128, "!%.120s", b->fp.key);
	}
	while (*s && n < max) {
		size_t l = strcspn(s, " ");

		snprintf(w[n++], 128, "%.*s", (int)(l < 127 ? l : 127), s);
		s += l + (s[l] == ' ');
	}
	return n;
}

/* 1 - |A & B| / |A | B| over the bugs' words */
static double
bug_distance(const Bug *a, const Bug *b)
{
	static char wa[64][128], wb[64][128];
	int na = bug_words(a, wa, 64), nb = bug_words(b, wb, 64), both = 0;

	for (int i = 0; i < na; i++)
		for (int j = 0; j < nb; j++)
			if (strcmp(wa[i], wb[j]) == 0) {
				both++;
				break;
			}
	return 1 - (double)both / (na + nb - both);
}

/* new bugs in the order that puts the most different first (farthest
 * first: the largest, then each time the one farthest from all before) */
static void
order_new(Bug *b, int n)
{
	for (int i = 0; i < n; i++) {
		int best = i;
		double bd = -1;

		for (int k = i; k < n; k++) {
			double d = 2;

			for (int j = 0; j < i; j++) {
				double x = bug_distance(&b[k], &b[j]);

				d = x < d ? x : d;
			}
			if (i == 0)
				d = (double)b[k].tests;
			if (d > bd + 1e-9) {
				bd = d;
				best = k;
			}
		}
		if (best != i) {
			Bug t = b[i];

			b[i] = b[best];
			b[best] = t;
		}
	}
}

static int
cmpknown(const void *x, const void *y)
{
	const Bug *a = x, *b = y;

	if (a->tests != b->tests)
		return a->tests < b->tests ? 1 : -1;
	return a->bk[0] - b->bk[0];
}

int
camp_bugs(const Camp *c, const Bucket *bk, int nbk, Bug **out)
{
	Bug *b = NULL;
	int n = 0, cap = 0, nnew = 0;

	for (int i = 0; i < nbk; i++) {
		Fingerprint fp;
		char key[600];
		int has, k;
		const char *known = bk[i].known;

		if (!class_bug(bk[i].cls))
			continue;
		has = fp_read(&fp, camp_path(c, "failures/%s/fingerprint.txt", bk[i].first));
		if (has && !known)
			known = known_fp_note(&c->known, &fp);
		if (known)     /* one reproducer, one bug: the note's first word names it */
			snprintf(key, sizeof key, "known %.*s", (int)strcspn(known, " "), known);
		else if (has)
			fp_bug_key(&fp, key, sizeof key);
		else
			snprintf(key, sizeof key, "bucket %s", bk[i].sig);
		for (k = 0; k < n && strcmp(b[k].key, key) != 0; k++)
			;
		if (k == n) {
			grow(&b, &cap, n + 1, sizeof *b);
			memset(&b[n], 0, sizeof *b);
			snprintf(b[n].key, sizeof b[n].key, "%s", key);
			b[n].known = known;
			b[n].rep = i;
			b[n].tune_needed = 1;
			n++;
		}
		grow(&b[k].bk, &b[k].capbk, b[k].nbk + 1, sizeof *b[k].bk);
		b[k].bk[b[k].nbk++] = i;
		b[k].tests += bk[i].n;
		if (has) {
			if (!b[k].has_fp || fp.nops < b[k].fp.nops) {
				b[k].fp = fp;
				b[k].rep = i;
			}
			b[k].has_fp = 1;
			set_add(b[k].ccs, sizeof b[k].ccs, fp.cc);
			set_add(b[k].levels, sizeof b[k].levels, fp.level);
			set_add(b[k].tunes, sizeof b[k].tunes, fp.tune);
			b[k].tune_needed &= fp.tune[0] != 0;
		}
	}
	for (int k = 0; k < n; k++)
		b[k].tune_needed &= b[k].has_fp;
	/* new and reduced to a few operators first, then new and reduced no
	 * further, each the most different first; new and not reduced; then
	 * the known, largest first */
	for (int pass = 0; pass < 3; pass++) {
		int from = nnew;

		for (int k = nnew; k < n; k++)
			if (!b[k].known && (pass == 2 || (b[k].has_fp && (pass || b[k].fp.nops <= FEWOPS)))) {
				Bug t = b[nnew];

				b[nnew++] = b[k];
				b[k] = t;
			}
		if (pass < 2)
			order_new(b + from, nnew - from);
		else if (nnew - from > 1)
			qsort(b + from, (size_t)(nnew - from), sizeof *b, cmpknown);
	}
	if (n - nnew > 1)
		qsort(b + nnew, (size_t)(n - nnew), sizeof *b, cmpknown);
	*out = b;
	return n;
}

/* A new bucket not reduced (none was, or its failure did not show again)
 * is no distinct bug yet: it may be one of the others under another
 * tuning or key, or a bug of its own */
int
bug_unreduced(const Bug *b)
{
	return !b->known && !b->has_fp;
}

/* the bugs counted for a headline: the distinct ones (reduced, or known),
 * the new among them, and the new buckets not reduced */
void
bugs_count(const Bug *b, int n, int *distinct, int *nnew, int *unreduced)
{
	*distinct = *nnew = *unreduced = 0;
	for (int k = 0; k < n; k++)
		if (bug_unreduced(&b[k]))
			++*unreduced;
		else {
			++*distinct;
			*nnew += !b[k].known;
		}
}

/* "3 distinct compiler bugs, 1 of them new, and 2 buckets not reduced":
 * the one phrase of summary.txt, the end of rif fuzz and the status line */
void
bugs_phrase(const Bug *b, int n, Buf *out)
{
	int distinct, nnew, unred;

	bugs_count(b, n, &distinct, &nnew, &unred);
	buf_printf(out, "%d distinct compiler bug%s, %d of them new", distinct, distinct == 1 ? "" : "s", nnew);
	if (unred)
		buf_printf(out, ", and %d bucket%s not reduced", unred, unred == 1 ? "" : "s");
}

void
bugs_free(Bug *b, int n)
{
	for (int k = 0; k < n; k++)
		free(b[k].bk);
	free(b);
}

/* a new bug not reduced because its failure did not show again when
 * rif reduce tried (flaky.txt says why: often a compiler whose output
 * changes from build to build) */
int
bug_flaky(const Camp *c, const Bug *b, const Bucket *bk)
{
	return bug_unreduced(b) && exists(camp_path(c, "failures/%s/flaky.txt", bk[b->rep].first));
}

/* a bug in one line: what it is, where, how small, and its reproducer */
void
bug_line(const Camp *c, const Bucket *bk, const Bug *b, Buf *out)
{
	const Bucket *r = &bk[b->rep];

	buf_printf(out, "%-5s  ", b->known ? "known" : bug_unreduced(b) ? "new?" : "NEW");
	if (b->has_fp) {
		buf_printf(out, "%s %s %s", class_name(b->fp.cls), b->ccs, b->levels);
		if (b->tune_needed)
			buf_printf(out, ", needs %s", b->tunes);
		if (b->fp.pass[0])
			buf_printf(out, "; %s", strcmp(b->fp.pass, "none") == 0 ? "no pass to blame" :
			    b->fp.pass);
		if (b->fp.fault[0])
			buf_printf(out, " (fault: %s)", b->fp.fault);
		if (b->fp.nops <= FEWOPS)
			buf_printf(out, "; %s; %d operator%s (%s)  failures/%s/reduced.c", b->fp.key, b->fp.nops,
			    b->fp.nops == 1 ? "" : "s", b->fp.ops, r->first);
		else
			buf_printf(out, "; %s; %d operators (reduced no further)  failures/%s/reduced.c", b->fp.key,
			    b->fp.nops, r->first);
	} else
		buf_printf(out, "%s (%s)  failures/%s", r->sig, bug_flaky(c, b, bk) ? "flaky, not reduced" :
		    "not reduced", r->first);
	if (b->known)
		buf_printf(out, "  known: %s", b->known);
	buf_printf(out, "  (%d bucket%s, %ld test%s)", b->nbk, b->nbk == 1 ? "" : "s", b->tests,
	    b->tests == 1 ? "" : "s");
}
