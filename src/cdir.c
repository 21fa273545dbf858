/*
 * The campaign directory, read back: the one loader of a campaign that rif
 * report, rif merge, rif fuzz --resume and the parsers' fuzzer use
 * (campaign.txt, strictly, by matrix.c's load_config; the list of known
 * bugs; the versions recorded in probe/), and the formats that rif fuzz
 * writes per test, each writer beside its strict reader: the journal (one
 * line per test) and a failure's outcomes.txt.  (failure.cfg is repro.c's;
 * the summary is summary.c's.)
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "rif.h"

/* ---- the campaign ---- */

/* the first line of a file, or "" */
static void
first_line(const char *path, char *out, size_t n)
{
	char *s = read_file(path, NULL);

	snprintf(out, n, "%.*s", s ? (int)strcspn(s, "\n") : 0, s ? s : "");
	free(s);
}


/* the versions the campaign recorded in probe/ when it started */
void
load_versions(Camp *c, char ccver[][160], char emuver[][160])
{
	for (int k = 0; k < c->ncc; k++) {
		Compiler *cc = &c->cc[k];
		char *v;

		first_line(camp_path(c, "probe/version-%d.txt", k), ccver[k], 160);
		snprintf(cc->version, sizeof cc->version, "%s", ccver[k][0] ? ccver[k] : "unknown");
		cc->clang = strstr(cc->version, "clang") != NULL;
		if ((v = strstr(cc->version, "clang version ")))
			v += 14;
		else if ((v = strrchr(cc->version, ' ')))
			v++;
		if (v)
			snprintf(cc->release, sizeof cc->release, "%.*s", (int)strspn(v, "0123456789."), v);
	}
	for (int q = 0; q < c->nemu; q++) {
		first_line(camp_path(c, "probe/emulator-%d.txt", q), emuver[q], 160);
		snprintf(c->emu[q].version, sizeof c->emu[q].version, "%s",
		    emuver[q][0] ? emuver[q] : "unknown");
		if (!c->emu[q].path)
			c->emu[q].path = xstrdup(c->emu[q].spec);
	}
}


/* campaign.txt of dir, strictly, into c; err() if dir holds no campaign */
void
camp_load(Camp *c, const char *dir, const char *what)
{
	memset(c, 0, sizeof *c);
	genopts_default(&c->gen);
	c->nodes_lo = 10;
	c->nodes_hi = 100;
	c->swarm = 1;
	c->batch = 1;           /* a campaign.txt without a batch line */
	c->dir = xstrdup(dir);
	if (!exists(camp_path(c, "campaign.txt")))
		err("%s: %s is not a rif campaign directory (no campaign.txt); accepted: a directory "
		    "of rif fuzz", what, dir);
	load_config(c);
	build_matrix(c);
	if (exists(camp_path(c, "known")))
		known_load(&c->known, camp_path(c, "known"), what);
}


/* One rif per campaign directory: an exclusive lock (flock) on the
 * directory itself, taken before anything of it is read to be changed or
 * written and held until rif exits (the descriptor is closed on exec:
 * compilers and emulators do not hold it; the watchdog, a fork, does while
 * it lives).  Locking writes nothing: a directory that rif refuses stays
 * as it was.  DIR/lock, written once the campaign goes on (camp_lock_note),
 * names the holder's pid for the message. */
void
camp_lock(const Camp *c)
{
	char pid[32] = "", *text;
	int fd = open(c->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd < 0)
		err("cannot open %s: %s", c->dir, strerror(errno));
	if (flock(fd, LOCK_EX | LOCK_NB) == 0)
		return;         /* fd stays open: the lock lasts as long as rif */
	if (errno != EWOULDBLOCK)
		err("cannot lock %s: %s", c->dir, strerror(errno));
	if ((text = read_file(camp_path(c, "lock"), NULL))) {
		snprintf(pid, sizeof pid, "%.*s", (int)strspn(text, "0123456789"), text);
		free(text);
	}
	err("%s is in use by another rif (pid %s); accepted: one rif per campaign directory: "
	    "wait for it to end, or stop it", c->dir, pid[0] ? pid : "unknown");
}

/* DIR/lock: the pid of the rif that holds the campaign's lock */
void
camp_lock_note(const Camp *c)
{
	char pid[32];

	snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
	write_file(camp_path(c, "lock"), pid, strlen(pid));
}

/* ---- the journal ---- */

/* The journal line of n bytes of fields to b, sealed: a tab and the cksum
 * of the fields and a newline (what `cut -f1-9 journal | cksum` gives for
 * a journal of one line) */
void
journal_seal(Buf *b, const char *fields, size_t n)
{
	size_t at = b->len;

	buf_printf(b, "%.*s\n", (int)n, fields);
	b->len--;
	buf_printf(b, "\t%lu\n", (unsigned long)cksum(b->s + at, n + 1));
}

/* Append test j's line to the journal f (path: its name, for the message)
 * and make it durable: test number, seed, operators, class, failure folder
 * (or -), signature (or -), the Unix time it ended, its parts' shapes, its
 * families, tab-separated, and the seal; journal_parse reads it back. */
void
journal_append(FILE *f, const char *path, const JLine *j)
{
	Buf line = {0}, b = {0};

	buf_printf(&line, "%ld\t0x%016llx\t%d\t%s\t%s\t%s\t%lld\t%s\t%s", j->idx,
	    (unsigned long long)j->seed, j->nodes, class_name(j->cls), j->fid, j->sig, j->time,
	    j->shapes, j->fams);
	journal_seal(&b, line.s, line.len);
	if (fwrite(b.s, 1, b.len, f) != b.len || fflush(f) != 0 || fsync(fileno(f)) != 0)
		err("cannot write %s: %s", path, strerror(errno));
	buf_free(&line);
	buf_free(&b);
}

/* One journal line, cut in place into j; err() names the file and line of
 * anything that is not a test of campaign c, or not the line rif wrote.  A
 * line has the test number, its seed and operators, its class, its failure
 * folder (or -), its signature (or -), the Unix time it ended, its parts'
 * shapes and its families, and the seal (journal_seal). */
void
journal_parse(const Camp *c, char *line, const char *path, long lineno, JLine *j)
{
	char *f[10], want[24], nodes[16], *seal = strrchr(line, '\t'), *end;
	unsigned long sum = 0;
	int k = 0;

	for (char *p = line; *p; p++)
		k += *p == '\t';
	if (k != 9)
		err("%s: line %ld is not a journal line of this campaign; accepted: 10 tab-separated "
		    "fields, a test number first", path, lineno);
	*seal = '\n';
	sum = cksum(line, (size_t)(seal - line) + 1);
	*seal = '\t';
	k = 0;
	for (char *p = line; k < 10; k++) {
		f[k] = p;
		p = strchr(p, '\t');
		if (!p) {
			k++;
			break;
		}
		*p++ = 0;
	}
	if (k != 10 || !f[0][0] || strspn(f[0], "0123456789") != strlen(f[0]) || strlen(f[0]) > 12)
		err("%s: line %ld is not a journal line of this campaign; accepted: 10 tab-separated "
		    "fields, a test number first", path, lineno);
	j->idx = atol(f[0]);
	if (c->nshard && !shard_has(c, j->idx % c->nshard))
		err("%s: line %ld: test %ld is not one of shard %s/%d", path, lineno, j->idx,
		    c->shards, c->nshard);
	/* each test's seed and size follow from the campaign's seed */
	snprintf(want, sizeof want, "0x%016llx", (unsigned long long)test_seed(c, j->idx));
	snprintf(nodes, sizeof nodes, "%d", test_nodes(c, test_seed(c, j->idx)));
	if (strcmp(f[1], want) != 0 || strcmp(f[2], nodes) != 0)
		err("%s: line %ld: seed %s and %s operators are not test %ld of this campaign "
		    "(accepted: %s, %d)", path, lineno, f[1], f[2], j->idx, want,
		    test_nodes(c, test_seed(c, j->idx)));
	j->seed = test_seed(c, j->idx);
	j->nodes = atoi(f[2]);
	j->cls = class_lookup(f[3]);
	if (j->cls < 0)
		err("%s: line %ld: unknown outcome '%s'", path, lineno, f[3]);
	if ((j->cls == CL_PASS) != (strcmp(f[4], "-") == 0) || (strcmp(f[4], "-") != 0 &&
	    (strlen(f[4]) < 4 || strlen(f[4]) > 9 || strspn(f[4], "0123456789") != strlen(f[4]) ||
	    !exists(camp_path(c, "failures/%s", f[4])))))
		err("%s: line %ld: no failure folder failures/%s", path, lineno, f[4]);
	j->fid = f[4];
	j->sig = f[5];
	/* the failure folder's files that rif reads back, as rif wrote them */
	if (j->fid[0] != '-') {
		kv_verify(camp_path(c, "failures/%s/failure.cfg", j->fid), "rif-failure");
		kv_verify(camp_path(c, "failures/%s/outcomes.txt", j->fid), "rif-outcomes");
	}
	if (!f[6][0] || strspn(f[6], "0123456789") != strlen(f[6]) || strlen(f[6]) > 15 ||
	    !f[7][0] || !f[8][0])
		err("%s: line %ld: '%s' is no time; accepted: Unix seconds, then the shapes "
		    "and families", path, lineno, f[6]);
	j->time = atoll(f[6]);
	j->shapes = f[7];
	j->fams = f[8];
	/* last, so that a line's own error comes first */
	errno = 0;
	if (!isdigit((unsigned char)f[9][0]) || strtoul(f[9], &end, 10) != sum || *end || errno)
		err("%s: line %ld is not the line rif wrote (its cksum is not its seal, the last "
		    "field); accepted: the journal rif wrote, unedited", path, lineno);
}


/* The journal of campaign c, strictly: every line a test of this campaign,
 * in test order; each(j, line as written, ctx) for each.  An unfinished
 * last line (a campaign writing it) is left out. */
void
journal_read(const Camp *c, void (*each)(const JLine *, const char *, void *), void *ctx)
{
	char path[1200], *text, *line, *next;
	long n = 0, last = -1;

	snprintf(path, sizeof path, "%s", camp_path(c, "journal"));
	if (!(text = read_file_max(path, NULL, MAXJOURNAL))) {
		if (errno == EFBIG)
			err("%s: larger than 1 GiB, the limit of a journal (about two million tests: "
			    "split longer campaigns into shards)", path);
		return;
	}
	for (line = text; (next = strchr(line, '\n')); line = next) {
		char *copy;
		JLine j;

		*next++ = 0;
		copy = xstrdup(line);
		journal_parse(c, line, path, ++n, &j);
		if (j.idx <= last)
			err("%s: line %ld: test %ld after test %ld; accepted: tests in increasing order",
			    path, n, j.idx, last);
		last = j.idx;
		each(&j, copy, ctx);
		free(copy);
	}
	free(text);
}


/* The journal of a campaign to continue or summarise, strictly: each line
 * a test of c in this shard's order, failure folders in order, each with
 * its signature; each(c, line) per test.  A torn last line (a crash while
 * writing it) is cut, and its test is redone; c->next and c->nfail count
 * what is there. */
void
journal_load(Camp *c, void (*each)(Camp *, const JLine *))
{
	size_t len = 0, good = 0;
	char *text = read_file(camp_path(c, "journal"), &len), *line, *next, want[24];
	long n = 0;

	if (!text)
		return;
	for (line = text; (next = strchr(line, '\n')); line = next) {
		JLine j;

		*next++ = 0;
		journal_parse(c, line, camp_path(c, "journal"), n + 1, &j);
		if (c->shard >= 0 && j.idx != test_index(c, n))
			err("%s: line %ld: test %ld where test %ld comes in this campaign", camp_path(c, "journal"),
			    n + 1, j.idx, test_index(c, n));
		/* failure folders in order, a signature for each failure */
		snprintf(want, sizeof want, "%04d", c->nfail + 1);
		if (j.fid[0] != '-' && strcmp(j.fid, want) != 0)
			err("%s: line %ld: failure folder '%s' (accepted: %s)", camp_path(c, "journal"),
			    n + 1, j.fid, want);
		if (!*j.sig || (j.cls == CL_PASS) != (strcmp(j.sig, "-") == 0))
			err("%s: line %ld: signature '%s' (accepted: - for a pass, else the failure's)",
			    camp_path(c, "journal"), n + 1, j.sig);
		if (j.fid[0] != '-')
			c->nfail++;
		each(c, &j);
		good = (size_t)(next - text);
		n++;
	}
	/* a crash between keeping a failure and journalling it leaves one folder
	 * the journal does not name; more mean the journal was cut short */
	if (exists(camp_path(c, "failures/%04d", c->nfail + 2)))
		err("%s: cut short: it names %d failures, but failures/%04d exists (accepted: the "
		    "journal rif wrote)", camp_path(c, "journal"), c->nfail, c->nfail + 2);
	/* a torn last line (a crash while writing it): cut it, the test is redone */
	if (good < len && truncate(camp_path(c, "journal"), (off_t)good) != 0)
		err("cannot repair %s: %s", camp_path(c, "journal"), strerror(errno));
	c->next = c->started = n;
	free(text);
}


/* ---- a failure's outcomes.txt: every configuration's outcome ----
 * "build STATUS\tNAME\tWHAT" and "run STATUS\tNAME\tWHAT\tBUILD", STATUS
 * ok, bad or skipped; for the report */

/* the first line, then one per outcome: outcomes_line */
void
outcomes_head(Buf *b)
{
	buf_printf(b, "rif-outcomes %s\n", RIF_VERSION);
}

void
outcomes_line(Buf *b, const Outcome *o)
{
	static const char *const st[] = {"ok", "bad", "skipped"};
	size_t from = b->len;

	buf_printf(b, "%s %s\t%s\t%s", o->run ? "run" : "build", st[o->status], o->name, o->what);
	if (o->run)
		buf_printf(b, "\t%s", o->build);
	/* tabs and newlines only as separators */
	for (size_t i = from; i < b->len; i++)
		if ((unsigned char)b->s[i] < ' ' && b->s[i] != '\t')
			b->s[i] = ' ';
	buf_puts(b, "\n");
}

/* outcomes.txt of failure fid, strictly; 0 if it has none */
int
outcomes_read(const Camp *c, const char *fid, Outcome **out)
{
	char path[1200], *key, *v;
	KvFile f;
	int n = 0, cap = 0;

	*out = NULL;
	snprintf(path, sizeof path, "%s", camp_path(c, "failures/%s/outcomes.txt", fid));
	if (!exists(path))
		return 0;
	kv_open(&f, path, "rif-outcomes");
	while (kv_next(&f, &key, &v)) {
		Outcome *o;
		char *t1 = strchr(v, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
		char *t3 = t2 ? strchr(t2 + 1, '\t') : NULL;

		if ((strcmp(key, "build") && strcmp(key, "run")) || !t2 || (!t3) != (key[0] == 'b'))
			err("accepted: 'build STATUS<tab>NAME<tab>WHAT' or 'run STATUS<tab>NAME<tab>WHAT"
			    "<tab>BUILD'");
		*t1++ = *t2++ = 0;
		if (t3)
			*t3++ = 0;
		grow(out, &cap, n + 1, sizeof **out);
		o = &(*out)[n++];
		o->run = key[0] == 'r';
		o->status = strcmp(v, "ok") == 0 ? 0 : strcmp(v, "bad") == 0 ? 1 :
		    strcmp(v, "skipped") == 0 ? 2 : -1;
		if (o->status < 0)
			err("'%s' is no status; accepted: ok, bad, skipped", v);
		snprintf(o->name, sizeof o->name, "%s", t1);
		snprintf(o->what, sizeof o->what, "%s", t2);
		snprintf(o->build, sizeof o->build, "%s", t3 ? t3 : t1);
	}
	return n;
}

/* a finished test's outcomes.txt, for the report: every configuration's outcome */
void
outcomes_test(Camp *c, Test *t, Buf *b)
{
	char bname[400];
	Outcome o;

	outcomes_head(b);
	for (int ci = 0; ci < c->nconf; ci++) {
		Task *k = &t->tc[ci];

		memset(&o, 0, sizeof o);
		conf_name(c, ci, test_tune(c, t->tseed, ci), o.name, sizeof o.name);
		o.status = k->state != TK_DONE ? 2 : k->res == CO_OK ? 0 : 1;
		snprintf(o.what, sizeof o.what, "%s%s%s", k->state != TK_DONE ? "not built (the test uses "
		    "an intrinsic it lacks)" : k->res == CO_OK ? "ok" : k->desc, k->key[0] ? ": " : "", k->key);
		outcomes_line(b, &o);
	}
	for (int ri = 0; ri < c->nrun; ri++) {
		Task *k = &t->tr[ri];

		memset(&o, 0, sizeof o);
		o.run = 1;
		run_name(c, ri, test_tune(c, t->tseed, c->run[ri].conf), o.name, sizeof o.name);
		conf_name(c, c->run[ri].conf, test_tune(c, t->tseed, c->run[ri].conf), bname, sizeof bname);
		snprintf(o.build, sizeof o.build, "%s", bname);
		o.status = k->state != TK_DONE ? 2 : k->res == RO_PASS ? 0 : 1;
		snprintf(o.what, sizeof o.what, "%s%s%s", k->state != TK_DONE ? "not run" : roname[k->res],
		    k->key[0] ? ": " : "", k->key);
		outcomes_line(b, &o);
	}
	kv_seal(b);
}


/* ---- reach: the figures of the tests journalled so far ---- */

#define REACH_FIELDS(r) &(r)->tests, &(r)->src_calls, &(r)->src_merges, &(r)->src_vmvvv, &(r)->src_vsetvl, \
	&(r)->asm_vector, &(r)->asm_vset, &(r)->asm_merges, &(r)->asm_vmvvv, &(r)->asm_vset_keep, \
	&(r)->asm_spills, &(r)->asm_copies, &(r)->asm_blocks, &(r)->asm_branches, &(r)->asm_backedges

/* DIR/reach: "build N" and its 15 figures a line (the order of REACH_FIELDS) */
void
reach_save(const Camp *c)
{
	Buf b = {0};

	buf_printf(&b, "rif-reach %s\n", RIF_VERSION);
	for (int k = 0; k < c->nconf; k++) {
		long *f[] = {REACH_FIELDS((Reach *)&c->reach[k])};

		buf_printf(&b, "build %d", k);
		for (size_t i = 0; i < NELEM(f); i++)
			buf_printf(&b, " %ld", *f[i]);
		buf_puts(&b, "\n");
	}
	kv_seal(&b);
	write_file(camp_path(c, "reach"), b.s, b.len);
	buf_free(&b);
}

/* its strict reader (--resume): a campaign without one has none yet */
void
reach_load(Camp *c)
{
	KvFile f;
	char *key, *val;
	int seen = 0;

	if (!exists(camp_path(c, "reach")))
		return;
	kv_open(&f, camp_path(c, "reach"), "rif-reach");
	while (kv_next(&f, &key, &val)) {
		Reach r = {0};
		long *fl[] = {REACH_FIELDS(&r)};
		char *p = val, *end;
		long k;

		k = strtol(p, &end, 10);
		if (strcmp(key, "build") != 0 || end == p || k != seen || k >= c->nconf)
			err("not build %d of %d; accepted: the file rif wrote", seen, c->nconf);
		for (size_t i = 0; i < NELEM(fl); i++) {
			p = end;
			*fl[i] = strtol(p, &end, 10);
			if (end == p || *fl[i] < 0)
				err("figure %zu is not a count; accepted: the file rif wrote", i + 1);
		}
		if (*end)
			err("more than %zu figures; accepted: the file rif wrote", NELEM(fl));
		c->reach[seen++] = r;
	}
	if (seen != c->nconf)
		err("%s: %d builds, the campaign has %d; accepted: the file rif wrote", camp_path(c, "reach"),
		    seen, c->nconf);
	free(f.text);
}
