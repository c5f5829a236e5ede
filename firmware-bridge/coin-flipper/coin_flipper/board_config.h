// Pins and calibration of the reference build (hardware/coin-flipper/README.md).
#pragma once

#define MM_MODEL "MMCF-1"
#define MM_FIRMWARE "1.0.0"

// Raspberry Pi Pico (RP2040), arduino-pico core.
#define PIN_KICK 15     // MOSFET gate of the push solenoid, or the servo signal with MM_KICK_SERVO
#define PIN_SENSOR 26   // ADC0: SS49E linear hall sensor (or TCRT5000 analog out)
#define PIN_BUTTON 14   // to GND, internal pull-up
#define PIN_LED 16      // through 330 ohm to GND

// Uncomment for an SG90 servo instead of the solenoid.
// #define MM_KICK_SERVO
#define SERVO_REST_DEG 10
#define SERVO_THROW_DEG 80

// 12-bit ADC readings. With the magnet-backed coin, heads (north down) pulls the SS49E output
// up and tails pulls it down; between the two thresholds the sensor cannot tell (coin on its
// edge, off the pad, no coin). Calibrate with `PING`-idle readings as described in the README.
#define SENSOR_HEADS_ABOVE 2600
#define SENSOR_TAILS_BELOW 1500
