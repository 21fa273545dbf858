/*
 * The driver: child processes, and what they did.
 *
 * Child processes are started with posix_spawn from an argument vector (never
 * through a shell), each in its own process group, with its output in a
 * file, a memory limit (RLIMIT_AS, inherited) and a wall-time limit after
 * which the whole group is killed.  The caller runs single-threaded and
 * waits with proc_wait, which also reports SIGINT, SIGTERM and SIGHUP; those
 * signals stay blocked in rif and are unblocked in every child.  The memory
 * limit is set on the child with prlimit as soon as it exists (lowering it
 * in rif around the spawn would also bind rif, whose address space may be
 * larger: sanitizer builds reserve terabytes).
 *
 * A watchdog, a fork of rif started with the first child, kills every
 * child's process group when rif dies without having ended them (kill -9,
 * a crash, an error exit mid-campaign): a child that hangs without using CPU
 * (sleep, a deadlock) would outlive rif, as RLIMIT_CPU does not stop it.
 */
#define _GNU_SOURCE     /* prlimit */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rif.h"

extern char **environ;

double
now_sec(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double
cpu_sec(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static sigset_t watched;

void
proc_init(void)
{
	sigemptyset(&watched);
	sigaddset(&watched, SIGCHLD);
	sigaddset(&watched, SIGINT);
	sigaddset(&watched, SIGTERM);
	sigaddset(&watched, SIGHUP);
	sigprocmask(SIG_BLOCK, &watched, NULL);
}

/* The watchdog reads process groups from a socket: g > 0 started, g < 0
 * ended.  At the end of the socket (rif is gone, whatever way it went) it
 * kills the groups still running.  It runs in a group of its own, so that
 * killing rif's group (or Ctrl-C) leaves it to do its work, and keeps no
 * other file open. */
static int watch_fd = -1;

static _Noreturn void
watchdog(int fd)
{
	pid_t live[4096], g;    /* rif runs at most 256 jobs at once */
	int n = 0;

	setpgid(0, 0);
	signal(SIGINT, SIG_IGN);
	signal(SIGTERM, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
	for (int k = 0; k < 1024; k++)
		if (k != fd)
			close(k);
	while (read(fd, &g, sizeof g) == sizeof g) {
		if (g > 0 && n < (int)(sizeof live / sizeof *live))
			live[n++] = g;
		for (int k = 0; g < 0 && k < n; k++)
			if (live[k] == -g) {
				live[k] = live[--n];
				break;
			}
	}
	for (int k = 0; k < n; k++)
		kill(-live[k], SIGKILL);
	_exit(0);
}

/* tell the watchdog (started on first use) that group g started or ended */
static void
watch(pid_t g)
{
	int sv[2];
	pid_t pid;

	if (watch_fd < 0) {
		/* close-on-exec: no child keeps it open */
		if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
			return;
		pid = fork();
		if (pid == 0)
			watchdog(sv[0]);
		close(sv[0]);
		if (pid < 0) {
			close(sv[1]);
			return;
		}
		watch_fd = sv[1];
	}
	/* MSG_NOSIGNAL: a watchdog that is gone must not kill rif with SIGPIPE */
	send(watch_fd, &g, sizeof g, MSG_NOSIGNAL);
}

/* print argv as a command a shell would accept */
void
argv_quote(Buf *b, char *const *argv)
{
	for (int i = 0; argv[i]; i++) {
		const char *a = argv[i];

		if (i)
			buf_puts(b, " ");
		if (*a && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789-_=.,:/+@%") == strlen(a)) {
			buf_puts(b, a);
			continue;
		}
		buf_puts(b, "'");
		for (; *a; a++)
			if (*a == '\'')
				buf_puts(b, "'\\''");
			else
				buf_printf(b, "%c", *a);
		buf_puts(b, "'");
	}
}

int
proc_start(Proc *p, char *const *argv, const char *outpath, double timeout, uint64_t mem,
    int verbose)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t none, def;
	int e;

	memset(p, 0, sizeof *p);
	if (verbose) {
		Buf b = {0};

		argv_quote(&b, argv);
		fprintf(stderr, "+ %s%s%s\n", b.s, outpath ? " > " : "", outpath ? outpath : "");
		buf_free(&b);
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, outpath ? outpath : "/dev/null",
	    O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_adddup2(&fa, 1, 2);
	posix_spawnattr_init(&at);
	sigemptyset(&none);
	sigfillset(&def);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setsigdefault(&at, &def);
	posix_spawnattr_setpgroup(&at, 0);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
	    POSIX_SPAWN_SETSIGDEF);
	e = posix_spawnp(&p->pid, argv[0], &fa, &at, argv, environ);
	if (!e && mem) {
		struct rlimit lim;

		if (prlimit(p->pid, RLIMIT_AS, NULL, &lim) == 0 &&
		    (lim.rlim_max == RLIM_INFINITY || lim.rlim_max > mem)) {
			lim.rlim_cur = lim.rlim_max = (rlim_t)mem;
			prlimit(p->pid, RLIMIT_AS, &lim, NULL);
		}
	}
	/* a backstop if rif dies (kill -9) and cannot enforce the deadline: the
	 * child and what it starts get at most that much CPU time */
	if (!e && timeout > 0) {
		struct rlimit cpu = {(rlim_t)timeout + 2, (rlim_t)timeout + 4};

		prlimit(p->pid, RLIMIT_CPU, &cpu, NULL);
	}
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	if (e) {
		p->pid = 0;
		return e;
	}
	watch(p->pid);
	p->start = now_sec();
	p->deadline = timeout > 0 ? p->start + timeout : 0;
	p->running = 1;
	return 0;
}

void
proc_kill(Proc *p)
{
	if (p->running && p->pid > 0) {
		kill(-p->pid, SIGKILL);
		kill(p->pid, SIGKILL);
	}
}

/* kill the n processes ps and wait until they are gone */
void
proc_kill_all(Proc **ps, int n)
{
	for (int i = 0; i < n; i++)
		proc_kill(ps[i]);
	while (n) {
		int still = 0;

		proc_wait(ps, n, 0.2);
		for (int i = 0; i < n; i++)
			still += ps[i]->running;
		if (!still)
			break;
	}
}


/* children reaped by a proc_wait that was not watching them (proc_run
 * inside the campaign's loop reaps the loop's children too): kept until
 * the proc_wait that watches them asks */
static struct { pid_t pid; int st; double end; } reaped[256];
static int nreaped;

static void
claim_reaped(Proc **ps, int n)
{
	for (int k = 0; k < nreaped; k++)
		for (int i = 0; i < n; i++)
			if (ps[i]->running && ps[i]->pid == reaped[k].pid) {
				ps[i]->running = 0;
				ps[i]->status = reaped[k].st;
				ps[i]->end = reaped[k].end;
				reaped[k--] = reaped[--nreaped];
				break;
			}
}

/* reap finished children and kill those past their deadline; wait at most
 * `wait` seconds for something to happen.  Returns the signal number of
 * SIGINT, SIGTERM or SIGHUP if one arrived, else 0. */
int
proc_wait(Proc **ps, int n, double wait)
{
	double t = now_sec(), next = t + wait;
	struct timespec ts;
	siginfo_t si;
	int sig = 0, st;
	pid_t pid;

	claim_reaped(ps, n);

	for (int i = 0; i < n; i++) {
		if (!ps[i]->running || !ps[i]->deadline)
			continue;
		if (ps[i]->deadline <= t && !ps[i]->timed_out) {
			ps[i]->timed_out = 1;
			proc_kill(ps[i]);
		} else if (ps[i]->deadline < next)
			next = ps[i]->deadline;
	}
	if (next > t) {
		double d = next - t;

		ts.tv_sec = (time_t)d;
		ts.tv_nsec = (long)((d - (double)ts.tv_sec) * 1e9);
		if (sigtimedwait(&watched, &si, &ts) > 0 && si.si_signo != SIGCHLD)
			sig = si.si_signo;
	}
	while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
		int mine = 0;

		for (int i = 0; i < n; i++)
			if (ps[i]->running && ps[i]->pid == pid) {
				ps[i]->running = 0;
				ps[i]->status = st;
				ps[i]->end = now_sec();
				mine = 1;
			}
		/* another caller's child: its status waits for that caller */
		if (!mine) {
			if (nreaped == (int)(sizeof reaped / sizeof *reaped))     /* the oldest goes */
				memmove(reaped, reaped + 1, --nreaped * sizeof *reaped);
			reaped[nreaped].pid = pid;
			reaped[nreaped].st = st;
			reaped[nreaped++].end = now_sec();
		}
		/* leftovers of the group (a compiler's subprocesses) */
		kill(-pid, SIGKILL);
		watch(-pid);
	}
	return sig;
}

/* run one command to completion (used by probes and tools) */
int
proc_run(char *const *argv, const char *outpath, double timeout, uint64_t mem, int verbose,
    Proc *p)
{
	int e = proc_start(p, argv, outpath, timeout, mem, verbose);

	if (e)
		return e;
	while (p->running) {
		Proc *one = p;
		int sig = proc_wait(&one, 1, 1.0);

		if (sig) {
			proc_kill(p);
			while (p->running)
				proc_wait(&one, 1, 1.0);
			return -sig;
		}
	}
	return 0;
}

/* Run the n commands avs, at most jobs at a time, their output to
 * /dev/null; ok[i] says command i exited 0.  0, an errno value (a command
 * that could not be started: the others are waited for), or -signal if
 * interrupted (the others killed). */
int
procs_ok(char **const *avs, int n, int jobs, double timeout, uint64_t mem, int verbose, unsigned char *ok)
{
	int m = jobs < 1 ? 1 : jobs, *of = xcalloc((size_t)m, sizeof *of), next = 0, nrun = 0, e = 0, sig = 0;
	Proc *p = xcalloc((size_t)m, sizeof *p), **run = xcalloc((size_t)m, sizeof *run);

	for (int i = 0; i < n; i++)
		ok[i] = 0;
	/* slots 0 to nrun - 1 of p run; run[i] is &p[i], command of[i] */
	for (;;) {
		while (next < n && nrun < m && !e) {
			if ((e = proc_start(&p[nrun], avs[next], "/dev/null", timeout, mem, verbose)) != 0)
				break;
			run[nrun] = &p[nrun];
			of[nrun++] = next++;
		}
		if (!nrun)
			break;
		if ((sig = proc_wait(run, nrun, 1.0)) != 0) {
			proc_kill_all(run, nrun);
			break;
		}
		for (int i = nrun - 1; i >= 0; i--)
			if (!p[i].running) {
				ok[of[i]] = WIFEXITED(p[i].status) && WEXITSTATUS(p[i].status) == 0;
				p[i] = p[--nrun];       /* the last slot's process moves here */
				of[i] = of[nrun];
			}
	}
	free(p);
	free(run);
	free(of);
	return sig ? -sig : e;
}

/* An illegal instruction under QEMU: av (QEMU, -cpu FLAGS, the binary)
 * runs again, one instruction per translation block, each logged (into
 * log) as QEMU translates it, so the last one logged is the one that
 * trapped: an instruction is translated just before it first runs, and
 * again when vtype's validity changes.  " at MNEMONIC" joins key ("signal
 * 4 at vwsubu.wv"): the reserved encodings of different instructions are
 * different bugs.  QEMU 8 and later take -one-insn-per-tb, 7.2 -singlestep. */
void
sigill_site(char *const *av, const char *log, const char *out, double timeout, uint64_t mem, int verbose,
    char *key, size_t nk)
{
	static const char *const flag[] = {"-one-insn-per-tb", "-singlestep"};
	char *a[16], *text = NULL, *p, *last = NULL;
	int n = 0, f, e;
	Proc pr;

	while (av[n] && n < 8)
		n++;
	if (n != 4)
		return;
	for (f = 0; f < 2 && !text; f++) {
		a[0] = av[0], a[1] = av[1], a[2] = av[2];
		a[3] = (char *)flag[f], a[4] = "-d", a[5] = "in_asm", a[6] = "-D", a[7] = (char *)log;
		a[8] = av[3], a[9] = NULL;
		remove(log);
		if ((e = proc_run(a, out, timeout, mem, verbose, &pr)) != 0) {
			if (e < 0)      /* an interrupt, taken by proc_run: pending again for the caller's loop */
				raise(-e);
			return;
		}
		/* an unknown option: QEMU exits 1 */
		if (WIFSIGNALED(pr.status) && WTERMSIG(pr.status) == SIGILL)
			text = read_file(log, NULL);
	}
	if (!text)
		return;
	/* "0x000302ae:  da84a557          vwsubu.wv               v10,v8,v9" */
	for (p = text; (p = strstr(p, "\n0x")); p++)
		last = p + 1;
	if (last && (p = strchr(last, ':')) && p[1] == ' ') {
		p += 1 + strspn(p + 1, " ");
		p += strspn(p, "0123456789abcdef");
		p += strspn(p, " ");
		if (*p && *p != '\n')
			snprintf(key + strlen(key), nk - strlen(key), " at %.*s", (int)strcspn(p, " \n"), p);
	}
	free(text);
}

/* "exit 1", "signal 11 (Segmentation fault)", "timeout after 60 s" */
void
proc_describe(const Proc *p, double timeout, char *buf, size_t n)
{
	if (p->timed_out)
		snprintf(buf, n, "timeout after %g s", timeout);
	else if (WIFEXITED(p->status))
		snprintf(buf, n, "exit %d", WEXITSTATUS(p->status));
	else if (WIFSIGNALED(p->status))
		snprintf(buf, n, "signal %d (%s)", WTERMSIG(p->status), strsignal(WTERMSIG(p->status)));
	else
		snprintf(buf, n, "status 0x%x", p->status);
}

/* normalise a message for bucketing: no paths, numbers or addresses */
void
normalise(const char *in, char *out, size_t n)
{
	size_t k = 0;

	while (*in == ' ' || *in == '\t')
		in++;
	for (const char *p = in; *p && *p != '\n' && k + 2 < n; p++) {
		if (*p >= '0' && *p <= '9') {
			while (p[1] >= '0' && p[1] <= '9')
				p++;
			if (k == 0 || out[k - 1] != '#')
				out[k++] = '#';
			continue;
		}
		if (*p == '/' && k) {
			/* drop the directory part of a path: back to the word start */
			while (k && out[k - 1] != ' ' && out[k - 1] != '\'' && out[k - 1] != '`')
				k--;
			continue;
		}
		out[k++] = *p == '\t' ? ' ' : *p;
	}
	while (k && out[k - 1] == ' ')
		k--;
	out[k] = 0;
}

/* the first line of a file that contains one of pats (in their order of
 * preference); 1 if found */
int
grep_first(const char *file, const char *const *pats, char *line, size_t n)
{
	char *text = read_file(file, NULL);

	if (!text)
		return 0;
	for (const char *const *p = pats; *p; p++) {
		char *hit = strstr(text, *p), *b;
		size_t l;

		if (!hit)
			continue;
		for (b = hit; b > text && b[-1] != '\n'; b--)
			;
		l = strcspn(b, "\r\n");
		if (l >= n)
			l = n - 1;
		memcpy(line, b, l);
		line[l] = 0;
		free(text);
		return 1;
	}
	free(text);
	return 0;
}

/* The key line of a compiler crash, for bucketing: an assertion or fatal
 * error message if there is one, else the pass that was running and the
 * first stack frame below the signal handlers.  A frame without a symbol
 * below the signal's return into libc (a static function of the pass,
 * " #4 0x00007f... (/usr/lib/llvm-19/lib/libLLVM.so.19.1+0x3a4fe4c)") is
 * named by its library and offset, which are the same for every crash at
 * that point of that build (two crashes in one pass's static functions are
 * told apart), and the first frame with a symbol below it. */
/* GCC's internal compiler error: "internal compiler error: in FUNC, at
 * config/riscv/FILE.cc:LINE" (the site; the line number kept, it tells two
 * sites of one function apart and is the same for every crash there in
 * one release), or the signal, "internal compiler error: Segmentation
 * fault"; then the error before it that names what was wrong
 * ("unrecognizable insn:", "insn does not satisfy its constraints:") and
 * the pass that was running ("during RTL pass: vsetvl").  The source's
 * name and line before the message are dropped: they are the test's. */
static int
gcc_ice_key(const char *log, char *key, size_t n)
{
	char *text = read_file(log, NULL), *ice, *p, *e;
	char what[200] = "", pass[200] = "", msg[400];
	size_t k = 0;

	if (!text || !(ice = strstr(text, "internal compiler error:"))) {
		free(text);
		return 0;
	}
	for (p = text; p < ice; p = e + 1) {
		char *q;

		if (!(e = strchr(p, '\n')) || e > ice)
			break;
		if ((q = strstr(p, "during ")) && q < e && strstr(q, " pass: ") && strstr(q, " pass: ") < e)
			snprintf(pass, sizeof pass, "%.*s", (int)(e - q), q);
		else if ((q = strstr(p, " error: ")) && q < e)
			snprintf(what, sizeof what, "%.*s", (int)(e - q - 8), q + 8);
	}
	/* an insn GCC could not match: the first rtx code of its pattern that
	 * says what it computes (us_minus), past the wrappers every RVV insn
	 * has (if_then_else of an unspec predicate, registers, constants) */
	if ((p = strstr(text, "unrecognizable insn:")) || (p = strstr(text, "insn does not satisfy its constraints:"))) {
		static const char *const wrap[] = {"insn", "set", "reg", "if_then_else", "unspec", "unspec_volatile",
		    "const_vector", "const_int", "const_double", "subreg", "mem", "vec_duplicate", "parallel",
		    "clobber", "use", "nil", "jump_insn", "call_insn", "debug_insn", NULL};
		char *end = strstr(p, "internal compiler error:");

		for (p = strchr(p, '('); p && (!end || p < end); p = strchr(p + 1, '(')) {
			size_t n = strspn(p + 1, "abcdefghijklmnopqrstuvwxyz_");
			int boring = n == 0;

			for (const char *const *w = wrap; *w && !boring; w++)
				boring = strlen(*w) == n && strncmp(p + 1, *w, n) == 0;
			if (!boring && (p[1 + n] == ':' || p[1 + n] == ' ')) {
				snprintf(what + strlen(what), sizeof what - strlen(what), " %.*s", (int)n, p + 1);
				break;
			}
		}
	}
	/* the message with paths cut to their last part, numbers kept */
	for (p = ice; *p && *p != '\n' && k + 2 < sizeof msg; p++) {
		if (*p == '/') {
			while (k && msg[k - 1] != ' ')
				k--;
			continue;
		}
		msg[k++] = *p;
	}
	msg[k] = 0;
	snprintf(key, n, "%s%s%s%s%s%s", msg, what[0] || pass[0] ? " (" : "", what,
	    what[0] && pass[0] ? ", " : "", pass, what[0] || pass[0] ? ")" : "");
	free(text);
	return 1;
}

/* the first line that starts with "error: " (no file:line:col before it) */
static int
backend_error(const char *log, char *line, size_t n)
{
	char buf[2048];
	FILE *f = fopen(log, "r");
	int found = 0;

	if (!f)
		return 0;
	while (!found && fgets(buf, sizeof buf, f))
		if (strncmp(buf, "error: ", 7) == 0) {
			buf[strcspn(buf, "\n")] = 0;
			snprintf(line, n, "%.500s", buf);
			found = 1;
		}
	fclose(f);
	return found;
}

int
crash_key(const char *log, char *key, size_t n)
{
	static const char *const msgs[] = {
		"Assertion `", "LLVM ERROR:", "error in backend:", "Cannot select:",
		"internal compiler error:", "UNREACHABLE executed", NULL,
	};
	static const char *const skip[] = {
		"PrintStackTrace", "SignalHandler", "RunSignalHandlers", "CrashRecoveryContext",
		"__restore_rt", "libc.so", "raise", "abort", "(/lib", NULL,
	};
	char line[600], pass[600] = "", frame[600] = "", off[64] = "", caller[600] = "", buf[2048];
	int trampoline = 0;     /* the signal's return into libc was seen */
	FILE *f;

	if (gcc_ice_key(log, key, n))
		return 1;
	if (grep_first(log, msgs, line, sizeof line)) {
		normalise(line, key, n);
		return 1;
	}
	/* a crash after a back-end error ("error: ran out of registers during
	 * register allocation", then a segfault): the error is the bug's first
	 * sign, and the crash's own lines may be cut by the driver's message,
	 * which shares their stderr ("3.  Running pass 'clang-19: error: unable
	 * to execute command: Segmentation fault"): a key that changes from
	 * one build to the next (a campaign of seed 0x51ed found such a bucket
	 * flaky) */
	if (backend_error(log, line, sizeof line)) {
		normalise(line, key, n);
		return 1;
	}
	if (!(f = fopen(log, "r")))
		return 0;
	while (fgets(buf, sizeof buf, f)) {
		char *p = buf + strspn(buf, " \t0123456789.");

		buf[strcspn(buf, "\n")] = 0;
		if (strncmp(p, "Running pass", 12) == 0 && strstr(p, "' on "))     /* not cut off */
			snprintf(pass, sizeof pass, "%.500s", p);
		else if (buf[strspn(buf, " ")] == '#' && (!frame[0] || (off[0] && !caller[0]))) {
			int boring = 0;

			for (const char *const *k = skip; *k; k++)
				boring |= strstr(buf, *k) != NULL;
			trampoline |= strstr(buf, "libc.so") || strstr(buf, "__restore_rt");
			/* " #3 0x00007f... llvm::Foo::bar(...) (/usr/lib/...)" */
			p = strstr(buf, " 0x");
			if (boring || !p || !(p = strchr(p + 3, ' ')))
				continue;
			if (p[1] != '(')
				snprintf(frame[0] ? caller : frame, sizeof frame, "%.*s", (int)strcspn(p + 1, "("), p + 1);
			else if (trampoline && !frame[0]) {
				char *lib = strrchr(p, '/'), *plus;

				lib = lib ? lib + 1 : p + 2;
				lib[strcspn(lib, ")")] = 0;
				if ((plus = strstr(lib, "+0x")) && strlen(plus) < sizeof off) {
					snprintf(off, sizeof off, "%s", plus);
					*plus = 0;
					snprintf(frame, sizeof frame, "%s", lib);
				}
			}
		}
	}
	fclose(f);
	if (!pass[0] && !frame[0])
		return 0;
	snprintf(buf, sizeof buf, "%s%s%s", pass, pass[0] && frame[0] ? " in " : "", frame);
	normalise(buf, key, n);
	if (strlen(key) + strlen(off) < n)      /* the offset as it is: numbers are what it says */
		strcat(key, off);
	if (caller[0]) {
		normalise(caller, buf, sizeof buf);
		snprintf(key + strlen(key), n - strlen(key), " called from %s", buf);
	}
	return 1;
}

/* What a build did: CO_OK, CO_CRASH (a signal or the compiler's crash
 * report), CO_TIMEOUT (a hang) or CO_ERROR (the program was rejected).  key:
 * the crash's key line or the first error, normalised for bucketing. */
int
build_outcome(const Proc *p, double timeout, const char *log, char *key, size_t nk, char *desc,
    size_t nd)
{
	static const char *const crash[] = {
		"PLEASE submit a bug report", "internal compiler error", "Stack dump:",
		"LLVM ERROR", "UNREACHABLE executed", "error in backend", "frontend command failed", NULL,
	};
	static const char *const errors[] = {"error:", NULL};
	char line[600];

	proc_describe(p, timeout, desc, nd);
	key[0] = 0;
	if (p->timed_out) {
		snprintf(key, nk, "hang (killed after %g s)", timeout);
		return CO_TIMEOUT;
	}
	if (WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0)
		return CO_OK;
	if (WIFSIGNALED(p->status) || grep_first(log, crash, line, sizeof line)) {
		if (!crash_key(log, key, nk))
			snprintf(key, nk, "%s", desc);
		return CO_CRASH;
	}
	/* An error without a source location comes from the back end ("error:
	 * ran out of registers during register allocation", "error: <unknown>:0:0:
	 * ..."): the compiler failed on a valid program, a compiler bug. */
	if (backend_error(log, line, sizeof line)) {
		normalise(line, key, nk);
		return CO_CRASH;
	}
	if (grep_first(log, errors, line, sizeof line))
		normalise(strstr(line, "error:"), key, nk);
	else
		snprintf(key, nk, "%s", desc);
	return CO_ERROR;
}

/* the RO_* outcomes in words, for failure.txt */
const char *const roname[] = {
	"pass", "wrong result", "bad exit", "crash", "timeout", "emulator fault", "not started",
};

/* What a run under qemu did: RO_PASS, RO_MISMATCH (the program reported a
 * wrong result; key: the first wrong intrinsic's family), RO_EXIT (another
 * nonzero exit), RO_CRASH (a signal), RO_TIMEOUT or RO_EMU (qemu itself
 * asserted or aborted; key: its message). */
int
run_outcome(const Proc *p, double timeout, const char *out, char *key, size_t nk, char *desc,
    size_t nd)
{
	static const char *const emu[] = {
		"Assertion `", "tcg fatal error", "qemu: fatal", "qemu_mutex", "Bail out! ERROR:", NULL,
	};
	static const char *const fail[] = {"rif: FAIL op ", NULL};
	char line[600];

	proc_describe(p, timeout, desc, nd);
	key[0] = 0;
	if (p->timed_out) {
		snprintf(key, nk, "timeout");
		return RO_TIMEOUT;
	}
	/* glib's assertions (QEMU 10): "Bail out! ERROR:accel/tcg/user-exec.c:832:..." */
	if (grep_first(out, emu, line, sizeof line) &&
	    (strstr(line, "qemu") || strstr(line, "Bail out! ERROR:"))) {
		normalise(strstr(line, "qemu") ? strstr(line, "qemu") : strstr(line, "ERROR:"), key, nk);
		return RO_EMU;
	}
	if (WIFSIGNALED(p->status)) {
		snprintf(key, nk, "signal %d", WTERMSIG(p->status));
		return RO_CRASH;
	}
	if (WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0)
		return RO_PASS;
	if (WEXITSTATUS(p->status) == 1 && grep_first(out, fail, line, sizeof line)) {
		/* "rif: FAIL op 7 __riscv_vadd_vv_i32m1_tu: ..." -> the family "vadd" */
		char *n = strstr(line, "__riscv_"), fam[64];
		Inst in;

		n = n ? n + 8 : line;
		snprintf(fam, sizeof fam, "%.*s", (int)strcspn(n, ":"), n);
		if (inst_lookup(fam, &in))
			snprintf(key, nk, "%s", fams[in.fam].name);
		else
			snprintf(key, nk, "%.*s", (int)strcspn(n, "_:"), n);
		return RO_MISMATCH;
	}
	snprintf(key, nk, "%s", desc);
	return RO_EXIT;
}
