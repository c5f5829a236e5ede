// Just enough of the Arduino API for the sketch to compile on the host (make sketch-check):
// it catches a sketch that no longer fits the Hal or the core's API, not how the board behaves.
#pragma once
#include <stddef.h>
#include <stdint.h>

#define INPUT_PULLUP 2
#define OUTPUT 1
#define HIGH 1
#define LOW 0

inline uint32_t millis() { return 0; }
inline void pinMode(int, int) {}
inline void digitalWrite(int, int) {}
inline int digitalRead(int) { return HIGH; }
inline int analogRead(int) { return 2048; }
inline void analogReadResolution(int) {}

struct SerialUsb {
  void begin(unsigned long) {}
  explicit operator bool() const { return true; }
  int available() { return 0; }
  int read() { return -1; }
  size_t write(const uint8_t*, size_t len) { return len; }
};
inline SerialUsb Serial;
