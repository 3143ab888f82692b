// Checks the vector kernels of KotlinByteScan against their portable versions, on whatever
// vector instructions the compiler targets. Scripts/check-byte-scan builds and runs it natively
// and, with an arm64 cross compiler and qemu, for arm64's NEON path, which the Swift tests on
// x86-64 cannot reach. Exits 1 at the first difference.

#include "KotlinByteScan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 1;

/// SplitMix64, so that a failure can be replayed.
static uint64_t next_random(void) {
  uint64_t bits = (state += 0x9E3779B97F4A7C15ull);
  bits = (bits ^ (bits >> 30)) * 0xBF58476D1CE4E5B9ull;
  bits = (bits ^ (bits >> 27)) * 0x94D049BB133111EBull;
  return bits ^ (bits >> 31);
}

static long checks = 0;

static void fail(const char *what, size_t count, size_t from, size_t got, size_t expected) {
  printf("FAIL %s: count %zu from %zu: got %zu, expected %zu\n", what, count, from, got, expected);
  exit(1);
}

/// Fills `bytes` from an alphabet that makes matches dense, or from every byte value.
static void fill(uint8_t *bytes, size_t count) {
  static const uint8_t dense[] = {'"', '\'', '/', '`', '{', '}', '(', ')', 'a', 'Z', '_', '0',
                                  '9', ' ', '\n', '$', '\\', 0x80, 0xC3, 0xFF, 0x00, 0x7F, '@'};
  int everyValue = next_random() % 3 == 0;
  int newlineHeavy = next_random() % 5 == 0;
  for (size_t index = 0; index < count; index++) {
    uint64_t r = next_random();
    if (newlineHeavy && r % 2 == 0) {
      bytes[index] = '\n';
    } else if (everyValue) {
      bytes[index] = (uint8_t)(r >> 8);
    } else {
      bytes[index] = dense[(r >> 8) % sizeof dense];
    }
  }
}

static void check(const uint8_t *bytes, size_t count) {
  for (int round = 0; round < 4; round++) {
    size_t from = count == 0 ? 0 : (size_t)(next_random() % (count + 1));
    uint8_t set[6];
    for (int index = 0; index < 6; index++) {
      set[index] = next_random() % 2 ? bytes[next_random() % (count ? count : 1)]
                                     : (uint8_t)next_random();
    }
    if (count == 0) set[0] = 0;
    size_t got = kbs_find6(bytes, from, count, set[0], set[1], set[2], set[3], set[4], set[5]);
    size_t expected = kbs_find_portable(bytes, from, count, set, 6);
    if (got != expected) fail("find6", count, from, got, expected);
    got = kbs_identifier_end(bytes, from, count);
    expected = kbs_identifier_end_portable(bytes, from, count);
    if (got != expected) fail("identifier_end", count, from, got, expected);
    checks += 2;
  }
  int high = 0, highExpected = 0;
  size_t lines = kbs_count_newlines(bytes, count, &high);
  size_t linesExpected = kbs_count_newlines_portable(bytes, 0, count, &highExpected);
  if (lines != linesExpected) fail("count_newlines", count, 0, lines, linesExpected);
  if (high != highExpected) {
    fail("count_newlines non-ASCII", count, 0, (size_t)high, (size_t)highExpected);
  }
  uint32_t *starts = calloc(lines + 2, sizeof *starts);
  uint32_t *startsExpected = calloc(lines + 2, sizeof *startsExpected);
  size_t capacity = lines == 0 || next_random() % 4 ? lines : (size_t)(next_random() % lines);
  size_t written = kbs_fill_line_starts(bytes, count, starts, capacity);
  size_t writtenExpected = kbs_fill_line_starts_portable(bytes, 0, count, startsExpected, capacity);
  if (written != writtenExpected) {
    fail("fill_line_starts", count, capacity, written, writtenExpected);
  }
  if (memcmp(starts, startsExpected, (lines + 2) * sizeof *starts) != 0) {
    fail("fill_line_starts contents", count, capacity, 0, 0);
  }
  free(starts);
  free(startsExpected);
  checks += 3;
}

int main(void) {
  // Every byte value at every lane of two chunks and in the tail.
  uint8_t lane[41];
  for (int value = 0; value < 256; value++) {
    for (size_t position = 0; position < sizeof lane; position++) {
      memset(lane, 'a', sizeof lane);
      lane[position] = (uint8_t)value;
      check(lane, sizeof lane);
    }
  }
  // Random lengths around the chunk sizes, and long inputs across the counters' 255-chunk flush.
  static uint8_t bytes[70000];
  for (int round = 0; round < 20000; round++) {
    size_t count = (size_t)(next_random() % 100);
    fill(bytes, count);
    check(bytes, count);
  }
  static const size_t longCounts[] = {4079, 4080, 4081, 4096, 8160, 8161, 20000, 65537, 70000};
  for (size_t index = 0; index < sizeof longCounts / sizeof *longCounts; index++) {
    for (int round = 0; round < 8; round++) {
      fill(bytes, longCounts[index]);
      check(bytes, longCounts[index]);
    }
  }
  memset(bytes, '\n', sizeof bytes);
  check(bytes, sizeof bytes);
  printf("ok: %ld checks, vector kind %d (1 SSE2, 2 NEON, 0 portable)\n", checks,
         kbs_vector_kind());
  return 0;
}
