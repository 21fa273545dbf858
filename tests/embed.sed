# Turn src/prelude.h into the lines of a C string literal, dropping the
# guard lines that only rif itself needs.
/^#ifndef RIF_MODEL/d
/^#endif \/\* RIF_MODEL/d
s/\\/\\\\/g
s/"/\\"/g
s/^/\t"/
s/$/\\n"/
