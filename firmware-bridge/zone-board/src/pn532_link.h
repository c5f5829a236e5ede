// The bus under one PN532: SPI with its own chip select on the ESP32 (esp32/src/pn532_spi_link.h),
// a simulated PN532 in the host tests. Frames are whole PN532 frames, preamble to postamble.
#pragma once

#include <cstdint>
#include <vector>

namespace zoneboard {

class Pn532Link {
 public:
  virtual ~Pn532Link() = default;
  // Wakes the chip from power-down (SPI: chip select low for >= 2 ms).
  virtual void wakeup() = 0;
  virtual bool sendFrame(const std::vector<uint8_t>& frame) = 0;
  // Waits until the chip has a frame to read (SPI: status byte 0x01).
  virtual bool waitReady(uint32_t timeoutMs) = 0;
  // Reads the pending frame (an ACK or a response) from preamble to postamble.
  virtual bool receiveFrame(std::vector<uint8_t>& frame) = 0;
};

}  // namespace zoneboard
