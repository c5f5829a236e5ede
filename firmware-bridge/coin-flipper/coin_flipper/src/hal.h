// What the flip state machine needs from a board. coin_flipper.ino implements it on the real
// board; host/emulator.cpp implements it over a pseudo-terminal with simulated coin faces.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace mm {

enum class Face : uint8_t { Heads, Tails, Unknown };

class Hal {
 public:
  virtual ~Hal() {}
  virtual uint32_t millis() = 0;
  // true: solenoid energised / servo at its throw position; false: at rest.
  virtual void kick(bool on) = 0;
  // One sensor sample of the face that lies up; Unknown when the reading is ambiguous.
  virtual Face readFace() = 0;
  virtual bool buttonDown() = 0;
  virtual void led(bool on) = 0;
  virtual void write(const char* data, size_t len) = 0;
};

}  // namespace mm
