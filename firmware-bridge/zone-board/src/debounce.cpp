#include "debounce.h"

namespace zoneboard {

std::optional<Observation> Debouncer::feed(const Observation& seen) {
  if (streak_ > 0 && seen == candidate_) {
    ++streak_;
  } else {
    candidate_ = seen;
    streak_ = 1;
  }
  const int needed = seen.kind == SeenKind::Absent ? settleAbsent_ : settle_;
  if (streak_ < needed) return std::nullopt;
  if (reported_ && *reported_ == candidate_) return std::nullopt;
  reported_ = candidate_;
  return candidate_;
}

}  // namespace zoneboard
