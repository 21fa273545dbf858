/*
 * A campaign's reductions (rif fuzz --reduce): the first failure of each
 * new bucket waits in a queue, and reductions run as child processes of
 * rif reduce in the campaign's job slots.  Which failure goes next, with
 * what budget, and how many slots reductions may take are decided here;
 * campaign.c's loop asks red_cap, starts one with red_start when a slot
 * is free, and reports its end with red_ended.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "rif.h"

/* the slots: at most rmax reductions at once (half the jobs, at least one:
 * a cluster node's 32 jobs reduce 16 failures at a time), in an array of
 * one entry per job (red_cap) */
void
red_init(Camp *c)
{
	c->rmax = c->jobs / 2 > 1 ? c->jobs / 2 : 1;
	c->red = xcalloc((size_t)c->jobs, sizeof *c->red);
}

/* queue a new bucket's first failure, unless it was reduced (or found
 * flaky) before, or holds a reduced.c of another run (a reduction cut
 * short, or a user's: rif does not overwrite what it did not write in this
 * run; rif reduce, asked, does) */
void
red_queue(Camp *c, const char *fid)
{
	if (exists(camp_path(c, "failures/%s/reduced.txt", fid)) ||
	    exists(camp_path(c, "failures/%s/reduced.c", fid)) || exists(camp_path(c, "failures/%s/flaky.txt", fid)))
		return;
	grow(&c->rq, &c->caprq, c->nrq + 1, sizeof *c->rq);
	snprintf(c->rq[c->nrq++], sizeof *c->rq, "%s", fid);
}

/* How many reductions may run at once: rmax, so that testing goes on; but
 * in the last quarter of a timed campaign, every slot while failures wait.
 * The tests started then would mostly find buckets the time left cannot
 * reduce (hour-long campaign of seed 0x51ed on 2 cores: 20 new buckets
 * still waited at its end, all found in its second half, 10 in its last
 * quarter; with this, 5 waited, and it ran 900 tests instead of 1,140). */
int
red_cap(const Camp *c, double wall)
{
	if (c->tlimit > 0 && wall >= 0.75 * c->tlimit)
		return c->jobs;
	return c->rmax;
}

/* a bucket's likeness: its signature without tunings and versions (one bug
 * shows under many); the first failure of a bucket like none reduced
 * before is reduced first */
static void
likeness(const Camp *c, const char *fid, char *out, size_t n)
{
	const char *sig = "";
	size_t o = 0;

	for (int i = 0; i < c->nbk; i++)
		if (strcmp(c->bk[i].first, fid) == 0)
			sig = c->bk[i].sig;
	for (const char *w = sig; *w; ) {
		size_t l = strcspn(w, " ,");

		if (strncmp(w, "-mtune=", 7) != 0 && strncmp(w, "--param=", 8) != 0 &&
		    !(*w >= '0' && *w <= '9') && o + l + 2 < n) {
			memcpy(out + o, w, l);
			o += l;
			out[o++] = ' ';
		}
		w += l + (w[l] != 0);
	}
	out[o] = 0;
}

/* The queued failure to reduce next (its index in rq), and its budget: at
 * most left_s seconds (or the budget).  A bucket like none reduced before
 * (likeness above), or waiting again (red_ended), gets the whole budget.
 * One like a bucket reduced before is most
 * often the same bug under another tuning or version: it gets what its
 * fingerprint's match needs, a fifth of the budget (the whole of it when
 * nothing else waits), and every other turn, so that the unlike buckets an
 * hour keeps finding do not leave it unreduced (hour-long campaign of seed
 * 0x51ed: 5 buckets of the known vmerge bug, each under its own tuning,
 * never reduced) */
int
red_pick(Camp *c, double left_s, double *budget)
{
	char like[600], other[600];
	int pick = -1, lpick = -1, islike;
	double budget_s = c->rbudget;

	ensure(c->nrq > 0);
	for (int q = 0; q < c->nrq && pick < 0; q++) {
		int seen = 0;

		likeness(c, c->rq[q], like, sizeof like);
		for (int i = 0; i < c->nrdone && !seen; i++) {
			likeness(c, c->rdone[i], other, sizeof other);
			seen = strcmp(like, other) == 0;
		}
		for (int i = 0; i < c->nragain && seen; i++)
			seen = strcmp(c->rq[q], c->ragain[i]) != 0;
		if (!seen)
			pick = q;
		else if (lpick < 0)
			lpick = q;
	}
	islike = lpick >= 0 && (pick < 0 || !c->rlike);
	if (islike) {
		pick = lpick;
		if (c->nrq > 1)
			budget_s = c->rbudget / 5 > 30 ? c->rbudget / 5 : 30;
	}
	c->rlike = islike;
	if (left_s >= 0 && left_s < budget_s)
		budget_s = (double)(long)left_s;        /* whole seconds, as reduced.txt says */
	*budget = budget_s;
	return pick;
}

/* start reducing the failure red_pick chooses, in a free slot */
void
red_start(Camp *c, double left_s)
{
	char self[1024], budget[32], dir[1200], out[1200];
	char *av[] = {self, "reduce", "--quiet", "--time-budget", budget, dir, NULL};
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	int pick, slot = 0;
	double budget_s;

	if (n <= 0)
		die("cannot find rif's own binary: %s", strerror(errno));
	self[n] = 0;
	/* rif was rebuilt while the campaign runs: this process's binary is
	 * still there, as /proc/self/exe */
	if (n > 10 && strcmp(self + n - 10, " (deleted)") == 0)
		snprintf(self, sizeof self, "/proc/self/exe");
	while (c->red[slot].fid[0])
		slot++;
	ensure(slot < c->jobs);
	pick = red_pick(c, left_s, &budget_s);
	snprintf(budget, sizeof budget, "%gs", budget_s);
	snprintf(c->red[slot].fid, sizeof c->red[slot].fid, "%s", c->rq[pick]);
	c->red[slot].cut = c->rlike && budget_s < c->rbudget;
	memmove(c->rq + pick, c->rq + pick + 1, (size_t)(--c->nrq - pick) * sizeof *c->rq);
	grow(&c->rdone, &c->caprdone, c->nrdone + 1, sizeof *c->rdone);
	snprintf(c->rdone[c->nrdone++], sizeof *c->rdone, "%s", c->red[slot].fid);
	snprintf(dir, sizeof dir, "%s", camp_path(c, "failures/%s", c->red[slot].fid));
	snprintf(out, sizeof out, "%s", camp_path(c, "failures/%s/reduce.out", c->red[slot].fid));
	/* its own budget bounds it; the wall-time limit is a safety net */
	if (proc_start(&c->red[slot].p, av, out, budget_s * 2 + 600, 0, c->verbose))
		c->red[slot].fid[0] = 0;
	else
		c->nred++;
}

/* A reduction with a fifth of the budget, as like one reduced before, that
 * its budget stopped and whose fingerprint is no bug found so far (of no
 * other reduction of this run, not known): a new bug after all, whose
 * reproducer should be as small as the rest.  It waits again, for the whole
 * budget, as a bucket like none reduced before (once: then it is not cut).
 * Rerun of seed 0x7a11: 0153 was called new at 41 operators, where its
 * fifth ran out; with the whole budget it goes to 4, a known bug. */
static int
red_again(Camp *c, const char *fid)
{
	Fingerprint f, o;
	char key[600], okey[600];
	char *txt = read_file(camp_path(c, "failures/%s/reduced.txt", fid), NULL);
	int stopped = txt && strstr(txt, "\nstopped early") != NULL;

	free(txt);
	if (!stopped || fp_read(&f, camp_path(c, "failures/%s/fingerprint.txt", fid)) != 1 ||
	    known_fp_note(&c->known, &f))
		return 0;
	fp_bug_key(&f, key, sizeof key);
	for (int i = 0; i < c->nrdone; i++)
		if (strcmp(c->rdone[i], fid) != 0 &&
		    fp_read(&o, camp_path(c, "failures/%s/fingerprint.txt", c->rdone[i])) == 1) {
			fp_bug_key(&o, okey, sizeof okey);
			if (strcmp(key, okey) == 0)
				return 0;
		}
	return 1;
}

/* a reduction's process ended: its slot is free */
void
red_ended(Camp *c, int slot)
{
	const char *fid = c->red[slot].fid;

	if (c->red[slot].cut && c->red[slot].p.status == 0 && red_again(c, fid)) {
		grow(&c->ragain, &c->capragain, c->nragain + 1, sizeof *c->ragain);
		snprintf(c->ragain[c->nragain++], sizeof *c->ragain, "%s", fid);
		grow(&c->rq, &c->caprq, c->nrq + 1, sizeof *c->rq);
		snprintf(c->rq[c->nrq++], sizeof *c->rq, "%s", fid);
	}
	c->red[slot].fid[0] = 0;
	c->red[slot].cut = 0;
	c->nred--;
}
