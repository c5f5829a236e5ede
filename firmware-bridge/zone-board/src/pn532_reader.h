// NfcReader on an NXP PN532 (user manual UM0701-02): ISO 14443-A tags (NTAG213/215/216) with the
// card record of ndef.h. Plain C++ over a Pn532Link, so the frame handling is tested on the host.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "nfc_reader.h"
#include "pn532_link.h"

namespace zoneboard {

class Pn532Reader : public NfcReader {
 public:
  explicit Pn532Reader(Pn532Link& link, uint32_t timeoutMs = 50) : link_(link), timeoutMs_(timeoutMs) {}

  bool begin() override;
  void setRf(bool on) override;
  PollResult poll() override;
  WriteResult writeCardId(const std::string& cardId) override;

  // Frame helpers, public for the tests.
  static std::vector<uint8_t> buildFrame(const std::vector<uint8_t>& commandAndParams);
  // The data of a response frame (after TFI 0xD5 and the response code); false if malformed.
  static bool parseResponse(const std::vector<uint8_t>& frame, uint8_t command, std::vector<uint8_t>& data);

 private:
  // Sends a command, checks the ACK, returns the response data; false when the chip did not answer.
  bool call(const std::vector<uint8_t>& commandAndParams, std::vector<uint8_t>& data);
  struct Target {
    std::string uid;
  };
  bool listTargets(std::vector<Target>& targets);
  // READ of 4 pages (16 bytes) of target 1; false on a transport failure, status set on a tag error.
  bool readPages(uint8_t page, std::vector<uint8_t>& out, uint8_t& status);
  void release();

  Pn532Link& link_;
  uint32_t timeoutMs_;
};

}  // namespace zoneboard
