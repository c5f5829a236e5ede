#include "sequence.h"

namespace zoneboard {

static const char* const kKey = "seq_next";

void SequenceCounter::begin() {
  uint64_t stored = 0;
  next_ = store_.getU64(kKey, stored) ? stored : 0;
}

bool SequenceCounter::take(uint64_t& seq) {
  if (!store_.setU64(kKey, next_ + 1)) return false;
  seq = next_++;
  return true;
}

}  // namespace zoneboard
