# rif: random tests for the RISC-V Vector C intrinsics.
#   make          build ./rif
#   make fuzz     install what is missing, build, run a campaign (FUZZ="--time 10m")
#   make check    install what is missing, build, run every test
#   make bench    benchmarks
#   make fuzz-parsers  fuzz rif's own parsers with libFuzzer (FUZZTIME=3600 seconds)

CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L
SRC      = src/util.c src/outcome.c src/types.c src/softfloat.c src/table.c src/graph.c src/genopts.c src/gutil.c src/model.c src/kernels.c src/emit.c src/unit.c src/call.c src/sched.c src/driver.c src/campaign.c src/redq.c src/batch.c src/known.c src/triage.c src/matrix.c src/toolchain.c src/probe.c src/cdir.c src/summary.c src/repro.c src/reduce.c src/bisect.c src/fault.c src/reach.c src/bugreport.c src/report.c src/merge.c src/main.c
HDR      = src/rif.h src/ops.h src/prelude.h
OBJ      = $(SRC:src/%.c=build/%.o)

all: rif

rif: $(OBJ)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

build/%.o: src/%.c $(HDR) | build
	$(CC) $(CFLAGS) -Ibuild -Isrc -c -o $@ $<

build/emit.o: build/prelude.inc

# the runtime text copied into every generated program
build/prelude.inc: src/prelude.h tests/embed.sed Makefile | build
	{ echo '/* Automatically generated from src/prelude.h. Do not edit. */'; \
	  echo 'static const char prelude_text[] ='; \
	  sed -f tests/embed.sed $<; echo ';'; } > $@.tmp && mv $@.tmp $@

build:
	mkdir -p build/san

build/fz:
	mkdir -p build/fz

# the unit tests, and rif itself, also under AddressSanitizer and UBSan
LIBOBJ  = $(filter-out build/main.o,$(OBJ))
SAN     = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SANOBJ  = $(OBJ:build/%=build/san/%)

build/unit: tests/unit.c $(LIBOBJ) $(HDR)
	$(CC) $(CFLAGS) -Isrc -Ibuild -o $@ tests/unit.c $(LIBOBJ)

build/san/%.o: src/%.c $(HDR) build/prelude.inc | build
	$(CC) $(CFLAGS) $(SAN) -Ibuild -Isrc -c -o $@ $<

build/unit-san: tests/unit.c $(SANOBJ) $(HDR)
	$(CC) $(CFLAGS) $(SAN) -Isrc -Ibuild -o $@ tests/unit.c $(filter-out build/san/main.o,$(SANOBJ))

build/rif-san: $(SANOBJ)
	$(CC) $(CFLAGS) $(SAN) -o $@ $(SANOBJ)

# the soft-float oracle test: MPFR and the host FPU
build/sfcheck: tests/sfcheck.c src/softfloat.c $(HDR) | build
	$(CC) $(CFLAGS) -Isrc -o $@ tests/sfcheck.c src/softfloat.c -lmpfr -lgmp -lm

build/sfcheck-san: tests/sfcheck.c src/softfloat.c $(HDR) | build
	$(CC) $(CFLAGS) $(SAN) -Isrc -o $@ tests/sfcheck.c src/softfloat.c -lmpfr -lgmp -lm

# the parsers' fuzzer (fuzz/parsers.c): libFuzzer, or, for make check, a
# plain driver that replays fuzz/corpus; malloc is wrapped to free what a
# refused input leaves
FUZZCC   ?= clang-19
FUZZTIME ?= 60
WRAP      = -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
FZOBJ     = $(filter-out build/fz/campaign.o build/fz/main.o,$(OBJ:build/%=build/fz/%))
RPOBJ     = $(filter-out build/san/campaign.o build/san/main.o,$(SANOBJ))

build/fz/%.o: src/%.c $(HDR) build/prelude.inc | build/fz
	$(FUZZCC) $(CFLAGS) $(SAN) -fsanitize=fuzzer-no-link -Ibuild -Isrc -c -o $@ $<

build/fuzz-parsers: fuzz/parsers.c $(FZOBJ) $(HDR)
	$(FUZZCC) $(CFLAGS) $(SAN) -fsanitize=fuzzer -Isrc -Ibuild -o $@ fuzz/parsers.c $(FZOBJ) $(WRAP)

build/fuzz-replay: fuzz/replay.c fuzz/parsers.c $(RPOBJ) $(HDR)
	$(CC) $(CFLAGS) $(SAN) -Isrc -Ibuild -o $@ fuzz/replay.c fuzz/parsers.c $(RPOBJ) $(WRAP)

fuzz-parsers: build/fuzz-parsers
	mkdir -p build/fuzz-corpus
	nice -n 19 ./build/fuzz-parsers -max_total_time=$(FUZZTIME) -close_fd_mask=2 \
	    -detect_leaks=0 -artifact_prefix=build/fuzz- build/fuzz-corpus fuzz/corpus

testbin: rif build/unit build/unit-san build/rif-san build/sfcheck build/sfcheck-san build/fuzz-replay

deps:
	sh tests/deps.sh

check: deps testbin
	sh tests/run.sh

FUZZ ?= --time 10m
# a campaign that ran is no failure of make, whatever it found (rif fuzz
# exits 1 when it found a new compiler bug); bad input (2) or an
# interrupt (130) is
fuzz: deps rif
	@./rif fuzz --known tests/bugs/known.txt $(FUZZ); s=$$?; [ $$s -le 1 ] || exit $$s

bench: deps rif
	sh tests/bench.sh

clean:
	rm -rf build rif

.PHONY: all deps check fuzz fuzz-parsers bench clean testbin
