# the failing build: the vsetvl that sets a3 is gone (tests/bugs/gcc-vsetvl-result-dropped.c)
main:
	li	a5,100
	vsetvli	zero,a5,e8,m8,ta,ma
	vle8.v	v0,0(s7)
	vsetvli	zero,a3,e8,m8,ta,ma
	vmseq.vv	v0,v0,v16
	ret
