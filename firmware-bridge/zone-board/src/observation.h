// What one antenna sees in one poll. Plain C++: shared by the ESP32 build, the host emulator and
// the host unit tests.
#pragma once

#include <string>
#include <vector>

namespace zoneboard {

enum class SeenKind { Absent, Present, Several, Unreadable };

struct Observation {
  SeenKind kind = SeenKind::Absent;
  // Present: one UID. Several: the UIDs that could be read (the PN532 activates at most two).
  std::vector<std::string> uids;
  // Present: the card id from the tag's NDEF record, empty when the tag carries none.
  std::string cardId;
  // Unreadable: why.
  std::string reason;

  static Observation absent() { return {}; }
  static Observation present(std::string uid, std::string cardId = "") {
    Observation o;
    o.kind = SeenKind::Present;
    o.uids.push_back(std::move(uid));
    o.cardId = std::move(cardId);
    return o;
  }
  static Observation several(std::vector<std::string> uids) {
    Observation o;
    o.kind = SeenKind::Several;
    o.uids = std::move(uids);
    return o;
  }
  static Observation unreadable(std::string reason) {
    Observation o;
    o.kind = SeenKind::Unreadable;
    o.reason = std::move(reason);
    return o;
  }

  bool operator==(const Observation& other) const {
    return kind == other.kind && uids == other.uids && cardId == other.cardId && reason == other.reason;
  }
  bool operator!=(const Observation& other) const { return !(*this == other); }
};

}  // namespace zoneboard
