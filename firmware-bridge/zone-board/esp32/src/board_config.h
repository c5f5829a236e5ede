// Per-board settings. Secrets come from build flags (platformio.ini, secrets.ini), never from here.
#pragma once

#include <cstdint>

#ifndef WIFI_SSID
#error "set WIFI_SSID, WIFI_PASSWORD, MQTT_URI, BOARD_TABLE, BOARD_ID, MQTT_USERNAME, MQTT_PASSWORD in secrets.ini"
#endif

#ifndef BOARD_HUB
// The hub's id (hub.id in its mirrormat.yaml); "hub" is the hub's default.
#define BOARD_HUB "hub"
#endif

#ifndef MQTT_CA_PEM
// PEM of the CA that signed the broker's certificate, for mqtts:// (see mosquitto/README.md, TLS).
#define MQTT_CA_PEM nullptr
#endif

namespace zoneboard::esp32 {

constexpr const char* kFirmwareVersion = "1.0.0";

// One PN532 per antenna on the VSPI bus (SCK 18, MISO 19, MOSI 23), each with its own chip select.
// The ESP32 SPI host has 3 hardware CS lines; the driver drives these as plain GPIOs, so any six
// free pins work (hardware/zone-board/README.md, wiring). Antenna n is kAntennaCsPins[n].
constexpr uint8_t kAntennaCsPins[] = {5, 17, 16, 4, 13, 14};
constexpr uint8_t kSpiSck = 18;
constexpr uint8_t kSpiMiso = 19;
constexpr uint8_t kSpiMosi = 23;
constexpr uint32_t kSpiHz = 1000000;  // PN532 SPI: up to 5 MHz; 1 MHz is robust over 30 cm ribbons

constexpr uint8_t kLedPin = 2;  // DevKit on-board LED (identify)

constexpr uint32_t kPollIntervalMs = 20;
constexpr size_t kBufferCapacity = 256;
constexpr uint32_t kLoopWatchdogS = 10;  // the whole loop stuck this long: the chip restarts

}  // namespace zoneboard::esp32
