/*
 * Runs the parser fuzzer's harness (fuzz/parsers.c) once on each file named,
 * without libFuzzer: make check replays fuzz/corpus, the seeds and every
 * input that once crashed rif, under ASan and UBSan.  A crash or a sanitizer
 * report ends it; else it prints "parser corpus: N passed, 0 failed".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
main(int argc, char **argv)
{
	int n = 0;

	LLVMFuzzerInitialize(&argc, &argv);
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		static uint8_t buf[1 << 20];
		size_t len;

		if (!f) {
			fprintf(stderr, "replay: cannot read %s\n", argv[i]);
			return 2;
		}
		len = fread(buf, 1, sizeof buf, f);
		fclose(f);
		fprintf(stderr, "replay: %s\n", argv[i]);
		LLVMFuzzerTestOneInput(buf, len);
		n++;
	}
	printf("parser corpus: %d passed, 0 failed\n", n);
	return 0;
}
