/*
 * The toolchain of a campaign, checked before anything is built: each
 * compiler and emulator installed and what it is (family, version, QEMU
 * major), whether a compiler links with lld and dynamically against its
 * own sysroot, the tunings it accepts, and a hello program built and run
 * in every configuration; each failure named with its cause (a limit of
 * the campaign, a full disk, a compiler without RVV intrinsics, a missing
 * sysroot).
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rif.h"

/* proc_run for the start-up checks: an interrupt (proc_run took it) ends
 * rif with exit status 130, as during the API probe, rather than reading
 * as a check that failed */
static int
check_run(char *const *av, const char *out, double timeout, uint64_t mem, int verbose, Proc *p)
{
	int e = proc_run(av, out, timeout, mem, verbose, p);

	if (e < 0) {
		fprintf(stderr, "rif: interrupted during the start-up checks\n");
		exit(130);
	}
	return e;
}

const char *
install_hint(const char *cmd)
{
	static char buf[300];
	const char *g = strncmp(cmd, "riscv64-linux-gnu-", 18) == 0 ? cmd + 18 : cmd;

	if (strncmp(g, "gcc-", 4) == 0 && g[4] && strspn(g + 4, "0123456789") == strlen(g + 4))
		snprintf(buf, sizeof buf, " ('make deps' installs GCC 14, 15 and 16 from Debian's archive "
		    "into /opt/rif/gcc-N; on Debian 13 or Ubuntu, the package %s-riscv64-linux-gnu)", g);
	else if (strncmp(cmd, "clang-", 6) == 0)
		snprintf(buf, sizeof buf, " (Debian package %s)", cmd);
	else if (strcmp(cmd, "qemu10") == 0)
		snprintf(buf, sizeof buf, " (qemu-user from bookworm-backports, unpacked into "
		    "/opt/rif/qemu10 by 'make deps')");
	else if (strstr(cmd, "qemu"))
		snprintf(buf, sizeof buf, " (Debian package qemu-user-static)");
	else
		buf[0] = 0;
	return buf;
}

/* Is compiler k installed, and what is it: clang or gcc, and the major
 * version, from the first line of --version (kept in probe/). */
void
cc_detect(Camp *c, int k)
{
	Compiler *cc = &c->cc[k];
	char *vav[] = {cc->argv[0], "--version", NULL}, *log, *v;
	FILE *f;
	Proc p;

	if (!in_path(cc->argv[0]))
		err("--cc: the compiler %s is not installed%s", cc->name, install_hint(cc->name));
	log = camp_path(c, "probe/version-%d.txt", k);
	if (check_run(vav, log, 60, 0, c->verbose, &p) || !WIFEXITED(p.status) ||
	    WEXITSTATUS(p.status))
		err("--cc: '%s --version' failed: is it a C compiler?", cc->argv[0]);
	f = fopen(log, "r");
	if (!f || !fgets(cc->version, sizeof cc->version, f))
		err("--cc: '%s --version' printed nothing", cc->argv[0]);
	fclose(f);
	cc->version[strcspn(cc->version, "\n")] = 0;
	cc->clang = strstr(cc->version, "clang") != NULL;
	/* GCC's bug reports ask for 'gcc -v' (its configuration): kept for them */
	if (!cc->clang) {       /* (a compiler without -v: none kept) */
		char *vv[] = {cc->argv[0], "-v", NULL};

		if (check_run(vv, camp_path(c, "probe/verbose-%d.txt", k), 60, 0, c->verbose, &p) ||
		    !WIFEXITED(p.status) || WEXITSTATUS(p.status))
			unlink(camp_path(c, "probe/verbose-%d.txt", k));
	}
	if ((v = strstr(cc->version, "clang version ")))
		v += 14;
	else if ((v = strrchr(cc->version, ' ')))
		v++;
	if (v) {
		cc->major = atoi(v);
		snprintf(cc->release, sizeof cc->release, "%.*s", (int)strspn(v, "0123456789."), v);
	}
}

/* The emulator a name stands for: qemu10 (RIF_QEMU10, else the copy that
 * 'make deps' unpacks into /opt/rif/qemu10, else qemu-riscv64 on PATH),
 * qemu7 (Debian's qemu-riscv64-static), or a path or command. */
char *
emu_resolve(const char *name)
{
	const char *env = getenv("RIF_QEMU10");

	if (strcmp(name, "qemu10") == 0) {
		if (env && *env)
			return in_path(env) ? xstrdup(env) : NULL;
		if (access("/opt/rif/qemu10/qemu-riscv64", X_OK) == 0)
			return xstrdup("/opt/rif/qemu10/qemu-riscv64");
		return in_path("qemu-riscv64") ? xstrdup("qemu-riscv64") : NULL;
	}
	if (strcmp(name, "qemu7") == 0)
		return in_path("qemu-riscv64-static") ? xstrdup("qemu-riscv64-static") : NULL;
	return in_path(name) ? xstrdup(name) : NULL;
}

/* Is emulator q installed, and which QEMU: its version decides the -cpu
 * flags for f16 (QEMU 7.2 has only Zfh; later ones zvfh) and whether it
 * runs the .rtz conversions (QEMU 7.2 aborts on them). */
static void
emu_detect(Camp *c, int q)
{
	Emulator *e = &c->emu[q];
	char *vav[3], *log, *v;
	FILE *f;
	Proc p;

	if (!e->path && !(e->path = emu_resolve(e->spec)))
		err("--qemu: the emulator %s is not installed%s; accepted: qemu10, qemu7, or a path",
		    e->spec, install_hint(e->spec));
	vav[0] = e->path;
	vav[1] = "--version";
	vav[2] = NULL;
	log = camp_path(c, "probe/emulator-%d.txt", q);
	if (check_run(vav, log, 60, 0, c->verbose, &p) || !WIFEXITED(p.status) || WEXITSTATUS(p.status))
		err("--qemu: '%s --version' failed: is it a QEMU user-mode emulator?", e->path);
	f = fopen(log, "r");
	if (!f || !fgets(e->version, sizeof e->version, f))
		err("--qemu: '%s --version' printed nothing", e->path);
	fclose(f);
	e->version[strcspn(e->version, "\n")] = 0;
	v = strstr(e->version, "version ");
	e->major = v ? atoi(v + 8) : 0;
	if (strcmp(e->spec, "qemu10") == 0 && e->major < 10)
		err("--qemu qemu10: %s is QEMU %d ('%s')", e->path, e->major, e->version);
	e->fp = e->major >= 8 ? "zfh=true,zvfh=true" : "Zfh=true";
	e->rtz = e->major >= 10;
}

/* the full path of a command in PATH, or "" */
void
path_search(const char *cmd, char *out, size_t n)
{
	const char *p = getenv("PATH");

	out[0] = 0;
	while (p && *p) {
		size_t len = strcspn(p, ":");
		char buf[1200];

		snprintf(buf, sizeof buf, "%.*s/%s", (int)len, p, cmd);
		if (len && strlen(buf) < n && access(buf, X_OK) == 0) {
			memcpy(out, buf, strlen(buf) + 1);
			return;
		}
		p += len + (p[len] == ':');
	}
}

/* Does compiler k link with lld?  A static link takes about as long as
 * compiling a 50-operator test with the default linker. */
static void
lld_detect(Camp *c, int ci, const char *hello)
{
	Compiler *k = &c->cc[c->conf[ci].cc];
	char *av[48], store[512], *bin = camp_path(c, "probe/hello-lld-%d", ci);
	Proc p;

	k->lld = 0;
	if (!k->clang || !in_path("ld.lld"))
		return;
	for (int i = 1; i < k->nargv; i++)
		if (strncmp(k->argv[i], "-fuse-ld", 8) == 0 || strncmp(k->argv[i], "--ld-path", 9) == 0)
			return;
	/* the newest lld: an old one may lack RISC-V linker relaxation */
	k->ldpath[0] = 0;
	for (int v = 40; v >= 14 && !k->ldpath[0]; v--) {
		char name[32];

		snprintf(name, sizeof name, "ld.lld-%d", v);
		path_search(name, k->ldpath, sizeof k->ldpath);
	}
	k->lld = 1;
	compile_argv(c, ci, NULL, hello, bin, av, store);
	if (check_run(av, camp_path(c, "probe/hello-lld-%d.log", ci), c->ctime, c->cmem, c->verbose, &p) ||
	    !WIFEXITED(p.status) || WEXITSTATUS(p.status))
		k->lld = 0;
}

/* Can compiler k link dynamically against its own sysroot's ld.so and
 * libc.so.6, named by absolute path (-Wl,--dynamic-linker, -Wl,-rpath), so
 * that every emulator runs the result without a -L prefix?  A static link
 * of a test takes 100 to 150 ms (most of it spent on libc.a), a dynamic one
 * 20 to 65 ms; the compiled code is the same (the same assembly, with and
 * without -static, for every compiler and level measured) and qemu starts
 * it 7 to 9 ms later: 9% less process time per default test
 * (docs/campaign.md).  A hello program must build and run under every
 * emulator of the campaign, else k links -static. */
static void
dyn_detect(Camp *c, int ci, const char *hello)
{
	static const char ldso[] = "ld-linux-riscv64-lp64d.so.1";
	Compiler *k = &c->cc[c->conf[ci].cc];
	char *av[48], store[512], lib[256], *text, bin[1200], log[1200];
	int n = 0, ok = 1;
	Proc p;

	k->dynld[0] = k->rpath[0] = 0;
	snprintf(bin, sizeof bin, "%s", camp_path(c, "probe/hello-dyn-%d", ci));
	snprintf(log, sizeof log, "%s", camp_path(c, "probe/print-ldso-%d.log", ci));
	for (int i = 1; i < k->nargv; i++)      /* the user's own link flags decide */
		if (strncmp(k->argv[i], "-static", 7) == 0 || strncmp(k->argv[i], "-Wl,", 4) == 0 ||
		    strncmp(k->argv[i], "-nostdlib", 9) == 0 || strcmp(k->argv[i], "-shared") == 0)
			return;
	av[n++] = k->argv[0];
	if (k->clang)
		av[n++] = "--target=riscv64-linux-gnu";
	for (int i = 1; i < k->nargv; i++)
		av[n++] = k->argv[i];
	av[n++] = "-print-file-name=ld-linux-riscv64-lp64d.so.1";
	av[n] = NULL;
	if (check_run(av, log, c->ctime, c->cmem, c->verbose, &p) || !WIFEXITED(p.status) ||
	    WEXITSTATUS(p.status) || !(text = read_file(log, NULL)))
		return;
	text[strcspn(text, "\n")] = 0;
	ok = text[0] == '/' && exists(text) && real_dir(text, lib, sizeof lib);
	free(text);
	if (!ok)
		return;
	snprintf(store, sizeof store, "%s/libc.so.6", lib);
	if (!exists(store))
		return;
	snprintf(k->dynld, sizeof k->dynld, "-Wl,--dynamic-linker=%s/%s", lib, ldso);
	snprintf(k->rpath, sizeof k->rpath, "-Wl,-rpath,%s", lib);
	compile_argv(c, ci, NULL, hello, bin, av, store);
	ok = !check_run(av, camp_path(c, "probe/hello-dyn-%d.log", ci), c->ctime, c->cmem, c->verbose, &p) &&
	    WIFEXITED(p.status) && !WEXITSTATUS(p.status);
	for (int ri = 0; ri < c->nrun && ok; ri++) {
		char cpu[200], *out = camp_path(c, "probe/hello-dyn-%d-%d.out", ci, c->run[ri].emu), *o = NULL;

		if (c->run[ri].conf != ci || c->run[ri].vlen != c->run[0].vlen || c->run[ri].fill)
			continue;
		run_argv(c, ri, bin, av, cpu);
		ok = !check_run(av, out, c->rtime, c->rmem, c->verbose, &p) && WIFEXITED(p.status) &&
		    !WEXITSTATUS(p.status) && (o = read_file(out, NULL)) && strcmp(o, "3\n") == 0;
		free(o);
	}
	if (!ok)
		k->dynld[0] = k->rpath[0] = 0;
}

/* Is question q (ASK_*) of a compiler asked in step 0 or 1 of tune_detect? */
enum { ASK_TARGET, ASK_KNOBS, ASK_TUNE };
static int
asked(int step, int q, int own, int clang)
{
	return !own && (step == 0) == (q == ASK_TARGET) && !(q == ASK_KNOBS && clang);
}

/* The tunings each compiler accepts (-mtune=NAME -fsyntax-only on an empty
 * program: GCC checks -mtune there too, and takes -mcpu names); none
 * for a compiler whose own flags choose one (-mtune, -mcpu).  A tuning of a
 * list given with --tune that no compiler accepts is a mistake.  Run before
 * the campaign writes anything. */
void
tune_detect(Camp *c)
{
	/* per compiler, its questions: clang or GCC (--target), then GCC's
	 * knobs and each tuning, asked c->jobs at a time */
	int nq = c->ncc * (ASK_TUNE + c->ntune), n = 0, e;
	int *own = xcalloc((size_t)c->ncc + 1, sizeof *own), *clang = xcalloc((size_t)c->ncc + 1, sizeof *clang);
	char ***av = xcalloc((size_t)nq + 1, sizeof *av), (*flag)[64] = xcalloc((size_t)nq + 1, sizeof *flag);
	unsigned char *ok = xcalloc((size_t)nq + 1, 1);
	uint32_t any = 0;

	for (int k = 0; k < c->ncc; k++) {
		Compiler *cc = &c->cc[k];

		cc->tunes = 0;
		cc->knobs = 0;
		for (int i = 1; i < cc->nargv; i++)
			own[k] |= strncmp(cc->argv[i], "-mtune=", 7) == 0 || strncmp(cc->argv[i], "-mcpu=", 6) == 0;
	}
	for (int step = 0; step < 2; step++) {
		n = 0;
		for (int k = 0; k < c->ncc; k++) {
			Compiler *cc = &c->cc[k];

			for (int q = 0; q < ASK_TUNE + c->ntune; q++) {
				int j = k * (ASK_TUNE + c->ntune) + q;

				if (!asked(step, q, own[k], clang[k]))
					continue;
				if (q == ASK_TARGET)
					snprintf(flag[j], sizeof flag[j], "-O0");
				else if (q == ASK_KNOBS)
					snprintf(flag[j], sizeof flag[j], "%s", gcc_knobs[0]);
				else
					snprintf(flag[j], sizeof flag[j], "-mtune=%s", c->tune[q - ASK_TUNE]);
				av[n] = xcalloc(9, sizeof *av[n]);
				av[n][0] = cc->argv[0];
				av[n][1] = "-march=rv64gcv";
				av[n][2] = flag[j];
				av[n][3] = "-fsyntax-only";
				av[n][4] = "-x";
				av[n][5] = "c";
				av[n][6] = "/dev/null";
				av[n][7] = step == 0 || clang[k] ? "--target=riscv64-linux-gnu" : "-mabi=lp64d";
				n++;
			}
		}
		if ((e = procs_ok(av, n, c->jobs, 60, c->cmem, c->verbose, ok)) < 0)
			exit(130);
		if (e)  /* rif's own fault (the compiler is installed): no answer is a guess */
			err("cannot start a compiler to ask which tunings it accepts: %s", strerror(e));
		n = 0;
		for (int k = 0; k < c->ncc; k++) {
			Compiler *cc = &c->cc[k];

			for (int q = 0; q < ASK_TUNE + c->ntune; q++) {
				if (!asked(step, q, own[k], clang[k]))
					continue;
				free(av[n]);
				if (q == ASK_TARGET)    /* clang takes --target, GCC refuses it */
					clang[k] = ok[n];
				else if (q == ASK_KNOBS)
					cc->knobs = ok[n] ? (1 << NELEM(gcc_knobs)) - 1 : 0;
				else if (ok[n])
					cc->tunes |= 1u << (q - ASK_TUNE);
				n++;
			}
			any |= cc->tunes;
		}
	}
	free(own);
	free(clang);
	free(av);
	free(flag);
	free(ok);
	if (c->tune_where)
		snprintf(err_where, sizeof err_where, "%s", c->tune_where);
	for (int i = 0; i < c->ntune && !c->tune_auto; i++)
		if (!((any >> i) & 1))
			err("--tune: no compiler of the campaign accepts -mtune=%s; accepted: processors "
			    "that 'clang --target=riscv64-linux-gnu -mtune=help' lists, or GCC's "
			    "-mtune and -mcpu names", c->tune[i]);
	err_where[0] = 0;
}

void
check_toolchain(Camp *c)
{
	char *av[48], store[512], cpu[200], hello[1200];
	Proc p;

	snprintf(hello, sizeof hello, "%s", camp_path(c, "probe/hello.c"));
	for (int q = 0; q < c->nemu; q++)
		emu_detect(c, q);
	static const char prog[] = "#include <riscv_vector.h>\n#include <stdio.h>\nint main(void)\n"
	    "{\n\tprintf(\"%d\\n\", (int)__riscv_vsetvl_e8m1(3));\n\treturn 0;\n}\n";

	write_file(hello, prog, strlen(prog));
	for (int k = 0; k < c->ncc; k++)
		cc_detect(c, k);
	for (int ci = 0; ci < c->nconf; ci++) {
		char bin[1200], log[1200], name[300];

		if (c->opt[c->conf[ci].opt][1] != '0')
			continue;
		conf_name(c, ci, NULL, name, sizeof name);
		lld_detect(c, ci, hello);
		dyn_detect(c, ci, hello);
		/* linked dynamically, hello was built and ran under each emulator
		 * just as the tests will be: the checks below (built as the tests
		 * are, then with their messages) would repeat that */
		if (c->cc[c->conf[ci].cc].dynld[0])
			continue;
		snprintf(bin, sizeof bin, "%s", camp_path(c, "probe/hello-%d", ci));
		snprintf(log, sizeof log, "%s", camp_path(c, "probe/hello-%d.log", ci));
		compile_argv(c, ci, NULL, hello, bin, av, store);
		if (check_run(av, log, c->ctime, c->cmem, c->verbose, &p) || !WIFEXITED(p.status) ||
		    WEXITSTATUS(p.status)) {
			char line[300] = "";
			static const char *const pats[] = {"cannot find", "No such file", "error", NULL};

			grep_first(log, pats, line, sizeof line);
			/* the campaign's own limits, before the toolchain is blamed */
			if (p.timed_out)
				err("%s did not build a hello program in %g s; accepted: a --compile-timeout "
				    "long enough for one (default 300)", name, c->ctime);
			if ((c->cmem >> 20) < 4096)
				err("%s failed to build a hello program under --compile-mem %llu (%s); accepted: "
				    "a limit it can work in (default 4096 MiB)", name,
				    (unsigned long long)(c->cmem >> 20), line[0] ? line : "killed");
			if (strstr(line, "No space left") || strstr(line, "File size limit") ||
			    strstr(line, "File too large") || strstr(line, "quota") ||
			    (WIFSIGNALED(p.status) && (WTERMSIG(p.status) == SIGXFSZ || WTERMSIG(p.status) == SIGBUS)))
				err("%s could not write its output (%s): the disk of %s is full or a file size "
				    "limit (ulimit -f) is too low", name, line[0] ? line : "killed", c->dir);
			if (strstr(line, "riscv_vector.h"))
				err("%s has no RVV intrinsics (%s): clang has them from version 16, "
				    "GCC from version 13", name, line);
			err("%s cannot build a static RISC-V program (%s); the sysroot comes from "
			    "the Debian packages gcc-riscv64-linux-gnu and libc6-dev-riscv64-cross",
			    name, line);
		}
		for (int ri = 0; ri < c->nrun; ri++) {
			char *out = camp_path(c, "probe/hello-%d-%d.out", ci, c->run[ri].emu);

			if (c->run[ri].conf != ci || c->run[ri].vlen != c->run[0].vlen || c->run[ri].fill)
				continue;
			run_argv(c, ri, bin, av, cpu);
			if (check_run(av, out, c->rtime, c->rmem, c->verbose, &p) || !WIFEXITED(p.status) ||
			    WEXITSTATUS(p.status)) {
				if (p.timed_out)
					err("%s: a hello program did not end under %s in %g s; accepted: a "
					    "--run-timeout long enough for one (default 60)", name, av[0], c->rtime);
				if ((c->rmem >> 20) < 2048)
					err("%s: a hello program failed under %s with --run-mem %llu (see %s); "
					    "accepted: a limit qemu can work in (default 2048 MiB)", name, av[0],
					    (unsigned long long)(c->rmem >> 20), out);
				err("%s runs nothing under %s: see %s", name, av[0], out);
			}
		}
	}
}
