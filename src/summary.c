/*
 * The summary of a campaign directory: summary.txt and summary.json, from
 * the journal's tallies and buckets (held in Camp), the failure folders
 * (reduced sizes, verdicts, first bad passes) and the reach figures; the
 * groups of buckets that may be one bug.  rif fuzz writes it as it goes
 * and at its end; rif merge from the files alone (camp_summary).
 */
#include <errno.h>
#include <string.h>

#include "rif.h"

/* the bucket of signature sig, made if new (first: its first failure) */
Bucket *
camp_bucket(Camp *c, const char *sig, int cls, const char *first)
{
	for (int i = 0; i < c->nbk; i++)
		if (strcmp(c->bk[i].sig, sig) == 0)
			return &c->bk[i];
	grow(&c->bk, &c->capbk, c->nbk + 1, sizeof *c->bk);
	c->bk[c->nbk] = (Bucket){xstrdup(sig), xstrdup(first), cls, 0, known_bucket(c, sig, first)};
	return &c->bk[c->nbk++];
}


/* count a journal line: its class, and its bucket (NULL for a pass) */
Bucket *
camp_tally(Camp *c, int cls, const char *fid, const char *sig)
{
	Bucket *b;

	c->nclass[cls]++;
	if (cls == CL_PASS)
		return NULL;
	b = camp_bucket(c, sig, cls, fid);
	b->n++;
	return b;
}

static void
tally_each(Camp *c, const JLine *j)
{
	camp_tally(c, j->cls, j->fid, j->sig);
}

static int
cmpbucket(const void *a, const void *b)
{
	const Bucket *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? 1 : -1;
	return strcmp(x->first, y->first);
}


static void
json_str(Buf *b, const char *s)
{
	buf_puts(b, "\"");
	for (; *s; s++)
		if (*s == '"' || *s == '\\')
			buf_printf(b, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			buf_printf(b, "\\u%04x", *s);
		else
			buf_printf(b, "%c", *s);
	buf_puts(b, "\"");
}



/* operators before and after the reduction of a failure, if it was reduced */
static int
reduced_size(Camp *c, const char *fid, int *before, int *after)
{
	char *s = read_file(camp_path(c, "failures/%s/reduced.txt", fid), NULL);
	int ok = s && sscanf(s, "operators %d -> %d", before, after) == 2;

	free(s);
	return ok;
}


/* did rif reduce find another compiler's -O0 build that passes the reduced
 * program of a model-suspect (reduced.txt's verdict)? */
static int
reduced_cleared(Camp *c, const char *fid)
{
	char *s = read_file(camp_path(c, "failures/%s/reduced.txt", fid), NULL);
	int ok = s && strstr(s, "\nverdict: a compiler bug") != NULL;

	free(s);
	return ok;
}


void
write_summary(Camp *c, double wall)
{
	Buf t = {0}, j = {0}, top = {0};
	long total = 0, bugs = 0, kbugs = 0;
	char name[400];
	int merged = c->nshard && c->shard < 0;        /* no run times, no reach on disk */
	Bug *bug;
	int nbug, distinct, nnew, unred, *bugof;
	Buf phrase = {0};

	if (c->nbk > 1)         /* qsort wants a non-null array */
		qsort(c->bk, (size_t)c->nbk, sizeof *c->bk, cmpbucket);
	bugof = xcalloc((size_t)c->nbk + 1, sizeof *bugof);
	for (int k = 0; k < NCLASS; k++) {
		total += c->nclass[k];
		if (class_bug(k))
			bugs += c->nclass[k];
	}
	buf_printf(&t, "rif %s campaign %s (seed 0x%016llx", RIF_VERSION, c->dir,
	    (unsigned long long)c->seed);
	if (c->nshard)
		buf_printf(&t, ", shard%s %s of %d", c->shard < 0 ? "s" : "", c->shards, c->nshard);
	buf_puts(&t, ")\n");
	nbug = camp_bugs(c, c->bk, c->nbk, &bug);
	for (int k = 0; k < nbug; k++)
		for (int i = 0; i < bug[k].nbk; i++)
			bugof[bug[k].bk[i]] = k + 1;
	bugs_count(bug, nbug, &distinct, &nnew, &unred);
	bugs_phrase(bug, nbug, &phrase);
	buf_printf(&t, "bugs: %s (report: %s/report/index.html)\n", phrase.s, c->dir);
	for (int k = 0; k < nbug; k++) {
		buf_printf(&top, "  %2d ", k + 1);
		bug_line(c, c->bk, &bug[k], &top);
		buf_puts(&top, "\n");
	}
	buf_puts(&t, top.s ? top.s : "");
	buf_printf(&t, "tests: %ld", total);
	for (int k = 0; k < NCLASS; k++)
		buf_printf(&t, "%s%s %ld", k ? ", " : " (", class_name(k), c->nclass[k]);
	buf_puts(&t, ")");
	if (!merged)
		buf_printf(&t, "\nthis run: %ld tests in %.0f s", c->done_now, wall);
	if (wall > 0 && !merged)
		buf_printf(&t, ", %.1f tests/min; rif itself %.2f%% of the wall time "
		    "(and %.2f%% starting processes)", (double)c->done_now * 60 / wall,
		    100 * c->tself / wall, 100 * c->tspawn / wall);
	{
		int nb = 0, nk = 0;

		for (int i = 0; i < c->nbk; i++) {
			nb += class_bug(c->bk[i].cls);
			if (class_bug(c->bk[i].cls) && c->bk[i].known) {
				nk++;
				kbugs += c->bk[i].n;
			}
		}
		buf_printf(&t, "\ncompiler bugs: %ld tests in %d bucket%s", bugs, nb, nb == 1 ? "" : "s");
		if (c->known.n)
			buf_printf(&t, " (known bugs: %ld tests in %d bucket%s)", kbugs, nk, nk == 1 ? "" : "s");
		buf_puts(&t, "\nmatrix:\n");
	}
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, NULL, name, sizeof name);
		buf_printf(&t, "  build %s (%s)\n", name, c->cc[c->conf[ci].cc].version);
	}
	for (int q = 0; q < c->nemu; q++)
		buf_printf(&t, "  emulator %s (%s: %s)\n", c->emu[q].spec, c->emu[q].path, c->emu[q].version);
	buf_puts(&t, "  runs at vlen");
	for (int v = 0; v < c->nvlen; v++)
		buf_printf(&t, " %d", c->vlen[v]);
	buf_printf(&t, ", agnostic fill %s\n", c->nfill == 2 ? "off and on" : c->fill[0] ? "on" : "off");
	if (c->reach_every && !merged && c->reach) {
		if (c->batch > 1)
			buf_printf(&t, "reach (one batch of tests in %d also compiled to assembly):\n", c->reach_every);
		else
			buf_printf(&t, "reach (one test in %d also compiled to assembly):\n", c->reach_every);
		for (int ci = 0; ci < c->nconf; ci++) {
			conf_name(c, ci, NULL, name, sizeof name);
			buf_printf(&t, "  %s: ", name);
			reach_line(&c->reach[ci], &t);
			buf_puts(&t, "\n");
		}
	}
	buf_printf(&t, "buckets (largest first):\n");
	for (int i = 0; i < c->nbk; i++) {
		int before, after;

		buf_printf(&t, "  %5ld  %-60s  failures/%s", c->bk[i].n, c->bk[i].sig, c->bk[i].first);
		if (bugof[i] && bug[bugof[i] - 1].known)
			buf_printf(&t, "  [bug %d, known: %s]", bugof[i], bug[bugof[i] - 1].known);
		else if (bugof[i])
			buf_printf(&t, "  [bug %d]", bugof[i]);
		else if (c->bk[i].known)
			buf_printf(&t, "  [known: %s]", c->bk[i].known);
		if (reduced_size(c, c->bk[i].first, &before, &after))
			buf_printf(&t, "  (reduced: %d -> %d operators%s)", before, after,
			    reduced_cleared(c, c->bk[i].first) ? "; another compiler's -O0 build passes it: "
			    "a compiler bug, not the model" : "");
		else if (exists(camp_path(c, "failures/%s/flaky.txt", c->bk[i].first)))
			buf_puts(&t, "  (flaky)");
		buf_puts(&t, "\n");
	}
	if (!c->nbk)
		buf_puts(&t, "  (none)\n");

	buf_printf(&j, "{\n  \"rif\": \"%s\",\n  \"seed\": \"0x%016llx\",\n  \"tests\": %ld,\n"
	    "  \"outcomes\": {", RIF_VERSION, (unsigned long long)c->seed, total);
	for (int k = 0; k < NCLASS; k++)
		buf_printf(&j, "%s\"%s\": %ld", k ? ", " : "", class_name(k), c->nclass[k]);
	buf_printf(&j, "},\n  \"compiler_bugs\": %ld,\n  \"known_compiler_bugs\": %ld,\n", bugs, kbugs);
	buf_printf(&j, "  \"distinct_bugs\": %d,\n  \"new_bugs\": %d,\n  \"unreduced_buckets\": %d,\n  \"bugs\": [",
	    distinct, nnew, unred);
	for (int k = 0; k < nbug; k++) {
		const Bug *g = &bug[k];

		buf_printf(&j, "%s\n    {\"bug\": %d, \"new\": %s, \"reduced\": %s, %s", k ? "," : "", k + 1,
		    g->known ? "false" : "true", g->has_fp ? "true" : "false",
		    bug_flaky(c, g, c->bk) ? "\"flaky\": true, " : "");
		if (g->known) {
			buf_puts(&j, "\"known\": ");
			json_str(&j, g->known);
			buf_puts(&j, ", ");
		}
		buf_puts(&j, "\"key\": ");
		json_str(&j, g->key);
		buf_printf(&j, ", \"tests\": %ld, \"buckets\": [", g->tests);
		for (int i = 0; i < g->nbk; i++)
			buf_printf(&j, "%s\"failures/%s\"", i ? ", " : "", c->bk[g->bk[i]].first);
		buf_printf(&j, "], \"representative\": \"failures/%s\"", c->bk[g->rep].first);
		if (g->has_fp) {
			buf_printf(&j, ", \"reproducer\": \"failures/%s/reduced.c\", \"class\": \"%s\", "
			    "\"operators\": %d, \"needs_tuning\": %s, \"compilers\": ", c->bk[g->rep].first,
			    class_name(g->fp.cls), g->fp.nops, g->tune_needed ? "true" : "false");
			json_str(&j, g->ccs);
			buf_puts(&j, ", \"levels\": ");
			json_str(&j, g->levels);
			buf_puts(&j, ", \"tunings\": ");
			json_str(&j, g->tunes);
			buf_puts(&j, ", \"first_bad_pass\": ");
			json_str(&j, g->fp.pass);
			buf_puts(&j, ", \"fault\": ");
			json_str(&j, g->fp.fault);
			buf_puts(&j, ", \"failure_key\": ");
			json_str(&j, g->fp.key);
			buf_puts(&j, ", \"ops\": ");
			json_str(&j, g->fp.ops);
			buf_puts(&j, ", \"edges\": ");
			json_str(&j, g->fp.edges);
		}
		buf_puts(&j, "}");
	}
	buf_puts(&j, nbug ? "\n  ],\n" : "],\n");
	if (c->nshard)
		buf_printf(&j, "  \"shards\": \"%s/%d\",\n", c->shards, c->nshard);
	if (!merged)
		buf_printf(&j, "  \"run\": {\"tests\": %ld, \"seconds\": %.1f, \"rif_seconds\": %.3f, "
		    "\"spawn_seconds\": %.3f, \"compile_seconds\": %.1f, \"emulate_seconds\": %.1f, "
		    "\"reach_seconds\": %.1f, \"builds\": %ld, \"batch_builds\": %ld, \"batch_seconds\": %.1f, \"from_batch\": %ld, "
		    "\"alone\": {\"batch_build_failed\": %ld, \"batch_run_failed\": %ld, \"test_failed\": %ld}},\n",
		    c->done_now, wall, c->tself, c->tspawn, c->tcompile, c->temulate, c->tasm, c->nbuild, c->nbuild_batch,
		    c->tbatch, c->alone[0], c->alone[1], c->alone[2], c->alone[3]);
	buf_puts(&j, "  \"matrix\": {\"builds\": [");
	for (int ci = 0; ci < c->nconf; ci++) {
		conf_name(c, ci, NULL, name, sizeof name);
		buf_puts(&j, ci ? ", " : "");
		json_str(&j, name);
	}
	buf_puts(&j, "], \"emulators\": [");
	for (int q = 0; q < c->nemu; q++) {
		buf_puts(&j, q ? ", " : "");
		json_str(&j, c->emu[q].version);
	}
	buf_puts(&j, "], \"vlen\": [");
	for (int v = 0; v < c->nvlen; v++)
		buf_printf(&j, "%s%d", v ? ", " : "", c->vlen[v]);
	buf_puts(&j, "], \"fill\": [");
	for (int f = 0; f < c->nfill; f++)
		buf_printf(&j, "%s\"%s\"", f ? ", " : "", c->fill[f] ? "on" : "off");
	buf_printf(&j, "]},\n  \"reach\": {\"every\": %d, \"builds\": [", c->reach_every);
	for (int ci = 0; ci < c->nconf && !merged; ci++) {
		conf_name(c, ci, NULL, name, sizeof name);
		buf_printf(&j, "%s\n    {\"build\": ", ci ? "," : "");
		json_str(&j, name);
		buf_puts(&j, ", \"figures\": ");
		reach_json(&c->reach[ci], &j);
		buf_puts(&j, "}");
	}
	buf_puts(&j, "\n  ]},\n  \"buckets\": [");
	for (int i = 0; i < c->nbk; i++) {
		buf_printf(&j, "%s\n    {\"class\": \"%s\", \"compiler_bug\": %s, \"count\": %ld, "
		    "\"signature\": ", i ? "," : "", class_name(c->bk[i].cls),
		    class_bug(c->bk[i].cls) ? "true" : "false", c->bk[i].n);
		json_str(&j, c->bk[i].sig);
		buf_printf(&j, ", \"representative\": \"failures/%s\"", c->bk[i].first);
		if (c->bk[i].known) {
			buf_puts(&j, ", \"known\": ");
			json_str(&j, c->bk[i].known);
		}
		{
			int before, after;

			if (bugof[i])
				buf_printf(&j, ", \"bug\": %d", bugof[i]);

			if (reduced_size(c, c->bk[i].first, &before, &after))
				buf_printf(&j, ", \"reduced\": {\"operators_before\": %d, \"operators_after\": %d%s}",
				    before, after, reduced_cleared(c, c->bk[i].first) ?
				    ", \"another_o0_passes\": true" : "");
		}
		buf_puts(&j, "}");
	}
	buf_puts(&j, c->nbk ? "\n  ]\n}\n" : "]\n}\n");
	bugs_free(bug, nbug);
	free(bugof);
	write_file(camp_path(c, "summary.txt"), t.s, t.len);
	write_file(camp_path(c, "summary.json"), j.s, j.len);
	/* on the terminal, the bugs: the rest is in the files */
	if (!c->quiet) {
		printf("rif fuzz: %ld tests", total);
		if (!merged && wall > 0)
			printf(" (%ld in %.0f %s this run)", c->done_now, wall < 120 ? wall : wall / 60,
			    wall < 120 ? "s" : "min");
		printf(": %s (%s/report/index.html)\n%s"
		    "summary: %s/summary.txt\n", phrase.s, c->dir, top.s ? top.s : "", c->dir);
	}
	buf_free(&top);
	buf_free(&t);
	buf_free(&j);
	buf_free(&phrase);
}


/* summary.txt and summary.json of a campaign from its files (rif merge) */
void
camp_summary(const char *dir)
{
	Camp c;
	char ccver[MAXCC][160], emuver[MAXEMU][160];

	camp_load(&c, dir, "merge");
	c.shard = -1;           /* from the files: no run of its own (one shard of N too) */
	load_versions(&c, ccver, emuver);
	c.quiet = 1;
	journal_load(&c, tally_each);
	write_summary(&c, 0);
	free(c.dir);
	camp_free(&c);
}

