#!/bin/sh
# One rif campaign as a Slurm array job: each array task runs one shard.
#
#   mkdir -p runs/slurm && sbatch examples/slurm.sh     # from rif's directory, on a shared file system
#   SEED=7 TIME=2h sbatch --array=1-16 examples/slurm.sh
#
# then, when every task has ended (or as a dependent job:
# sbatch --dependency=afterany:JOBID --wrap "./rif merge runs/slurm/s* --out runs/slurm/all"):
#
#   ./rif merge runs/slurm/s* --out runs/slurm/all
#
# A task that is requeued or run again continues its shard (rif fuzz
# --resume).  Every task must have the same SEED and array size.
#SBATCH --job-name=rif
#SBATCH --array=1-64
#SBATCH --cpus-per-task=4
#SBATCH --time=8:30:00
#SBATCH --output=runs/slurm/%a.log
: "${SLURM_ARRAY_TASK_ID:?run it with sbatch (SLURM_ARRAY_TASK_ID is not set)}"
N=${SLURM_ARRAY_TASK_COUNT:?run it with sbatch --array=1-N}
# shard K of N, from 1, whether the array counts from 0 or from 1
K=$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-1} + 1))
SEED=${SEED:-42}
TIME=${TIME:-8h}
OUT=${OUT:-runs/slurm}
dir=$OUT/s$K
mkdir -p "$OUT"
if [ -f "$dir/campaign.txt" ]; then
	./rif fuzz --resume "$dir" --time "$TIME" -j "${SLURM_CPUS_PER_TASK:-1}" --quiet
else
	./rif fuzz --shard "$K/$N" --seed "$SEED" --out "$dir" --time "$TIME" \
	    -j "${SLURM_CPUS_PER_TASK:-1}" --quiet
fi
rc=$?
# rif fuzz exits 1 when it found a compiler bug: the task did its job
[ $rc = 1 ] && rc=0
exit $rc
