/*
 * The outcome classes of a test: the table CLASSES (rif.h), read; and the
 * classification of a finished test: its class (the first of the table's
 * precedence it shows, a known bug giving way to the next) and the
 * signature of its bucket.
 */
#include <string.h>
#include <sys/wait.h>

#include "rif.h"

static const struct {
	const char *name, *status, *colour, *meaning;
	int prec, bug;
} cls_row[NCLASS] = {
#define CLASS_ROW(id, name, status, prec, bug, colour, meaning) [id] = {name, status, colour, meaning, prec, bug},
	CLASSES(CLASS_ROW)
#undef CLASS_ROW
};

const char *
class_name(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].name;
}

const char *
class_status(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].status;
}

const char *
class_colour(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].colour;
}

const char *
class_meaning(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].meaning;
}

int
class_bug(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].bug;
}

int
class_by_precedence(int i)
{
	for (int k = 0; k < NCLASS; k++)
		if (cls_row[k].prec == i)
			return k;
	die("no outcome class of precedence %d", i);
	return -1;
}

int
class_lookup(const char *name)
{
	for (int k = 0; k < NCLASS; k++)
		if (strcmp(cls_row[k].name, name) == 0)
			return k;
	return -1;
}

/* ---- classification ---- */

/* runs ri and rj at the same VLEN and fill on the same emulator */
int
same_run(const Camp *c, int ri, int rj)
{
	return c->run[rj].vlen == c->run[ri].vlen && c->run[rj].fill == c->run[ri].fill &&
	    c->run[rj].emu == c->run[ri].emu;
}


/* did two runs end alike, printing the same? */
static int
same_output(Camp *c, Test *t, int ri, int rj)
{
	char *a, *b;
	int same;

	if (t->tr[ri].res != t->tr[rj].res)
		return 0;
	a = read_file(camp_path(c, "work/%06ld/run-%d.out", t->idx, ri), NULL);
	b = read_file(camp_path(c, "work/%06ld/run-%d.out", t->idx, rj), NULL);
	same = a && b && strcmp(a, b) == 0;
	free(a);
	free(b);
	return same;
}


/* a compiler in signatures: its command, release and own flags,
 * "clang-22 22.1.8", "clang-22 22.1.8 -mrvv-vector-bits=zvl" */
static const char *
cc_label(const Camp *c, int k)
{
	static char buf[4][200];
	static int n;

	n = (n + 1) % 4;
	snprintf(buf[n], sizeof buf[n], "%s%s%s", c->cc[k].name, c->cc[k].release[0] ? " " : "",
	    c->cc[k].release);
	/* its own flags: two builds of one compiler are told apart */
	for (int i = 1; i < c->cc[k].nargv; i++)
		snprintf(buf[n] + strlen(buf[n]), sizeof buf[n] - strlen(buf[n]), " %s", c->cc[k].argv[i]);
	return buf[n];
}


/* Do all failing runs print the same wrong elements?  When no build
 * agrees with the model and all agree with each other, the model is the
 * likeliest culprit. */
static int
builds_agree(const Camp *c, const Test *t)
{
	char *first = NULL;
	int agree = 1, n = 0;

	for (int ri = 0; ri < c->nrun && agree; ri++) {
		char *out, *p;

		if (t->tr[ri].state != TK_DONE || t->tr[ri].res != RO_MISMATCH)
			continue;
		out = read_file(camp_path(c, "work/%06ld/run-%d.out", t->idx, ri), NULL);
		p = out ? strstr(out, "rif: FAIL") : NULL;
		if (p && !first)
			first = xstrdup(p);
		else if (!p || strcmp(p, first) != 0)
			agree = 0;
		n++;
		free(out);
	}
	free(first);
	return agree && n > 1;
}


/* the signature of a test's failures of class cls: firstc/firstr, each
 * class's first failing build and run; rcls, each run's class; emudis, the
 * other run of an emulator disagreement */
static void
class_sig(const Camp *c, const Test *t, int cls, const int *firstc, const int *firstr, const int *rcls,
    int emudis, char *sig, size_t n)
{
	char ccs[200] = "";

	switch (cls) {
	case CL_CRASH:
	case CL_CERR:
		snprintf(sig, n, "%s %s %s", class_name(cls),
		    cc_label(c, c->conf[firstc[cls]].cc), t->tc[firstc[cls]].key);
		break;
	case CL_EMU:
		snprintf(sig, n, "%s %s", class_name(cls), t->tr[firstr[CL_EMU]].key);
		break;
	case CL_EMUDIS: {
		int a = firstr[CL_EMUDIS];

		snprintf(sig, n, "%s %s says '%.100s', %s says '%.100s'", class_name(cls),
		    c->emu[c->run[a].emu].spec, t->tr[a].res == RO_PASS ? "pass" : t->tr[a].key[0] ?
		    t->tr[a].key : roname[t->tr[a].res], c->emu[c->run[emudis].emu].spec,
		    t->tr[emudis].res == RO_PASS ? "pass" : t->tr[emudis].key[0] ? t->tr[emudis].key :
		    roname[t->tr[emudis].res]);
		break;
	}
	case CL_MODEL: {
		int ri0 = firstr[CL_MODEL], ran = -1, nran = 0, agree = builds_agree(c, t);

		/* of several compilers, one -O0 build ran (the others crashed
		 * or lack an intrinsic): that compiler is as suspect as the model */
		for (int k = 0; k < c->ncc; k++)
			for (int rj = 0; rj < c->nrun; rj++)
				if (c->conf[c->run[rj].conf].cc == k && c->conf[c->run[rj].conf].opt == 0 &&
				    same_run(c, ri0, rj) && t->tr[rj].state == TK_DONE) {
					ran = k;
					nran++;
					break;
				}
		if (c->ncc > 1 && nran == 1)
			snprintf(sig, n, "%s %s (only %s -O0 ran%s)", class_name(cls), t->tr[ri0].key,
			    cc_label(c, ran), agree ? "; every failing build agrees" : "");
		else
			snprintf(sig, n, "%s %s%s", class_name(cls), t->tr[ri0].key,
			    agree ? " (every failing build agrees)" : "");
		break;
	}
	default: {
		int ri0 = firstr[cls];

		/* the compilers with a failing run of this class, each with
		 * "at -O0" if its -O0 build fails: a test that also shows another
		 * compiler's bug of a lower class (a wrong value here, a crash
		 * there) is filed under this one.  A compiler's tuning is named:
		 * the signature has nothing else to tell a bug of one tuning from
		 * one of every build (a crash is told by its site) */
		for (int k = 0; k < c->ncc; k++) {
			const char *tune = NULL;
			int bad = 0, o0k = 0;

			for (int ri = 0; ri < c->nrun; ri++)
				if (c->conf[c->run[ri].conf].cc == k && rcls[ri] == cls) {
					bad = 1;
					o0k |= c->conf[c->run[ri].conf].opt == 0;
					if (!tune)
						tune = test_tune(c, t->tseed, c->run[ri].conf);
				}
			if (o0k)        /* the untuned -O0 build fails too: no tuning to blame */
				tune = NULL;
			if (bad)
				snprintf(ccs + strlen(ccs), sizeof ccs - strlen(ccs), "%s%s%s%s%s", ccs[0] ? "," : "",
				    cc_label(c, k), tune ? " " : "", tune ? tune : "", o0k ? " at -O0" : "");
		}
		snprintf(sig, n, "%s %s %s", class_name(cls), ccs, t->tr[ri0].key);
	}
	}
}


/* decide the class and signature of a finished test */
void
classify(Camp *c, Test *t)
{
	int found[NCLASS] = {0}, firstc[NCLASS], firstr[NCLASS], emudis = -1;
	int *rcls = xcalloc((size_t)c->nrun + 1, sizeof *rcls);        /* each run's class, -1 none */
	char name[400];

	for (int k = 0; k < NCLASS; k++)
		firstc[k] = firstr[k] = -1;
	for (int ci = 0; ci < c->nconf; ci++) {
		int cl = -1;

		switch (t->tc[ci].res) {
		case CO_CRASH: case CO_TIMEOUT: cl = CL_CRASH; break;
		case CO_ERROR: cl = CL_CERR; break;
		}
		if (t->tc[ci].state == TK_DONE && cl >= 0 && !found[cl]++)
			firstc[cl] = ci;
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		Task *k = &t->tr[ri];
		int ref = 0, cl;

		rcls[ri] = -1;
		if (k->state != TK_DONE || k->res == RO_PASS)
			continue;
		if (k->res == RO_EMU) {
			if (!found[CL_EMU]++)
				firstr[CL_EMU] = ri;
			continue;
		}
		/* An -O0 build that passes at the same VLEN and fill is the
		 * reference: then this build is wrong, even an -O0 one (another
		 * compiler's -O0 build agrees with the model).  With no passing
		 * -O0 build, the model or the emulator is suspect. */
		for (int rj = 0; rj < c->nrun; rj++)
			if (c->conf[c->run[rj].conf].opt == 0 && same_run(c, ri, rj) &&
			    t->tr[rj].state == TK_DONE && t->tr[rj].res == RO_PASS)
				ref = 1;
		if (!ref)
			cl = CL_MODEL;
		else if (k->res == RO_MISMATCH || k->res == RO_EXIT)
			cl = CL_WRONG;
		else
			cl = CL_RCRASH;
		rcls[ri] = cl;
		if (!found[cl]++)
			firstr[cl] = ri;
	}
	/* the same -O0 binary, VLEN and fill on two emulators, and two outcomes
	 * (not two wrong results in the same family: garbage a wrong binary
	 * reads may differ between emulators) */
	for (int ri = 0; ri < c->nrun; ri++)
		for (int rj = ri + 1; rj < c->nrun; rj++)
			if (c->conf[c->run[ri].conf].opt == 0 && c->run[rj].conf == c->run[ri].conf &&
			    c->run[rj].vlen == c->run[ri].vlen && c->run[rj].fill == c->run[ri].fill &&
			    c->run[rj].emu != c->run[ri].emu && t->tr[ri].state == TK_DONE &&
			    t->tr[rj].state == TK_DONE && !same_output(c, t, ri, rj) &&
			    !(t->tr[ri].res == RO_MISMATCH && t->tr[rj].res == RO_MISMATCH &&
			    strcmp(t->tr[ri].key, t->tr[rj].key) == 0) && !found[CL_EMUDIS]++) {
				firstr[CL_EMUDIS] = t->tr[ri].res != RO_PASS ? ri : rj;
				emudis = t->tr[ri].res != RO_PASS ? rj : ri;
			}
	/* the detail: every configuration's outcome */
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, test_tune(c, t->tseed, ci), name, sizeof name);
		buf_printf(&t->detail, "build %-40s %s%s%s\n", name, t->tc[ci].state != TK_DONE ?
		    "not built (the test uses an intrinsic it lacks)" : t->tc[ci].batched ? "ok (in its batch)" :
		    t->tc[ci].res == CO_OK ? "ok" : t->tc[ci].desc, t->tc[ci].key[0] ? ": " : "", t->tc[ci].key);
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		if (t->tr[ri].state != TK_DONE)
			continue;
		run_name(c, ri, test_tune(c, t->tseed, c->run[ri].conf), name, sizeof name);
		buf_printf(&t->detail, "run   %-40s %s%s%s%s\n", name, roname[t->tr[ri].res],
		    t->tr[ri].batched ? " (in its batch)" : "", t->tr[ri].key[0] ? ": " : "", t->tr[ri].key);
	}
	/* the class: the first of the precedence the test shows; but a known
	 * bug gives way to the next class it shows that is not (a known crash
	 * of one compiler must not hide another's new wrong code) */
	t->cls = CL_PASS;
	t->sig[0] = 0;
	for (int i = 1; i < NCLASS; i++) {
		char sig[sizeof t->sig];
		int k = class_by_precedence(i);

		if (!found[k])
			continue;
		class_sig(c, t, k, firstc, firstr, rcls, emudis, sig, sizeof sig);
		if (t->cls == CL_PASS || !known_note(&c->known, sig)) {
			t->cls = k;
			snprintf(t->sig, sizeof t->sig, "%s", sig);
		}
		if (!known_note(&c->known, t->sig))
			break;
	}
	free(rcls);
}

