// The flip state machine's Hal on the real board.
#pragma once
#include <Arduino.h>
#ifdef MM_KICK_SERVO
#include <Servo.h>
#endif

#include "board_config.h"
#include "src/hal.h"

class ArduinoHal : public mm::Hal {
 public:
  void begin() {
    pinMode(PIN_BUTTON, INPUT_PULLUP);
    pinMode(PIN_LED, OUTPUT);
    analogReadResolution(12);
#ifdef MM_KICK_SERVO
    servo_.attach(PIN_KICK);
    servo_.write(SERVO_REST_DEG);
#else
    pinMode(PIN_KICK, OUTPUT);
    digitalWrite(PIN_KICK, LOW);
#endif
  }

  uint32_t millis() override { return ::millis(); }

  void kick(bool on) override {
#ifdef MM_KICK_SERVO
    servo_.write(on ? SERVO_THROW_DEG : SERVO_REST_DEG);
#else
    digitalWrite(PIN_KICK, on ? HIGH : LOW);
#endif
  }

  mm::Face readFace() override {
    int value = analogRead(PIN_SENSOR);
    if (value > SENSOR_HEADS_ABOVE) return mm::Face::Heads;
    if (value < SENSOR_TAILS_BELOW) return mm::Face::Tails;
    return mm::Face::Unknown;
  }

  bool buttonDown() override { return digitalRead(PIN_BUTTON) == LOW; }

  void led(bool on) override { digitalWrite(PIN_LED, on ? HIGH : LOW); }

  void write(const char* data, size_t len) override { Serial.write(reinterpret_cast<const uint8_t*>(data), len); }

 private:
#ifdef MM_KICK_SERVO
  Servo servo_;
#endif
};
