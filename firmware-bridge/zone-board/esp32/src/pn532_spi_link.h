// Pn532Link over SPI with one chip select per PN532 (UM0701-02 §6.2.5: LSB first, mode 0;
// first byte 0x01 data write, 0x02 status read, 0x03 data read).
#pragma once

#include <Arduino.h>
#include <SPI.h>

#include "../../src/pn532_link.h"

namespace zoneboard::esp32 {

class Pn532SpiLink : public Pn532Link {
 public:
  Pn532SpiLink(SPIClass& spi, uint8_t csPin, uint32_t hz) : spi_(spi), cs_(csPin), settings_(hz, LSBFIRST, SPI_MODE0) {}

  void begin() {
    pinMode(cs_, OUTPUT);
    digitalWrite(cs_, HIGH);
  }

  void wakeup() override {
    digitalWrite(cs_, LOW);
    delay(2);
    digitalWrite(cs_, HIGH);
    delay(2);
  }

  bool sendFrame(const std::vector<uint8_t>& frame) override {
    select();
    spi_.transfer(0x01);
    for (uint8_t b : frame) spi_.transfer(b);
    deselect();
    return true;
  }

  bool waitReady(uint32_t timeoutMs) override {
    const uint32_t start = millis();
    do {
      select();
      spi_.transfer(0x02);
      const uint8_t status = spi_.transfer(0x00);
      deselect();
      if (status & 0x01) return true;
      delay(1);
    } while (millis() - start < timeoutMs);
    return false;
  }

  bool receiveFrame(std::vector<uint8_t>& frame) override {
    frame.clear();
    select();
    spi_.transfer(0x03);
    // Preamble: zeros up to the 00 FF start code.
    uint8_t previous = 0xAA;
    bool start = false;
    for (int i = 0; i < 8 && !start; ++i) {
      const uint8_t b = spi_.transfer(0x00);
      start = previous == 0x00 && b == 0xFF;
      previous = b;
    }
    if (!start) {
      deselect();
      return false;
    }
    const uint8_t length = spi_.transfer(0x00);
    const uint8_t lengthCheck = spi_.transfer(0x00);
    frame = {0x00, 0x00, 0xFF, length, lengthCheck};
    if (length == 0x00 && lengthCheck == 0xFF) {  // ACK
      frame.push_back(spi_.transfer(0x00));
      deselect();
      return true;
    }
    // TFI + data (length bytes), DCS, postamble.
    for (int i = 0; i < length + 2; ++i) frame.push_back(spi_.transfer(0x00));
    deselect();
    return true;
  }

 private:
  void select() {
    spi_.beginTransaction(settings_);
    digitalWrite(cs_, LOW);
    delayMicroseconds(100);
  }
  void deselect() {
    digitalWrite(cs_, HIGH);
    spi_.endTransaction();
  }

  SPIClass& spi_;
  uint8_t cs_;
  SPISettings settings_;
};

}  // namespace zoneboard::esp32
