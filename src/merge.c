/*
 * rif merge: one campaign out of the directories of shards of one campaign
 * (rif fuzz --shard K/N).  Every input is read strictly first: a versioned
 * campaign.txt with the same settings and seed, the same N, no shard twice,
 * journals whose every line is a test of its shard, the same compiler and
 * emulator versions; anything else is refused with nothing written.  Then
 * the merged directory gets the journal in test order, the failure folders
 * renumbered in that order (the numbers an unsharded campaign gives them),
 * the summary and the report.
 */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "rif.h"

/* a shard directory */
typedef struct {
	Camp c;
	char *ctext;            /* campaign.txt */
	char ccver[MAXCC][160], emuver[MAXEMU][160];
} Shard;

static const char merge_usage[] =
    "usage: rif merge DIR... --out DIR\n"
    "  joins the directories of shards of one campaign (rif fuzz --shard K/N, the same\n"
    "  settings and --seed) into one: the journal in test order, the failure folders\n"
    "  renumbered in that order, the summary and the report.  Directories of other\n"
    "  campaigns, or holding a shard twice, are refused and nothing is written.\n";

/* campaign.txt without its shard line and its seal */
static char *
settings_text(const char *text)
{
	Buf b = {0};

	buf_puts(&b, "");
	for (const char *p = text; *p;) {
		size_t n = strcspn(p, "\n");

		if (strncmp(p, "shard ", 6) != 0 && strncmp(p, "check ", 6) != 0)
			buf_printf(&b, "%.*s\n", (int)n, p);
		p += n + (p[n] == '\n');
	}
	return b.s;
}

/* copy a folder's files and folders */
static void
copy_tree(const char *from, const char *to)
{
	DIR *d = opendir(from);
	struct dirent *e;

	if (!d)
		err("merge: cannot read %s: %s", from, strerror(errno));
	mkdirs(to);
	while ((e = readdir(d))) {
		char a[1200], z[1200];
		struct stat st;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(a, sizeof a, "%s/%s", from, e->d_name);
		snprintf(z, sizeof z, "%s/%s", to, e->d_name);
		if (lstat(a, &st) != 0)
			continue;
		if (S_ISDIR(st.st_mode))
			copy_tree(a, z);
		else if (S_ISREG(st.st_mode)) {
			size_t len;
			char *s = read_file(a, &len);

			if (!s)
				err("merge: cannot read %s: %s", a, strerror(errno));
			write_file(z, s, len);
			chmod(z, st.st_mode & 0777);
			free(s);
		}
	}
	closedir(d);
}

typedef struct {
	long idx;
	int src;                /* which input */
	char *line;             /* the journal line as written */
	char fid[16];           /* its failure folder there, or "" */
} MLine;

typedef struct {
	MLine *l;
	int n, cap, src;
} Lines;

static void
collect(const JLine *j, const char *line, void *ctx)
{
	Lines *m = ctx;
	MLine *x;

	grow(&m->l, &m->cap, m->n + 1, sizeof *m->l);
	x = &m->l[m->n++];
	x->idx = j->idx;
	x->src = m->src;
	x->line = xstrdup(line);     /* journal_read frees its copy */
	snprintf(x->fid, sizeof x->fid, "%s", j->cls != CL_PASS ? j->fid : "");
}

static int
cmpmline(const void *a, const void *b)
{
	const MLine *x = a, *y = b;

	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

int
cmd_merge(int argc, char **argv)
{
	const char *out = NULL, **in = NULL;
	int nin = 0, cap = 0, nfail = 0;
	Shard *r;
	char *want = NULL;
	uint8_t *all = NULL;
	int nshard = 0;
	Lines m = {0};
	Buf b = {0};
	Camp c;

	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(merge_usage, stdout);
			return 0;
		}
		if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
			out = argv[++i];
		else if (strncmp(argv[i], "--out=", 6) == 0)
			out = argv[i] + 6;
		else if (argv[i][0] == '-')
			err("merge: unknown option '%s'; accepted: shard directories and --out DIR", argv[i]);
		else {
			grow(&in, &cap, nin + 1, sizeof *in);
			in[nin++] = argv[i];
		}
	}
	if (!out)
		err("merge: give --out DIR, the directory of the merged campaign");
	if (!nin)
		err("merge: give the shard directories to merge (runs/s1 runs/s2 ...)");
	if (exists(out)) {
		int n = dir_entries(out);

		if (n < 0)
			err("merge: --out %s exists and is not a directory", out);
		if (n)
			err("merge: --out %s exists and is not empty; accepted: a new or empty directory", out);
	}
	/* every input read and checked before anything is written */
	r = xcalloc((size_t)nin, sizeof *r);
	for (int i = 0; i < nin; i++) {
		char *s;

		camp_load(&r[i].c, in[i], "merge");
		r[i].ctext = read_file(camp_path(&r[i].c, "campaign.txt"), NULL);
		load_versions(&r[i].c, r[i].ccver, r[i].emuver);
		if (!r[i].c.nshard)
			err("merge: %s is not a shard (its campaign.txt has no shard line); accepted: "
			    "directories of rif fuzz --shard K/N", in[i]);
		s = settings_text(r[i].ctext);
		if (!want) {
			want = s;
			nshard = r[i].c.nshard;
			all = xcalloc((size_t)nshard, 1);
		} else {
			int line = 1;
			const char *p = want, *q = s;

			if (strcmp(want, s) != 0 || r[i].c.nshard != nshard) {
				while (*p && *p == *q) {
					line += *p == '\n';
					p++, q++;
				}
				while (p > want && p[-1] != '\n')
					p--, q--;
				if (r[i].c.nshard != nshard)
					err("merge: %s and %s are shards of different campaigns: of %d and of %d "
					    "shards; accepted: shards of one campaign (the same settings, --seed "
					    "and N)", in[0], in[i], nshard, r[i].c.nshard);
				err("merge: %s and %s are shards of different campaigns: their campaign.txt "
				    "differ ('%.*s' and '%.*s'); accepted: shards of one campaign (the same "
				    "settings and --seed)", in[0], in[i], (int)strcspn(p, "\n"), p,
				    (int)strcspn(q, "\n"), q);
			}
			free(s);
			for (int k = 0; k < r[i].c.ncc; k++)
				if (strcmp(r[i].ccver[k], r[0].ccver[k]) != 0)
					err("merge: %s and %s ran different compilers: '%s' and '%s' (probe/"
					    "version-%d.txt); accepted: shards run with the same tools", in[0], in[i],
					    r[0].ccver[k], r[i].ccver[k], k);
			for (int q = 0; q < r[i].c.nemu; q++)
				if (strcmp(r[i].emuver[q], r[0].emuver[q]) != 0)
					err("merge: %s and %s ran different emulators: '%s' and '%s'; accepted: "
					    "shards run with the same tools", in[0], in[i], r[0].emuver[q],
					    r[i].emuver[q]);
		}
		for (int k = 0; k < nshard; k++)
			if (r[i].c.inshard[k]) {
				if (all[k])
					err("merge: shard %d/%d is given twice (%s); accepted: each shard once",
					    k + 1, nshard, in[i]);
				all[k] = 1;
			}
		m.src = i;
		journal_read(&r[i].c, collect, &m);
	}
	{
		struct stat so, si;

		for (int i = 0; i < nin && stat(out, &so) == 0; i++)
			if (stat(in[i], &si) == 0 && si.st_dev == so.st_dev && si.st_ino == so.st_ino)
				err("merge: --out %s is one of the inputs; accepted: a new directory", out);
	}
	if (m.n > 1)
		qsort(m.l, (size_t)m.n, sizeof *m.l, cmpmline);

	/* the merged campaign */
	mkdirs(out);
	memset(&c, 0, sizeof c);
	c.dir = (char *)out;
	copy_tree(camp_path(&r[0].c, "probe"), camp_path(&c, "probe"));
	mkdirs(camp_path(&c, "failures"));
	/* the known bugs of the first shard that has a list */
	for (int i = 0; i < nin; i++) {
		size_t len;
		char *k = read_file(camp_path(&r[i].c, "known"), &len);

		if (k) {
			write_file(camp_path(&c, "known"), k, len);
			free(k);
			break;
		}
	}
	for (int i = 0; i < m.n; i++) {
		MLine *x = &m.l[i];
		char *tab;

		*strrchr(x->line, '\t') = 0;   /* the seal: the line is sealed again */
		if (x->fid[0]) {
			char id[16], *ft;
			size_t len;

			snprintf(id, sizeof id, "%04d", ++nfail);
			copy_tree(camp_path(&r[x->src].c, "failures/%s", x->fid), camp_path(&c, "failures/%s", id));
			/* failure.txt names its folder on its first line */
			ft = read_file(camp_path(&c, "failures/%s/failure.txt", id), &len);
			if (ft) {
				char *colon = strchr(ft, ':');
				Buf t = {0};

				if (colon) {
					buf_printf(&t, "rif %s failure %s%s", RIF_VERSION, id, colon);
					write_file(camp_path(&c, "failures/%s/failure.txt", id), t.s, t.len);
				}
				buf_free(&t);
				free(ft);
			}
			/* the journal line names the new folder */
			tab = x->line;
			for (int k = 0; k < 4 && tab; k++)
				tab = strchr(tab + 1, '\t');
			if (tab) {
				char *rest = strchr(tab + 1, '\t');

				Buf l = {0};

				buf_printf(&l, "%.*s\t%s%s", (int)(tab - x->line), x->line, id, rest ? rest : "");
				journal_seal(&b, l.s, l.len);
				buf_free(&l);
				continue;
			}
		}
		journal_seal(&b, x->line, strlen(x->line));
	}
	write_file(camp_path(&c, "journal"), b.s ? b.s : "", b.len);
	b.len = 0;
	{
		Buf sl = {0};
		const char *p = strstr(want, "\nseed ");

		p = p ? strchr(p + 1, '\n') : strchr(want, '\n');
		shard_list(all, nshard, &sl);
		buf_printf(&b, "%.*s\nshard %s/%d\n%s", (int)(p - want), want, sl.s, nshard, p + 1);
		buf_free(&sl);
		kv_seal(&b);
	}
	write_file(camp_path(&c, "campaign.txt"), b.s, b.len);
	buf_free(&b);
	camp_summary(out);
	report_write(out, cmdline.s);
	fprintf(stderr, "rif merge: %d director%s, %d tests, %d failures into %s\n", nin,
	    nin == 1 ? "y" : "ies", m.n, nfail, out);
	for (int i = 0; i < m.n; i++)
		free(m.l[i].line);
	free(m.l);
	for (int i = 0; i < nin; i++) {
		free(r[i].ctext);
		free(r[i].c.dir);
		camp_free(&r[i].c);
	}
	free(r);
	free(in);
	free(want);
	free(all);
	return 0;
}
