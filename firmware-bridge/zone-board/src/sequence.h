// The board's report sequence number: one per report, never reused, across reconnects and
// reboots. It is written to persistent storage before the number is handed out, so a power cut
// can never make the board repeat a number the hub has already accepted.
#pragma once

#include <cstdint>

#include "key_value_store.h"

namespace zoneboard {

class SequenceCounter {
 public:
  explicit SequenceCounter(KeyValueStore& store) : store_(store) {}

  // Loads the counter; a board that has never reported starts at 0.
  void begin();
  // The number the next report will carry.
  uint64_t peek() const { return next_; }
  // Hands out the next number. False (and nothing handed out) when storage failed: the board then
  // keeps the reading pending and retries rather than risk reusing a number after a reboot.
  bool take(uint64_t& seq);

 private:
  KeyValueStore& store_;
  uint64_t next_ = 0;
};

}  // namespace zoneboard
