/* Errors, memory, random numbers, strings and files. */
#define _XOPEN_SOURCE 700       /* realpath */
#include <dirent.h>
#include <errno.h>
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rif.h"

/* set by the parser fuzzer (fuzz/parsers.c): called instead of exit(2) */
void (*err_hook)(void);

void
err(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fputs("rif: ", stderr);
	if (*err_where)
		fprintf(stderr, "%s: ", err_where);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (err_hook)
		err_hook();
	exit(2);
}

void
die_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "rif: internal error at %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		die("out of memory (%zu x %zu bytes)", n, size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

void
grow(void *pp, int *cap, int n, size_t sz)
{
	void **p = pp;
	int c = *cap;

	if (n <= c)
		return;
	while (c < n)
		c = c ? 2 * c : 16;
	*p = xrealloc(*p, (size_t)c * sz);
	*cap = c;
}

/* Arena: a list of blocks; allocations are never freed one by one. */
struct Arena {
	struct Block *head;
};
struct Block {
	struct Block *next;
	size_t used, size;
	_Alignas(16) unsigned char mem[];
};

Arena *
arena_new(void)
{
	return xcalloc(1, sizeof(Arena));
}

void *
arena_alloc(Arena *a, size_t n)
{
	struct Block *b = a->head;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (!b || b->size - b->used < n) {
		size_t size = n > 65536 ? n : 65536;

		b = xmalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		b->next = a->head;
		a->head = b;
	}
	p = b->mem + b->used;
	b->used += n;
	return memset(p, 0, n);
}

void
arena_free(Arena *a)
{
	struct Block *b, *next;

	if (!a)
		return;
	for (b = a->head; b; b = next) {
		next = b->next;
		free(b);
	}
	free(a);
}

uint64_t
mix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15u;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
	return x ^ (x >> 31);
}

int
bits_set(unsigned m)
{
	int n = 0;

	for (; m; m &= m - 1)
		n++;
	return n;
}

void
rng_seed(Rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++) {
		seed = mix64(seed);
		r->s[i] = seed;
	}
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
rng_next(Rng *r)
{
	uint64_t *s = r->s;
	uint64_t res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

uint64_t
rng_below(Rng *r, uint64_t n)
{
	uint64_t lim, x;

	ensure(n > 0);
	lim = UINT64_MAX - UINT64_MAX % n;
	do
		x = rng_next(r);
	while (x >= lim);
	return x % n;
}

int
rng_chance(Rng *r, unsigned percent)
{
	return rng_below(r, 100) < percent;
}

int
rng_weighted(Rng *r, const unsigned *w, int n)
{
	uint64_t sum = 0, x;
	int i;

	for (i = 0; i < n; i++)
		sum += w[i];
	if (sum == 0)
		return -1;
	x = rng_below(r, sum);
	for (i = 0; i < n; i++) {
		if (x < w[i])
			return i;
		x -= w[i];
	}
	die("unreachable");
}

void
buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		size_t room = b->cap - b->len;

		va_start(ap, fmt);
		n = vsnprintf(b->s ? b->s + b->len : NULL, room, fmt, ap);
		va_end(ap);
		ensure(n >= 0);
		if ((size_t)n < room)
			break;
		b->cap = b->cap * 2 + (size_t)n + 256;
		b->s = xrealloc(b->s, b->cap);
	}
	b->len += (size_t)n;
}

void
buf_puts(Buf *b, const char *s)
{
	size_t n = strlen(s);

	if (b->cap - b->len <= n) {
		b->cap = b->cap * 2 + n + 256;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, s, n + 1);
	b->len += n;
}

void
buf_free(Buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

/* Output files are written to a temporary name and renamed into place,
 * so a failure never leaves a half-written file; out_open is called for
 * every output before any is written, so that bad paths fail first.
 * Anything but a plain file (/dev/null, a pipe, a symbolic link) is
 * written in place: renaming over it would replace it. */
static Out *out_make(const char *path, int follow);

Out *
out_try(const char *path)
{
	return out_make(path, 1);
}

/* follow: a destination that is no regular file (a symbolic link, a pipe,
 * /dev/null) is written in place, as a user's -o wants; else (rif's own
 * files) it is replaced like any other */
static Out *
out_make(const char *path, int follow)
{
	Out *o;
	struct stat st;
	int e;

	if (!*path) {           /* else the temporary file would be ".tmpPID" */
		errno = ENOENT;
		return NULL;
	}
	o = xcalloc(1, sizeof *o);
	if (follow && lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		o->f = fopen(path, "wb");
		if (!o->f) {
			e = errno;
			free(o);
			errno = e;
			return NULL;
		}
		o->path = xstrdup(path);
		return o;
	}
	o->tmp = xmalloc(strlen(path) + 32);
	sprintf(o->tmp, "%s.tmp%ld", path, (long)getpid());
	{
		/* a name near the file system's limit: a short temporary name in
		 * the same folder (rename stays within it) */
		const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;

		if (strlen(base) + 24 > NAME_MAX)
			sprintf(o->tmp, "%.*s.rif.tmp%ld", (int)(base - path), path, (long)getpid());
	}
	o->f = fopen(o->tmp, "wb");
	if (!o->f) {
		e = errno;
		free(o->tmp);
		free(o);
		errno = e;
		return NULL;
	}
	o->path = xstrdup(path);
	return o;
}

Out *
out_open(const char *path)
{
	Out *o = out_try(path);

	if (!o)
		err("cannot write %s: %s", path, strerror(errno));
	return o;
}

void
out_abandon(Out *o)
{
	if (!o)
		return;
	fclose(o->f);
	if (o->tmp)
		remove(o->tmp);
	free(o->path);
	free(o->tmp);
	free(o);
}

/* write data and put the file in place: 0, or the errno of what failed
 * (the temporary file removed); o is freed either way */
int
out_close(Out *o, const char *data, size_t len)
{
	int e = 0;

	if (fwrite(data, 1, len, o->f) != len || fflush(o->f) != 0)
		e = errno;
	if (fclose(o->f) != 0 && !e)
		e = errno;
	if (!e && o->tmp && rename(o->tmp, o->path) != 0)
		e = errno;
	if (e && o->tmp)
		remove(o->tmp);
	free(o->path);
	free(o->tmp);
	free(o);
	return e;
}

void
out_commit(Out *o, const char *data, size_t len)
{
	char *path = xstrdup(o->path);
	int e = out_close(o, data, len);

	if (e)
		err("cannot write %s: %s", path, strerror(e));
	free(path);
}

/* do paths a and b name one file (existing or not)?  Their folders are
 * compared as realpath gives them */
int
same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	char ca[PATH_MAX + 300], cb[PATH_MAX + 300];

	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	for (int k = 0; k < 2; k++) {
		const char *p = k ? b : a, *slash = strrchr(p, '/');
		char dir[PATH_MAX], real[PATH_MAX], *c = k ? cb : ca;

		snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - p) + (slash == p) : 1, slash ? p : ".");
		if (!realpath(dir, real))
			snprintf(real, sizeof real, "%s", dir);
		snprintf(c, PATH_MAX + 300, "%s/%s", real, slash ? slash + 1 : p);
	}
	return strcmp(ca, cb) == 0;
}

/* the folder of file path, resolved (realpath), into out; 0 if it does not exist */
int
real_dir(const char *path, char *out, size_t n)
{
	char dir[PATH_MAX], real[PATH_MAX];
	const char *slash = strrchr(path, '/');

	if (!slash || (size_t)(slash - path) >= sizeof dir)
		return 0;
	snprintf(dir, sizeof dir, "%.*s", (int)(slash - path) + (slash == path), path);
	if (!realpath(dir, real) || strlen(real) >= n)
		return 0;
	snprintf(out, n, "%s", real);
	return 1;
}

/* one of rif's own files, whole: a temporary file beside it, then renamed
 * over it, so never written through a symbolic link planted there */
void
write_file(const char *path, const char *data, size_t len)
{
	Out *o = out_make(path, 0);

	if (!o)
		err("cannot write %s: %s", path, strerror(errno));
	out_commit(o, data, len);
}

char *
read_file(const char *path, size_t *len)
{
	return read_file_max(path, len, 0);
}

/* at most max bytes (0: no limit): a larger file is NULL with errno EFBIG */
char *
read_file_max(const char *path, size_t *len, size_t max)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0, cap = 0, got;

	if (!f)
		return NULL;
	do {
		if (cap - n < 4096) {
			cap = cap * 2 + 8192;
			s = xrealloc(s, cap);
		}
		got = fread(s + n, 1, cap - n - 1, f);
		n += got;
		if (max && n > max) {
			fclose(f);
			free(s);
			errno = EFBIG;
			return NULL;
		}
	} while (got > 0);
	if (ferror(f)) {
		fclose(f);
		free(s);
		return NULL;
	}
	fclose(f);
	s[n] = 0;
	if (len)
		*len = n;
	return s;
}

uint64_t
parse_num(const char *opt, const char *s, uint64_t lo, uint64_t hi)
{
	char *end;
	unsigned long long v;

	errno = 0;
	/* decimal, or hexadecimal after 0x; never octal (010 is ten), no sign,
	 * no white space before it (strtoull would skip a tab) */
	if (!s || !(*s >= '0' && *s <= '9'))
		goto bad;
	v = strtoull(s, &end, s[0] == '0' && (s[1] == 'x' || s[1] == 'X') ? 16 : 10);
	if (errno || *end)
		goto bad;
	if (v < lo || v > hi)
		goto bad;
	return v;
bad:
	err("%s: expected a decimal (or 0x hexadecimal) integer in %llu..%llu, got '%s'", opt,
	    (unsigned long long)lo, (unsigned long long)hi, s ? s : "");
}

void
split_list(const char *s, void (*f)(const char *item, void *ctx), void *ctx)
{
	char *copy = xstrdup(s), *p = copy, *q;

	for (;;) {
		q = strchr(p, ',');
		if (q)
			*q = 0;
		if (*p)
			f(p, ctx);
		if (!q)
			break;
		p = q + 1;
	}
	free(copy);
}

/* options: --name VALUE or --name=VALUE */
int
opt(Opt *o, const char *name)
{
	const char *a = o->argv[o->i];
	size_t n = strlen(name);

	if (strncmp(a, name, n) != 0)
		return 0;
	if (a[n] == '=') {
		o->val = a + n + 1;
		return 1;
	}
	if (a[n])
		return 0;
	if (o->i + 1 >= o->argc)
		err("%s needs a value", name);
	o->val = o->argv[++o->i];
	return 1;
}

int
flag(Opt *o, const char *name)
{
	return strcmp(o->argv[o->i], name) == 0;
}

void
mkdirs(const char *path)
{
	char *p = xstrdup(path);

	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = 0;
			if (mkdir(p, 0777) != 0 && errno != EEXIST)
				err("cannot create directory %s: %s", p, strerror(errno));
			*s = '/';
		}
	if (mkdir(p, 0777) != 0 && errno != EEXIST)
		err("cannot create directory %s: %s", p, strerror(errno));
	free(p);
}

void
rmtree(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	char sub[1200];

	if (!d) {
		remove(path);
		return;
	}
	while ((e = readdir(d))) {
		struct stat st;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
		if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode))
			rmtree(sub);
		else
			remove(sub);
	}
	closedir(d);
	rmdir(path);
}

/* The temporary files of rif's children (a compiler's object between its
 * compile and its link, GCC's ccXXXXXX.s) go to path, made and named
 * (absolute) in TMPDIR, which the caller removes when it is done: a
 * child killed at its time limit, or when a campaign ends, leaves them
 * there and not in /tmp */
void
child_tmpdir(const char *path)
{
	char real[PATH_MAX];

	mkdirs(path);
	if (!realpath(path, real) || setenv("TMPDIR", real, 1) != 0)
		err("cannot use %s for the temporary files of compilers: %s", path, strerror(errno));
}

int
exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0;
}

/* the entries of a directory besides . and .., or -1 if it is none */
int
dir_entries(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

/* is `cmd` an executable in PATH (or a path to one)? */
int
in_path(const char *cmd)
{
	const char *p = getenv("PATH");
	char buf[1200];

	if (strchr(cmd, '/'))
		return access(cmd, X_OK) == 0;
	for (; p && *p;) {
		size_t n = strcspn(p, ":");

		snprintf(buf, sizeof buf, "%.*s/%s", (int)n, n ? p : ".", cmd);
		if (access(buf, X_OK) == 0)
			return 1;
		p += n + (p[n] == ':');
	}
	return 0;
}

double
parse_duration(const char *o, const char *s)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	/* finite, and one rif can honour: 1 ms to a year (nan, inf, 1e-300
	 * and 1e20h are refused); decimal, with no space before it (strtod
	 * also takes " 90" and the hexadecimal 0x10) */
	if (errno || end == s || !(v > 0) || v > 1e9 || !strchr("0123456789.", *s) ||
	    strspn(s, "0123456789.eE+-") != (size_t)(end - s))
		goto bad;
	if (strcmp(end, "m") == 0)
		v *= 60;
	else if (strcmp(end, "h") == 0)
		v *= 3600;
	else if (*end && strcmp(end, "s") != 0)
		goto bad;
	if (v >= 0.001 && v <= 366.0 * 86400)
		return v;
bad:
	err("%s: expected a duration from 1ms to a year such as 90s, 30m or 2h, got '%s'", o, s);
}

/* Where the input being read comes from (a file and line), for err() */
char err_where[800];

/* POSIX cksum's CRC of n bytes: the value `printf '%s\n' LINE | cksum`
 * prints for a line with its newline (CRC-32, polynomial 0x04C11DB7, most
 * significant bit first, then the length, least significant byte first,
 * and the complement) */
static uint32_t
crc_byte(uint32_t crc, unsigned byte)
{
	crc ^= (uint32_t)byte << 24;
	for (int k = 0; k < 8; k++)
		crc = crc & 0x80000000u ? crc << 1 ^ 0x04C11DB7u : crc << 1;
	return crc;
}

uint32_t
cksum(const char *s, size_t n)
{
	uint32_t crc = 0;

	for (size_t i = 0; i < n; i++)
		crc = crc_byte(crc, (unsigned char)s[i]);
	for (size_t len = n; len; len >>= 8)
		crc = crc_byte(crc, (unsigned)(len & 0xff));
	return ~crc;
}

/* A file of rif's ends with its seal: "check" and the cksum of each line
 * before it, so that an edited, cut or lengthened file is refused naming
 * its first line that differs from what rif wrote (a user can compute the
 * same values with cksum(1)) */
void
kv_seal(Buf *b)
{
	size_t len = b->len;

	buf_puts(b, "check");
	for (size_t i = 0; i < len;) {
		size_t n = strcspn(b->s + i, "\n") + 1;

		buf_printf(b, " %lu", (unsigned long)cksum(b->s + i, n));
		i += n;
	}
	buf_puts(b, "\n");
}

/* f's seal against its lines, cut off the text; what is wrong goes to
 * f->bad, for kv_next to say once every line was read (a line's own
 * error says more) */
static void
kv_check(KvFile *f)
{
	char *seal = NULL, *v, *end;
	int nline = 0, nval = 0, last = 0;
	unsigned long *want;

	/* the seal: the last line that starts with "check " */
	for (char *p = f->text; *p; p = strchr(p, '\n') + 1) {
		last++;
		if (strncmp(p, "check ", 6) == 0) {
			seal = p;
			nline = last - 1;
		}
	}
	if (!seal) {
		snprintf(f->bad, sizeof f->bad, "%s line %d: no seal after it (a last line 'check' with "
		    "each line's cksum): cut short or edited; accepted: the file rif wrote", f->path, last);
		return;
	}
	if (nline + 1 < last) {
		v = strchr(seal, '\n') + 1;
		snprintf(f->bad, sizeof f->bad, "%s line %d ('%.*s') comes after the seal (the line "
		    "'check ...' that ends what rif wrote); accepted: the file rif wrote, unedited",
		    f->path, nline + 2, (int)(strcspn(v, "\n") < 80 ? strcspn(v, "\n") : 80), v);
	}
	want = xmalloc(sizeof *want * ((size_t)nline + 1));
	for (v = seal + 5; *v == ' ' && nval <= nline; v = end) {
		errno = 0;
		want[nval] = strtoul(v + 1, &end, 10);
		if (!isdigit((unsigned char)v[1]) || errno || want[nval] > 0xffffffffUL ||
		    (*end != ' ' && *end != '\n'))
			break;
		nval++;
	}
	if ((*v != '\n' || nval != nline) && !f->bad[0])
		snprintf(f->bad, sizeof f->bad, "%s line %d: a seal that rif did not write (it holds the "
		    "cksum of each of the %d lines before it); accepted: the file rif wrote, unedited",
		    f->path, nline + 1, nline);
	v = f->text;
	for (int k = 0; k < nline && !f->bad[0]; k++) {
		size_t n = strcspn(v, "\n") + 1;

		if (want[k] != cksum(v, n))
			snprintf(f->bad, sizeof f->bad, "%s line %d ('%.*s') is not the line rif wrote (its "
			    "cksum is not the seal's); accepted: the file rif wrote, unedited", f->path,
			    k + 1, (int)(n - 1 < 80 ? n - 1 : 80), v);
		v += n;
	}
	free(want);
	*seal = 0;
}

void
kv_open(KvFile *f, const char *path, const char *kind)
{
	size_t len, n = strlen(kind);

	memset(f, 0, sizeof *f);
	f->path = path;
	if (!(f->text = read_file_max(path, &len, MAXINPUT)))
		err("%s: cannot read it: %s", path, errno == EFBIG ? "larger than rif's limit of 16 MiB for its "
		    "own files" : strerror(errno));
	if (strlen(f->text) != len)
		err("%s: not a text file (a NUL byte); accepted: the %s file rif wrote", path, kind);
	if (strncmp(f->text, kind, n) != 0 || f->text[n] != ' ')
		err("%s line 1: not a %s file; accepted: a first line '%s %s'", path, kind, kind, RIF_VERSION);
	if (strncmp(f->text + n + 1, RIF_VERSION, strlen(RIF_VERSION)) != 0 ||
	    (f->text[n + 1 + strlen(RIF_VERSION)] != '\n' && f->text[n + 1 + strlen(RIF_VERSION)]))
		err("%s line 1: written by another version of rif (%.*s); accepted: '%s %s'", path,
		    (int)strcspn(f->text, "\n"), f->text, kind, RIF_VERSION);
	/* rif writes whole lines: a last line without its newline was torn */
	if (len && f->text[len - 1] != '\n') {
		int n = 1;

		for (const char *p = f->text; *p; p++)
			n += *p == '\n';
		err("%s line %d: cut short (no newline at its end); accepted: the %s file rif wrote",
		    path, n, kind);
	}
	kv_check(f);
	f->p = strchr(f->text, '\n');
	f->p = f->p ? f->p + 1 : NULL;
	f->line = 1;
}

int
kv_next(KvFile *f, char **key, char **val)
{
	err_where[0] = 0;
	while (f->p && *f->p) {
		char *line = f->p, *next = strchr(line, '\n'), *v;

		if (next)
			*next++ = 0;
		f->p = next;
		f->line++;
		if (!*line)
			continue;
		snprintf(err_where, sizeof err_where, "%s line %d", f->path, f->line);
		if (!(v = strchr(line, ' ')))
			err("'%s' has no value; accepted: a key, a space and a value", line);
		*v++ = 0;
		snprintf(err_where, sizeof err_where, "%s line %d (%s)", f->path, f->line, line);
		if (!*v)
			err("no value; accepted: a key, a space and a value");
		*key = line;
		*val = v;
		return 1;
	}
	free(f->text);
	f->text = NULL;
	if (f->bad[0])
		err("%s", f->bad);
	return 0;
}

/* a file of rif's as it wrote it, or err(): its header and seal */
void
kv_verify(const char *path, const char *kind)
{
	KvFile f;
	char *k, *v;

	kv_open(&f, path, kind);
	while (kv_next(&f, &k, &v))
		;
}

/* the next "key value" line of text, cut in place; 0 at the end */
int
next_kv(char **p, char **key, char **val)
{
	while (*p && **p) {
		char *line = *p, *next = strchr(line, '\n'), *v;

		if (next)
			*next++ = 0;
		*p = next;
		v = strchr(line, ' ');
		if (!v)
			continue;
		*v++ = 0;
		*key = line;
		*val = v;
		return 1;
	}
	return 0;
}

/* rif's own command line, quoted as a shell would take it: every file rif
 * writes records it */
Buf cmdline;

void
record_cmdline(int argc, char **argv)
{
	buf_puts(&cmdline, "rif");
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (a[0] && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789-_=.,:/+@%") == strlen(a)) {
			buf_printf(&cmdline, " %s", a);
			continue;
		}
		buf_puts(&cmdline, " '");
		for (; *a; a++)
			if (*a == '\'')
				buf_puts(&cmdline, "'\\''");
			else if (*a == '*' && a[1] == '/')
				buf_puts(&cmdline, "*'\\''");   /* keep the header comment closed */
			else
				buf_printf(&cmdline, "%c", *a);
		buf_puts(&cmdline, "'");
	}
}

