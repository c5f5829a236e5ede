// ESP32 zone board: Wi-Fi, esp-mqtt, NVS and one PN532 per antenna on SPI around the portable
// board logic of ../../src (the same code the host tests and the emulator run).
#include <Arduino.h>
#include <SPI.h>
#include <WiFi.h>
#include <esp_task_wdt.h>
#include <esp_timer.h>

#include <memory>
#include <vector>

#include "../../src/board.h"
#include "../../src/pn532_reader.h"
#include "board_config.h"
#include "esp_mqtt_transport.h"
#include "nvs_store.h"
#include "pn532_spi_link.h"

using namespace zoneboard;
using namespace zoneboard::esp32;

namespace {

class LedIndicator : public Indicator {
 public:
  void begin() { pinMode(kLedPin, OUTPUT); }
  void identify(uint32_t durationMs) override { until_ = millis() + durationMs; }
  void tick() { digitalWrite(kLedPin, millis() < until_ && (millis() / 150) % 2 == 0 ? HIGH : LOW); }

 private:
  uint32_t until_ = 0;
};

SPIClass spi(VSPI);
NvsStore store;
EspMqttTransport transport;
LedIndicator led;
std::vector<std::unique_ptr<Pn532SpiLink>> links;
std::vector<std::unique_ptr<Pn532Reader>> readers;
std::unique_ptr<Board> board;

uint64_t nowMs() { return static_cast<uint64_t>(esp_timer_get_time() / 1000); }

}  // namespace

void setup() {
  Serial.begin(115200);
  esp_task_wdt_init(kLoopWatchdogS, true);
  esp_task_wdt_add(nullptr);
  led.begin();
  if (!store.begin()) Serial.println("zone-board: NVS unavailable; sequence numbers cannot persist");

  spi.begin(kSpiSck, kSpiMiso, kSpiMosi);
  std::vector<Antenna> antennas;
  for (size_t i = 0; i < sizeof kAntennaCsPins; ++i) {
    links.push_back(std::make_unique<Pn532SpiLink>(spi, kAntennaCsPins[i], kSpiHz));
    links.back()->begin();
    readers.push_back(std::make_unique<Pn532Reader>(*links.back()));
    antennas.push_back({static_cast<int>(i), readers.back().get()});
  }

  BoardConfig config;
  config.id = {BOARD_HUB, BOARD_TABLE, BOARD_ID};
  config.firmware = kFirmwareVersion;
  config.pollIntervalMs = kPollIntervalMs;
  config.bufferCapacity = kBufferCapacity;
  board = std::make_unique<Board>(config, antennas, transport, store, led);
  board->begin(nowMs());

  WiFi.mode(WIFI_STA);
  WiFi.setAutoReconnect(true);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);

  EspMqttOptions mqtt{MQTT_URI, BOARD_ID, MQTT_USERNAME, MQTT_PASSWORD, MQTT_CA_PEM, board->willTopic(), board->willPayload()};
  if (!transport.begin(mqtt)) Serial.println("zone-board: esp-mqtt did not start");
}

void loop() {
  esp_task_wdt_reset();
  const uint64_t now = nowMs();
  if (WiFi.status() == WL_CONNECTED) board->setRssi(WiFi.RSSI());
  transport.dispatch(*board, now);
  board->tick(now);
  led.tick();
  delay(1);
}
