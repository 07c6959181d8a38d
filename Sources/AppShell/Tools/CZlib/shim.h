// The system's zlib, which decompresses a gzip log (Linux: zlib1g-dev; Apple's SDKs: libz).
#include <zlib.h>
