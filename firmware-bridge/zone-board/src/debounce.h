// Board-side debounce: a reading is reported once it has been seen on several polls in a row,
// so a card slid across the mat or a tag at the edge of the field does not flood the hub.
#pragma once

#include <optional>

#include "observation.h"

namespace zoneboard {

class Debouncer {
 public:
  // settle: polls in a row a new reading must be seen. settleAbsent: the same for "nothing there",
  // longer because a tag at the edge of the field drops out for a poll now and then.
  Debouncer(int settle, int settleAbsent) : settle_(settle), settleAbsent_(settleAbsent) {}

  // Feeds one poll; returns the reading to report when one has just settled and differs from the
  // last one reported. The first settled reading after boot is always reported.
  std::optional<Observation> feed(const Observation& seen);

  // The last reading reported, if any.
  const std::optional<Observation>& reported() const { return reported_; }

  // Forgets the candidate (after a reader reset its polls start over) but keeps what was reported.
  void restart() { streak_ = 0; }

 private:
  int settle_;
  int settleAbsent_;
  std::optional<Observation> reported_;
  Observation candidate_;
  int streak_ = 0;
};

}  // namespace zoneboard
