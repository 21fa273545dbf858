/*
 * Reach: how much the optimiser transformed a test.  A sample of each
 * campaign's tests (of its batches of tests, with --batch: the batch's
 * program) is also compiled to assembly (-S); the counts of vector
 * instructions, vsetvli's and merges there are set against the intrinsic
 * calls of the source.  A vmerge.vvm that is in the source but not in the
 * assembly was folded into the instruction that computed its true operand
 * (as may be a vmv.v.v, counted apart: compilers also make them as
 * copies); a vsetvl that the source does not write was inserted by the
 * compiler, and fewer vsetvli's than vector instructions means it merged
 * them.  Merges of a scalar (vmerge.vxm, vfmerge.vfm) cannot fold and are
 * not counted: a small constant becomes vmerge.vim, which LLVM also makes
 * to turn a mask into bytes, as every test does.  -O0 folds nothing, so
 * its assembly is the reference for -O2's on the same tests.  A
 * "vsetvli zero, zero" keeps vl: the compiler proved the ratio and vl
 * unchanged.  The campaign compiles this assembly without
 * auto-vectorisation, so that its vector code is the test's alone.
 */
#include <string.h>

#include "rif.h"

/* the number of calls of intrinsics whose name starts with one of pre;
 * names in string literals (the checks name their ops) and comments are
 * not calls */
static long
count_calls(const char *text, const char *const *pre)
{
	long n = 0;

	for (const char *p = text; *p; p++) {
		if (*p == '"') {
			while (*++p && *p != '"' && *p != '\n')
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				break;
			continue;
		}
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			if (!e)
				break;
			p = e + 1;
			continue;
		}
		if (p[0] == '/' && p[1] == '/') {
			while (p[1] && p[1] != '\n')
				p++;
			continue;
		}
		if (strncmp(p, "__riscv_", 8) != 0)
			continue;
		for (int k = 0; pre[k]; k++)
			if (strncmp(p + 8, pre[k], strlen(pre[k])) == 0) {
				n++;
				break;
			}
		p += 7;
	}
	return n;
}

void
reach_source(const char *text, Reach *r)
{
	static const char *const all[] = {"v", NULL};
	static const char *const merge[] = {"vmerge_vvm_", NULL};
	static const char *const mvvv[] = {"vmv_v_v_", NULL};
	static const char *const vset[] = {"vsetvl", NULL};

	r->tests++;
	r->src_calls += count_calls(text, all) - count_calls(text, vset);
	r->src_merges += count_calls(text, merge);
	r->src_vmvvv += count_calls(text, mvvv);
	r->src_vsetvl += count_calls(text, vset);
}

/* does the mnemonic m (up to white space) match pattern p exactly, with
 * '#' standing for one digit 1, 2, 4 or 8 */
static int
mnemonic_is(const char *m, const char *p)
{
	for (; *p; p++, m++) {
		if (*p == '#' ? !strchr("1248", *m) || !*m : *m != *p)
			return 0;
	}
	return *m == ' ' || *m == '\t' || *m == '\n' || *m == 0;
}

/* A whole-register instruction, which needs no vtype: 1 a spill or reload
 * (vs4r.v, vl2re32.v), 2 a copy (vmv8r.v), 0 neither; m up to white space */
int
whole_register(const char *m)
{
	static const char *const ld[] = {"vl#re8.v", "vl#re16.v", "vl#re32.v", "vl#re64.v", "vs#r.v"};

	for (size_t k = 0; k < sizeof ld / sizeof *ld; k++)
		if (mnemonic_is(m, ld[k]))
			return 1;
	return mnemonic_is(m, "vmv#r.v") ? 2 : 0;
}

/* a conditional branch: b (beq, bnez, bltu ...), not the bare j; m up to
 * white space */
int
cond_branch(const char *m)
{
	static const char *const br[] = {"beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez",
	    "blez", "bgez", "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu", NULL};

	for (int k = 0; br[k]; k++)
		if (mnemonic_is(m, br[k]))
			return 1;
	return 0;
}

/* a basic block's label: clang's .LBB0_1, GCC's .L12 */
static int
is_block_label(const char *s)
{
	return strncmp(s, ".LBB", 4) == 0 || (s[0] == '.' && s[1] == 'L' && s[2] >= '0' && s[2] <= '9');
}

/* Control flow: basic blocks (.LBB labels, GCC's .L12), conditional branches, and
 * back-edges (a branch or jump to a label above it: a loop).  The
 * program's own checking code adds the same few to every test. */
static void
reach_flow(const char *line, const char *m, Reach *r, char ***seen, int *nseen, int *cap)
{
	const char *t;
	size_t n;

	if (m == line && is_block_label(line) && (t = strchr(line, ':'))) {
		grow(seen, cap, *nseen + 1, sizeof **seen);
		(*seen)[*nseen] = xmalloc((size_t)(t - line) + 1);
		memcpy((*seen)[*nseen], line, (size_t)(t - line));
		(*seen)[(*nseen)++][t - line] = 0;
		r->asm_blocks++;
		return;
	}
	if (m == line || (*m != 'b' && *m != 'j'))
		return;
	if (cond_branch(m))
		r->asm_branches++;
	else if (!mnemonic_is(m, "j"))
		return;
	if (!(t = strstr(m, ".L")) || !is_block_label(t))
		return;
	n = strspn(t, ".LB_0123456789");
	for (int k = 0; k < *nseen; k++)
		if (strlen((*seen)[k]) == n && strncmp((*seen)[k], t, n) == 0) {
			r->asm_backedges++;
			break;
		}
}

void
reach_asm(const char *text, Reach *r)
{
	char **seen = NULL;
	int nseen = 0, cap = 0;

	for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		const char *m = line + strspn(line, " \t");

		reach_flow(line, m, r, &seen, &nseen, &cap);

		/* instructions are indented; labels, directives and comments are not counted */
		if (m == line || *m != 'v')
			continue;
		r->asm_vector++;
		if (mnemonic_is(m, "vsetvli") || mnemonic_is(m, "vsetivli") || mnemonic_is(m, "vsetvl")) {
			const char *a = m + strcspn(m, " \t");

			a += strspn(a, " \t");
			r->asm_vset++;
			/* "vsetvli zero, zero, e8, m1": the compiler proved vl unchanged
			 * (the same SEW/LMUL ratio and vl as the state before) */
			if (mnemonic_is(m, "vsetvli") && strncmp(a, "zero,", 5) == 0 &&
			    strncmp(a + 5 + strspn(a + 5, " "), "zero,", 5) == 0)
				r->asm_vset_keep++;
		}
		else if (mnemonic_is(m, "vmerge.vvm"))
			r->asm_merges++;
		else if (mnemonic_is(m, "vmv.v.v"))
			r->asm_vmvvv++;
		else if (whole_register(m) == 1)
			r->asm_spills++;
		else if (whole_register(m) == 2)
			r->asm_copies++;
	}
	for (int k = 0; k < nseen; k++)
		free(seen[k]);
	free(seen);
}

void
reach_add(Reach *to, const Reach *r)
{
	to->tests += r->tests;
	to->src_calls += r->src_calls;
	to->src_merges += r->src_merges;
	to->src_vmvvv += r->src_vmvvv;
	to->asm_vmvvv += r->asm_vmvvv;
	to->src_vsetvl += r->src_vsetvl;
	to->asm_vector += r->asm_vector;
	to->asm_vset += r->asm_vset;
	to->asm_vset_keep += r->asm_vset_keep;
	to->asm_merges += r->asm_merges;
	to->asm_spills += r->asm_spills;
	to->asm_copies += r->asm_copies;
	to->asm_blocks += r->asm_blocks;
	to->asm_branches += r->asm_branches;
	to->asm_backedges += r->asm_backedges;
}

/* one JSON object of the figures */
void
reach_json(const Reach *r, Buf *b)
{
	buf_printf(b, "{\"tests\": %ld, \"intrinsic_calls\": %ld, \"vector_instructions\": %ld, "
	    "\"vsetvl_calls\": %ld, \"vsetvli\": %ld, \"vsetvli_keeping_vl\": %ld, \"merges_in_source\": %ld, \"merges_in_asm\": %ld, "
	    "\"vmv_v_v_in_source\": %ld, \"vmv_v_v_in_asm\": %ld, "
	    "\"whole_register_spills\": %ld, \"whole_register_copies\": %ld, "
	    "\"basic_blocks\": %ld, \"conditional_branches\": %ld, \"back_edges\": %ld}",
	    r->tests, r->src_calls, r->asm_vector, r->src_vsetvl, r->asm_vset, r->asm_vset_keep, r->src_merges,
	    r->asm_merges, r->src_vmvvv, r->asm_vmvvv, r->asm_spills, r->asm_copies,
	    r->asm_blocks, r->asm_branches, r->asm_backedges);
}

/* one line of the figures, for summaries */
void
reach_line(const Reach *r, Buf *b)
{
	buf_printf(b, "%ld tests: %ld intrinsic calls -> %ld vector instructions, %ld vsetvli "
	    "(%ld keeping vl; %ld vsetvl calls); vmerge.vvm %ld in the source, %ld in the assembly; vmv.v.v %ld, %ld; "
	    "%ld whole-register spills/reloads, %ld copies; %ld basic blocks, %ld conditional branches, "
	    "%ld back-edges", r->tests, r->src_calls, r->asm_vector,
	    r->asm_vset, r->asm_vset_keep, r->src_vsetvl, r->src_merges, r->asm_merges, r->src_vmvvv, r->asm_vmvvv,
	    r->asm_spills, r->asm_copies, r->asm_blocks, r->asm_branches, r->asm_backedges);
}
