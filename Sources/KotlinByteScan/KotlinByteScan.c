// The kernels are `static inline` in include/KotlinByteScan.h, so that Swift callers inline them;
// SwiftPM needs one source file to build the target.
#include "KotlinByteScan.h"
