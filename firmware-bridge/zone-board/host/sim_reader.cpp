#include "sim_reader.h"

namespace zoneboard {

bool SimReader::begin() {
  ++begins_;
  initialised_ = !hung_;
  return initialised_;
}

PollResult SimReader::poll() {
  ++polls_;
  if (!rf_) ++pollsWithRfOff_;
  PollResult result;
  if (hung_) {
    // A hung reader stays silent until it is re-initialised after it recovered.
    initialised_ = false;
    return result;
  }
  if (!initialised_) return result;
  result.answered = true;
  result.seen = rf_ ? field_ : Observation::absent();
  return result;
}

WriteResult SimReader::writeCardId(const std::string& cardId) {
  WriteResult result;
  if (hung_ || !initialised_) {
    result.error = "reader not answering";
  } else if (field_.kind != SeenKind::Present) {
    result.error = field_.kind == SeenKind::Several ? "more than one tag on the antenna" : "no tag on the antenna";
  } else {
    field_.cardId = cardId;
    result.ok = true;
    result.uid = field_.uids.front();
  }
  return result;
}

}  // namespace zoneboard
