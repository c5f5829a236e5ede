// One antenna's reader, as the board logic sees it. The ESP32 build implements it with a PN532
// (pn532_reader.h); the host emulator with a scripted tag field (host/sim_reader.h).
#pragma once

#include <string>

#include "observation.h"

namespace zoneboard {

struct PollResult {
  // False when the reader did not answer at all (bus error, PN532 locked up): the watchdog counts these.
  bool answered = false;
  Observation seen;
};

struct WriteResult {
  bool ok = false;
  std::string uid;    // the tag written, when ok
  std::string error;  // why not, otherwise
};

class NfcReader {
 public:
  virtual ~NfcReader() = default;
  // (Re)initialises the reader; false when it does not answer.
  virtual bool begin() = 0;
  // Switches the antenna's RF field. Idle antennas stay off so neighbours do not jam each other.
  virtual void setRf(bool on) = 0;
  // One poll of the field (the board switches RF on first).
  virtual PollResult poll() = 0;
  // Writes the card-id NDEF record to the one tag in the field.
  virtual WriteResult writeCardId(const std::string& cardId) = 0;
};

}  // namespace zoneboard
