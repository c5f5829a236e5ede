#pragma once

struct Servo {
  void attach(int) {}
  void write(int) {}
};
