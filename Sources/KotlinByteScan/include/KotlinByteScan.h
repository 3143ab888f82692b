// Byte-scanning kernels for KotlinSyntax: finding the next byte of a small set, and the line
// starts of a source, sixteen bytes at a time.
//
// Swift's generic SIMD types compile to per-lane loops for byte compares and have no movemask,
// so these few loops are written in C. They are `static inline`: Swift imports them through the
// module map and LLVM inlines them into the Swift callers. On x86-64 they use SSE2, which every
// x86-64 processor has; elsewhere (arm64, …) the same functions run a plain byte loop, which is
// what the Swift code did before.
//
// Every function reads only bytes in [base + from, base + count).

#ifndef KOTLIN_BYTE_SCAN_H
#define KOTLIN_BYTE_SCAN_H

#include <stddef.h>
#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#define KBS_SSE2 1
#else
#define KBS_SSE2 0
#endif

/// Whether the kernels use SSE2 (1) or the portable byte loops (0) in this build.
static inline int kbs_uses_simd(void) { return KBS_SSE2; }

/// The offset of the first byte at or after `from` (and before `count`) that is one of the `n`
/// (at most 8) bytes in `set`, or `count` when there is none.
///
/// The portable version: the reference the vector versions are tested against.
static inline size_t kbs_find_portable(
  const uint8_t *base, size_t from, size_t count, const uint8_t *set, int n)
{
  for (size_t offset = from; offset < count; offset++) {
    uint8_t byte = base[offset];
    for (int index = 0; index < n; index++) {
      if (byte == set[index]) return offset;
    }
  }
  return count;
}

#if KBS_SSE2
/// The bits of the 16 bytes at `p` that equal `a` … `f` (bit i for byte i).
static inline unsigned kbs_mask6(
  const uint8_t *p, __m128i a, __m128i b, __m128i c, __m128i d, __m128i e, __m128i f)
{
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  __m128i m = _mm_or_si128(
    _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, a), _mm_cmpeq_epi8(v, b)),
                 _mm_or_si128(_mm_cmpeq_epi8(v, c), _mm_cmpeq_epi8(v, d))),
    _mm_or_si128(_mm_cmpeq_epi8(v, e), _mm_cmpeq_epi8(v, f)));
  return (unsigned)_mm_movemask_epi8(m);
}

static inline size_t kbs_find6_sse2(
  const uint8_t *base, size_t from, size_t count, uint8_t a, uint8_t b, uint8_t c, uint8_t d,
  uint8_t e, uint8_t f)
{
  const __m128i va = _mm_set1_epi8((char)a), vb = _mm_set1_epi8((char)b);
  const __m128i vc = _mm_set1_epi8((char)c), vd = _mm_set1_epi8((char)d);
  const __m128i ve = _mm_set1_epi8((char)e), vf = _mm_set1_epi8((char)f);
  size_t offset = from;
  while (offset + 16 <= count) {
    unsigned bits = kbs_mask6(base + offset, va, vb, vc, vd, ve, vf);
    if (bits != 0) return offset + (size_t)__builtin_ctz(bits);
    offset += 16;
  }
  for (; offset < count; offset++) {
    uint8_t byte = base[offset];
    if (byte == a || byte == b || byte == c || byte == d || byte == e || byte == f) {
      return offset;
    }
  }
  return count;
}
#endif

/// The offset of the first byte at or after `from` that is one of `a` … `f` (repeat a byte to
/// look for fewer), or `count` when there is none.
static inline size_t kbs_find6(
  const uint8_t *base, size_t from, size_t count, uint8_t a, uint8_t b, uint8_t c, uint8_t d,
  uint8_t e, uint8_t f)
{
#if KBS_SSE2
  return kbs_find6_sse2(base, from, count, a, b, c, d, e, f);
#else
  const uint8_t set[6] = {a, b, c, d, e, f};
  return kbs_find_portable(base, from, count, set, 6);
#endif
}

/// Whether `byte` can continue a Kotlin identifier: an ASCII letter or digit, `_`, or any byte
/// from 0x80 (the parts of a non-ASCII letter).
static inline int kbs_is_identifier_byte(uint8_t byte) {
  uint8_t folded = byte | 0x20;
  return (folded >= 'a' && folded <= 'z') || (byte >= '0' && byte <= '9') || byte == '_'
    || byte >= 0x80;
}

/// The offset of the first byte at or after `from` that cannot continue an identifier, or
/// `count` when there is none.
static inline size_t kbs_identifier_end(const uint8_t *base, size_t from, size_t count) {
  size_t offset = from;
#if KBS_SSE2
  // Signed byte compares: bytes from 0x80 are negative, so they fail the ASCII range tests and
  // are caught by the sign test instead.
  const __m128i zero = _mm_setzero_si128();
  const __m128i case_bit = _mm_set1_epi8(0x20);
  const __m128i before_a = _mm_set1_epi8('a' - 1), after_z = _mm_set1_epi8('z' + 1);
  const __m128i before_0 = _mm_set1_epi8('0' - 1), after_9 = _mm_set1_epi8('9' + 1);
  const __m128i underscore = _mm_set1_epi8('_');
  while (offset + 16 <= count) {
    __m128i v = _mm_loadu_si128((const __m128i *)(base + offset));
    __m128i folded = _mm_or_si128(v, case_bit);
    __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(folded, before_a), _mm_cmpgt_epi8(after_z, folded));
    __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, before_0), _mm_cmpgt_epi8(after_9, v));
    __m128i other = _mm_or_si128(_mm_cmpeq_epi8(v, underscore), _mm_cmplt_epi8(v, zero));
    unsigned continues =
      (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), other));
    unsigned stops = ~continues & 0xFFFFu;
    if (stops != 0) return offset + (size_t)__builtin_ctz(stops);
    offset += 16;
  }
#endif
  while (offset < count && kbs_is_identifier_byte(base[offset])) offset++;
  return offset;
}

/// How many `\n` bytes the `count` bytes at `base` hold; sets `*nonASCII` to 1 when one of them
/// is 0x80 or above (and leaves it alone otherwise).
static inline size_t kbs_count_newlines(const uint8_t *base, size_t count, int *nonASCII) {
  size_t lines = 0;
  size_t offset = 0;
  unsigned high = 0;
#if KBS_SSE2
  const __m128i newline = _mm_set1_epi8('\n');
  const __m128i zero = _mm_setzero_si128();
  __m128i highBytes = zero;
  while (offset + 16 <= count) {
    // Each byte lane counts the newlines in its column, for at most 255 chunks; then the lanes
    // are summed (psadbw) into the total.
    __m128i counts = zero;
    size_t chunks = (count - offset) / 16;
    if (chunks > 255) chunks = 255;
    for (size_t chunk = 0; chunk < chunks; chunk++) {
      __m128i v = _mm_loadu_si128((const __m128i *)(base + offset));
      highBytes = _mm_or_si128(highBytes, v);
      counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(v, newline));
      offset += 16;
    }
    __m128i sums = _mm_sad_epu8(counts, zero);
    lines += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_extract_epi16(sums, 4);
  }
  high = (unsigned)_mm_movemask_epi8(highBytes);
#endif
  for (; offset < count; offset++) {
    high |= base[offset] & 0x80;
    lines += base[offset] == '\n';
  }
  if (high != 0) *nonASCII = 1;
  return lines;
}

/// Writes the offset just after each `\n` of the `count` bytes at `base` to `starts`, in order,
/// and returns how many it wrote: at most `capacity`, which `kbs_count_newlines` gives exactly.
static inline size_t kbs_fill_line_starts(
  const uint8_t *base, size_t count, uint32_t *starts, size_t capacity)
{
  size_t written = 0;
  size_t offset = 0;
#if KBS_SSE2
  const __m128i newline = _mm_set1_epi8('\n');
  while (offset + 16 <= count) {
    __m128i v = _mm_loadu_si128((const __m128i *)(base + offset));
    unsigned bits = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, newline));
    while (bits != 0) {
      if (written == capacity) return written;
      starts[written++] = (uint32_t)(offset + (size_t)__builtin_ctz(bits) + 1);
      bits &= bits - 1;
    }
    offset += 16;
  }
#endif
  for (; offset < count; offset++) {
    if (base[offset] == '\n') {
      if (written == capacity) return written;
      starts[written++] = (uint32_t)(offset + 1);
    }
  }
  return written;
}

#endif
