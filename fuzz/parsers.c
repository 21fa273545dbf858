/*
 * A libFuzzer harness for rif's readers of what users and crashed
 * campaigns hand it: options and their values (numbers, durations, lists),
 * campaign.txt, the journal, failure.cfg, deny lists and lists of known
 * bugs (make fuzz-parsers).
 *
 * An input's first byte picks the reader, by its value less '0', mod 7 (the
 * seeds in fuzz/corpus start with the digit): 0 options, one per line; 1 a
 * value for the number and duration parsers; 2 campaign.txt; 3 a journal of
 * the campaign in fuzz/corpus (seed 7, 5 operators); 4 failure.cfg; 5 a
 * deny list; 6 a list of known bugs.  The rest of the input is the text.
 *
 * A refusal (err()) is the right answer to most inputs: err_hook jumps back
 * here.  What the reader had allocated is freed then: malloc, calloc,
 * realloc and free are wrapped (-Wl,--wrap) to track every block allocated
 * during one input.  A crash, a sanitizer report or an abort (die()) is a
 * bug.
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rif.h"

static jmp_buf back;
static char dir[256], file[300];

static void
jump_back(void)
{
	longjmp(back, 1);
}

/* ---- every block allocated during one input, freed after it ---- */

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);

static void **live;
static size_t nlive, caplive;
static int tracking;

static void
track(void *p)
{
	if (!tracking || !p)
		return;
	if (nlive == caplive) {
		caplive = caplive ? 2 * caplive : 4096;
		live = __real_realloc(live, caplive * sizeof *live);
		if (!live)
			abort();
	}
	live[nlive++] = p;
}

static void
untrack(void *p)
{
	for (size_t i = nlive; i-- > 0;)
		if (live[i] == p) {
			live[i] = live[--nlive];
			return;
		}
}

void *
__wrap_malloc(size_t n)
{
	void *p = __real_malloc(n);

	track(p);
	return p;
}

void *
__wrap_calloc(size_t n, size_t size)
{
	void *p = __real_calloc(n, size);

	track(p);
	return p;
}

void *
__wrap_realloc(void *p, size_t n)
{
	void *q = __real_realloc(p, n);

	if (q) {
		untrack(p);
		track(q);
	}
	return q;
}

void
__wrap_free(void *p)
{
	untrack(p);
	__real_free(p);
}

/* ---- the readers ---- */

/* the campaign whose journal target 3 reads: the one of fuzz/corpus */
static const char journal_camp[] =
    "rif-campaign " RIF_VERSION "\nseed 0x0000000000000007\ncc cc\nopt O0\nopt O2\n"
    "march auto\nvlen 128\nfill off\ntune none\nreach-every 10\nqemu qemu10\ncompile-timeout 300\n"
    "run-timeout 60\ncompile-mem 4096\nrun-mem 2048\nnodes 5-5\nswarm 0\ncount 0\n"
    "gen --ops vadd --observe 0\n";

static void
camp_init(Camp *c)
{
	memset(c, 0, sizeof *c);
	genopts_default(&c->gen);
	c->ctime = 300;
	c->rtime = 60;
	c->cmem = (uint64_t)4096 << 20;
	c->rmem = (uint64_t)2048 << 20;
	c->nodes_lo = 10;
	c->nodes_hi = 100;
	c->swarm = 1;
	c->rbudget = 300;
	c->reach_every = 10;
	c->dir = dir;
}

static void
put_file(const char *path, const char *s, size_t n)
{
	FILE *f = fopen(path, "wb");

	if (!f || fwrite(s, 1, n, f) != n || fclose(f) != 0)
		abort();
}

/* the options of rif gen, list, stats and fuzz, one per line (but --deny
 * and --known, which read files: targets 5 and 6 read them) */
static void
options(char *text)
{
	char *av[256];
	int n = 2, len_mode = -1;
	uint64_t seed = 1;
	Camp c;
	Opt o;

	camp_init(&c);
	av[0] = "rif";
	av[1] = "fuzz";
	for (char *p = text; p && n < 255;) {
		av[n++] = p;
		p = strchr(p, '\n');
		if (p)
			*p++ = 0;
	}
	av[n] = NULL;
	o = (Opt){n, 0, av, NULL};
	for (o.i = 2; o.i < n; o.i++) {
		if (strncmp(av[o.i], "--deny", 6) == 0 || strncmp(av[o.i], "--known", 7) == 0)
			o.i++;
		else if (opt(&o, "--time") || opt(&o, "--reduce-budget"))
			parse_duration("--time", o.val);
		else if (opt(&o, "--count"))
			parse_num("--count", o.val, 1, 1000000000);
		else if (opt(&o, "-j"))
			parse_num("-j", o.val, 1, 256);
		else if (!camp_opt(&c, &o))
			gen_opt(&o, &c.gen, &seed, &len_mode);
	}
}

static void
numbers(const char *s)
{
	parse_duration("--time", s);
}

static void
numbers2(const char *s)
{
	Camp c;

	camp_init(&c);
	parse_nodes(&c, s);
}

static void
numbers3(const char *s)
{
	parse_num("--seed", s, 0, UINT64_MAX);
}

static void
campaign(const char *s, size_t n)
{
	Camp c;

	snprintf(file, sizeof file, "%s/campaign.txt", dir);
	put_file(file, s, n);
	camp_init(&c);
	load_config(&c);
}

static void
tally(Camp *c, const JLine *j)
{
	camp_tally(c, j->cls, j->fid, j->sig);
}

static void
journal(const char *s, size_t n)
{
	Camp c;
	Buf b = {0};

	buf_puts(&b, journal_camp);
	kv_seal(&b);                    /* as rif writes it */
	snprintf(file, sizeof file, "%s/campaign.txt", dir);
	put_file(file, b.s, b.len);
	buf_free(&b);
	snprintf(file, sizeof file, "%s/journal", dir);
	put_file(file, s, n);
	camp_init(&c);
	load_config(&c);
	journal_load(&c, tally);
}

static void
failure(const char *s, size_t n)
{
	Repro r;

	snprintf(file, sizeof file, "%s/failure.cfg", dir);
	put_file(file, s, n);
	repro_load(&r, file);
}

static void
deny(const char *s, size_t n)
{
	snprintf(file, sizeof file, "%s/deny.txt", dir);
	put_file(file, s, n);
	read_deny(file);
}

static void
known(const char *s, size_t n)
{
	Known k;

	snprintf(file, sizeof file, "%s/known", dir);
	put_file(file, s, n);
	known_load(&k, file, "--known");
	known_note(&k, "compiler-crash clang-22 22.1.8 error: ran out of registers");
	known_free(&k);
}

/* the folder of the known list and the failure folders, gone at exit */
static void
cleanup(void)
{
	rmtree(dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	Inst in;

	(void)argc;
	(void)argv;
	snprintf(dir, sizeof dir, "%s/rif-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir))
		abort();
	atexit(cleanup);
	/* the failure folders of the journal in fuzz/corpus, with the sealed
	 * files a journal's reader checks */
	for (int k = 1; k <= 6; k++) {
		const char *kind[] = {"failure.cfg", "rif-failure", "outcomes.txt", "rif-outcomes"};

		snprintf(file, sizeof file, "%s/failures/%04d", dir, k);
		mkdirs(file);
		for (int i = 0; i < 4; i += 2) {
			Buf b = {0};

			buf_printf(&b, "%s %s\n", kind[i + 1], RIF_VERSION);
			kv_seal(&b);
			snprintf(file, sizeof file, "%s/failures/%04d/%s", dir, k, kind[i]);
			put_file(file, b.s, b.len);
			buf_free(&b);
		}
	}
	/* the table of names is built once, on first use: not during an input */
	inst_lookup("vadd_vv_i32m1", &in);
	err_hook = jump_back;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text;

	if (size < 1)
		return 0;
	text = __real_malloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = 0;
	tracking = 1;
	err_where[0] = 0;
	if (setjmp(back) == 0) {
		switch ((unsigned char)(data[0] - '0') % 7) {
		case 0:
			options(text);
			break;
		case 1:
			/* each parser on its own: one refusal must not hide the next */
			if (setjmp(back) == 0)
				numbers(text);
			if (setjmp(back) == 0)
				numbers2(text);
			if (setjmp(back) == 0)
				numbers3(text);
			break;
		case 2:
			campaign(text, size - 1);
			break;
		case 3:
			journal(text, size - 1);
			break;
		case 4:
			failure(text, size - 1);
			break;
		case 5:
			deny(text, size - 1);
			break;
		default:
			known(text, size - 1);
		}
	}
	tracking = 0;
	for (size_t i = 0; i < nlive; i++)
		__real_free(live[i]);
	nlive = 0;
	__real_free(text);
	return 0;
}
