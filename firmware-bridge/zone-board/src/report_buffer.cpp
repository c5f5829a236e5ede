#include "report_buffer.h"

#include <utility>

namespace zoneboard {

void ReportBuffer::push(Report report) {
  if (reports_.size() >= capacity_) {
    reports_.pop_front();
    ++dropped_;
  }
  report.mid = -1;
  reports_.push_back(std::move(report));
}

bool ReportBuffer::acknowledge(int mid) {
  for (auto it = reports_.begin(); it != reports_.end(); ++it) {
    if (it->mid == mid) {
      reports_.erase(it);
      return true;
    }
  }
  return false;
}

void ReportBuffer::connectionLost() {
  for (Report& report : reports_) report.mid = -1;
}

}  // namespace zoneboard
