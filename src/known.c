/*
 * Lists of known bugs (rif fuzz --known FILE; a campaign keeps its copy as
 * DIR/known): a line is a pattern, a tab and a note saying where the bug
 * is reproduced; '#' starts a comment line.  A pattern is a bucket
 * signature in which '*' stands for any text (known_note: crashes and
 * traps, whose signature names the bug), or "fingerprint FIELD=GLOB ..."
 * matching a failure's fingerprint (triage.c's known_fp_note: wrong code;
 * known_bucket asks it before the reduction with the fields a failure has
 * then).
 */
#include <errno.h>
#include <string.h>

#include "rif.h"

/* does the whole of s match p, where '*' matches any text? */
int
glob_match(const char *p, const char *s)
{
	const char *star = NULL, *back = NULL;

	while (*s)
		if (*p == '*') {
			star = p++;
			back = s;
		} else if (*p == *s) {
			p++;
			s++;
		} else if (star) {
			p = star + 1;
			s = ++back;
		} else
			return 0;
	while (*p == '*')
		p++;
	return !*p;
}

/* a "fingerprint" line's terms: FIELD=GLOB, FIELD one of the fingerprint's */
static void
fp_pattern_check(const char *what, const char *path, long lineno, const char *p)
{
	static const char *const fields[] = {"class", "compiler", "family", "level", "tune", "pass", "fault",
	    "key", "op", "edge"};
	int n = 0;

	for (const char *t = p; *t; ) {
		size_t l = strcspn(t, " ");
		const char *eq = memchr(t, '=', l);
		char name[32];

		if (!l) {
			t++;
			continue;
		}
		int known = 0;

		snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - t) : 0, t);
		for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
			known |= strcmp(name, fields[i]) == 0;
		if (!eq || eq == t || (size_t)(eq - t) >= sizeof name || !known)
			err("%s: %s:%ld: '%.*s' is no fingerprint term; accepted: FIELD=GLOB with FIELD one of "
			    "class, compiler, family, level, tune, pass, fault, key, op, edge", what, path, lineno,
			    (int)l, t);
		n++;
		t += l;
	}
	if (!n)
		err("%s: %s:%ld: a fingerprint line with no term; accepted: fingerprint FIELD=GLOB ...",
		    what, path, lineno);
}

void
known_load(Known *k, const char *path, const char *what)
{
	size_t len;
	char *text = read_file_max(path, &len, MAXINPUT), *line, *next;
	long lineno = 0;
	int cpat = 0, cnote = 0;

	memset(k, 0, sizeof *k);
	if (!text)
		err("%s: cannot read %s: %s", what, path, errno == EFBIG ? "larger than 16 MiB, the limit of a "
		    "list of known bugs" : strerror(errno));
	if (strlen(text) != len)
		err("%s: %s holds a NUL byte; accepted: text lines, a signature pattern, a tab and a note",
		    what, path);
	for (line = text; *line; line = next) {
		char *tab, *end;

		next = line + strcspn(line, "\n");
		if (*next)
			*next++ = 0;
		lineno++;
		for (end = line + strlen(line); end > line && strchr(" \t\r", end[-1]); end--)
			;
		*end = 0;
		if (!*line || *line == '#')
			continue;
		tab = strchr(line, '\t');
		if (!tab || tab == line || !tab[1 + strspn(tab + 1, " \t")])
			err("%s: %s:%ld: '%.80s' is not a known bug; accepted: a bucket's signature (with * "
			    "for any text), a tab, and a note (where the bug is reported or reproduced)",
			    what, path, lineno, line);
		*tab++ = 0;
		tab += strspn(tab, " \t");
		if (strncmp(line, "fingerprint ", 12) == 0)
			fp_pattern_check(what, path, lineno, line + 12);
		grow(&k->pat, &cpat, k->n + 1, sizeof *k->pat);
		grow(&k->note, &cnote, k->n + 1, sizeof *k->note);
		k->pat[k->n] = xstrdup(line);
		k->note[k->n++] = xstrdup(tab);
	}
	free(text);
}

const char *
known_note(const Known *k, const char *sig)
{
	for (int i = 0; i < k->n; i++)
		if (strncmp(k->pat[i], "fingerprint ", 12) != 0 && glob_match(k->pat[i], sig))
			return k->note[i];
	return NULL;
}

void
known_free(Known *k)
{
	for (int i = 0; i < k->n; i++) {
		free(k->pat[i]);
		free(k->note[i]);
	}
	free(k->pat);
	free(k->note);
	memset(k, 0, sizeof *k);
}
