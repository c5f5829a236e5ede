// A scripted reader for the host emulator and the host tests: the "field" holds what a script put
// on the antenna, and the reader can be made to stop answering like a locked-up PN532.
#pragma once

#include <string>

#include "../src/nfc_reader.h"

namespace zoneboard {

class SimReader : public NfcReader {
 public:
  bool begin() override;
  void setRf(bool on) override { rf_ = on; }
  PollResult poll() override;
  WriteResult writeCardId(const std::string& cardId) override;

  void set(const Observation& field) { field_ = field; }
  // hang(true): stops answering until re-initialised after recover.
  void hang(bool hung) { hung_ = hung; }

  bool rf() const { return rf_; }
  int begins() const { return begins_; }
  int polls() const { return polls_; }
  // Polls made while this antenna's RF was off: the board must never do that.
  int pollsWithRfOff() const { return pollsWithRfOff_; }

 private:
  Observation field_;
  bool rf_ = false;
  bool hung_ = false;
  bool initialised_ = false;
  int begins_ = 0;
  int polls_ = 0;
  int pollsWithRfOff_ = 0;
};

}  // namespace zoneboard
