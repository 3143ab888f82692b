// Byte-scanning kernels for KotlinSyntax: finding the next byte of a small set, the end of an
// identifier, and the line starts of a source, sixteen bytes at a time.
//
// Swift's generic SIMD types compile byte compares to per-lane loops and have no movemask, so
// these few loops are written in C. They are `static inline`: Swift imports them through the
// module map and LLVM inlines them into the Swift callers. Each kernel has three versions:
//
// - SSE2 on x86-64 (every x86-64 processor has it): compare, then `pmovmskb` gives a bit a byte;
// - NEON on arm64 (every arm64 processor has it): compare, then a narrowing shift gives four bits
//   a byte;
// - a portable byte loop everywhere else, which also finishes the last bytes of the vector
//   versions. The portable versions are public, so that tests compare every version on one
//   machine.
//
// Every function reads only bytes in [base + from, base + count) (or [base, base + count)).

#ifndef KOTLIN_BYTE_SCAN_H
#define KOTLIN_BYTE_SCAN_H

#include <stddef.h>
#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#define KBS_SSE2 1
#define KBS_NEON 0
#elif defined(__aarch64__) && defined(__ARM_NEON)
#include <arm_neon.h>
#define KBS_SSE2 0
#define KBS_NEON 1
#else
#define KBS_SSE2 0
#define KBS_NEON 0
#endif

/// Which kernels this build uses: 1 for SSE2, 2 for NEON, 0 for the portable byte loops.
static inline int kbs_vector_kind(void) { return KBS_SSE2 ? 1 : KBS_NEON ? 2 : 0; }

// MARK: - Portable versions

/// The offset of the first byte at or after `from` (and before `count`) that is one of the `n`
/// bytes in `set`, or `count` when there is none.
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

/// Whether `byte` can continue a Kotlin identifier: an ASCII letter or digit, `_`, or any byte
/// from 0x80 (the parts of a non-ASCII letter).
static inline int kbs_is_identifier_byte(uint8_t byte) {
  uint8_t folded = (uint8_t)(byte | 0x20);
  return (folded >= 'a' && folded <= 'z') || (byte >= '0' && byte <= '9') || byte == '_'
    || byte >= 0x80;
}

/// The offset of the first byte at or after `from` that cannot continue an identifier, or
/// `count` when there is none.
static inline size_t kbs_identifier_end_portable(const uint8_t *base, size_t from, size_t count)
{
  size_t offset = from;
  while (offset < count && kbs_is_identifier_byte(base[offset])) offset++;
  return offset;
}

/// How many `\n` bytes are in [base + from, base + count); sets `*nonASCII` to 1 when one of
/// those bytes is 0x80 or above (and leaves it alone otherwise).
static inline size_t kbs_count_newlines_portable(
  const uint8_t *base, size_t from, size_t count, int *nonASCII)
{
  size_t lines = 0;
  unsigned high = 0;
  for (size_t offset = from; offset < count; offset++) {
    high |= base[offset] & 0x80u;
    lines += base[offset] == '\n';
  }
  if (high != 0) *nonASCII = 1;
  return lines;
}

/// Writes the offset just after each `\n` in [base + from, base + count) to `starts`, in order,
/// and returns how many it wrote: at most `capacity`.
static inline size_t kbs_fill_line_starts_portable(
  const uint8_t *base, size_t from, size_t count, uint32_t *starts, size_t capacity)
{
  size_t written = 0;
  for (size_t offset = from; offset < count; offset++) {
    if (base[offset] == '\n') {
      if (written == capacity) return written;
      starts[written++] = (uint32_t)(offset + 1);
    }
  }
  return written;
}

// MARK: - Vector helpers

#if KBS_NEON
/// Four bits per byte of `mask` (each byte 0x00 or 0xFF), byte i in bits 4i to 4i+3: NEON has no
/// movemask, and a narrowing shift is the cheap way to one scalar.
static inline uint64_t kbs_nibbles(uint8x16_t mask) {
  return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(mask), 4)), 0);
}
#endif

// MARK: - Kernels

/// The offset of the first byte at or after `from` that is one of `a` … `f` (repeat a byte to
/// look for fewer), or `count` when there is none.
static inline size_t kbs_find6(
  const uint8_t *base, size_t from, size_t count, uint8_t a, uint8_t b, uint8_t c, uint8_t d,
  uint8_t e, uint8_t f)
{
  size_t offset = from;
#if KBS_SSE2
  const __m128i va = _mm_set1_epi8((char)a), vb = _mm_set1_epi8((char)b);
  const __m128i vc = _mm_set1_epi8((char)c), vd = _mm_set1_epi8((char)d);
  const __m128i ve = _mm_set1_epi8((char)e), vf = _mm_set1_epi8((char)f);
  while (offset + 16 <= count) {
    __m128i v = _mm_loadu_si128((const __m128i *)(base + offset));
    __m128i m = _mm_or_si128(
      _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)),
                   _mm_or_si128(_mm_cmpeq_epi8(v, vc), _mm_cmpeq_epi8(v, vd))),
      _mm_or_si128(_mm_cmpeq_epi8(v, ve), _mm_cmpeq_epi8(v, vf)));
    unsigned bits = (unsigned)_mm_movemask_epi8(m);
    if (bits != 0) return offset + (size_t)__builtin_ctz(bits);
    offset += 16;
  }
#elif KBS_NEON
  const uint8x16_t va = vdupq_n_u8(a), vb = vdupq_n_u8(b), vc = vdupq_n_u8(c);
  const uint8x16_t vd = vdupq_n_u8(d), ve = vdupq_n_u8(e), vf = vdupq_n_u8(f);
  while (offset + 16 <= count) {
    uint8x16_t v = vld1q_u8(base + offset);
    uint8x16_t m = vorrq_u8(
      vorrq_u8(vorrq_u8(vceqq_u8(v, va), vceqq_u8(v, vb)),
               vorrq_u8(vceqq_u8(v, vc), vceqq_u8(v, vd))),
      vorrq_u8(vceqq_u8(v, ve), vceqq_u8(v, vf)));
    uint64_t bits = kbs_nibbles(m);
    if (bits != 0) return offset + (size_t)(__builtin_ctzll(bits) >> 2);
    offset += 16;
  }
#endif
  const uint8_t set[6] = {a, b, c, d, e, f};
  return kbs_find_portable(base, offset, count, set, 6);
}

/// The offset of the first byte at or after `from` that cannot continue an identifier, or
/// `count` when there is none.
static inline size_t kbs_identifier_end(const uint8_t *base, size_t from, size_t count) {
  size_t offset = from;
#if KBS_SSE2
  // Signed byte compares: bytes from 0x80 are negative, so they fail the ASCII range tests and
  // are caught by the sign test instead.
  const __m128i zero = _mm_setzero_si128();
  const __m128i caseBit = _mm_set1_epi8(0x20);
  const __m128i beforeA = _mm_set1_epi8('a' - 1), afterZ = _mm_set1_epi8('z' + 1);
  const __m128i before0 = _mm_set1_epi8('0' - 1), after9 = _mm_set1_epi8('9' + 1);
  const __m128i underscore = _mm_set1_epi8('_');
  while (offset + 16 <= count) {
    __m128i v = _mm_loadu_si128((const __m128i *)(base + offset));
    __m128i folded = _mm_or_si128(v, caseBit);
    __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(folded, beforeA), _mm_cmpgt_epi8(afterZ, folded));
    __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, before0), _mm_cmpgt_epi8(after9, v));
    __m128i other = _mm_or_si128(_mm_cmpeq_epi8(v, underscore), _mm_cmplt_epi8(v, zero));
    unsigned continues =
      (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), other));
    unsigned stops = ~continues & 0xFFFFu;
    if (stops != 0) return offset + (size_t)__builtin_ctz(stops);
    offset += 16;
  }
#elif KBS_NEON
  const uint8x16_t caseBit = vdupq_n_u8(0x20), lowerA = vdupq_n_u8('a'), lowerZ = vdupq_n_u8('z');
  const uint8x16_t zero = vdupq_n_u8('0'), nine = vdupq_n_u8('9');
  const uint8x16_t underscore = vdupq_n_u8('_'), high = vdupq_n_u8(0x80);
  while (offset + 16 <= count) {
    uint8x16_t v = vld1q_u8(base + offset);
    uint8x16_t folded = vorrq_u8(v, caseBit);
    uint8x16_t letter = vandq_u8(vcgeq_u8(folded, lowerA), vcleq_u8(folded, lowerZ));
    uint8x16_t digit = vandq_u8(vcgeq_u8(v, zero), vcleq_u8(v, nine));
    uint8x16_t other = vorrq_u8(vceqq_u8(v, underscore), vcgeq_u8(v, high));
    uint64_t stops = kbs_nibbles(vmvnq_u8(vorrq_u8(vorrq_u8(letter, digit), other)));
    if (stops != 0) return offset + (size_t)(__builtin_ctzll(stops) >> 2);
    offset += 16;
  }
#endif
  return kbs_identifier_end_portable(base, offset, count);
}

/// How many `\n` bytes the `count` bytes at `base` hold; sets `*nonASCII` to 1 when one of them
/// is 0x80 or above (and leaves it alone otherwise).
static inline size_t kbs_count_newlines(const uint8_t *base, size_t count, int *nonASCII) {
  size_t lines = 0;
  size_t offset = 0;
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
  if (_mm_movemask_epi8(highBytes) != 0) *nonASCII = 1;
#elif KBS_NEON
  const uint8x16_t newline = vdupq_n_u8('\n');
  uint8x16_t highBytes = vdupq_n_u8(0);
  while (offset + 16 <= count) {
    // As above: byte-lane counters for at most 255 chunks, then one horizontal sum.
    uint8x16_t counts = vdupq_n_u8(0);
    size_t chunks = (count - offset) / 16;
    if (chunks > 255) chunks = 255;
    for (size_t chunk = 0; chunk < chunks; chunk++) {
      uint8x16_t v = vld1q_u8(base + offset);
      highBytes = vorrq_u8(highBytes, v);
      counts = vsubq_u8(counts, vceqq_u8(v, newline));
      offset += 16;
    }
    lines += (size_t)vaddlvq_u8(counts);
  }
  if (vmaxvq_u8(highBytes) >= 0x80) *nonASCII = 1;
#endif
  return lines + kbs_count_newlines_portable(base, offset, count, nonASCII);
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
#elif KBS_NEON
  const uint8x16_t newline = vdupq_n_u8('\n');
  while (offset + 16 <= count) {
    // One bit per byte: the top bit of each nibble.
    uint64_t bits = kbs_nibbles(vceqq_u8(vld1q_u8(base + offset), newline)) & 0x8888888888888888ull;
    while (bits != 0) {
      if (written == capacity) return written;
      starts[written++] = (uint32_t)(offset + (size_t)(__builtin_ctzll(bits) >> 2) + 1);
      bits &= bits - 1;
    }
    offset += 16;
  }
#endif
  return written
    + kbs_fill_line_starts_portable(base, offset, count, starts + written, capacity - written);
}

#endif
