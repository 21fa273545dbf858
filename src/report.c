/*
 * rif report: a campaign read back from its directory.
 *
 * The report is one static page, report/index.html: the settings and the
 * versions of every tool, outcomes and tests per minute over time (inline
 * SVG charts drawn here), the families and program shapes the tests used,
 * and the buckets largest first, each with its signature, its reduced
 * reproducer, the failing and passing configurations and the expected and
 * actual values, with links to every failure folder.  Beside it, each new
 * distinct bug with a reduced reproducer gets a bug-report.md in its
 * bucket's first failure's folder (bugreport.c).
 *
 * Everything comes from the campaign's files (campaign.txt, journal,
 * probe/, failures/), so the same directory gives the same bytes; the only
 * times shown are those the journal recorded.  A campaign rewrites its
 * report at most once a minute while it runs, and at its end.
 *
 * rif merge (merge.c) reads shards with the same functions.
 */
#include <string.h>
#include <time.h>

#include "rif.h"

/* the command line, set by main.c; here so that what links without main.c
 * (the unit tests) has it */

/* ---- the campaign, read back ---- */

typedef struct {
	char *sig, *first;
	int cls;
	long n;
	const char *known;      /* the note of the known bug (DIR/known) it is, or NULL */
	char **fid;             /* every failure of the bucket, in test order */
	int nfid, capfid;
} RBucket;

typedef struct {
	char name[48];
	long ops, tests;
} Count;

typedef struct {
	Camp c;
	char *dir;
	char *ctext;            /* campaign.txt */
	long ntest, nclass[NCLASS], ntimed;
	long long *tend;        /* per test with a time: when it ended */
	uint8_t *tcls;          /* and its class */
	int ntend, captend;
	RBucket *bk;
	int nbk, capbk;
	long nfail;
	Count fam[512];         /* a hash table by name */
	Count shape[NSHP];
	long parts[NSHP];
	char ccver[MAXCC][160], emuver[MAXEMU][160];
	struct { char *path; Buf text; } *md;     /* bug reports to write */
	int nmd, capmd;
	Bucket *cbk;            /* the buckets as triage.c takes them */
	Bug *bug;               /* the distinct bugs */
	int nbug, *bugof;       /* per bucket, its bug + 1, or 0 */
} Rep;

static Count *
fam_slot(Rep *r, const char *name, size_t len)
{
	unsigned h = 5381;

	if (len >= sizeof r->fam[0].name)
		len = sizeof r->fam[0].name - 1;
	for (size_t i = 0; i < len; i++)
		h = h * 33 + (unsigned char)name[i];
	for (unsigned k = 0; k < NELEM(r->fam); k++) {
		Count *x = &r->fam[(h + k) % NELEM(r->fam)];

		if (!x->name[0]) {
			memcpy(x->name, name, len);
			x->name[len] = 0;
			return x;
		}
		if (strlen(x->name) == len && memcmp(x->name, name, len) == 0)
			return x;
	}
	return NULL;            /* more names than any table of rif has */
}

static RBucket *
rbucket(Rep *r, const char *sig, int cls, const char *fid)
{
	RBucket *b = NULL;

	for (int i = 0; i < r->nbk && !b; i++)
		if (strcmp(r->bk[i].sig, sig) == 0)
			b = &r->bk[i];
	if (!b) {
		grow(&r->bk, &r->capbk, r->nbk + 1, sizeof *r->bk);
		b = &r->bk[r->nbk++];
		memset(b, 0, sizeof *b);
		b->sig = xstrdup(sig);
		b->first = xstrdup(fid);
		b->cls = cls;
		b->known = known_bucket(&r->c, sig, fid);
	}
	b->n++;
	grow(&b->fid, &b->capfid, b->nfid + 1, sizeof *b->fid);
	b->fid[b->nfid++] = xstrdup(fid);
	return b;
}

/* count one journal line */
static void
rep_line(Rep *r, const JLine *j)
{
	r->ntest++;
	r->nclass[j->cls]++;
	if (j->time >= 0) {
		grow(&r->tend, &r->captend, r->ntend + 1, sizeof *r->tend);
		r->tcls = xrealloc(r->tcls, (size_t)r->captend);
		r->tend[r->ntend] = j->time;
		r->tcls[r->ntend++] = (uint8_t)j->cls;
	}
	if (j->cls != CL_PASS) {
		r->nfail++;
		rbucket(r, j->sig, j->cls, j->fid);
	}
	if (j->shapes[0]) {
		int seen[NSHP] = {0};

		for (const char *p = j->shapes; *p;) {
			size_t n = strcspn(p, ",");

			for (int s = 0; s < NSHP; s++)
				if (strlen(pshape_name[s]) == n && strncmp(pshape_name[s], p, n) == 0) {
					r->parts[s]++;
					r->shape[s].tests += !seen[s]++;
				}
			p += n + (p[n] == ',');
		}
	}
	for (const char *p = j->fams; *p && *p != '-';) {
		size_t n = strcspn(p, ","), c = strcspn(p, ":");
		Count *x;

		if (c < n && (x = fam_slot(r, p, c))) {
			x->ops += atol(p + c + 1);
			x->tests++;
		}
		p += n + (p[n] == ',');
	}
}

static void
rep_each(const JLine *j, const char *line, void *r)
{
	(void)line;
	rep_line(r, j);
}

static int
cmprbucket(const void *a, const void *b)
{
	const RBucket *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return strcmp(x->first, y->first);
}

static void
rep_open(Rep *r, const char *dir, const char *what)
{
	memset(r, 0, sizeof *r);
	camp_load(&r->c, dir, what);
	r->dir = r->c.dir;
	r->ctext = read_file(camp_path(&r->c, "campaign.txt"), NULL);
	load_versions(&r->c, r->ccver, r->emuver);
}

static void
rep_free(Rep *r)
{
	for (int i = 0; i < r->nbk; i++) {
		for (int k = 0; k < r->bk[i].nfid; k++)
			free(r->bk[i].fid[k]);
		free(r->bk[i].fid);
		free(r->bk[i].sig);
		free(r->bk[i].first);
	}
	free(r->bk);
	for (int i = 0; i < r->nmd; i++) {
		free(r->md[i].path);
		buf_free(&r->md[i].text);
	}
	free(r->md);
	free(r->tend);
	free(r->tcls);
	free(r->ctext);
	free(r->c.dir);
	camp_free(&r->c);
}

/* ---- HTML ---- */

static void
esc(Buf *b, const char *s, size_t n)
{
	for (size_t i = 0; i < n && s[i]; i++)
		switch (s[i]) {
		case '<': buf_puts(b, "&lt;"); break;
		case '>': buf_puts(b, "&gt;"); break;
		case '&': buf_puts(b, "&amp;"); break;
		case '"': buf_puts(b, "&quot;"); break;
		default:
			if ((unsigned char)s[i] < ' ' && s[i] != '\n' && s[i] != '\t')
				buf_puts(b, "\xef\xbf\xbd");    /* U+FFFD for a control byte */
			else
				buf_printf(b, "%c", s[i]);
		}
}

static void
h(Buf *b, const char *s)
{
	esc(b, s, (size_t)-1);
}

/* at most maxl lines of a text file, escaped, with a note of what was cut */
static int
h_file(Buf *b, const char *path, const char *grep, int maxl)
{
	char *s = read_file(path, NULL), *p;
	int n = 0, left = 0;

	if (!s)
		return 0;
	for (p = s; *p;) {
		size_t len = strcspn(p, "\n");

		if (!grep || strncmp(p, grep, strlen(grep)) == 0) {
			if (n < maxl) {
				esc(b, p, len > 300 ? 300 : len);
				buf_puts(b, len > 300 ? " ...\n" : "\n");
			} else
				left++;
			n++;
		}
		p += len + (p[len] == '\n');
	}
	if (left)
		buf_printf(b, "(%d more lines)\n", left);
	free(s);
	return n;
}

/* a round step (1, 2 or 5 times a power of ten) for an axis up to max:
 * at most 6 ticks */
static double
nice_step(double max)
{
	for (double p = 1;; p *= 10)
		for (int m = 1; m <= 5; m += m == 1 ? 1 : 3)
			if (max / (m * p) <= 6)
				return m * p;
}

/* minutes per bin: at most 120 bins over span seconds */
static long
bin_minutes(long long span)
{
	static const long w[] = {1, 2, 5, 10, 15, 30, 60, 120, 240, 480, 720, 1440, 2880, 10080};

	for (size_t i = 0; i < NELEM(w); i++)
		if (span / (60 * w[i]) < 120)
			return w[i];
	return 10080 * (long)(span / (60 * 10080 * 120) + 1);
}

static void
time_label(char *buf, size_t n, double minutes)
{
	if (minutes >= 120)
		snprintf(buf, n, "%gh", minutes / 60);
	else
		snprintf(buf, n, "%gm", minutes);
}

enum { CW = 760, CH = 260, ML = 56, MR = 150, MT = 14, MB = 40 };

/* axes, ticks and labels of a chart over minutes 0..xmax and values 0..ymax */
static void
axes(Buf *b, double xmax, double ymax, const char *xlabel, const char *ylabel)
{
	double pw = CW - ML - MR, ph = CH - MT - MB, xs = nice_step(xmax), ys = nice_step(ymax);
	char l[32];

	if (xmax >= 120)
		xs = 60 * nice_step(xmax / 60);
	buf_printf(b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>", ML, MT, ML, CH - MB);
	buf_printf(b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>", ML, CH - MB,
	    CW - MR, CH - MB);
	for (double y = 0; y <= ymax * 1.0001; y += ys) {
		double py = CH - MB - ph * y / ymax;

		buf_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
		    "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>", ML, py, CW - MR, py, ML - 4,
		    py + 4, y);
	}
	for (double x = 0; x <= xmax * 1.0001; x += xs) {
		double px = ML + pw * x / xmax;

		time_label(l, sizeof l, x);
		buf_printf(b, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>"
		    "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>", px, CH - MB, px,
		    CH - MB + 4, px, CH - MB + 16, l);
	}
	buf_printf(b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>", ML + (CW - ML - MR) / 2,
	    CH - 6, xlabel);
	buf_printf(b, "<text x=\"12\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 12 %d)\">"
	    "%s</text>", MT + (CH - MT - MB) / 2, MT + (CH - MT - MB) / 2, ylabel);
}

/* outcomes by class over time (cumulative, a line per class), and tests
 * per minute (bars), from the times the journal recorded */
static void
charts(Rep *r, Buf *b)
{
	long long t0, t1;
	long bw, nb, *cnt, *tot, ymax = 1;
	double xmax, pw = CW - ML - MR, ph = CH - MT - MB, rmax = 1;
	struct tm tm;
	char when[64], xl[160];

	if (!r->ntend) {
		buf_puts(b, "<p>No test has a recorded time yet.</p>\n");
		return;
	}
	t0 = t1 = r->tend[0];
	for (int i = 0; i < r->ntend; i++) {
		if (r->tend[i] < t0)
			t0 = r->tend[i];
		if (r->tend[i] > t1)
			t1 = r->tend[i];
	}
	bw = bin_minutes(t1 - t0);
	nb = (long)((t1 - t0) / (60 * bw)) + 1;
	cnt = xcalloc((size_t)(nb * NCLASS), sizeof *cnt);
	tot = xcalloc((size_t)nb, sizeof *tot);
	for (int i = 0; i < r->ntend; i++) {
		long k = (long)((r->tend[i] - t0) / (60 * bw));

		cnt[k * NCLASS + r->tcls[i]]++;
		tot[k]++;
	}
	xmax = (double)(nb * bw);
	{
		time_t tt = (time_t)t0;

		gmtime_r(&tt, &tm);
		strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
	}
	snprintf(xl, sizeof xl, "time since the first test ended (%s), bins of %ld min", when, bw);
	if (r->ntimed < r->ntest)
		buf_printf(b, "<p>%ld tests of an older journal have no recorded time and are not shown.</p>\n",
		    r->ntest - r->ntimed);
	/* cumulative failures per class */
	for (int k = 1; k < NCLASS; k++) {
		long s = 0;

		for (long i = 0; i < nb; i++)
			s += cnt[i * NCLASS + k];
		if (s > ymax)
			ymax = s;
	}
	buf_printf(b, "<h3>Failures by class, cumulative</h3>\n<svg id=\"chart-outcomes\" "
	    "xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"sans-serif\" font-size=\"11\">", CW, CH, CW, CH);
	axes(b, xmax, (double)ymax, xl, "failures");
	for (int k = 1, leg = 0; k < NCLASS; k++) {
		long s = 0;

		if (!r->nclass[k])
			continue;
		buf_printf(b, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%d,%d",
		    class_colour(k), ML, CH - MB);
		for (long i = 0; i < nb; i++) {
			s += cnt[i * NCLASS + k];
			buf_printf(b, " %.1f,%.1f", ML + pw * (double)((i + 1) * bw) / xmax,
			    CH - MB - ph * (double)s / (double)ymax);
		}
		buf_printf(b, "\"/><rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
		    "<text x=\"%d\" y=\"%d\">%s %ld</text>", CW - MR + 8, MT + 16 * leg, class_colour(k),
		    CW - MR + 22, MT + 16 * leg + 9, class_name(k), s);
		leg++;
	}
	if (r->nfail == 0)
		buf_printf(b, "<text x=\"%d\" y=\"%d\">no failures</text>", CW - MR + 8, MT + 9);
	buf_puts(b, "</svg>\n");

	/* tests per minute, a bar per bin, failures stacked on passes */
	for (long i = 0; i < nb; i++)
		if ((double)tot[i] / (double)bw > rmax)
			rmax = (double)tot[i] / (double)bw;
	buf_printf(b, "<h3>Tests per minute</h3>\n<svg id=\"chart-rate\" xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
	    "font-size=\"11\">", CW, CH, CW, CH);
	axes(b, xmax, rmax, xl, "tests per minute");
	for (long i = 0; i < nb; i++) {
		double x = ML + pw * (double)(i * bw) / xmax, w = pw * (double)bw / xmax;
		double hp = ph * (double)cnt[i * NCLASS] / (double)bw / rmax;
		double hf = ph * (double)(tot[i] - cnt[i * NCLASS]) / (double)bw / rmax;

		if (!tot[i])
			continue;
		buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\">"
		    "<title>%ld tests</title></rect>", x + 0.5, CH - MB - hp, w > 2 ? w - 1 : w, hp,
		    class_colour(CL_PASS), tot[i]);
		if (hf > 0)
			buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>",
			    x + 0.5, CH - MB - hp - hf, w > 2 ? w - 1 : w, hf, class_colour(CL_WRONG));
	}
	buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" "
	    "y=\"%d\">pass</text><rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
	    "<text x=\"%d\" y=\"%d\">failure</text></svg>\n", CW - MR + 8, MT, class_colour(CL_PASS),
	    CW - MR + 22, MT + 9, CW - MR + 8, MT + 16, class_colour(CL_WRONG), CW - MR + 22, MT + 25);
	free(cnt);
	free(tot);
}

static int
cmpcount(const void *a, const void *b)
{
	const Count *x = a, *y = b;

	if (x->ops != y->ops)
		return x->ops < y->ops ? 1 : -1;
	return strcmp(x->name, y->name);
}

/* horizontal bars: n rows of name, value (and a note) */
static void
hbars(Buf *b, const char *id, const Count *c, int n, int by_tests, const char *unit)
{
	long max = 1;
	int rh = 15, w = CW, lw = 130, hgt = n * rh + 10;

	for (int i = 0; i < n; i++)
		if ((by_tests ? c[i].tests : c[i].ops) > max)
			max = by_tests ? c[i].tests : c[i].ops;
	buf_printf(b, "<svg id=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">", id, w, hgt, w, hgt);
	for (int i = 0; i < n; i++) {
		long v = by_tests ? c[i].tests : c[i].ops;
		double bl = (double)(w - lw - 170) * (double)v / (double)max;

		buf_printf(b, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", lw - 6, 5 + i * rh + 11);
		h(b, c[i].name);
		buf_printf(b, "</text><rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#4e79a7\"/>"
		    "<text x=\"%.1f\" y=\"%d\">%ld %s%s", lw, 5 + i * rh + 2, bl, rh - 4, lw + bl + 4,
		    5 + i * rh + 11, v, unit, v == 1 ? "" : "s");
		if (!by_tests)
			buf_printf(b, " in %ld test%s", c[i].tests, c[i].tests == 1 ? "" : "s");
		buf_puts(b, "</text>");
	}
	buf_printf(b, "<line x1=\"%d\" y1=\"3\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/></svg>\n", lw, lw,
	    hgt - 3);
}

static void
coverage(Rep *r, Buf *b)
{
	Count sh[NSHP], fam[NELEM(r->fam)];
	int nf = 0, nnever = 0;

	for (int s = 0; s < NSHP; s++) {
		sh[s] = r->shape[s];
		snprintf(sh[s].name, sizeof sh[s].name, "%s", pshape_name[s]);
		sh[s].ops = r->parts[s];
	}
	buf_puts(b, "<h2 id=\"coverage\">What the tests were made of</h2>\n<h3>Program shapes: tests with "
	    "a part of each shape</h3>\n");
	hbars(b, "chart-shapes", sh, NSHP, 1, "test");
	for (size_t i = 0; i < NELEM(r->fam); i++)
		if (r->fam[i].name[0])
			fam[nf++] = r->fam[i];
	if (nf > 1)
		qsort(fam, (size_t)nf, sizeof *fam, cmpcount);
	buf_printf(b, "<h3>Intrinsic families: operators of each (%d families)</h3>\n", nf);
	if (nf)
		hbars(b, "chart-families", fam, nf, 0, "operator");
	/* the families the campaign's filters allow that no test used */
	buf_puts(b, "<p>Allowed by the campaign's filters but in no test: <span id=\"never\">");
	for (int f = 0; f < NFAM; f++) {
		char low[48];
		size_t n = 0;
		int seen = 0;

		if (!r->c.gen.famw[f])
			continue;
		for (const char *p = fams[f].row; *p && n + 1 < sizeof low; p++)
			low[n++] = *p >= 'A' && *p <= 'Z' ? (char)(*p - 'A' + 'a') : *p;
		low[n] = 0;
		for (int i = 0; i < nf && !seen; i++)
			seen = strcmp(fam[i].name, low) == 0;
		if (!seen) {
			buf_printf(b, "%s%s", nnever++ ? ", " : "", low);
		}
	}
	buf_printf(b, "%s</span></p>\n", nnever ? "" : "none");
}

/* ---- failures ---- */

/* the test-specific part of a generated program: from its lengths on (the
 * runtime before it is the same in every program) */
static const char *
program_body(const char *src)
{
	const char *p = strstr(src, "\n#define LEN0");

	return p ? p + 1 : src;
}

/* the first failing run's output file (run-N.out) or build log (cc-N.log) */
static int
first_bad(Outcome *o, int n, int run)
{
	for (int k = 0, idx = 0; k < n; k++) {
		if (o[k].run != run)
			continue;
		if (o[k].status == 1)
			return idx;
		idx++;
	}
	return -1;
}

/* ---- the page ---- */

static const char style[] =
    "body{font-family:sans-serif;margin:1.5em auto;max-width:70em;color:#222}"
    "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;"
    "text-align:left;vertical-align:top}th{background:#f3f3f3}td.n{text-align:right}"
    "pre{background:#f7f7f7;border:1px solid #ddd;padding:6px;overflow-x:auto;font-size:12px}"
    "code{font-size:13px}section.bucket{border-top:2px solid #888;margin-top:1.5em}"
    ".bug{color:#b00;font-weight:bold}.ok{color:#070}.bad{color:#b00}.meta{color:#555}"
    ".fids a{margin-right:.4em}";

static void
bucket_html(Rep *r, Buf *b, int i)
{
	RBucket *bk = &r->bk[i];
	Outcome *o;
	Affect *af;
	int no, naf, seen, bad;
	char *red, *rtxt, *v;
	const char *f = bk->first;

	buf_printf(b, "<section class=\"bucket\" id=\"bucket-%d\">\n<h3>#%d: <span id=\"bucket-%d-count\">"
	    "%ld</span> failure%s, %s%s</h3>\n", i + 1, i + 1, i + 1,
	    bk->n, bk->n == 1 ? "" : "s", class_name(bk->cls),
	    class_bug(bk->cls) ? " <span class=\"bug\">compiler bug</span>" : "");
	if (r->bugof[i]) {
		const Bug *g = &r->bug[r->bugof[i] - 1];

		buf_printf(b, "<p class=\"known\">Bug <a href=\"#bug-%d\">%d</a>%s", r->bugof[i], r->bugof[i],
		    g->known ? ", a known bug: " : g->nbk > 1 ? ", with buckets " : "");
		if (g->known)
			h(b, g->known);
		else
			for (int k = 0, m = 0; k < g->nbk; k++)
				if (g->bk[k] != i)
					buf_printf(b, "%s<a href=\"#bucket-%d\">#%d</a>", m++ ? ", " : "", g->bk[k] + 1,
					    g->bk[k] + 1);
		buf_puts(b, "</p>\n");
	} else if (bk->known) {
		buf_puts(b, "<p class=\"known\">A known bug: ");
		h(b, bk->known);
		buf_puts(b, "</p>\n");
	}
	buf_puts(b, "<p>Signature: <code class=\"sig\">");
	h(b, bk->sig);
	buf_printf(b, "</code></p>\n<p>First failure: <a href=\"../failures/%s/\">failures/%s</a> "
	    "(<a href=\"../failures/%s/failure.txt\">failure.txt</a>, <a href=\"../failures/%s/test.c\">"
	    "test.c</a>, <a href=\"../failures/%s/repro.sh\">repro.sh</a>", f, f, f, f, f);
	for (int k = 0; k < r->nmd; k++)
		if (strcmp(r->md[k].path, camp_path(&r->c, "failures/%s/bug-report.md", f)) == 0)
		buf_printf(b, ", <a class=\"bug\" href=\"../failures/%s/bug-report.md\">bug-report.md</a>", f);
	buf_puts(b, ")</p>\n");

	/* the reduced reproducer */
	red = read_file(camp_path(&r->c, "failures/%s/reduced.c", f), NULL);
	rtxt = read_file(camp_path(&r->c, "failures/%s/reduced.txt", f), NULL);
	if (red) {
		buf_printf(b, "<p>Reduced reproducer (<a href=\"../failures/%s/reduced.c\">reduced.c</a>, "
		    "<a href=\"../failures/%s/reduced-repro.sh\">reduced-repro.sh</a>; ", f, f);
		if (rtxt)
			esc(b, rtxt, strcspn(rtxt, "\n"));
		buf_puts(b, "), its runtime left out:</p>\n<pre class=\"reduced\">");
		h(b, program_body(red));
		buf_puts(b, "</pre>\n");
		/* a model-suspect that another compiler's -O0 build passes, reduced */
		if (rtxt && (v = strstr(rtxt, "\nverdict: "))) {
			buf_puts(b, "<p class=\"verdict\">");
			esc(b, v + 1, strcspn(v + 1, "\n"));
			buf_puts(b, "</p>\n");
		}
		/* the campaign's other builds with the reduced program */
		for (const char *l = other_build(rtxt); l; l = other_build(l + 1)) {
			if (l == other_build(rtxt))
				buf_puts(b, "<p>The reduced program with the campaign's other builds (untuned, "
				    "run as the failing build was):</p>\n<ul>\n");
			buf_puts(b, "<li>");
			esc(b, l + 12, strcspn(l + 12, "\n"));
			buf_puts(b, "</li>\n");
			if (!other_build(l + 1))
				buf_puts(b, "</ul>\n");
		}
		if (exists(camp_path(&r->c, "failures/%s/bisect.txt", f))) {
			buf_puts(b, "<p>");
			h_file(b, camp_path(&r->c, "failures/%s/bisect.txt", f), "first bad pass", 1);
			buf_puts(b, "</p>\n");
		}
	} else if (exists(camp_path(&r->c, "failures/%s/flaky.txt", f))) {
		/* rif reduce's verdict: flaky, and whether the compiler's output changes */
		char *fl = read_file(camp_path(&r->c, "failures/%s/flaky.txt", f), NULL);

		buf_puts(b, "<p>Not reduced: ");
		h(b, fl && *fl ? fl : "the failure did not show again (flaky).");
		buf_puts(b, "</p>\n");
		free(fl);
	} else
		buf_printf(b, "<p>Not reduced yet: <code>rif reduce %s/failures/%s</code> (or a campaign with "
		    "<code>--reduce</code>), then <code>rif report %s</code>.</p>\n", r->dir, f, r->dir);
	free(red);
	free(rtxt);

	/* configurations of the first failure */
	no = outcomes_read(&r->c, f, &o);
	if (no) {
		buf_puts(b, "<table class=\"conf\"><tr><th></th><th>configuration</th><th>outcome</th></tr>\n");
		for (int k = 0; k < no; k++) {
			buf_printf(b, "<tr><td>%s</td><td>", o[k].run ? "run" : "build");
			h(b, o[k].name);
			buf_printf(b, "</td><td class=\"%s\">", o[k].status == 1 ? "bad" : o[k].status ? "" : "ok");
			h(b, o[k].what);
			buf_puts(b, "</td></tr>\n");
		}
		buf_puts(b, "</table>\n");
	}
	/* expected against actual */
	if ((bad = first_bad(o, no, 1)) >= 0) {
		buf_puts(b, "<p>Expected against actual values (the first failing run):</p>\n<pre class=\"values\">");
		if (!h_file(b, camp_path(&r->c, "failures/%s/run-%d.out", f, bad), "rif: FAIL", 8))
			h_file(b, camp_path(&r->c, "failures/%s/run-%d.out", f, bad), NULL, 20);
		buf_puts(b, "</pre>\n");
	} else if ((bad = first_bad(o, no, 0)) >= 0) {
		buf_puts(b, "<p>The failing build's output:</p>\n<pre class=\"values\">");
		h_file(b, camp_path(&r->c, "failures/%s/cc-%d.log", f, bad), NULL, 20);
		buf_puts(b, "</pre>\n");
	}
	if (exists(camp_path(&r->c, "failures/%s/reduced.out", f))) {
		buf_puts(b, "<p>The reduced program's failing run:</p>\n<pre class=\"values\">");
		h_file(b, camp_path(&r->c, "failures/%s/reduced.out", f), NULL, 20);
		buf_puts(b, "</pre>\n");
	}
	free(o);

	/* which builds fail, over the bucket's failures */
	naf = affected(&r->c, bk->fid, bk->nfid, &af, &seen);
	if (naf) {
		buf_printf(b, "<p>Per build, over %s%d failure%s of the bucket:</p>\n<table class=\"affected\">"
		    "<tr><th>build</th><th>failed</th><th>passed</th><th>not built</th></tr>\n",
		    seen < bk->nfid ? "the first " : "", seen, seen == 1 ? "" : "s");
		for (int a = 0; a < naf; a++) {
			buf_puts(b, "<tr><td>");
			h(b, af[a].name);
			buf_printf(b, "</td><td class=\"n\">%ld</td><td class=\"n\">%ld</td><td class=\"n\">%ld"
			    "</td></tr>\n", af[a].bad, af[a].good, af[a].skipped);
		}
		buf_puts(b, "</table>\n");
	}
	free(af);
	buf_puts(b, "<p class=\"fids\">Every failure: ");
	for (int k = 0; k < bk->nfid; k++)
		buf_printf(b, "<a href=\"../failures/%s/\">%s</a>", bk->fid[k], bk->fid[k]);
	buf_puts(b, "</p>\n</section>\n");
}

/* bug-report.md of every new distinct bug's bucket with a reduced
 * reproducer (bugreport.c), written with the page */
static void
bug_reports(Rep *r, const char *cmd)
{
	for (int i = 0; i < r->nbk; i++) {
		RBucket *bk = &r->bk[i];
		Affect *af;
		Buf text = {0};
		int naf, seen;

		if (!class_bug(bk->cls) || bk->known || !r->bugof[i] || r->bug[r->bugof[i] - 1].known ||
		    r->bug[r->bugof[i] - 1].rep != i || !exists(camp_path(&r->c, "failures/%s/reduced.c", bk->first)) ||
		    exists(camp_path(&r->c, "failures/%s/flaky.txt", bk->first)))
			continue;
		naf = affected(&r->c, bk->fid, bk->nfid, &af, &seen);
		if (bug_report(&r->c, bk->first, bk->sig, bk->n, af, naf, seen, cmd, &text)) {
			grow(&r->md, &r->capmd, r->nmd + 1, sizeof *r->md);
			r->md[r->nmd].path = xstrdup(camp_path(&r->c, "failures/%s/bug-report.md", bk->first));
			r->md[r->nmd++].text = text;
		}
		free(af);
	}
}

/* the distinct bugs, new first (the most different first), then the known */
static void
bugs_html(Rep *r, Buf *b)
{
	int distinct, nnew, unred;

	bugs_count(r->bug, r->nbug, &distinct, &nnew, &unred);
	buf_printf(b, "<h2 id=\"bugs\">Distinct compiler bugs: <span id=\"n-distinct\">%d</span>, "
	    "<span id=\"n-new\">%d</span> of them new", distinct, nnew);
	if (unred)
		buf_printf(b, ", and <span id=\"n-unreduced\">%d</span> bucket%s not reduced", unred,
		    unred == 1 ? "" : "s");
	buf_puts(b, "</h2>\n");
	if (!r->nbug) {
		buf_puts(b, "<p>None.</p>\n");
		return;
	}
	buf_puts(b, "<p>Buckets whose reduced failures have the same class, compiler family, first bad "
	    "pass and failing key are one bug; when GCC's vsetvl pass is to blame, the same family and "
	    "fault (vl; vtype: sew or policy; ratio) whatever the class and key; for vxrm's writes, the "
	    "family and fault (vxrm-call, vxrm-value). A new bucket not reduced (new?) is no distinct bug "
	    "yet: it may be one of the others under another tuning or key, or a bug of its own.</p>\n"
	    "<table class=\"bugs\"><tr><th>bug</th><th></th><th>what</th><th>reproducer</th>"
	    "<th>buckets</th><th>tests</th></tr>\n");
	for (int k = 0; k < r->nbug; k++) {
		const Bug *g = &r->bug[k];
		const char *f = r->cbk[g->rep].first;
		Buf l = {0};

		buf_printf(b, "<tr id=\"bug-%d\"><td class=\"n\">%d</td><td class=\"%s\">%s</td><td>", k + 1,
		    k + 1, g->known ? "ok" : "bug", g->known ? "known" : bug_unreduced(g) ? "new?" : "NEW");
		if (g->has_fp) {
			buf_printf(&l, "%s %s %s", class_name(g->fp.cls), g->ccs, g->levels);
			if (g->tune_needed)
				buf_printf(&l, ", needs %s", g->tunes);
			if (g->fp.pass[0])
				buf_printf(&l, "; first bad pass: %s", strcmp(g->fp.pass, "none") == 0 ?
				    "none (no pass can be left out)" : g->fp.pass);
			if (g->fp.fault[0])
				buf_printf(&l, " (fault: %s)", g->fp.fault);
			buf_printf(&l, "; %s; %d operator%s%s%s", g->fp.key, g->fp.nops, g->fp.nops == 1 ? "" : "s",
			    g->fp.nops <= 8 ? ": " : " (reduced no further)", g->fp.nops <= 8 ? g->fp.ops : "");
		} else
			buf_printf(&l, "%s (%s)", r->cbk[g->rep].sig, bug_flaky(&r->c, g, r->cbk) ?
			    "flaky, not reduced" : "not reduced");
		if (g->known)
			buf_printf(&l, "; %s", g->known);
		h(b, l.s);
		buf_free(&l);
		if (g->has_fp)
			buf_printf(b, "</td><td><a href=\"../failures/%s/reduced.c\">failures/%s/reduced.c</a>", f, f);
		else
			buf_printf(b, "</td><td><a href=\"../failures/%s/\">failures/%s</a>", f, f);
		buf_puts(b, "</td><td>");
		for (int i = 0; i < g->nbk; i++)
			buf_printf(b, "%s<a href=\"#bucket-%d\">#%d</a>", i ? " " : "", g->bk[i] + 1, g->bk[i] + 1);
		buf_printf(b, "</td><td class=\"n\">%ld</td></tr>\n", g->tests);
	}
	buf_puts(b, "</table>\n");
}

static void
page(Rep *r, Buf *b, const char *cmd)
{
	long bugs = 0;
	int nbug = 0;

	for (int k = 0; k < NCLASS; k++)
		bugs += class_bug(k) ? r->nclass[k] : 0;
	for (int i = 0; i < r->nbk; i++)
		nbug += class_bug(r->bk[i].cls);
	buf_printf(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	    "<!-- rif %s, seed 0x%016llx; its command line is below -->\n<title>rif report: ", RIF_VERSION,
	    (unsigned long long)r->c.seed);
	h(b, r->dir);
	buf_printf(b, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>rif campaign report: ", style);
	h(b, r->dir);
	buf_printf(b, "</h1>\n<p class=\"meta\">rif %s, seed 0x%016llx", RIF_VERSION,
	    (unsigned long long)r->c.seed);
	if (r->c.nshard)
		buf_printf(b, ", shard%s %s of %d", strpbrk(r->c.shards, ",-") ? "s" : "", r->c.shards,
		    r->c.nshard);
	buf_puts(b, "; written by <code>");
	h(b, cmd);
	buf_puts(b, "</code></p>\n");

	bugs_html(r, b);
	buf_printf(b, "<h2 id=\"summary\">Outcomes</h2>\n<table class=\"outcomes\">\n<tr><th>tests</th>"
	    "<td class=\"n\" id=\"n-tests\">%ld</td></tr>\n", r->ntest);
	for (int k = 0; k < NCLASS; k++)
		buf_printf(b, "<tr><th><span style=\"color:%s\">&#9632;</span> %s%s</th><td class=\"n\" "
		    "id=\"n-%s\">%ld</td></tr>\n", class_colour(k), class_name(k), class_bug(k) ? " (compiler bug)" : "",
		    class_name(k), r->nclass[k]);
	buf_printf(b, "<tr><th>compiler bugs: tests</th><td class=\"n\" id=\"n-bugs\">%ld</td></tr>\n"
	    "<tr><th>buckets (compiler bugs)</th><td class=\"n\"><span id=\"n-buckets\">%d</span> "
	    "(<span id=\"n-bug-buckets\">%d</span>)</td></tr>\n</table>\n", bugs, r->nbk, nbug);
	if (r->ntend) {
		long long t0 = r->tend[0], t1 = r->tend[0];
		char a[40], z[40];
		struct tm tm;
		time_t tt;

		for (int i = 0; i < r->ntend; i++) {
			t0 = r->tend[i] < t0 ? r->tend[i] : t0;
			t1 = r->tend[i] > t1 ? r->tend[i] : t1;
		}
		tt = (time_t)t0;
		gmtime_r(&tt, &tm);
		strftime(a, sizeof a, "%Y-%m-%d %H:%M:%S", &tm);
		tt = (time_t)t1;
		gmtime_r(&tt, &tm);
		strftime(z, sizeof z, "%Y-%m-%d %H:%M:%S", &tm);
		buf_printf(b, "<p>Tests ended from %s to %s UTC (the journal's times).</p>\n", a, z);
	}

	buf_puts(b, "<h2 id=\"settings\">Settings and tools</h2>\n<table class=\"settings\">\n");
	for (char *p = r->ctext ? strchr(r->ctext, '\n') : NULL; p && p[1]; p = strchr(p + 1, '\n')) {
		size_t n = strcspn(p + 1, "\n"), k = strcspn(p + 1, " ");

		if (k >= n)
			continue;
		buf_puts(b, "<tr><th>");
		esc(b, p + 1, k);
		buf_puts(b, "</th><td>");
		esc(b, p + 1 + k + 1, n - k - 1);
		if (k == 5 && strncmp(p + 1, "count 0\n", 8) == 0)
			buf_puts(b, " (no limit)");
		buf_puts(b, "</td></tr>\n");
	}
	buf_printf(b, "</table>\n<table class=\"tools\">\n<tr><th>rif</th><td>%s</td></tr>\n", RIF_VERSION);
	for (int k = 0; k < r->c.ncc; k++) {
		buf_puts(b, "<tr><th>compiler ");
		h(b, r->c.cc[k].spec);
		buf_puts(b, "</th><td>");
		h(b, r->c.cc[k].version);
		buf_puts(b, "</td></tr>\n");
	}
	for (int q = 0; q < r->c.nemu; q++) {
		buf_puts(b, "<tr><th>emulator ");
		h(b, r->c.emu[q].spec);
		buf_puts(b, "</th><td>");
		h(b, r->c.emu[q].version);
		buf_puts(b, "</td></tr>\n");
	}
	buf_puts(b, "</table>\n<p>Builds: ");
	for (int ci = 0; ci < r->c.nconf; ci++) {
		char name[400];

		conf_name(&r->c, ci, NULL, name, sizeof name);
		buf_puts(b, ci ? "; <code>" : "<code>");
		h(b, name);
		buf_puts(b, "</code>");
	}
	buf_puts(b, ". Each binary runs at VLEN");
	for (int v = 0; v < r->c.nvlen; v++)
		buf_printf(b, " %d", r->c.vlen[v]);
	buf_printf(b, ", agnostic fill %s.</p>\n", r->c.nfill == 2 ? "off and on" : r->c.fill[0] ? "on" : "off");

	buf_puts(b, "<h2 id=\"time\">Over time</h2>\n");
	charts(r, b);
	coverage(r, b);

	buf_printf(b, "<h2 id=\"buckets\">Buckets, largest first</h2>\n<p>%ld failures in %d buckets; "
	    "every failure folder is linked below its bucket.</p>\n", r->nfail, r->nbk);
	for (int i = 0; i < r->nbk; i++)
		bucket_html(r, b, i);
	buf_puts(b, "</body>\n</html>\n");
}

/* report/index.html and the bug reports of the campaign in dir */
void
report_write(const char *dir, const char *cmd)
{
	Rep r;
	Buf b = {0};

	rep_open(&r, dir, "report");
	journal_read(&r.c, rep_each, &r);
	r.ntimed = r.ntend;
	if (r.nbk > 1)
		qsort(r.bk, (size_t)r.nbk, sizeof *r.bk, cmprbucket);
	r.cbk = xcalloc((size_t)r.nbk + 1, sizeof *r.cbk);
	r.bugof = xcalloc((size_t)r.nbk + 1, sizeof *r.bugof);
	for (int i = 0; i < r.nbk; i++)
		r.cbk[i] = (Bucket){r.bk[i].sig, r.bk[i].first, r.bk[i].cls, r.bk[i].n, r.bk[i].known};
	r.nbug = camp_bugs(&r.c, r.cbk, r.nbk, &r.bug);
	for (int k = 0; k < r.nbug; k++)
		for (int i = 0; i < r.bug[k].nbk; i++)
			r.bugof[r.bug[k].bk[i]] = k + 1;
	bug_reports(&r, cmd);
	page(&r, &b, cmd);
	for (int i = 0; i < r.nmd; i++)
		write_file(r.md[i].path, r.md[i].text.s, r.md[i].text.len);
	mkdirs(camp_path(&r.c, "report"));
	write_file(camp_path(&r.c, "report/index.html"), b.s, b.len);
	buf_free(&b);
	bugs_free(r.bug, r.nbug);
	free(r.bugof);
	free(r.cbk);
	rep_free(&r);
}

static const char report_usage[] =
    "usage: rif report DIR\n"
    "  writes DIR/report/index.html, one static page of a campaign of rif fuzz (settings,\n"
    "  tool versions, outcomes over time, families and shapes, buckets with their reduced\n"
    "  reproducers), and bug-report.md in the first failure folder of each compiler-bug\n"
    "  bucket that was reduced.  A campaign writes them too, at most once a minute and at\n"
    "  its end.\n";

int
cmd_report(int argc, char **argv)
{
	const char *dir = NULL;

	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(report_usage, stdout);
			return 0;
		}
		if (argv[i][0] == '-')
			err("report: unknown option '%s'; accepted: a campaign directory", argv[i]);
		if (dir)
			err("report: one campaign directory at a time ('%s' and '%s')", dir, argv[i]);
		dir = argv[i];
	}
	if (!dir)
		err("report: give a campaign directory of rif fuzz (runs/NAME)");
	report_write(dir, cmdline.s);
	printf("%s/report/index.html\n", dir);
	return 0;
}
