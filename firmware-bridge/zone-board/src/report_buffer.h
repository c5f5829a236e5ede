// Reports the broker has not acknowledged yet. A report stays here from the moment it is numbered
// until its PUBACK arrives, so a broker restart or a Wi-Fi drop loses nothing: on reconnect every
// report still here is sent again (the hub drops the ones it already has by sequence number).
//
// Bounded: when full, the oldest report is dropped and counted. The newest reports are the ones
// that tell the hub what lies on each zone now, so they are the ones kept; the hub sees the gap
// in sequence numbers and logs how many reports were lost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>

#include "observation.h"

namespace zoneboard {

struct Report {
  uint64_t seq = 0;
  int antenna = 0;
  Observation seen;
  uint64_t uptimeMs = 0;
  // Message id of the publish awaiting its PUBACK on the current connection; -1 when not sent on it.
  int mid = -1;
};

class ReportBuffer {
 public:
  explicit ReportBuffer(size_t capacity) : capacity_(capacity == 0 ? 1 : capacity) {}

  void push(Report report);
  // Removes the report acknowledged under this message id; false when no report carries it.
  bool acknowledge(int mid);
  // After a disconnect nothing is in flight any more: everything is sent again.
  void connectionLost();

  // Reports not yet sent on the current connection, oldest first.
  template <typename Fn>
  void forEachUnsent(Fn fn) {
    for (Report& report : reports_) {
      if (report.mid < 0) fn(report);
    }
  }

  size_t size() const { return reports_.size(); }
  size_t capacity() const { return capacity_; }
  uint64_t dropped() const { return dropped_; }

 private:
  size_t capacity_;
  std::deque<Report> reports_;
  uint64_t dropped_ = 0;
};

}  // namespace zoneboard
